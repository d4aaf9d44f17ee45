import { z } from 'zod'
import {
  ConfirmedChangeSchema,
  NotificationListSchema,
  NotificationSchema,
  TokenSchema,
  UserSchema,
  type ChangePasswordInput,
  type ConfirmChangeInput,
  type DeleteAccountInput,
  type ForgotPasswordInput,
  type Langcode,
  type LoginInput,
  type RegisterInput,
  type RequestEmailChangeInput,
  type RequestNameChangeInput,
  type ResetPasswordInput,
  type TestLoginInput,
} from '../schemas/accounts'
import { SetupStatusSchema, type SetupInput } from '../schemas/setup'
import type { ApiClient } from './api-client'

/** `GET /user`: the signed-in user, or null when the token is unknown (spec: null means failed login). */
export async function fetchUser(client: ApiClient, signal?: AbortSignal) {
  return client.request('/user', { schema: UserSchema.nullable(), signal })
}

/** `GET /notifications`: null becomes an empty list (spec §7). */
export async function fetchNotifications(client: ApiClient) {
  const list = await client.request('/notifications', { schema: NotificationListSchema.nullable() })
  return list ?? []
}

export async function logIn(client: ApiClient, input: LoginInput) {
  return client.request('/login', { method: 'POST', body: input, schema: TokenSchema })
}

export async function register(client: ApiClient, input: RegisterInput) {
  return client.request('/register', { method: 'POST', body: input, schema: TokenSchema })
}

export async function logOut(client: ApiClient) {
  await client.request('/logout', { method: 'POST', schema: z.unknown() })
}

export async function updateLocale(client: ApiClient, langcode: Langcode) {
  return client.request('/user/update-locale', { method: 'POST', body: { langcode }, schema: UserSchema })
}

export async function impersonate(client: ApiClient, userId: string) {
  return client.request('/users/impersonate', { method: 'POST', body: { user_id: userId }, schema: TokenSchema })
}

/** `POST /notifications/{id}/read`: the notification as it now is, with `read_at` set. */
export async function markNotificationRead(client: ApiClient, id: string) {
  return client.request(`/notifications/${encodeURIComponent(id)}/read`, {
    method: 'POST',
    schema: NotificationSchema,
  })
}

/** `POST /password/forgot`: always accepted, whether or not an account uses the address. */
export async function requestPasswordReset(client: ApiClient, input: ForgotPasswordInput) {
  await client.request('/password/forgot', { method: 'POST', body: input, schema: z.unknown() })
}

/** `POST /password/reset`: sets the new password and answers a token, so the user is signed in at once. */
export async function resetPassword(client: ApiClient, input: ResetPasswordInput) {
  return client.request('/password/reset', { method: 'POST', body: input, schema: TokenSchema })
}

/** `POST /user/request-name-change`: e-mails a confirmation link; the name changes once it is followed. */
export async function requestNameChange(client: ApiClient, input: RequestNameChangeInput) {
  await client.request('/user/request-name-change', { method: 'POST', body: input, schema: z.unknown() })
}

/** `POST /user/request-email-change`: e-mails a confirmation link to the new address. */
export async function requestEmailChange(client: ApiClient, input: RequestEmailChangeInput) {
  await client.request('/user/request-email-change', { method: 'POST', body: input, schema: z.unknown() })
}

export async function confirmNameChange(client: ApiClient, input: ConfirmChangeInput) {
  return client.request('/user/confirm-name-change', { method: 'POST', body: input, schema: ConfirmedChangeSchema })
}

export async function confirmEmailChange(client: ApiClient, input: ConfirmChangeInput) {
  return client.request('/user/confirm-email-change', { method: 'POST', body: input, schema: ConfirmedChangeSchema })
}

/** `POST /user/undo-email-change`: the link mailed to the old address gives the account its old address back. */
export async function undoEmailChange(client: ApiClient, input: ConfirmChangeInput) {
  return client.request('/user/undo-email-change', { method: 'POST', body: input, schema: ConfirmedChangeSchema })
}

/** `POST /link-invitations/{id}/accept` or `/decline`: the invited account holder's answer (204). */
export async function answerLinkInvitation(
  client: ApiClient,
  input: { participantId: string; answer: 'accept' | 'decline' },
) {
  const path = `/link-invitations/${encodeURIComponent(input.participantId)}/${input.answer}`
  await client.request(path, { method: 'POST', schema: z.unknown() })
}

/** `GET /setup`: whether the platform still needs its first super admin, and whether this is the machine itself. */
export async function fetchSetupStatus(client: ApiClient, signal?: AbortSignal) {
  return client.request('/setup', { schema: SetupStatusSchema, signal })
}

/** `POST /setup` (the machine itself, before any super admin exists): the first super admin, signed in. */
export async function createFirstSuperAdmin(client: ApiClient, input: SetupInput) {
  return client.request('/setup', { method: 'POST', body: input, schema: TokenSchema })
}

export async function changePassword(client: ApiClient, input: ChangePasswordInput) {
  await client.request('/user/change-password', { method: 'POST', body: input, schema: z.unknown() })
}

/** `DELETE /user`: removes the account for good; the password confirms it. */
export async function deleteAccount(client: ApiClient, input: DeleteAccountInput) {
  await client.request('/user', { method: 'DELETE', body: input, schema: z.unknown() })
}

/** `POST /test-login` (never in production, where it answers 404): a token for an existing account. */
export async function testLogin(client: ApiClient, input: TestLoginInput) {
  return client.request('/test-login', { method: 'POST', body: input, schema: TokenSchema })
}
