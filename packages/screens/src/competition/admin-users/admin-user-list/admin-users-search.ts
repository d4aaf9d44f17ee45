import {
  AdminUserFilterSchema,
  AdminUserSortDirectionSchema,
  AdminUserSortSchema,
  type AdminUserFilter,
  type AdminUserListQuery,
  type AdminUserSort,
  type AdminUserSortDirection,
} from '@oche/api'

/** What `/admin/users` shows, kept in its address: the search, a filter (null is everyone), the order and the page. */
export type AdminUsersSearch = {
  search: string
  filter: AdminUserFilter | null
  sort: AdminUserSort
  direction: AdminUserSortDirection
  page: number
}

export const defaultAdminUsersSearch: AdminUsersSearch = {
  search: '',
  filter: null,
  sort: 'name',
  direction: 'asc',
  page: 1,
}

/** The state from the page's query string (`?search=mia&filter=blocked&page=2`); anything unreadable is the default. */
export function readAdminUsersSearch(searchParams: Record<string, string>): AdminUsersSearch {
  const page = Number(searchParams.page)
  const filter = AdminUserFilterSchema.safeParse(searchParams.filter)
  const sort = AdminUserSortSchema.safeParse(searchParams.sort)
  const direction = AdminUserSortDirectionSchema.safeParse(searchParams.direction)
  return {
    search: (searchParams.search ?? '').trim().slice(0, 100),
    filter: filter.success ? filter.data : null,
    sort: sort.success ? sort.data : 'name',
    direction: direction.success ? direction.data : 'asc',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
}

/** The query string of the state, leaving out what is the default, in a fixed order: `?search=mia&page=2`. */
export function writeAdminUsersSearch(state: AdminUsersSearch): string {
  const params = new URLSearchParams()
  if (state.search) params.set('search', state.search)
  if (state.filter) params.set('filter', state.filter)
  if (state.sort !== 'name') params.set('sort', state.sort)
  if (state.direction !== 'asc') params.set('direction', state.direction)
  if (state.page > 1) params.set('page', String(state.page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** The request of `GET /admin/users` for the state. */
export function adminUsersQuery(state: AdminUsersSearch): AdminUserListQuery {
  return {
    ...(state.search ? { search: state.search } : {}),
    ...(state.filter ? { filter: state.filter } : {}),
    sort: state.sort,
    direction: state.direction,
    page: state.page,
  }
}

/** Whether the list is narrowed by a search or a filter (nothing found then is "no match", not "no accounts"). */
export function isNarrowed(state: AdminUsersSearch): boolean {
  return state.search !== '' || state.filter !== null
}
