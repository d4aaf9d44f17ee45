import { tournamentQueries, type ApiClient } from '@oche/api'
import type { TournamentListQueryState } from './use-tournament-list'

/**
 * `GET /tournaments` for the list's tab, search and page: the one definition the screen asks and the route runs on
 * the server (`/tournaments` data), so that the first HTML holds the list.
 */
export function tournamentListQuery(client: ApiClient, { status, search, page }: TournamentListQueryState) {
  return tournamentQueries.list(client, { ...(status ? { status } : {}), ...(search ? { search } : {}), page })
}
