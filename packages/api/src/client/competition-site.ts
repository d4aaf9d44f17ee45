import type { z } from 'zod'
import type { CupSchema } from '../schemas/league-cup'
import type {
  IndividualStandingsSchema,
  LeagueLeaderboardsSchema,
  LeagueMatchListSchema,
  LeagueMatchSchema,
  LeagueStandingsSchema,
  TeamStatisticsSchema,
  LeagueMatchListQuery,
} from '../schemas/league-matches'
import type { OrganisationParams } from '../schemas/competition'
import type {
  CompetitionSiteContextSchema,
  CompetitionSiteSettingsSchema,
  CompetitionSiteCalendarQuery,
  CompetitionSiteRef,
  CompetitionSiteSettingsInput,
} from '../schemas/competition-site'
import type { ApiClient } from './api-client'

// The public league site's calls (`/competition/{domain}/…`, no sign-in) and its settings (the organisation's admins).

const e = encodeURIComponent
const sitePath = ({ domain }: CompetitionSiteRef) => `/competition/${e(domain)}`

/** `?season=…&…` of the values that are set ('' and undefined are left out). */
function queryString(values: Record<string, string | number | undefined>): string {
  const entries = Object.entries(values).flatMap(([key, value]) =>
    value === undefined || value === '' ? [] : [[key, String(value)]],
  )
  return entries.length > 0 ? `?${new URLSearchParams(entries).toString()}` : ''
}

/** `GET /competition/{domain}?season=`: the organisation context of the public site (spec §7). */
export async function fetchCompetitionSite(client: ApiClient, ref: CompetitionSiteRef, signal?: AbortSignal) {
  return client.request<z.output<typeof CompetitionSiteContextSchema>>(
    `${sitePath(ref)}${queryString({ season: ref.season })}`,
    {
      signal,
    },
  )
}

/** `GET /competition/{domain}/matches`: the season's matches, filtered (public: no lineups before the start). */
export async function listSiteMatches(
  client: ApiClient,
  ref: CompetitionSiteRef,
  query: LeagueMatchListQuery = {},
  signal?: AbortSignal,
) {
  return client.request<z.output<typeof LeagueMatchListSchema>>(
    `${sitePath(ref)}/matches${queryString({ season: ref.season, ...query })}`,
    {
      signal,
    },
  )
}

/** `GET /competition/{domain}/matches/{match}`: a team match, every game and leg; nothing a member alone may see. */
export async function fetchSiteMatch(
  client: ApiClient,
  ref: CompetitionSiteRef & { match: string },
  signal?: AbortSignal,
) {
  return client.request<z.output<typeof LeagueMatchSchema>>(
    `${sitePath(ref)}/matches/${e(ref.match)}${queryString({ season: ref.season })}`,
    {
      signal,
    },
  )
}

/** `GET /competition/{domain}/divisions/{division}/standings`. */
export async function fetchSiteStandings(
  client: ApiClient,
  ref: CompetitionSiteRef & { division: string },
  signal?: AbortSignal,
) {
  return client.request<z.output<typeof LeagueStandingsSchema>>(
    `${sitePath(ref)}/divisions/${e(ref.division)}/standings${queryString({ season: ref.season })}`,
    {
      signal,
    },
  )
}

/** `GET /competition/{domain}/divisions/{division}/individual-standings` (a cup's slug too). */
export async function fetchSiteIndividualStandings(
  client: ApiClient,
  ref: CompetitionSiteRef & { division: string },
  signal?: AbortSignal,
) {
  return client.request<z.output<typeof IndividualStandingsSchema>>(
    `${sitePath(ref)}/divisions/${e(ref.division)}/individual-standings${queryString({ season: ref.season })}`,
    { signal },
  )
}

/** `GET /competition/{domain}/teams/{team}`: the team's standing, its players' figures and its matches. */
export async function fetchSiteTeam(
  client: ApiClient,
  ref: CompetitionSiteRef & { team: string },
  signal?: AbortSignal,
) {
  return client.request<z.output<typeof TeamStatisticsSchema>>(
    `${sitePath(ref)}/teams/${e(ref.team)}${queryString({ season: ref.season })}`,
    {
      signal,
    },
  )
}

/** `GET /competition/{domain}/leaderboards` (`division`: of one division). */
export async function fetchSiteLeaderboards(
  client: ApiClient,
  ref: CompetitionSiteRef,
  division?: string,
  signal?: AbortSignal,
) {
  return client.request<z.output<typeof LeagueLeaderboardsSchema>>(
    `${sitePath(ref)}/leaderboards${queryString({ season: ref.season, division })}`,
    {
      signal,
    },
  )
}

/** `GET /competition/{domain}/cups/{cup}`: the cup's groups, brackets and rankings (`can` all false). */
export async function fetchSiteCup(client: ApiClient, ref: CompetitionSiteRef & { cup: string }, signal?: AbortSignal) {
  return client.request<z.output<typeof CupSchema>>(
    `${sitePath(ref)}/cups/${e(ref.cup)}${queryString({ season: ref.season })}`,
    {
      signal,
    },
  )
}

/**
 * The address of an iCal feed (`text/calendar`) of a team's or a division's matches, relative to the API's base
 * (`/api` in the browser): for a link a phone's calendar subscribes to.
 */
export function siteCalendarPath(ref: CompetitionSiteRef, query: Omit<CompetitionSiteCalendarQuery, 'season'> = {}) {
  return `${sitePath(ref)}/calendar.ics${queryString({ season: ref.season, team: query.team, division: query.division })}`
}

/** `GET /competition/manage/organisations/{org}/site` (admins). */
export async function fetchSiteSettings(client: ApiClient, ref: OrganisationParams, signal?: AbortSignal) {
  return client.request<z.output<typeof CompetitionSiteSettingsSchema>>(
    `/competition/manage/organisations/${e(ref.org)}/site`,
    {
      signal,
    },
  )
}

/** `PUT /competition/manage/organisations/{org}/site` (admins): only the fields sent change. */
export async function updateSiteSettings(
  client: ApiClient,
  ref: OrganisationParams,
  input: CompetitionSiteSettingsInput,
) {
  return client.request<z.output<typeof CompetitionSiteSettingsSchema>>(
    `/competition/manage/organisations/${e(ref.org)}/site`,
    {
      method: 'PUT',
      body: input,
    },
  )
}
