import type { TournamentListFilter } from '@oche/api'
import type { TournamentListQueryState } from './use-tournament-list'

const filters: readonly TournamentListFilter[] = ['upcoming', 'live', 'finished']

/** The list's tab, search and page from the page's query string (`?status=live&search=gent&page=2`). */
export function readListSearch(searchParams: Record<string, string>): TournamentListQueryState {
  const status = filters.find((filter) => filter === searchParams.status) ?? null
  const page = Number.parseInt(searchParams.page ?? '', 10)
  return {
    status,
    search: (searchParams.search ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  }
}

/** The query string of the list's state, leaving out what is the default: `?status=live&page=2`. */
export function writeListSearch({ status, search, page }: TournamentListQueryState): string {
  const params = new URLSearchParams()
  if (status) params.set('status', status)
  if (search.trim()) params.set('search', search.trim())
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}
