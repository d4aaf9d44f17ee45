import type { RouteParams } from './route-definition'
import { findRoute } from './routes'

/**
 * The fatal error of a failed route validation (spec section 2): the result's status, else 404, and the result's
 * message, else "Page Not Found: {full path}". Null when the route is valid. The checks are the routes' `validate`.
 */
export function routeValidationError(
  name: string,
  params: RouteParams,
  fullPath: string,
): { status: number; message: string } | null {
  const result = findRoute(name)?.validate?.(params) ?? { ok: true }
  if (result.ok) return null
  return { status: result.status ?? 404, message: result.message ?? `Page Not Found: ${fullPath}` }
}
