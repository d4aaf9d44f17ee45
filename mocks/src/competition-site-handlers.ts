import { encodeSiteDomain } from '@oche/api'
import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import {
  competitionFixtureIds,
  competitionFixtureSlugs,
  createCompetitionStore,
  type CompetitionStore,
  type CompetitionStoreOptions,
} from './competition-store'
import { createPublicSiteHandlers, siteBase } from './competition-site-public'
import { createSiteSettingsHandlers, siteSettingsPath } from './competition-site-settings'
import { cupFixtureSlugs, seedDemoCups } from './cup-handlers'
import {
  createLeagueNightStore,
  leagueNightFixtureSlugs,
  seedHalfPlayedSeason,
  type LeagueNightStore,
} from './league-night-store'
import { fail } from './mock-http'
import { createSiteContentHandlers, siteContentFailing, siteContentLoading } from './site-content-handlers'
import { tournamentFixtureNow } from './tournament-list-fixtures'

// The league's public website (`/competition/{domain}/…`, no sign-in) and its settings (`…/manage/organisations/{org}
// /site`, the organisation's admins) as the server answers them, over the competition and league night stores.

/** The fixture league's public site, for stories and tests: its host, the API's `{domain}` and what it holds. */
export const competitionSiteFixture = {
  host: 'league.localhost',
  /** `encodeSiteDomain('league.localhost')`: the `{domain}` of its API calls. */
  domain: encodeSiteDomain('league.localhost'),
  organisation: competitionFixtureSlugs.organisation,
  name: 'Demo Darts League',
  currentSeason: competitionFixtureSlugs.currentSeason,
  previousSeason: competitionFixtureSlugs.previousSeason,
  divisions: { first: competitionFixtureSlugs.firstDivision, second: competitionFixtureSlugs.secondDivision },
  /** The Arrows, of the first division. */
  team: competitionFixtureSlugs.organiserTeam,
  /** The half-played season's matches (`state: 'halfPlayed'`). */
  matches: leagueNightFixtureSlugs,
  /** The half-played season's cups. */
  cups: cupFixtureSlugs,
} as const

/**
 * What the fixture league's site shows: its current season half played, with its cups (default); the season before
 * any match is played; the organisation without any season yet (the context's `season` null, every season's page
 * 404); every call failing with a 500; every call never answering.
 */
export type CompetitionSiteState = 'halfPlayed' | 'notStarted' | 'noSeason' | 'failing' | 'loading'

/** The fixture league's state for the site, the demo organiser's role in it, or stores of the caller's own. */
export type CompetitionSiteHandlerOptions = Pick<CompetitionStoreOptions, 'organiserRole'> & {
  state?: CompetitionSiteState
  /** The stores to read and change, used as they are (not seeded); fresh ones made for `state` by default. */
  store?: CompetitionStore
  night?: LeagueNightStore
  /** The mocks' clock (the feed's stamps, a saved organisation's `updated_at`); `tournamentFixtureNow` by default. */
  now?: () => Date
}

const sitePaths = [
  '',
  '/matches',
  '/matches/:match',
  '/divisions/:division/standings',
  '/divisions/:division/individual-standings',
  '/teams/:team',
  '/leaderboards',
  '/cups/:cup',
  '/calendar.ics',
].map((path) => `${siteBase}${path}`)

/** Every call of the contract answered by `answer` (a failure, or never). */
function everyCall(answer: (request: Request) => Response | Promise<Response>): HttpHandler[] {
  return [
    http.get(siteSettingsPath, ({ request }) => answer(request)),
    http.put(siteSettingsPath, ({ request }) => answer(request)),
    ...sitePaths.map((path) =>
      http.get(path, ({ request, params }) => (params.domain === 'manage' ? undefined : answer(request))),
    ),
  ]
}

/** The fixture league, played as far as the state says (the admin's role as `organiserRole` says). */
function storesOf(options: CompetitionSiteHandlerOptions, state: CompetitionSiteState) {
  const store = options.store ?? createCompetitionStore({ organiserRole: options.organiserRole ?? 'admin' })
  const night = options.night ?? createLeagueNightStore()
  if (options.store) return { store, night }
  if (state === 'halfPlayed') {
    seedHalfPlayedSeason(store, night)
    seedDemoCups(store, night)
  }
  if (state === 'noSeason') {
    const seasons = new Set(
      [...store.seasons.values()]
        .filter((row) => row.organisationId === competitionFixtureIds.organisation)
        .map((row) => row.id),
    )
    for (const table of [store.divisions, store.teamSeasons, store.members, store.fixtures])
      for (const [id, row] of table) if (seasons.has(row.seasonId)) table.delete(id)
    for (const id of seasons) store.seasons.delete(id)
  }
  return { store, night }
}

/**
 * Handlers for the public league site and its settings that behave like the server, in memory. The organisation is
 * found by the host in `{domain}`; `?season=` picks a season (absent: the current one, else the newest); an unknown
 * domain, season, division, team, match or cup answers 404 with the server's text. The match view is an anonymous
 * visitor's: no squads, audit trail or dispute, every `can` false, lineups only once both are in. The settings are
 * the organisation admins' (403 for anyone else); bad input and a domain another organisation has answer 422.
 * Call it per story for fresh stores; `competitionSiteFixture` names what they hold.
 *
 * @example
 * parameters: { host: competitionSiteFixture.host, msw: { handlers: [...createCompetitionSiteHandlers(), ...handlers] } }
 */
export function createCompetitionSiteHandlers(options: CompetitionSiteHandlerOptions = {}): HttpHandler[] {
  const state = options.state ?? 'halfPlayed'
  if (state === 'failing')
    return [...siteContentFailing(), ...everyCall((request) => fail(request, 500, 'serverError'))]
  if (state === 'loading')
    return [
      ...siteContentLoading(),
      ...everyCall(async () => {
        await delay('infinite')
        return new HttpResponse(null, { status: 204 })
      }),
    ]
  const { store, night } = storesOf(options, state)
  const now = options.now ?? (() => new Date(tournamentFixtureNow))
  return [
    ...createSiteSettingsHandlers({ store, now }),
    ...createSiteContentHandlers({ store, now }),
    ...createPublicSiteHandlers({ store, night, now }),
  ]
}
