import { z } from 'zod'
import {
  AdminUserPageSchema,
  AdminUserSchema,
  AuditLogPageSchema,
  type AdminUserListQuery,
  type AuditLogQuery,
  type UpdateAdminUserInput,
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
  return client.request(`/admin/users${searchOf(query)}`, { schema: AdminUserPageSchema, signal })
}

/** `GET /admin/users/{userId}` (super admins): the account with what it holds. */
export async function fetchAdminUser(client: ApiClient, userId: string, signal?: AbortSignal) {
  return client.request(adminUserPath(userId), { schema: AdminUserSchema, signal })
}

/** `PATCH /admin/users/{userId}` (super admins): name, e-mail, language, super admin flag; only the fields sent. */
export async function updateAdminUser(client: ApiClient, userId: string, input: UpdateAdminUserInput) {
  return client.request(adminUserPath(userId), { method: 'PATCH', body: input, schema: AdminUserSchema })
}

/** `POST /admin/users/{userId}/block` (super admins): signs the account out everywhere and keeps it out. */
export async function blockAdminUser(client: ApiClient, userId: string) {
  return client.request(`${adminUserPath(userId)}/block`, { method: 'POST', schema: AdminUserSchema })
}

/** `DELETE /admin/users/{userId}/block` (super admins): the account may sign in again. */
export async function unblockAdminUser(client: ApiClient, userId: string) {
  return client.request(`${adminUserPath(userId)}/block`, { method: 'DELETE', schema: AdminUserSchema })
}

/** `POST /admin/users/{userId}/password-reset` (super admins, 202): mails the account a password reset link. */
export async function sendAdminUserPasswordReset(client: ApiClient, userId: string) {
  await client.request(`${adminUserPath(userId)}/password-reset`, { method: 'POST', schema: z.unknown() })
}

/** `DELETE /admin/users/{userId}` (super admins, 204): deletes the account; its results stay, anonymised. */
export async function deleteAdminUser(client: ApiClient, userId: string) {
  await client.request(adminUserPath(userId), { method: 'DELETE', schema: z.unknown() })
}

/** `GET /admin/audit-log?user_id&page&per_page` (super admins): the user administration's audit log, newest first. */
export async function listAuditLog(client: ApiClient, query: AuditLogQuery = {}, signal?: AbortSignal) {
  return client.request(`/admin/audit-log${searchOf(query)}`, { schema: AuditLogPageSchema, signal })
}
