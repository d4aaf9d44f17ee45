import type { IntlShape } from 'react-intl'

/** A length of time for people: "45 sec", "7 min", "1 h 5 min". */
export function formatDuration(intl: IntlShape, seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  if (whole < 60)
    return intl.formatMessage(
      {
        id: 'manage.boardOverview.durationSeconds',
        description: 'A duration in seconds, abbreviated',
        defaultMessage: '{seconds} sec',
      },
      { seconds: whole },
    )
  const minutes = Math.floor(whole / 60)
  if (minutes < 60)
    return intl.formatMessage(
      {
        id: 'manage.boardOverview.durationMinutes',
        description: 'A duration in minutes, abbreviated',
        defaultMessage: '{minutes} min',
      },
      { minutes },
    )
  return intl.formatMessage(
    {
      id: 'manage.boardOverview.durationHours',
      description: 'A duration of hours and minutes, abbreviated',
      defaultMessage: '{hours} h {minutes} min',
    },
    { hours: Math.floor(minutes / 60), minutes: minutes % 60 },
  )
}

/** A countdown as the clock on a wall shows it: "4:05", "0:09"; never below "0:00". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds))
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

/** How long ago something happened, in the largest fitting unit: "20 seconds ago", "3 minutes ago", "2 hours ago". */
export function formatAgo(intl: IntlShape, seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  if (whole < 60) return intl.formatRelativeTime(-whole, 'second', { numeric: 'auto' })
  if (whole < 3600) return intl.formatRelativeTime(-Math.floor(whole / 60), 'minute')
  return intl.formatRelativeTime(-Math.floor(whole / 3600), 'hour')
}

/** Whole seconds from `from` (ISO) to `now` (ms); negative when `from` is still ahead. */
export function secondsSince(from: string, now: number): number {
  return (now - Date.parse(from)) / 1000
}
