import type { RouteParams } from './route-definition'
import { findRoute } from './routes'

/**
 * The fatal error of a failed route validation (spec section 2): the result's status, else 404, and the result's
 * own message if it has one; without one, the error screen says "Page Not Found: {full path}" in the page's
 * language. Null when the route is valid. The checks are the routes' `validate`.
 */
export function routeValidationError(name: string, params: RouteParams): { status: number; message?: string } | null {
  const result = findRoute(name)?.validate?.(params) ?? { ok: true }
  if (result.ok) return null
  return result.message === undefined
    ? { status: result.status ?? 404 }
    : { status: result.status ?? 404, message: result.message }
}
