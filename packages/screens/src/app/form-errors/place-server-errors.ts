/** Where a server's 422 field errors go: on the form's fields, and whatever fits none above the form. */
export type PlacedErrors = {
  fields: { path: string; message: string }[]
  form: string[]
}

/**
 * The paths of a form's fields (`name`, `format.group_size`, …); an array is one field (`standings.tie_breakers`).
 * Objects are not fields: a form that shows an error on a whole group adds that group's path itself.
 */
export function fieldPaths(values: object, prefix = ''): Set<string> {
  const paths = new Set<string>()
  for (const [key, value] of Object.entries(values)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      for (const nested of fieldPaths(value as object, path)) paths.add(nested)
    else paths.add(path)
  }
  return paths
}

/**
 * Puts each server error key on the nearest field the form shows: the key itself (after `rename`, for fields the
 * form holds under another name), else its closest parent (`phases.groups.rounds` → `phases.groups`); keys with
 * no such field (`_root`, a field the form does not have) go to the form. Only the first message of a key is kept.
 */
export function placeServerErrors(
  errors: Record<string, string[]>,
  anchors: ReadonlySet<string>,
  rename: (key: string) => string = (key) => key,
): PlacedErrors {
  const placed: PlacedErrors = { fields: [], form: [] }
  for (const [key, messages] of Object.entries(errors)) {
    const message = messages[0]
    if (!message) continue
    const segments = rename(key).split('.')
    while (segments.length > 0 && !anchors.has(segments.join('.'))) segments.pop()
    const path = segments.join('.')
    if (!path) placed.form.push(message)
    else if (!placed.fields.some((field) => field.path === path)) placed.fields.push({ path, message })
  }
  return placed
}
