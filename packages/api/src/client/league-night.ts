import type { z } from 'zod'
import type {
  IndividualStandingsSchema,
  LeagueLeaderboardsSchema,
  LeagueMatchListSchema,
  LeagueMatchSchema,
  LeagueStandingsSchema,
  StandingsAdjustmentSchema,
  StartedLeagueGameSchema,
  TeamStatisticsSchema,
  ConfirmLeagueMatchInput,
  DisputeLeagueMatchInput,
  LeagueGameParams,
  LeagueGameResultInput,
  LeagueLineupInput,
  LeagueLineupParams,
  LeagueMatchListQuery,
  LeagueMatchParams,
  StandingsAdjustmentInput,
  StandingsAdjustmentParams,
} from '../schemas/league-matches'
import type { DivisionParams, SeasonParams, TeamParams } from '../schemas/competition'
import type { ApiClient } from './api-client'

// The league night's calls (`…/seasons/{season}/matches…`, standings, leaderboards, team statistics).

const e = encodeURIComponent
const seasonPath = (ref: SeasonParams) => `/competition/manage/organisations/${e(ref.org)}/seasons/${e(ref.season)}`
const matchPath = (ref: LeagueMatchParams) => `${seasonPath(ref)}/matches/${e(ref.match)}`

/** The query string of the filters that are set. */
function queryString(filters: Record<string, string | number | undefined>): string {
  const entries = Object.entries(filters).flatMap(([key, value]) =>
    value === undefined || value === '' ? [] : [[key, String(value)]],
  )
  return entries.length > 0 ? `?${new URLSearchParams(entries).toString()}` : ''
}

/** `GET …/seasons/{season}/matches`: the season's matches, filtered. */
export async function listLeagueMatches(
  client: ApiClient,
  ref: SeasonParams,
  query: LeagueMatchListQuery = {},
  signal?: AbortSignal,
) {
  return client.request<z.output<typeof LeagueMatchListSchema>>(`${seasonPath(ref)}/matches${queryString(query)}`, {
    signal,
  })
}

/** `GET …/matches/{match}`: the team match with lineups, games, sign-off and audit trail. */
export async function fetchLeagueMatch(client: ApiClient, ref: LeagueMatchParams, signal?: AbortSignal) {
  return client.request<z.output<typeof LeagueMatchSchema>>(matchPath(ref), { signal })
}

/** `PUT …/matches/{match}/lineups/{side}` (the team's captain, admins). */
export async function submitLeagueLineup(client: ApiClient, ref: LeagueLineupParams, input: LeagueLineupInput) {
  return client.request<z.output<typeof LeagueMatchSchema>>(`${matchPath(ref)}/lineups/${ref.side}`, {
    method: 'PUT',
    body: input,
  })
}

/** `POST …/games/{game}/start` (captains, admins): the engine match the game is scored on. */
export async function startLeagueGame(client: ApiClient, ref: LeagueGameParams) {
  return client.request<z.output<typeof StartedLeagueGameSchema>>(`${matchPath(ref)}/games/${ref.game}/start`, {
    method: 'POST',
  })
}

/** `PUT …/games/{game}/result`: a typed-in result or forfeit; after sign-off an admin's correction with a reason. */
export async function enterLeagueGameResult(client: ApiClient, ref: LeagueGameParams, input: LeagueGameResultInput) {
  return client.request<z.output<typeof LeagueMatchSchema>>(`${matchPath(ref)}/games/${ref.game}/result`, {
    method: 'PUT',
    body: input,
  })
}

/** `POST …/matches/{match}/confirm`: the caller's team confirms the match report. */
export async function confirmLeagueMatch(
  client: ApiClient,
  ref: LeagueMatchParams,
  input: ConfirmLeagueMatchInput = {},
) {
  return client.request<z.output<typeof LeagueMatchSchema>>(`${matchPath(ref)}/confirm`, {
    method: 'POST',
    body: input,
  })
}

/** `POST …/matches/{match}/dispute`: the caller's team disputes the report, with the reason. */
export async function disputeLeagueMatch(client: ApiClient, ref: LeagueMatchParams, input: DisputeLeagueMatchInput) {
  return client.request<z.output<typeof LeagueMatchSchema>>(`${matchPath(ref)}/dispute`, {
    method: 'POST',
    body: input,
  })
}

/** `GET …/divisions/{division}/standings`. */
export async function fetchLeagueStandings(client: ApiClient, ref: DivisionParams, signal?: AbortSignal) {
  return client.request<z.output<typeof LeagueStandingsSchema>>(
    `${seasonPath(ref)}/divisions/${e(ref.division)}/standings`,
    {
      signal,
    },
  )
}

/** `POST …/divisions/{division}/adjustments` (admins): points for or against a team, with the reason. */
export async function addStandingsAdjustment(client: ApiClient, ref: DivisionParams, input: StandingsAdjustmentInput) {
  return client.request<z.output<typeof StandingsAdjustmentSchema>>(
    `${seasonPath(ref)}/divisions/${e(ref.division)}/adjustments`,
    {
      method: 'POST',
      body: input,
    },
  )
}

/** `DELETE …/divisions/{division}/adjustments/{adjustment}` (admins, 204): it no longer counts. */
export async function removeStandingsAdjustment(client: ApiClient, ref: StandingsAdjustmentParams) {
  await client.request<unknown>(`${seasonPath(ref)}/divisions/${e(ref.division)}/adjustments/${e(ref.adjustment)}`, {
    method: 'DELETE',
  })
}

/** `GET …/divisions/{division}/individual-standings`. */
export async function fetchIndividualStandings(client: ApiClient, ref: DivisionParams, signal?: AbortSignal) {
  return client.request<z.output<typeof IndividualStandingsSchema>>(
    `${seasonPath(ref)}/divisions/${e(ref.division)}/individual-standings`,
    {
      signal,
    },
  )
}

/** `GET …/seasons/{season}/leaderboards` (of one division when given). */
export async function fetchLeagueLeaderboards(
  client: ApiClient,
  ref: SeasonParams,
  division?: string,
  signal?: AbortSignal,
) {
  return client.request<z.output<typeof LeagueLeaderboardsSchema>>(
    `${seasonPath(ref)}/leaderboards${queryString({ division })}`,
    {
      signal,
    },
  )
}

/** `GET …/teams/{team}/statistics`. */
export async function fetchTeamStatistics(client: ApiClient, ref: TeamParams, signal?: AbortSignal) {
  return client.request<z.output<typeof TeamStatisticsSchema>>(`${seasonPath(ref)}/teams/${e(ref.team)}/statistics`, {
    signal,
  })
}
