import {
  CompetitionSiteCalendarQuerySchema,
  CompetitionSiteParamsSchema,
  CompetitionSiteQuerySchema,
  decodeSiteDomain,
  encodeSiteDomain,
  publicCup,
  publicLeagueMatch,
  publicStandings,
  type CompetitionSiteContext,
  type LeagueMatch,
  type LeagueMatchList,
  type LeagueStandings,
  type User,
} from '@oche/api'
import { getResponse, http, HttpResponse } from 'msw'
import type { CompetitionStore, StoredOrganisation, StoredSeason } from './competition-store'
import { siteCalendar } from './competition-site-calendar'
import { bySlug, checkParams, refuse, siteLookups } from './competition-site-lookups'
import { siteHelpText, sitePages } from './competition-site-settings'
import { cupEngine, isCupDivision } from './cup-handlers'
import { createLeagueNightHandlers, type LeagueNightContext } from './league-night-handlers'
import type { LeagueNightStore } from './league-night-store'
import { parseBody } from './mock-http'

// `GET /competition/{domain}/…`: the league's public website, read by anyone. Its tables and matches are the league
// night's own reads (`createLeagueNightHandlers`) for a visitor with no role: a second set of them over the same
// stores, reached in process under an internal address, so standings, leaderboards and match views come from the
// code the manage pages read, and nothing only a member may see (squads, lineups before both are in, any `can`) is
// in them. What the server leaves out besides (the audit trail, the dispute, who confirmed, adjusted or drew) goes
// through the same `public…` functions of @oche/api.

export const siteBase = '*/api/competition/:domain'
/** The time zone the mock API's sites show their dates in (the server's default OCHE_TIME_ZONE). */
export const siteTimeZone = 'Europe/Amsterdam'
/** Where the visitor's league night reads answer: never a real address, only reached through `getResponse`. */
const internal = 'http://competition-site.internal'

/** The public site's reader: no account and no role in any organisation. */
const visitor: User = {
  id: '00000000-0000-4000-8000-000000000000',
  name: '',
  email: '',
  langcode: 'en',
  is_super_admin: false,
  email_verified_at: null,
  notifications: [],
}
const visitorView = { isAdmin: false, captainOf: [], memberOf: [], userId: visitor.id }

type Site = { host: string; org: StoredOrganisation; season: StoredSeason | null }

