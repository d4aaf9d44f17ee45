import { http, HttpResponse } from 'msw'
import {
  SetupInputSchema,
  type SetupStatus,
  ChangePasswordInputSchema,
  ConfirmChangeInputSchema,
  DeleteAccountInputSchema,
  ForgotPasswordInputSchema,
  ImpersonateInputSchema,
  LoginInputSchema,
  RegisterInputSchema,
  RequestEmailChangeInputSchema,
  RequestNameChangeInputSchema,
  ResetPasswordInputSchema,
  TestLoginInputSchema,
  UpdateLocaleInputSchema,
  type ConfirmedChange,
  type Token,
  type User,
} from '@oche/api'
import {
  confirmedEmailChangeFixture,
  confirmedNameChangeFixture,
  healthFixture,
  linkInvitationNotificationFixture,
  mockLinkTokens,
  mockTokens,
  outboxFixtures,
  superAdminFixture,
  undoneEmailChangeFixture,
  userFixture,
} from './fixtures'
import { createAdminAnalyticsHandlers } from './admin-analytics-handlers'
import { createAdminUserHandlers } from './admin-user-handlers'
import { createMatchHandlers } from './match-handlers'
import {
  callerOf,
  fail,
  fieldErrors,
  forbidden,
  invalid,
  invalidField,
  noContent,
  notFound,
  unauthenticated,
} from './mock-http'
import { matchFixtures } from './match-fixtures'
import { defaultStoreResets } from './mock-state'
import { createParticipantHandlers } from './participant-handlers'
import { createTournamentHandlers } from './tournament-handlers'
import { tournamentMatchFixtures } from './tournament-fixtures'
import { createTournamentStore } from './tournament-store'

const alreadySignedIn = (request: Request) => fail(request, 403, 'alreadyAuthenticated')
const impersonating = (request: Request) => fail(request, 403, 'impersonating')
const accepted = () => new HttpResponse(null, { status: 202 })

function isImpersonating(request: Request): boolean {
  return request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') === mockTokens.impersonation
}

/** Tournaments and participants over one store, so entries and the participant list stay in step. */
function tournamentHandlers() {
  const store = createTournamentStore()
  defaultStoreResets.add(() => Object.assign(store, createTournamentStore()))
  return [...createTournamentHandlers({ store }), ...createParticipantHandlers({ store })]
}

/**
 * The default handlers: a healthy platform where the demo organiser is signed in with `mockTokens.user`.
 * Logging in works with any password except "wrong". Stories override per state with `parameters.msw.handlers`.
 * Their stores go back to the fixtures with `resetMockState()`.
 */
