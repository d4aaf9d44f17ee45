import type { CompetitionSiteCalendarQuery, Langcode, LeagueMatchSummary } from '@oche/api'
import { and, eq, inArray } from 'drizzle-orm'
import ical from 'ical-generator'
import type { Database } from '../../db/database'
import { divisions, venues, type VenueRow } from '../../db/schema/index'
import { findDivision, findTeamSeason } from '../competition/access'
import { matchesIn } from '../league-night/league-match-queries'
import { fail, ok, type Result } from '../result'
import { siteBaseUrl, type VisitorOrigin } from './site-context'
import { readSiteSeason, type SiteSeason } from './site-scope'

// The public site's iCal feed (issue 16): a team's, a division's or the whole season's matches, one event each,
// that a phone's calendar subscribes to. Seasons have no match start time or time zone, so every match is an
// all-day event on its date; a match without a date (postponed) is left out until it has one.

/** The feed: its text (`text/calendar`) and the file name it is offered as. */
export type SiteCalendar = { filename: string; body: string }

/** How often a subscribed calendar should ask again, in seconds. */
export const CALENDAR_REFRESH_SECONDS = 60 * 60

type Words = { round: (division: string, week: number) => string; result: (score: string) => string }

/** The feed's own words, in the site's language (the teams' and divisions' names are as the league wrote them). */
const words: Record<Langcode, Words> = {
  en: { round: (division, week) => `${division}, league night ${week}`, result: (score) => `Result: ${score}` },
  nl: { round: (division, week) => `${division}, speeldag ${week}`, result: (score) => `Uitslag: ${score}` },
  fr: { round: (division, week) => `${division}, journée ${week}`, result: (score) => `Résultat\u202f: ${score}` },
  de: { round: (division, week) => `${division}, Spieltag ${week}`, result: (score) => `Ergebnis: ${score}` },
}

/** A venue's name and address on one line. */
function venueLine(venue: VenueRow): string {
  const town = [venue.postcode, venue.city].filter(Boolean).join(' ')
  return [venue.name, venue.street, town, venue.country].filter(Boolean).join(', ')
}

async function venuesOf(db: Database, matches: readonly LeagueMatchSummary[]): Promise<Map<string, VenueRow>> {
  const ids = [...new Set(matches.flatMap((match) => (match.venue ? [match.venue.id] : [])))]
  if (ids.length === 0) return new Map()
  const rows = await db.select().from(venues).where(inArray(venues.id, ids))
  return new Map(rows.map((row) => [row.id, row]))
}

/** The slugs of the season's cups. */
async function cupSlugs(db: Database, seasonId: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: divisions.slug })
    .from(divisions)
    .where(and(eq(divisions.seasonId, seasonId), eq(divisions.kind, 'cup')))
  return new Set(rows.map((row) => row.slug))
}

const DAY = 24 * 60 * 60 * 1000

/**
 * `GET /competition/{domain}/calendar.ics?team=&division=`: the matches of a team, of a division (or a cup), or of
 * the whole season. An unknown team or division is not found, rather than an empty calendar nobody notices.
 */
export async function getSiteCalendar(
  db: Database,
  input: { query: CompetitionSiteCalendarQuery & { domain: string }; origin: VisitorOrigin },
) {
  const { query, origin } = input
  return readSiteSeason(db, { domain: query.domain, season: query.season }, (site) =>
    calendarOf(db, site, { team: query.team, division: query.division, baseUrl: siteBaseUrl(origin, site.host) }),
  )
}

async function calendarOf(
  db: Database,
  site: SiteSeason,
  input: { team: string | undefined; division: string | undefined; baseUrl: string },
): Promise<Result<SiteCalendar, 'team.notFound' | 'division.notFound'>> {
  const { organisation, host, season } = site
  const team = input.team
    ? await findTeamSeason(db, { organisationId: organisation.id, seasonId: season.id, team: input.team })
    : null
  if (input.team && !team) return fail('team.notFound')
  const division = input.division ? await findDivision(db, season.id, input.division, 'any') : null
  if (input.division && !division) return fail('division.notFound')

  const matches = await matchesIn(db, site, { team: team?.team.slug, division: division?.slug })
  const [places, cups] = await Promise.all([venuesOf(db, matches), cupSlugs(db, season.id)])
  const text = words[organisation.defaultLanguage]
  const { baseUrl } = input
  const subject = team?.teamSeason.name ?? division?.name ?? season.name
  const calendar = ical({
    name: `${organisation.name} – ${subject}`,
    prodId: { company: 'Oche', product: 'League site', language: organisation.defaultLanguage.toUpperCase() },
    url: baseUrl,
    ttl: CALENDAR_REFRESH_SECONDS,
  })
  for (const match of matches) {
    if (!match.date) continue
    const start = new Date(`${match.date}T00:00:00Z`)
    const url = `${baseUrl}/${season.slug}/matches/${match.slug}`
    const venue = match.venue ? places.get(match.venue.id) : undefined
    const score = match.score.is_decided ? text.result(`${match.score.games[0]}–${match.score.games[1]}`) : null
    calendar.createEvent({
      // The fixture's id: the same event however often the feed is read, and wherever the match moves.
      id: `${match.id}@${host}`,
      start,
      end: new Date(start.getTime() + DAY),
      allDay: true,
      summary: `${match.home.name} – ${match.away.name}`,
      location: venue ? venueLine(venue) : (match.venue?.name ?? null),
      // A cup's matches are its rounds, not league nights: the cup's name says it.
      description: [
        cups.has(match.division.slug) ? match.division.name : text.round(match.division.name, match.week),
        score,
        url,
      ]
        .filter(Boolean)
        .join('\n'),
      url,
    })
  }
  const filename = [organisation.slug, season.slug, team?.team.slug ?? division?.slug].filter(Boolean).join('-')
  return ok({ filename: `${filename}.ics`, body: calendar.toString() })
}
