import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../client/api-client'
import {
  createVenueBoard,
  deleteVenueBoard,
  listVenueBoards,
  regenerateVenueBoardCode,
  startTabletLeagueGame,
  updateVenueBoard,
} from '../client/venue-boards'
import type { CompetitionVenueParams } from '../schemas/competition'
import type { BoardInput, UpdateBoardInput } from '../schemas/events'
import type { TabletLeagueGameParams } from '../schemas/venue-boards'
import { competitionMutations, competitionQueries } from './competition'

/** A league venue's boards, under the venue's key: invalidating the venue refetches them too. */
export const venueBoardQueries = {
  list: (client: ApiClient, ref: CompetitionVenueParams) =>
    queryOptions({
      queryKey: [...competitionQueries.organisationKey(ref), 'venues', ref.venue, 'boards'] as const,
      queryFn: ({ signal }) => listVenueBoards(client, ref, signal),
    }),
}

export const venueBoardMutations = {
  create: (client: ApiClient, ref: CompetitionVenueParams) =>
    mutationOptions({
      mutationKey: [...competitionMutations.all(), 'createVenueBoard', ref.org, ref.venue] as const,
      mutationFn: (input: BoardInput) => createVenueBoard(client, ref, input),
    }),
  update: (client: ApiClient, ref: CompetitionVenueParams) =>
    mutationOptions({
      mutationKey: [...competitionMutations.all(), 'updateVenueBoard', ref.org, ref.venue] as const,
      mutationFn: ({ board, input }: { board: string; input: UpdateBoardInput }) =>
        updateVenueBoard(client, { ...ref, board }, input),
    }),
  remove: (client: ApiClient, ref: CompetitionVenueParams) =>
    mutationOptions({
      mutationKey: [...competitionMutations.all(), 'deleteVenueBoard', ref.org, ref.venue] as const,
      mutationFn: (board: string) => deleteVenueBoard(client, { ...ref, board }),
    }),
  regenerateCode: (client: ApiClient, ref: CompetitionVenueParams) =>
    mutationOptions({
      mutationKey: [...competitionMutations.all(), 'regenerateVenueBoardCode', ref.org, ref.venue] as const,
      mutationFn: (board: string) => regenerateVenueBoardCode(client, { ...ref, board }),
    }),
  /** A venue board's tablet starts a league game (board token). */
  tabletLeagueStart: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...competitionMutations.all(), 'tabletLeagueStart'] as const,
      mutationFn: (ref: TabletLeagueGameParams) => startTabletLeagueGame(client, ref),
    }),
}
