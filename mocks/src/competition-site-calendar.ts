import type { LeagueMatchSummary } from '@oche/api'

// The public site's iCal feed (RFC 5545) as the mocks answer it: one all-day event per dated match, with its score
// once played, folded and escaped as a calendar app parses it.

export type SiteCalendarInput = {
  /** The calendar's name in the phone's list: the organisation and the team, division or season. */
  name: string
  /** The site's host name: the events' uid domain. */
  host: string
  /** The site's address, for each match's link. */
  baseUrl: string
  season: string
  matches: readonly LeagueMatchSummary[]
  now: Date
}

/** A TEXT value with `\`, `;`, `,` and line breaks escaped (§3.3.11). */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** A content line folded into lines of at most 75 octets, continued with a space (§3.1). */
function fold(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  for (const character of line) {
    const limit = parts.length === 0 ? 75 : 74
    if (encoder.encode(current + character).length > limit) {
      parts.push(current)
      current = character
    } else current += character
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const day = (date: string) => date.replace(/-/g, '')
const nextDay = (date: string) => day(new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10))
const stamp = (moment: Date) => `${moment.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`

/** "Home – Away", or "Home 6–4 Away" once played. */
function summaryOf(match: LeagueMatchSummary): string {
  const [home, away] = match.score.games
  return match.score.played > 0 && (match.state === 'played' || match.state === 'confirmed')
    ? `${match.home.name} ${home}–${away} ${match.away.name}`
    : `${match.home.name} – ${match.away.name}`
}

/** The feed's text, CRLF line endings; matches without a date (postponed, no new date yet) are left out. */
export function siteCalendar({ name, host, baseUrl, season, matches, now }: SiteCalendarInput): string {
  const events = matches.flatMap((match) =>
    match.date === null
      ? []
      : [
          'BEGIN:VEVENT',
          `UID:${match.id}@${host}`,
          `DTSTAMP:${stamp(now)}`,
          `DTSTART;VALUE=DATE:${day(match.date)}`,
          `DTEND;VALUE=DATE:${nextDay(match.date)}`,
          `SUMMARY:${escapeText(summaryOf(match))}`,
          `DESCRIPTION:${escapeText(match.division.name)}`,
          ...(match.venue ? [`LOCATION:${escapeText(match.venue.name)}`] : []),
          `URL:${baseUrl}/${season}/matches/${match.slug}`,
          'END:VEVENT',
        ],
  )
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Oche//Competition site//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events,
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}
