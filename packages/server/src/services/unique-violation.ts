/** PostgreSQL's unique_violation anywhere in an error's causes (drizzle wraps the driver's error), or null. */
function uniqueViolation(error: unknown): { constraint?: unknown } | null {
  for (let cause = error; cause instanceof Error || (cause && typeof cause === 'object');) {
    if ((cause as { code?: unknown }).code === '23505') return cause as { constraint?: unknown }
    cause = (cause as { cause?: unknown }).cause
  }
  return null
}

/** Whether a concurrent write broke a unique constraint between the check and the write. */
export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolation(error) !== null
}

/**
 * Whether it was a slug constraint (`<table>_slug_unique`, or `<table>_<scope>_slug_unique`): a concurrent insert
 * took the slug after `newSlug` found it free. node-postgres and PGlite both name the constraint on the error.
 */
export function isSlugViolation(error: unknown): boolean {
  const constraint = uniqueViolation(error)?.constraint
  return typeof constraint === 'string' && constraint.endsWith('_slug_unique')
}
