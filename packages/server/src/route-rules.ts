import { RedirectStatusSchema, type RedirectStatus } from '@oche/api'
import { z } from 'zod'

/**
 * One redirect of the web host's global guard (`OCHE_ROUTE_RULES`). `from` is an exact path, or a prefix ending in
 * `/**` (which also matches the prefix itself); `to` is a path or an https URL, and when both end in `/**` the rest
 * of the path is carried over.
 */
export type RouteRule = { from: string; to: string; status: RedirectStatus }

const PathPatternSchema = z
  .string()
  .regex(/^\/[^?#*]*(\/\*\*)?$/, 'must start with / and may only end in /** (no query, no other *)')

const TargetSchema = z.union([
  PathPatternSchema,
  z.url({ protocol: /^https$/ }).refine((url) => !url.includes('*') || url.endsWith('/**'), 'may only end in /**'),
])

const RuleSchema = z
  .object({ from: PathPatternSchema, to: TargetSchema, status: RedirectStatusSchema.default(302) })
  .strict()
  .refine((rule) => rule.from !== rule.to, 'redirects to itself')
  .refine((rule) => !rule.to.endsWith('/**') || rule.from.endsWith('/**'), {
    message: 'to may end in /** only when from does',
  })

const RulesSchema = z.array(RuleSchema).superRefine((rules, context) => {
  const seen = new Set<string>()
  rules.forEach((rule, index) => {
    if (seen.has(normalise(rule.from)))
      context.addIssue({ code: 'custom', path: [index, 'from'], message: `${rule.from} has a rule already` })
    seen.add(normalise(rule.from))
  })
})

/** Reads `OCHE_ROUTE_RULES` (a JSON array); unset or empty means no rules. Throws a message naming what is wrong. */
export function parseRouteRules(value: string | undefined): RouteRule[] {
  if (!value?.trim()) return []
  let json: unknown
  try {
    json = JSON.parse(value)
  } catch (error) {
    throw new Error(`OCHE_ROUTE_RULES is not valid JSON: ${(error as Error).message}`, { cause: error })
  }
  const parsed = RulesSchema.safeParse(json)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `[${issue.path.join('.')}] ${issue.message}`)
    throw new Error(
      `OCHE_ROUTE_RULES must be a JSON array of { from, to, status? } (status 301, 302, 307 or 308): ${problems.join('; ')}`,
    )
  }
  return parsed.data
}

/** `/x/` and `/x` are one path; the query and fragment play no part. */
export function normalise(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '/'
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare
}
