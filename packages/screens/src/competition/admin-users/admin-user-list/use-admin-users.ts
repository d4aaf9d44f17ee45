import { adminUserQueries, type AdminUserPage } from '@oche/api'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import { failedStatus } from '../../parts/competition-states'
import { adminUsersQuery, type AdminUsersSearch } from './admin-users-search'

export type AdminUsersData =
  | { status: 'loading' }
  | { status: 'forbidden' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; page: AdminUserPage; isUpdating: boolean }

/**
 * One page of accounts (`GET /admin/users`, super admins) for the search, filter, order and page in the address;
 * the last page stays on show while the next loads.
 */
export function useAdminUsers(state: AdminUsersSearch): AdminUsersData {
  const { api } = usePlatform()
  const query = useQuery({ ...adminUserQueries.list(api, adminUsersQuery(state)), placeholderData: keepPreviousData })
  if (query.data) return { status: 'ready', page: query.data, isUpdating: query.isPlaceholderData }
  if (failedStatus(query.error) === 403) return { status: 'forbidden' }
  if (query.error) return { status: 'error', retry: () => void query.refetch() }
  return { status: 'loading' }
}
