import type { RouteRuleAnswer } from '@oche/api'
import { normalise, type RouteRule } from '../../route-rules'
import { ok, type Result } from '../result'

const PREFIX = '/**'

/** The rule's target for a path that matched it, with the rest of the path carried over by a `/**` target. */
function target(rule: RouteRule, rest: string): string {
  if (!rule.to.endsWith(PREFIX)) return rule.to
  const base = rule.to.slice(0, -PREFIX.length)
  return `${base}${rest}` || '/'
}

/**
 * Where the web host sends `path`: an exact rule first, else the longest matching prefix rule, else nowhere
 * (`redirect: null`).
 */
export function resolveRouteRule(rules: readonly RouteRule[], input: { path: string }): Result<RouteRuleAnswer, never> {
  const path = normalise(input.path)
  const exact = rules.find((rule) => !rule.from.endsWith(PREFIX) && normalise(rule.from) === path)
  if (exact) return ok({ redirect: exact.to, status: exact.status })
  let best: { rule: RouteRule; prefix: string } | undefined
  for (const rule of rules) {
    if (!rule.from.endsWith(PREFIX)) continue
    const prefix = normalise(rule.from.slice(0, -PREFIX.length) || '/')
    const matches = prefix === '/' || path === prefix || path.startsWith(`${prefix}/`)
    if (matches && (!best || prefix.length > best.prefix.length)) best = { rule, prefix }
  }
  if (!best) return ok({ redirect: null, status: 302 })
  const rest = best.prefix === '/' ? path : path.slice(best.prefix.length)
  return ok({ redirect: target(best.rule, rest), status: best.rule.status })
}
