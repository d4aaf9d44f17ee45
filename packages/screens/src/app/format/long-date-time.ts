/**
 * A day and its time written out, as a tournament's or an event's start reads: "Thursday 26 November 2026 at 20:00".
 * The caller adds the time zone (and whether to name it).
 */
export const longDateTime = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
} as const satisfies Intl.DateTimeFormatOptions
