import type { RouteParams } from './match-route'

/** What a route's validation answers: fine, or a fatal error with an optional status and message. */
export type RouteValidation = { ok: true } | { ok: false; status?: number; message?: string }

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function tournamentIdIsValid({ tournament }: RouteParams): RouteValidation {
  return tournament && uuid.test(tournament) ? { ok: true } : { ok: false }
}

/** Checks of a route's parameters before its screen is shown, by route name. */
export const routeValidators: Partial<Record<string, (params: RouteParams) => RouteValidation>> = {
  // Match ids are UUIDs: anything else can only be a mistyped or made-up link.
  'live-id': ({ id }) => (id && uuid.test(id) ? { ok: true } : { ok: false }),
  // Tournament and game ids are UUIDs too.
  'tournaments-tournament': tournamentIdIsValid,
  'tournaments-tournament-games': tournamentIdIsValid,
  'tournaments-tournament-games-id': (params) =>
    params.id && uuid.test(params.id) ? tournamentIdIsValid(params) : { ok: false },
  'tournaments-tournament-groups': tournamentIdIsValid,
  'tournaments-tournament-results': tournamentIdIsValid,
  'tournaments-tournament-winner-brackets': tournamentIdIsValid,
  'tournaments-tournament-consolation-brackets': tournamentIdIsValid,
}

/**
 * The fatal error of a failed route validation (spec section 2): the result's status, else 404, and the result's
 * message, else "Page Not Found: {full path}". Null when the route is valid.
 */
export function routeValidationError(
  name: string,
  params: RouteParams,
  fullPath: string,
): { status: number; message: string } | null {
  const result = routeValidators[name]?.(params) ?? { ok: true }
  if (result.ok) return null
  return { status: result.status ?? 404, message: result.message ?? `Page Not Found: ${fullPath}` }
}
