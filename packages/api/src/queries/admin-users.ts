import { mutationOptions, queryOptions } from '@tanstack/react-query'
import {
  blockAdminUser,
  deleteAdminUser,
  fetchAdminUser,
  listAdminUsers,
  listAuditLog,
  sendAdminUserPasswordReset,
  unblockAdminUser,
  updateAdminUser,
} from '../client/admin-users'
import { impersonate } from '../client/accounts'
import type { ApiClient } from '../client/api-client'
import type { AdminUserListQuery, AuditLogQuery, UpdateAdminUserInput } from '../schemas/admin-users'

/**
 * Query keys and options for the super admins' user administration: the only place these keys are written. The
 * audit log sits under the same root, so invalidating `adminUserQueries.all()` after a change refetches it too.
 */
export const adminUserQueries = {
  all: () => ['adminUsers'] as const,
  list: (client: ApiClient, query: AdminUserListQuery = {}) =>
    queryOptions({
      queryKey: [...adminUserQueries.all(), 'list', query] as const,
      queryFn: ({ signal }) => listAdminUsers(client, query, signal),
    }),
  detail: (client: ApiClient, userId: string) =>
    queryOptions({
      queryKey: [...adminUserQueries.all(), 'detail', userId] as const,
      queryFn: ({ signal }) => fetchAdminUser(client, userId, signal),
    }),
  auditLog: (client: ApiClient, query: AuditLogQuery = {}) =>
    queryOptions({
      queryKey: [...adminUserQueries.all(), 'auditLog', query] as const,
      queryFn: ({ signal }) => listAuditLog(client, query, signal),
    }),
}

/** Mutation options for one account: a key and the client call; screens invalidate `adminUserQueries.all()`. */
export const adminUserMutations = {
  all: () => ['adminUsers', 'mutation'] as const,
  update: (client: ApiClient, userId: string) =>
    mutationOptions({
      mutationKey: [...adminUserMutations.all(), 'update', userId] as const,
      mutationFn: (input: UpdateAdminUserInput) => updateAdminUser(client, userId, input),
    }),
  block: (client: ApiClient, userId: string) =>
    mutationOptions({
      mutationKey: [...adminUserMutations.all(), 'block', userId] as const,
      mutationFn: () => blockAdminUser(client, userId),
    }),
  unblock: (client: ApiClient, userId: string) =>
    mutationOptions({
      mutationKey: [...adminUserMutations.all(), 'unblock', userId] as const,
      mutationFn: () => unblockAdminUser(client, userId),
    }),
  sendPasswordReset: (client: ApiClient, userId: string) =>
    mutationOptions({
      mutationKey: [...adminUserMutations.all(), 'sendPasswordReset', userId] as const,
      mutationFn: () => sendAdminUserPasswordReset(client, userId),
    }),
  remove: (client: ApiClient, userId: string) =>
    mutationOptions({
      mutationKey: [...adminUserMutations.all(), 'remove', userId] as const,
      mutationFn: () => deleteAdminUser(client, userId),
    }),
  /** `POST /users/impersonate`: a token that acts as the account, for the impersonation cookie. */
  impersonate: (client: ApiClient, userId: string) =>
    mutationOptions({
      mutationKey: [...adminUserMutations.all(), 'impersonate', userId] as const,
      mutationFn: () => impersonate(client, userId),
    }),
}
