import type { TournamentListFilter, TournamentListItem, TournamentStatus } from '@oche/api'
import { foldText } from '../parts/fold-text/fold-text'

export type TournamentFilter = { status: 'all' | TournamentListFilter; search: string }

/** Which list filter a status falls under: draft and drawn are upcoming, running is live. */
export function listFilterOf(status: TournamentStatus): TournamentListFilter {
  switch (status) {
    case 'draft':
    case 'drawn':
      return 'upcoming'
    case 'running':
      return 'live'
    case 'finished':
      return 'finished'
    default:
      return status satisfies never
  }
}

/** The tournaments with this status whose name or venue contains the search (any case, accents ignored). */
export function filterTournaments(items: readonly TournamentListItem[], { status, search }: TournamentFilter) {
  const term = foldText(search.trim())
  return items.filter(
    (item) =>
      (status === 'all' || listFilterOf(item.status) === status) &&
      (!term || foldText(item.name).includes(term) || foldText(item.venue).includes(term)),
  )
}
