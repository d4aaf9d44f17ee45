import type { z } from 'zod'
import type {
  ConfirmedChangeSchema,
  NotificationListSchema,
  NotificationSchema,
  TokenSchema,
  UserSchema,
  ChangePasswordInput,
  ConfirmChangeInput,
  DeleteAccountInput,
  ForgotPasswordInput,
  Langcode,
  LoginInput,
  RegisterInput,
  RequestEmailChangeInput,
  RequestNameChangeInput,
  ResetPasswordInput,
  TestLoginInput,
} from '../schemas/accounts'
import type { SetupStatusSchema, SetupInput } from '../schemas/setup'
import type { ApiClient } from './api-client'

/** `GET /user`: the signed-in user, or null when the token is unknown (spec: null means failed login). */
export async function fetchUser(client: ApiClient, signal?: AbortSignal) {
  return client.request<z.output<typeof UserSchema> | null>('/user', { signal })
}

/** `GET /notifications`: null becomes an empty list (spec §7). */
export async function fetchNotifications(client: ApiClient) {
  const list = await client.request<z.output<typeof NotificationListSchema> | null>('/notifications')
  return list ?? []
}

export async function logIn(client: ApiClient, input: LoginInput) {
  return client.request<z.output<typeof TokenSchema>>('/login', { method: 'POST', body: input })
}

export async function register(client: ApiClient, input: RegisterInput) {
  return client.request<z.output<typeof TokenSchema>>('/register', { method: 'POST', body: input })
}

export async function logOut(client: ApiClient) {
  await client.request<unknown>('/logout', { method: 'POST' })
}

export async function updateLocale(client: ApiClient, langcode: Langcode) {
  return client.request<z.output<typeof UserSchema>>('/user/update-locale', { method: 'POST', body: { langcode } })
}

export async function impersonate(client: ApiClient, userId: string) {
  return client.request<z.output<typeof TokenSchema>>('/users/impersonate', {
    method: 'POST',
    body: { user_id: userId },
  })
}

/** `POST /notifications/{id}/read`: the notification as it now is, with `read_at` set. */
export async function markNotificationRead(client: ApiClient, id: string) {
  return client.request<z.output<typeof NotificationSchema>>(`/notifications/${encodeURIComponent(id)}/read`, {
    method: 'POST',
  })
}

/** `POST /password/forgot`: always accepted, whether or not an account uses the address. */
export async function requestPasswordReset(client: ApiClient, input: ForgotPasswordInput) {
  await client.request<unknown>('/password/forgot', { method: 'POST', body: input })
}

/** `POST /password/reset`: sets the new password and answers a token, so the user is signed in at once. */
export async function resetPassword(client: ApiClient, input: ResetPasswordInput) {
  return client.request<z.output<typeof TokenSchema>>('/password/reset', { method: 'POST', body: input })
}

/** `POST /user/request-name-change`: e-mails a confirmation link; the name changes once it is followed. */
export async function requestNameChange(client: ApiClient, input: RequestNameChangeInput) {
  await client.request<unknown>('/user/request-name-change', { method: 'POST', body: input })
}

/** `POST /user/request-email-change`: e-mails a confirmation link to the new address. */
export async function requestEmailChange(client: ApiClient, input: RequestEmailChangeInput) {
  await client.request<unknown>('/user/request-email-change', { method: 'POST', body: input })
}

export async function confirmNameChange(client: ApiClient, input: ConfirmChangeInput) {
  return client.request<z.output<typeof ConfirmedChangeSchema>>('/user/confirm-name-change', {
    method: 'POST',
    body: input,
  })
}

export async function confirmEmailChange(client: ApiClient, input: ConfirmChangeInput) {
  return client.request<z.output<typeof ConfirmedChangeSchema>>('/user/confirm-email-change', {
    method: 'POST',
    body: input,
  })
}

/** `POST /user/undo-email-change`: the link mailed to the old address gives the account its old address back. */
export async function undoEmailChange(client: ApiClient, input: ConfirmChangeInput) {
  return client.request<z.output<typeof ConfirmedChangeSchema>>('/user/undo-email-change', {
    method: 'POST',
    body: input,
  })
}

/** `POST /link-invitations/{id}/accept` or `/decline`: the invited account holder's answer (204). */
export async function answerLinkInvitation(
  client: ApiClient,
  input: { participantId: string; answer: 'accept' | 'decline' },
) {
  const path = `/link-invitations/${encodeURIComponent(input.participantId)}/${input.answer}`
  await client.request<unknown>(path, { method: 'POST' })
}

/** `GET /setup`: whether the platform still needs its first super admin, and whether this is the machine itself. */
export async function fetchSetupStatus(client: ApiClient, signal?: AbortSignal) {
  return client.request<z.output<typeof SetupStatusSchema>>('/setup', { signal })
}

/** `POST /setup` (the machine itself, before any super admin exists): the first super admin, signed in. */
export async function createFirstSuperAdmin(client: ApiClient, input: SetupInput) {
  return client.request<z.output<typeof TokenSchema>>('/setup', { method: 'POST', body: input })
}

export async function changePassword(client: ApiClient, input: ChangePasswordInput) {
  await client.request<unknown>('/user/change-password', { method: 'POST', body: input })
}

/** `DELETE /user`: removes the account for good; the password confirms it. */
export async function deleteAccount(client: ApiClient, input: DeleteAccountInput) {
  await client.request<unknown>('/user', { method: 'DELETE', body: input })
}

/** `POST /test-login` (never in production, where it answers 404): a token for an existing account. */
export async function testLogin(client: ApiClient, input: TestLoginInput) {
  return client.request<z.output<typeof TokenSchema>>('/test-login', { method: 'POST', body: input })
}
