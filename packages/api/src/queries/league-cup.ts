import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../client/api-client'
import {
  createCup,
  deleteCup,
  performCupDraw,
  enterCup,
  fetchCup,
  listCups,
  setCupEntries,
  updateCup,
  withdrawFromCup,
} from '../client/league-cup'
import type { SeasonParams } from '../schemas/competition'
import type { CupDrawInput, CupEntriesInput, CupInput, CupParams, UpdateCupInput } from '../schemas/league-cup'
import { leagueNightQueries } from './league-night'

/**
 * The cup's queries. A cup's brackets and tables follow its matches' results, so they live under the league night's
 * key (`leagueNightQueries.seasonKey(ref)`): a `league.updated` of the season makes them stale with the matches.
 */
export const cupQueries = {
  all: (ref: SeasonParams) => [...leagueNightQueries.seasonKey(ref), 'cups'] as const,
  list: (client: ApiClient, ref: SeasonParams) =>
    queryOptions({
      queryKey: [...cupQueries.all(ref), 'list'] as const,
      queryFn: ({ signal }) => listCups(client, ref, signal),
    }),
  cup: (client: ApiClient, ref: CupParams) =>
    queryOptions({
      queryKey: [...cupQueries.all(ref), 'cup', ref.cup] as const,
      queryFn: ({ signal }) => fetchCup(client, ref, signal),
    }),
}

/** The cup's mutations: each answers the cup as it is now, for the screen to put in `cupQueries.cup`. */
export const cupMutations = {
  all: () => ['competition', 'mutation', 'cup'] as const,
  create: (client: ApiClient, ref: SeasonParams) =>
    mutationOptions({
      mutationKey: [...cupMutations.all(), 'create', ref.org, ref.season] as const,
      mutationFn: (input: CupInput) => createCup(client, ref, input),
    }),
  update: (client: ApiClient, ref: CupParams) =>
    mutationOptions({
      mutationKey: [...cupMutations.all(), 'update', ref.org, ref.season, ref.cup] as const,
      mutationFn: (input: UpdateCupInput) => updateCup(client, ref, input),
    }),
  remove: (client: ApiClient, ref: CupParams) =>
    mutationOptions({
      mutationKey: [...cupMutations.all(), 'delete', ref.org, ref.season, ref.cup] as const,
      mutationFn: () => deleteCup(client, ref),
    }),
  setEntries: (client: ApiClient, ref: CupParams) =>
    mutationOptions({
      mutationKey: [...cupMutations.all(), 'entries', ref.org, ref.season, ref.cup] as const,
      mutationFn: (input: CupEntriesInput) => setCupEntries(client, ref, input),
    }),
  enter: (client: ApiClient, ref: CupParams) =>
    mutationOptions({
      mutationKey: [...cupMutations.all(), 'enter', ref.org, ref.season, ref.cup] as const,
      mutationFn: (team: string) => enterCup(client, { ...ref, team }),
    }),
  withdraw: (client: ApiClient, ref: CupParams) =>
    mutationOptions({
      mutationKey: [...cupMutations.all(), 'withdraw', ref.org, ref.season, ref.cup] as const,
      mutationFn: (team: string) => withdrawFromCup(client, { ...ref, team }),
    }),
  draw: (client: ApiClient, ref: CupParams) =>
    mutationOptions({
      mutationKey: [...cupMutations.all(), 'draw', ref.org, ref.season, ref.cup] as const,
      mutationFn: (input: CupDrawInput = {}) => performCupDraw(client, ref, input),
    }),
}