export function createPublicSiteHandlers({
  store,
  night,
  now,
}: {
  store: CompetitionStore
  night: LeagueNightStore
  now: () => Date
}) {
  const lookups = siteLookups(store)
  const cups = cupEngine(store, night, () => now().toISOString())
  const json = (body: unknown) => HttpResponse.json(body as never)

  const seasonAccess: LeagueNightContext['seasonAccess'] = (request, values) => {
    const org = store.organisations.get(String(values.org))
    const season = store.seasons.get(String(values.season))
    if (!org) return refuse(request, 'organisation.notFound')
    if (season?.organisationId !== org.id) return refuse(request, 'season.notFound')
    return { caller: visitor, org, viewer: visitorView, season }
  }
  const reads = createLeagueNightHandlers({
    store,
    night,
    now,
    base: internal,
    seasonAccess,
    findTeamSeason: lookups.findTeamSeason,
    // A cup's slug too, as the server's tables take it (ADR 015).
    findDivision: (season, slug) => lookups.findDivision(season, slug),
    link: cups.link,
    refuse,
    params: checkParams,
    body: parseBody,
  })
  /** The visitor's read of `path` in the site's season, in the request's language, with `query`. */
  const read = async (
    request: Request,
    found: { org: StoredOrganisation; season: StoredSeason },
    path: string,
    query: Record<string, string | undefined> = {},
  ) => {
    const url = new URL(`${internal}/organisations/${found.org.id}/seasons/${found.season.id}${path}`)
    for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, value)
    const answer = await getResponse(reads, new Request(url, { headers: request.headers }))
    if (!answer) throw new Error(`The league night reads do not answer ${path}`)
    return answer
  }
  const slugOf = (value: unknown) => encodeURIComponent(String(value))

  /** The request's site and season (null: the organisation has none yet), or the refusal the server answers. */
  const siteOf = (request: Request, values: Record<string, unknown>): Site | Response => {
    const path = checkParams(request, CompetitionSiteParamsSchema, { domain: values.domain })
    if (!path.ok) return path.response
    const query = checkParams(request, CompetitionSiteQuerySchema, {
      season: new URL(request.url).searchParams.get('season') ?? undefined,
    })
    if (!query.ok) return query.response
    const host = decodeSiteDomain(path.data.domain)
    const org = host ? lookups.organisationOfHost(host) : undefined
    if (!host || !org) return refuse(request, 'organisation.notFound')
    const seasons = lookups.seasonsOf(org)
    const slug = query.data.season ?? ''
    const season = slug === '' ? (seasons.find((row) => row.is_current) ?? seasons[0] ?? null) : bySlug(seasons, slug)
    if (slug !== '' && !season) return refuse(request, 'season.notFound')
    return { host, org, season }
  }
  /** A page of a season: 404 while the organisation has none. */
  const seasonOf = (request: Request, values: Record<string, unknown>) => {
    const found = siteOf(request, values)
    if (found instanceof Response) return found
    const { season } = found
    return season ? { ...found, season } : refuse(request, 'season.notFound')
  }
  /** A public page's handler; `/competition/manage/…` is the manage API's, never a site's. */
  const page = (
    path: string,
    answer: (request: Request, values: Record<string, unknown>) => Response | Promise<Response>,
  ) =>
    http.get(`${siteBase}${path}`, ({ request, params }) =>
      params.domain === 'manage' ? undefined : answer(request, params),
    )

  const toSiteSeason = (season: StoredSeason) => ({
    id: season.id,
    slug: season.slug,
    name: season.name,
    is_current: season.is_current,
    starts_on: season.starts_on,
    ends_on: season.ends_on,
  })
  const toContext = (request: Request, { host, org, season }: Site): CompetitionSiteContext => ({
    organisation: {
      slug: org.slug,
      name: org.name,
      logo_url: org.logo_url,
      primary_colour: org.primary_colour,
      default_language: org.default_language,
      help_text: siteHelpText(org),
      pages: sitePages(org),
    },
    domain: encodeSiteDomain(host),
    base_url: `${new URL(request.url).protocol}//${host}`,
    season: season ? toSiteSeason(season) : null,
    seasons: lookups.seasonsOf(org).map(toSiteSeason),
    divisions: season
      ? lookups.divisionsOf(season).map((row) => ({ slug: row.slug, name: row.name, kind: row.kind ?? 'league' }))
      : [],
    teams: season
      ? [...store.teamSeasons.values()]
          .filter((row) => row.seasonId === season.id)
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((row) => ({
            slug: cups.link(row.id).slug,
            name: row.name,
            division: row.divisionId ? (store.divisions.get(row.divisionId)?.slug ?? null) : null,
          }))
      : [],
    time_zone: siteTimeZone,
  })

  return [
    page('', (request, values) => {
      const found = siteOf(request, values)
      return found instanceof Response ? found : json(toContext(request, found))
    }),
    page('/matches', (request, values) => {
      const found = seasonOf(request, values)
      if (found instanceof Response) return found
      const { season: _season, ...query } = Object.fromEntries(new URL(request.url).searchParams)
      return read(request, found, '/matches', query)
    }),
    page('/matches/:match', async (request, values) => {
      const found = seasonOf(request, values)
      if (found instanceof Response) return found
      const answer = await read(request, found, `/matches/${slugOf(values.match)}`)
      if (!answer.ok) return answer
      return json(publicLeagueMatch((await answer.json()) as LeagueMatch))
    }),
    page('/divisions/:division/standings', async (request, values) => {
      const found = seasonOf(request, values)
      if (found instanceof Response) return found
      // A league division's table; a cup's groups have theirs in the cup.
      const division = lookups.findDivision(found.season, String(values.division), 'league')
      if (!division) return refuse(request, 'division.notFound')
      const answer = await read(request, found, `/divisions/${slugOf(division.slug)}/standings`)
      return answer.ok ? json(publicStandings((await answer.json()) as LeagueStandings)) : answer
    }),
    page('/divisions/:division/individual-standings', (request, values) => {
      const found = seasonOf(request, values)
      if (found instanceof Response) return found
      return read(request, found, `/divisions/${slugOf(values.division)}/individual-standings`)
    }),
    page('/teams/:team', (request, values) => {
      const found = seasonOf(request, values)
      if (found instanceof Response) return found
      return read(request, found, `/teams/${slugOf(values.team)}/statistics`)
    }),
    page('/leaderboards', (request, values) => {
      const found = seasonOf(request, values)
      if (found instanceof Response) return found
      return read(request, found, '/leaderboards', {
        division: new URL(request.url).searchParams.get('division') ?? undefined,
      })
    }),
    page('/cups/:cup', (request, values) => {
      const found = seasonOf(request, values)
      if (found instanceof Response) return found
      const cup = lookups.findDivision(found.season, String(values.cup), 'cup')
      if (!cup || !isCupDivision(cup)) return refuse(request, 'cup.notFound')
      return json(publicCup(cups.view(cup, visitorView, found.season.is_archived)))
    }),
    page('/calendar.ics', async (request, values) => {
      const found = seasonOf(request, values)
      if (found instanceof Response) return found
      const query = checkParams(
        request,
        CompetitionSiteCalendarQuerySchema,
        Object.fromEntries(new URL(request.url).searchParams),
      )
      if (!query.ok) return query.response
      const team = query.data.team ? lookups.findTeamSeason(found.org, found.season, query.data.team) : undefined
      if (team === null) return refuse(request, 'team.notFound')
      const division = query.data.division ? lookups.findDivision(found.season, query.data.division) : undefined
      if (division === null) return refuse(request, 'division.notFound')
      const answer = await read(request, found, '/matches', { team: team?.team.slug, division: division?.slug })
      const text = siteCalendar({
        name: `${found.org.name} · ${team?.teamSeason.name ?? division?.name ?? found.season.name}`,
        host: found.host,
        baseUrl: `${new URL(request.url).protocol}//${found.host}`,
        season: found.season.slug,
        matches: (await answer.json()) as LeagueMatchList,
        now: now(),
      })
      return new HttpResponse(text, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } })
    }),
    // The engine matches of the site's live and played games, as `GET /matches/{id}` answers anyone.
    http.get('*/api/matches/:id', ({ params }) => {
      const match = night.engine.get(String(params.id))
      return match ? json(match) : undefined
    }),
  ]
}
