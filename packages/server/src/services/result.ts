/**
 * What every service returns: a value, or a domain error that http/respond.ts turns into a response. A failure
 * may name the `field` it is about when that depends on the input (`events.3.total`), and carry `details` that
 * the error body includes (a 409 carries the current state).
 */
export type Result<T, E extends string> =
  | { ok: true; value: T }
  | { ok: false; error: E; retryAfterSeconds?: number; field?: string; details?: Record<string, unknown> }

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value }
}

export function fail<E extends string>(
  error: E,
  retryAfterSeconds?: number,
): { ok: false; error: E; retryAfterSeconds?: number } {
  return retryAfterSeconds === undefined ? { ok: false, error } : { ok: false, error, retryAfterSeconds }
}

/** A failure about a field only the input can name, or with details for the error body. */
export function failWith<E extends string>(
  error: E,
  extra: { field?: string; details?: Record<string, unknown> },
): { ok: false; error: E; field?: string; details?: Record<string, unknown> } {
  return { ok: false, error, ...extra }
}
