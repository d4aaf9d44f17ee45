/**
 * The canonical name of an IANA time zone ("europe/brussels" → "Europe/Brussels"), or null when there is no such
 * zone. UTC offsets ("+01:00") are not IANA zones and are refused.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z]/.test(name)) return null
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone
  } catch {
    return null
  }
}