export const handlers = [
  http.get('*/api/health', () => HttpResponse.json(healthFixture)),

  http.post('*/api/register', async ({ request }) => {
    const input = RegisterInputSchema.safeParse(await request.json())
    if (!input.success) return invalid(request, fieldErrors(input.error.issues))
    if (input.data.email === userFixture.email) return invalidField(request, 'email', 'emailTaken')
    return HttpResponse.json({ token: mockTokens.user } satisfies Token, { status: 201 })
  }),

  http.post('*/api/login', async ({ request }) => {
    const input = LoginInputSchema.safeParse(await request.json())
    if (!input.success) return invalid(request, fieldErrors(input.error.issues))
    if (input.data.password === 'wrong') return invalidField(request, 'email', 'invalidCredentials')
    const token = input.data.email === superAdminFixture.email ? mockTokens.superAdmin : mockTokens.user
    return HttpResponse.json({ token } satisfies Token)
  }),

  http.post('*/api/logout', ({ request }) =>
    callerOf(request) ? new HttpResponse(null, { status: 204 }) : unauthenticated(request),
  ),

  http.get('*/api/user', ({ request }) => {
    const user = callerOf(request)
    return user ? HttpResponse.json(user) : unauthenticated(request)
  }),

  http.post('*/api/user/update-locale', async ({ request }) => {
    const user = callerOf(request)
    if (!user) return unauthenticated(request)
    const input = UpdateLocaleInputSchema.safeParse(await request.json())
    if (!input.success) return invalid(request, fieldErrors(input.error.issues))
    return HttpResponse.json({ ...user, langcode: input.data.langcode } satisfies User)
  }),

  http.get('*/api/notifications', ({ request }) => {
    const user = callerOf(request)
    return user ? HttpResponse.json(user.notifications) : unauthenticated(request)
  }),

  http.post('*/api/notifications/:id/read', ({ request, params }) => {
    const user = callerOf(request)
    if (!user) return unauthenticated(request)
    const notification = user.notifications.find((candidate) => candidate.id === params.id)
    if (!notification) return notFound(request)
    return HttpResponse.json({ ...notification, read_at: notification.read_at ?? new Date().toISOString() })
  }),

  http.post('*/api/users/impersonate', async ({ request }) => {
    const user = callerOf(request)
    if (!user) return unauthenticated(request)
    if (!user.is_super_admin) return forbidden(request)
    const input = ImpersonateInputSchema.safeParse(await request.json())
    if (!input.success) return invalid(request, fieldErrors(input.error.issues))
    return HttpResponse.json({ token: mockTokens.impersonation } satisfies Token, { status: 201 })
  }),

  // Password reset: any address answers 202; `mockLinkTokens.passwordReset` is the only valid link.
  http.post('*/api/password/forgot', async ({ request }) => {
    if (callerOf(request)) return alreadySignedIn(request)
    const input = ForgotPasswordInputSchema.safeParse(await request.json())
    if (!input.success) return invalid(request, fieldErrors(input.error.issues))
    return accepted()
  }),

  http.post('*/api/password/reset', async ({ request }) => {
    if (callerOf(request)) return alreadySignedIn(request)
    const input = ResetPasswordInputSchema.safeParse(await request.json())
    if (!input.success) return invalid(request, fieldErrors(input.error.issues))
    if (input.data.token !== mockLinkTokens.passwordReset) return invalidField(request, 'token', 'invalidResetLink')
    return HttpResponse.json({ token: mockTokens.user } satisfies Token)
  }),

  // Profile changes: signed in as oneself; the confirm links take `mockLinkTokens`.
  http.post('*/api/user/request-name-change', async ({ request }) => {
    const user = callerOf(request)
    if (!user) return unauthenticated(request)
    if (isImpersonating(request)) return impersonating(request)
    const input = RequestNameChangeInputSchema.safeParse(await request.json())
    if (!input.success) return invalid(request, fieldErrors(input.error.issues))
    if (input.data.name === user.name) return invalidField(request, 'name', 'nameUnchanged')
    return accepted()
  }),

  http.post('*/api/user/request-email-change', async ({ request }) => {
    const user = callerOf(request)
    if (!user) return unauthenticated(request)
    if (isImpersonating(request)) return impersonating(request)
    const input = RequestEmailChangeInputSchema.safeParse(await request.json())
    if (!input.success) return invalid(request, fieldErrors(input.error.issues))
    // Any current password but "wrong" is right.
    if (input.data.current_password === 'wrong') return invalidField(request, 'current_password', 'wrongPassword')
    if (input.data.email === user.email) return invalidField(request, 'email', 'emailUnchanged')
    if (input.data.email === superAdminFixture.email || input.data.email === userFixture.email)
      return invalidField(request, 'email', 'emailTaken')
    return accepted()
  }),

  http.post('*/api/user/confirm-name-change', async ({ request }) => {
    const input = ConfirmChangeInputSchema.safeParse(await request.json())
    if (!input.success) return invalid(request, fieldErrors(input.error.issues))
    if (input.data.token !== mockLinkTokens.nameChange) return invalidField(request, 'token', 'invalidConfirmationLink')
    return HttpResponse.json(confirmedNameChangeFixture satisfies ConfirmedChange)
  }),

  http.post('*/api/user/confirm-email-change', async ({ request }) => {
    const input = ConfirmChangeInputSchema.safeParse(await request.json())
    if (!input.success) return invalid(request, fieldErrors(input.error.issues))
    if (input.data.token !== mockLinkTokens.emailChange)
      return invalidField(request, 'token', 'invalidConfirmationLink')
    return HttpResponse.json(confirmedEmailChangeFixture satisfies ConfirmedChange)
  }),

  http.post('*/api/user/undo-email-change', async ({ request }) => {
    const input = ConfirmChangeInputSchema.safeParse(await request.json())
    if (!input.success) return invalid(request, fieldErrors(input.error.issues))
    if (input.data.token !== mockLinkTokens.emailChangeUndo)
      return invalidField(request, 'token', 'invalidConfirmationLink')
    return HttpResponse.json(undoneEmailChangeFixture satisfies ConfirmedChange)
  }),

  // The platform is set up: the first-run screen stays away. Stories of it use `setupHandlers`.
  http.get('*/api/setup', () => HttpResponse.json({ needed: false, from_this_machine: true } satisfies SetupStatus)),

  // Accepting or declining works for the fixture's invitation; any other one is no longer open.
  http.post('*/api/link-invitations/:id/:answer', ({ request, params }) => {
    if (!callerOf(request)) return unauthenticated(request)
    if (isImpersonating(request)) return impersonating(request)
    if (params.id !== linkInvitationNotificationFixture.data.participant_id)
      return fail(request, 404, 'linkInvitation.notFound')
    return noContent()
  }),

  // Any current password but "wrong" is right.
  http.post('*/api/user/change-password', async ({ request }) => {
    if (!callerOf(request)) return unauthenticated(request)
    if (isImpersonating(request)) return impersonating(request)
    const input = ChangePasswordInputSchema.safeParse(await request.json())
    if (!input.success) return invalid(request, fieldErrors(input.error.issues))
    if (input.data.current_password === 'wrong') return invalidField(request, 'current_password', 'wrongPassword')
    return noContent()
  }),

  http.delete('*/api/user', async ({ request }) => {
    if (!callerOf(request)) return unauthenticated(request)
    if (isImpersonating(request)) return impersonating(request)
    const input = DeleteAccountInputSchema.safeParse(await request.json())
    if (!input.success) return invalid(request, fieldErrors(input.error.issues))
    if (input.data.password === 'wrong') return invalidField(request, 'password', 'wrongPassword')
    return noContent()
  }),

  // Development helpers (absent in production): test login for the two fixture accounts, and the outbox.
  http.post('*/api/test-login', async ({ request }) => {
    const input = TestLoginInputSchema.safeParse(await request.json())
    if (!input.success) return invalid(request, fieldErrors(input.error.issues))
    if (input.data.email === superAdminFixture.email)
      return HttpResponse.json({ token: mockTokens.superAdmin } satisfies Token)
    if (input.data.email === userFixture.email) return HttpResponse.json({ token: mockTokens.user } satisfies Token)
    return invalidField(request, 'email', 'unknownAccount')
  }),

  http.get('*/api/dev/outbox', ({ request }) => {
    const to = new URL(request.url).searchParams.get('to')?.trim().toLowerCase()
    return HttpResponse.json(to ? outboxFixtures.filter((message) => message.to === to) : outboxFixtures)
  }),

  http.get('*/api/dev/outbox/:id', ({ request, params }) => {
    const message = outboxFixtures.find((candidate) => candidate.id === params.id)
    if (!message) return notFound(request)
    return HttpResponse.json(message)
  }),

  ...tournamentHandlers(),
  ...createMatchHandlers({ matches: [...matchFixtures, ...tournamentMatchFixtures], resets: defaultStoreResets }),
  ...createAdminUserHandlers({ resets: defaultStoreResets }),
  ...createAdminAnalyticsHandlers(),
]

/**
 * `GET /api/setup` and `POST /api/setup` of a platform without a super admin: the first-run screen's stories.
 * `fromThisMachine: false` is a visitor on another device (POST answers 403); POST refuses the e-mail address
 * "taken@oche.test" (422) and answers the organiser's token otherwise.
 */
export function setupHandlers({ fromThisMachine = true }: { fromThisMachine?: boolean } = {}) {
  return [
    http.get('*/api/setup', () =>
      HttpResponse.json({ needed: true, from_this_machine: fromThisMachine } satisfies SetupStatus),
    ),
    http.post('*/api/setup', async ({ request }) => {
      if (!fromThisMachine) return fail(request, 403, 'setup.notFromThisMachine')
      const input = SetupInputSchema.safeParse(await request.json())
      if (!input.success) return invalid(request, fieldErrors(input.error.issues))
      if (input.data.email === 'taken@oche.test') return invalidField(request, 'email', 'emailTaken')
      return HttpResponse.json({ token: mockTokens.superAdmin } satisfies Token, { status: 201 })
    }),
  ]
}
