import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../client/api-client'
import {
  addStandingsAdjustment,
  confirmLeagueMatch,
  disputeLeagueMatch,
  enterLeagueGameResult,
  fetchIndividualStandings,
  fetchLeagueLeaderboards,
  fetchLeagueMatch,
  fetchLeagueStandings,
  fetchTeamStatistics,
  listLeagueMatches,
  removeStandingsAdjustment,
  startLeagueGame,
  submitLeagueLineup,
} from '../client/league-night'
import type { DivisionParams, SeasonParams, TeamParams } from '../schemas/competition'
import type {
  ConfirmLeagueMatchInput,
  DisputeLeagueMatchInput,
  LeagueGameResultInput,
  LeagueLineupInput,
  LeagueMatchListQuery,
  LeagueMatchParams,
  LeagueSide,
  StandingsAdjustmentInput,
} from '../schemas/league-matches'
import { competitionQueries } from './competition'

/**
 * The league night's queries, under the season's key and its `league` part: `leagueNightQueries.seasonKey(ref)`
 * is everything a `league.updated` of the season makes stale (matches, standings, leaderboards, statistics).
 */
export const leagueNightQueries = {
  seasonKey: (ref: SeasonParams) => [...competitionQueries.seasonKey(ref), 'league'] as const,
  matches: (client: ApiClient, ref: SeasonParams, query: LeagueMatchListQuery = {}) =>
    queryOptions({
      queryKey: [...leagueNightQueries.seasonKey(ref), 'matches', query] as const,
      queryFn: ({ signal }) => listLeagueMatches(client, ref, query, signal),
    }),
  match: (client: ApiClient, ref: LeagueMatchParams) =>
    queryOptions({
      queryKey: [...leagueNightQueries.seasonKey(ref), 'match', ref.match] as const,
      queryFn: ({ signal }) => fetchLeagueMatch(client, ref, signal),
    }),
  standings: (client: ApiClient, ref: DivisionParams) =>
    queryOptions({
      queryKey: [...leagueNightQueries.seasonKey(ref), 'standings', ref.division] as const,
      queryFn: ({ signal }) => fetchLeagueStandings(client, ref, signal),
    }),
  individualStandings: (client: ApiClient, ref: DivisionParams) =>
    queryOptions({
      queryKey: [...leagueNightQueries.seasonKey(ref), 'individualStandings', ref.division] as const,
      queryFn: ({ signal }) => fetchIndividualStandings(client, ref, signal),
    }),
  leaderboards: (client: ApiClient, ref: SeasonParams, division?: string) =>
    queryOptions({
      queryKey: [...leagueNightQueries.seasonKey(ref), 'leaderboards', division ?? null] as const,
      queryFn: ({ signal }) => fetchLeagueLeaderboards(client, ref, division, signal),
    }),
  teamStatistics: (client: ApiClient, ref: TeamParams) =>
    queryOptions({
      queryKey: [...leagueNightQueries.seasonKey(ref), 'teamStatistics', ref.team] as const,
      queryFn: ({ signal }) => fetchTeamStatistics(client, ref, signal),
    }),
}

/** The league night's mutations: a key and the call; screens update the match's query with the answer. */
export const leagueNightMutations = {
  all: () => ['competition', 'mutation', 'league'] as const,
  submitLineup: (client: ApiClient, ref: LeagueMatchParams) =>
    mutationOptions({
      mutationKey: [...leagueNightMutations.all(), 'lineup', ref.org, ref.season, ref.match] as const,
      mutationFn: ({ side, ...input }: LeagueLineupInput & { side: LeagueSide }) =>
        submitLeagueLineup(client, { ...ref, side }, input),
    }),
  startGame: (client: ApiClient, ref: LeagueMatchParams) =>
    mutationOptions({
      mutationKey: [...leagueNightMutations.all(), 'start', ref.org, ref.season, ref.match] as const,
      mutationFn: (game: number) => startLeagueGame(client, { ...ref, game }),
    }),
  enterResult: (client: ApiClient, ref: LeagueMatchParams) =>
    mutationOptions({
      mutationKey: [...leagueNightMutations.all(), 'result', ref.org, ref.season, ref.match] as const,
      mutationFn: ({ game, ...input }: LeagueGameResultInput & { game: number }) =>
        enterLeagueGameResult(client, { ...ref, game }, input),
    }),
  confirm: (client: ApiClient, ref: LeagueMatchParams) =>
    mutationOptions({
      mutationKey: [...leagueNightMutations.all(), 'confirm', ref.org, ref.season, ref.match] as const,
      mutationFn: (input: ConfirmLeagueMatchInput = {}) => confirmLeagueMatch(client, ref, input),
    }),
  dispute: (client: ApiClient, ref: LeagueMatchParams) =>
    mutationOptions({
      mutationKey: [...leagueNightMutations.all(), 'dispute', ref.org, ref.season, ref.match] as const,
      mutationFn: (input: DisputeLeagueMatchInput) => disputeLeagueMatch(client, ref, input),
    }),
  addAdjustment: (client: ApiClient, ref: DivisionParams) =>
    mutationOptions({
      mutationKey: [...leagueNightMutations.all(), 'adjustment', ref.org, ref.season, ref.division] as const,
      mutationFn: (input: StandingsAdjustmentInput) => addStandingsAdjustment(client, ref, input),
    }),
  removeAdjustment: (client: ApiClient, ref: DivisionParams) =>
    mutationOptions({
      mutationKey: [...leagueNightMutations.all(), 'removeAdjustment', ref.org, ref.season, ref.division] as const,
      mutationFn: (adjustment: string) => removeStandingsAdjustment(client, { ...ref, adjustment }),
    }),
}
