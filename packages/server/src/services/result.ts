/** What every service returns: a value, or a domain error that http/respond.ts turns into a response. */
export type Result<T, E extends string> = { ok: true; value: T } | { ok: false; error: E; retryAfterSeconds?: number }

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value }
}

export function fail<E extends string>(
  error: E,
  retryAfterSeconds?: number,
): { ok: false; error: E; retryAfterSeconds?: number } {
  return retryAfterSeconds === undefined ? { ok: false, error } : { ok: false, error, retryAfterSeconds }
}
