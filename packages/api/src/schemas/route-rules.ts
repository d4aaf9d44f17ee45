import { z } from 'zod'

/** `GET /route-rules?path=/x`: the path the web host is about to render (no query string). */
export const RouteRuleQuerySchema = z.object({
  path: z.string().startsWith('/').max(2000),
})
export type RouteRuleQuery = z.infer<typeof RouteRuleQuerySchema>

/** The redirect statuses a rule may answer with. */
export const RedirectStatusSchema = z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)])
export type RedirectStatus = z.infer<typeof RedirectStatusSchema>

/**
 * Where the web host sends a visitor instead: `redirect` is a path or an absolute https URL, or null to render
 * the page as usual (then `status` means nothing).
 */
export const RouteRuleAnswerSchema = z.object({
  redirect: z.string().nullable(),
  status: RedirectStatusSchema,
})
export type RouteRuleAnswer = z.infer<typeof RouteRuleAnswerSchema>
