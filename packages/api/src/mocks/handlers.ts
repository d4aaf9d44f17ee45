import { http, HttpResponse } from 'msw'
import type { ApiError } from '../schemas/errors'
import {
  ImpersonateInputSchema,
  LoginInputSchema,
  RegisterInputSchema,
  UpdateLocaleInputSchema,
  type Token,
  type User,
} from '../schemas/accounts'
import { healthFixture, mockTokens, superAdminFixture, userFixture } from './fixtures'

const invalid = (errors: Record<string, string[]>) =>
  HttpResponse.json({ message: 'The given data was invalid.', errors } satisfies ApiError, { status: 422 })
const unauthenticated = () =>
  HttpResponse.json({ message: 'You are not signed in.' } satisfies ApiError, { status: 401 })
const forbidden = () =>
  HttpResponse.json({ message: 'You are not allowed to do this.' } satisfies ApiError, { status: 403 })

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) (errors[issue.path.map(String).join('.') || '_root'] ??= []).push(issue.message)
  return errors
}

/** Who the bearer token of a mocked request is, like the server's guards decide it. */
function signedInUser(request: Request): User | null {
  const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '')
  if (token === mockTokens.user || token === mockTokens.impersonation) return userFixture
  if (token === mockTokens.superAdmin) return superAdminFixture
  return null
}

/**
 * The default handlers: a healthy platform where the demo organiser is signed in with `mockTokens.user`.
 * Logging in works with any password except "wrong". Stories override per state with `parameters.msw.handlers`.
 */
export const handlers = [
  http.get('*/api/health', () => HttpResponse.json(healthFixture)),

  http.post('*/api/register', async ({ request }) => {
    const input = RegisterInputSchema.safeParse(await request.json())
    if (!input.success) return invalid(fieldErrors(input.error.issues))
    if (input.data.email === userFixture.email)
      return invalid({ email: ['This e-mail address is already registered.'] })
    return HttpResponse.json({ token: mockTokens.user } satisfies Token, { status: 201 })
  }),

  http.post('*/api/login', async ({ request }) => {
    const input = LoginInputSchema.safeParse(await request.json())
    if (!input.success) return invalid(fieldErrors(input.error.issues))
    if (input.data.password === 'wrong') return invalid({ email: ['These credentials do not match our records.'] })
    const token = input.data.email === superAdminFixture.email ? mockTokens.superAdmin : mockTokens.user
    return HttpResponse.json({ token } satisfies Token)
  }),

  http.post('*/api/logout', ({ request }) =>
    signedInUser(request) ? new HttpResponse(null, { status: 204 }) : unauthenticated(),
  ),

  http.get('*/api/user', ({ request }) => {
    const user = signedInUser(request)
    return user ? HttpResponse.json(user) : unauthenticated()
  }),

  http.post('*/api/user/update-locale', async ({ request }) => {
    const user = signedInUser(request)
    if (!user) return unauthenticated()
    const input = UpdateLocaleInputSchema.safeParse(await request.json())
    if (!input.success) return invalid(fieldErrors(input.error.issues))
    return HttpResponse.json({ ...user, langcode: input.data.langcode } satisfies User)
  }),

  http.get('*/api/notifications', ({ request }) => {
    const user = signedInUser(request)
    return user ? HttpResponse.json(user.notifications) : unauthenticated()
  }),

  http.post('*/api/notifications/:id/read', ({ request, params }) => {
    const user = signedInUser(request)
    if (!user) return unauthenticated()
    const notification = user.notifications.find((candidate) => candidate.id === params.id)
    if (!notification) return HttpResponse.json({ message: 'Not found.' } satisfies ApiError, { status: 404 })
    return HttpResponse.json({ ...notification, read_at: notification.read_at ?? new Date().toISOString() })
  }),

  http.post('*/api/users/impersonate', async ({ request }) => {
    const user = signedInUser(request)
    if (!user) return unauthenticated()
    if (!user.is_super_admin) return forbidden()
    const input = ImpersonateInputSchema.safeParse(await request.json())
    if (!input.success) return invalid(fieldErrors(input.error.issues))
    return HttpResponse.json({ token: mockTokens.impersonation } satisfies Token, { status: 201 })
  }),
]
