import type { z } from 'zod'
import type {
  AdminUserPageSchema,
  AdminUserSchema,
  AuditLogPageSchema,
  AdminUserListQuery,
  AuditLogQuery,
  UpdateAdminUserInput,
} from '../schemas/admin-users'
import type { ApiClient } from './api-client'

const adminUserPath = (userId: string) => `/admin/users/${encodeURIComponent(userId)}`

/** A query string of the values that are set (blank strings left out), `?` included, or nothing. */
function searchOf(values: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(values)) {
    const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''
    if (text !== '') params.set(key, text)
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** `GET /admin/users?search&filter&sort&direction&page&per_page` (super admins): one page of accounts. */
export async function listAdminUsers(client: ApiClient, query: AdminUserListQuery = {}, signal?: AbortSignal) {
  return client.request<z.output<typeof AdminUserPageSchema>>(`/admin/users${searchOf(query)}`, { signal })
}

/** `GET /admin/users/{userId}` (super admins): the account with what it holds. */
export async function fetchAdminUser(client: ApiClient, userId: string, signal?: AbortSignal) {
  return client.request<z.output<typeof AdminUserSchema>>(adminUserPath(userId), { signal })
}

/** `PATCH /admin/users/{userId}` (super admins): name, e-mail, language, super admin flag; only the fields sent. */
export async function updateAdminUser(client: ApiClient, userId: string, input: UpdateAdminUserInput) {
  return client.request<z.output<typeof AdminUserSchema>>(adminUserPath(userId), { method: 'PATCH', body: input })
}

/** `POST /admin/users/{userId}/block` (super admins): signs the account out everywhere and keeps it out. */
export async function blockAdminUser(client: ApiClient, userId: string) {
  return client.request<z.output<typeof AdminUserSchema>>(`${adminUserPath(userId)}/block`, { method: 'POST' })
}

/** `DELETE /admin/users/{userId}/block` (super admins): the account may sign in again. */
export async function unblockAdminUser(client: ApiClient, userId: string) {
  return client.request<z.output<typeof AdminUserSchema>>(`${adminUserPath(userId)}/block`, { method: 'DELETE' })
}

/** `POST /admin/users/{userId}/password-reset` (super admins, 202): mails the account a password reset link. */
export async function sendAdminUserPasswordReset(client: ApiClient, userId: string) {
  await client.request<unknown>(`${adminUserPath(userId)}/password-reset`, { method: 'POST' })
}

/** `DELETE /admin/users/{userId}` (super admins, 204): deletes the account; its results stay, anonymised. */
export async function deleteAdminUser(client: ApiClient, userId: string) {
  await client.request<unknown>(adminUserPath(userId), { method: 'DELETE' })
}

/** `GET /admin/audit-log?user_id&page&per_page` (super admins): the user administration's audit log, newest first. */
export async function listAuditLog(client: ApiClient, query: AuditLogQuery = {}, signal?: AbortSignal) {
  return client.request<z.output<typeof AuditLogPageSchema>>(`/admin/audit-log${searchOf(query)}`, { signal })
}
