import { createRoute } from '@hono/zod-openapi'
import {
  ChangePasswordInputSchema,
  ConfirmChangeInputSchema,
  ConfirmedChangeSchema,
  DeleteAccountInputSchema,
  MyMatchListQuerySchema,
  MyMatchPageSchema,
  MyStatsQuerySchema,
  MyStatsSchema,
  RequestEmailChangeInputSchema,
  RequestNameChangeInputSchema,
  UpdateLocaleInputSchema,
  UserSchema,
} from '@oche/api'
import { anyone, requireUserInPerson, resolveAuth, requireUser } from '../http/guards'
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond, respondEmpty } from '../http/respond'
import { createRouter } from '../http/router'
import { changePassword } from '../services/accounts/change-password'
import { confirmEmailChange } from '../services/accounts/confirm-email-change'
import { confirmNameChange } from '../services/accounts/confirm-name-change'
import { deleteAccount } from '../services/accounts/delete-account'
import { getCurrentUser } from '../services/accounts/get-current-user'
import { listUserMatches } from '../services/matches/list-user-matches'
import { userStats } from '../services/matches/user-stats'
import { requestEmailChange } from '../services/accounts/request-email-change'
import { requestNameChange } from '../services/accounts/request-name-change'
import { undoEmailChange } from '../services/accounts/undo-email-change'
import { updateLocale } from '../services/accounts/update-locale'

/** Anyone; a signed-in user may see more. */
const optionalBearerSecurity: { [scheme: string]: string[] }[] = [{}, { bearer: [] }]

const postRequestNameChange = createRoute({
  operationId: 'requestNameChange',
  method: 'post',
  path: '/request-name-change',
  tags: ['accounts'],
  summary: 'Mail a link that confirms a new name (signed-in users, not while impersonating)',
  description: "The link (`/confirm-name-change?token=…`) goes to the account's address and works for 24 hours.",
  security: bearerSecurity,
  middleware: [requireUserInPerson()] as const,
  request: { body: jsonBody(RequestNameChangeInputSchema) },
  responses: { 202: { description: 'The confirmation link is on its way.' }, ...errorResponses(401, 403, 422, 429) },
})

const postRequestEmailChange = createRoute({
  operationId: 'requestEmailChange',
  method: 'post',
  path: '/request-email-change',
  tags: ['accounts'],
  summary: 'Mail the new address a link that confirms it (signed-in users, not while impersonating)',
  description:
    'Needs the current password (422 on `current_password` when wrong; wrong ones count as failed logins). The ' +
    'link (`/confirm-email-change?token=…`) works for 24 hours; until then the address stays.',
  security: bearerSecurity,
  middleware: [requireUserInPerson()] as const,
  request: { body: jsonBody(RequestEmailChangeInputSchema) },
  responses: { 202: { description: 'The confirmation link is on its way.' }, ...errorResponses(401, 403, 422, 429) },
})

const postConfirmNameChange = createRoute({
  operationId: 'confirmNameChange',
  method: 'post',
  path: '/confirm-name-change',
  tags: ['accounts'],
  summary: 'Apply the name of a confirmation link (anyone holding the link)',
  request: { body: jsonBody(ConfirmChangeInputSchema) },
  security: [],
  middleware: [anyone()] as const,
  responses: {
    200: jsonResponse('The account’s name and e-mail, now.', ConfirmedChangeSchema),
    ...errorResponses(422),
  },
})

const postConfirmEmailChange = createRoute({
  operationId: 'confirmEmailChange',
  method: 'post',
  path: '/confirm-email-change',
  tags: ['accounts'],
  summary: 'Apply the e-mail address of a confirmation link (anyone holding the link)',
  description:
    'The address counts as verified and every other session of the account ends; the old address gets a link ' +
    'that undoes the change for 7 days. 422 on `email` when another account took it meanwhile.',
  security: optionalBearerSecurity,
  middleware: [anyone()] as const,
  request: { body: jsonBody(ConfirmChangeInputSchema) },
  responses: {
    200: jsonResponse('The account’s name and e-mail, now.', ConfirmedChangeSchema),
    ...errorResponses(422),
  },
})

const postUndoEmailChange = createRoute({
  operationId: 'undoEmailChange',
  method: 'post',
  path: '/undo-email-change',
  tags: ['accounts'],
  summary: 'Give the account its old e-mail address back (anyone holding the link mailed to the old address)',
  description:
    'The link (`/confirm-email-change?undo=…`) works for 7 days after the change and once. Every session of the ' +
    'account ends and its password reset links stop working. 422 on `email` when another account took the old ' +
    'address meanwhile.',
  security: [],
  middleware: [anyone()] as const,
  request: { body: jsonBody(ConfirmChangeInputSchema) },
  responses: {
    200: jsonResponse('The account’s name and e-mail, now.', ConfirmedChangeSchema),
    ...errorResponses(422),
  },
})

const postChangePassword = createRoute({
  operationId: 'changePassword',
  method: 'post',
  path: '/change-password',
  tags: ['accounts'],
  summary: 'Change the password (signed-in users, not while impersonating)',
  description: "Signs the account's other sessions out; this one stays. Wrong passwords count as failed logins.",
  security: bearerSecurity,
  middleware: [requireUserInPerson()] as const,
  request: { body: jsonBody(ChangePasswordInputSchema) },
  responses: { 204: { description: 'The password is changed.' }, ...errorResponses(401, 403, 422, 429) },
})

const deleteUser = createRoute({
  operationId: 'deleteCurrentUser',
  method: 'delete',
  path: '/',
  tags: ['accounts'],
  summary: 'Delete the account (signed-in users, not while impersonating; audited)',
  description: 'Wipes the name, e-mail and password, removes notifications and signs every session out.',
  security: bearerSecurity,
  middleware: [requireUserInPerson()] as const,
  request: { body: jsonBody(DeleteAccountInputSchema) },
  responses: { 204: { description: 'The account is gone.' }, ...errorResponses(401, 403, 422, 429) },
})

const getUser = createRoute({
  operationId: 'getCurrentUser',
  method: 'get',
  path: '/',
  tags: ['accounts'],
  summary: 'The signed-in user with langcode and notifications (signed-in users)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  responses: {
    200: jsonResponse('The signed-in user (the impersonated one under an impersonation token).', UserSchema),
    ...errorResponses(401),
  },
})

const postUpdateLocale = createRoute({
  operationId: 'updateCurrentUserLocale',
  method: 'post',
  path: '/update-locale',
  tags: ['accounts'],
  summary: 'Store the interface language (signed-in users)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { body: jsonBody(UpdateLocaleInputSchema) },
  responses: { 200: jsonResponse('The user with the new langcode.', UserSchema), ...errorResponses(401, 422) },
})

const getMatches = createRoute({
  operationId: 'listUserMatches',
  method: 'get',
  path: '/matches',
  tags: ['matches'],
  summary: 'The matches you played, newest first, with your result and average (signed-in users)',
  description:
    'Every match with your account on a side: tournament and league games (through the participant linked to ' +
    'your account, earlier games included), bot games and local play (`kind=local`: casual and uploaded offline ' +
    'games). `period` counts back 7, 30 or 365 days; `result` leaves out unfinished matches. Matches you removed ' +
    'from your history are left out. 20 per page unless `per_page` (up to 50) says otherwise.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { query: MyMatchListQuerySchema },
  responses: {
    200: jsonResponse('A page of your matches, seen from your side.', MyMatchPageSchema),
    ...errorResponses(401, 422),
  },
})

const getStats = createRoute({
  operationId: 'userStats',
  method: 'get',
  path: '/stats',
  tags: ['matches'],
  summary: 'Your statistics over your finished matches, in all and over time (signed-in users)',
  description:
    'The figures of docs/darts-rules.md §4 (averages over all darts, checkout %, 180s, 171s, 140+, 100+, high ' +
    'checkout, best leg, matches and legs won) over the finished matches `GET /user/matches` lists, filtered by ' +
    '`kind` and `period`. `series` groups them per day over a week, per week over 30 days and per month beyond, ' +
    'oldest first, only the days, weeks or months with a match.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { query: MyStatsQuerySchema },
  responses: {
    200: jsonResponse('Your figures.', MyStatsSchema),
    ...errorResponses(401, 422),
  },
})

export const userRoutes = createRouter()
  .openapi(postRequestNameChange, async (c) => {
    const input = {
      ...c.req.valid('json'),
      user: c.get('auth').user,
      mailer: c.get('mailer'),
      secret: c.get('secret'),
      ip: c.get('clientIp'),
      limiter: c.get('mailLimiter'),
    }
    const result = await requestNameChange(input)
    return respondEmpty(c, result, 202)
  })
  .openapi(postRequestEmailChange, async (c) => {
    const input = {
      ...c.req.valid('json'),
      user: c.get('auth').user,
      mailer: c.get('mailer'),
      secret: c.get('secret'),
      ip: c.get('clientIp'),
      limiter: c.get('mailLimiter'),
      passwordLimiter: c.get('loginLimiter'),
    }
    const result = await requestEmailChange(c.get('db'), input)
    return respondEmpty(c, result, 202)
  })
  .openapi(postConfirmNameChange, async (c) => {
    const input = { ...c.req.valid('json'), secret: c.get('secret'), requestId: c.get('requestId') }
    const result = await confirmNameChange(c.get('db'), input)
    return respond(c, result, ConfirmedChangeSchema)
  })
  .openapi(postConfirmEmailChange, async (c) => {
    const auth = await resolveAuth(c)
    const input = {
      ...c.req.valid('json'),
      secret: c.get('secret'),
      requestId: c.get('requestId'),
      mailer: c.get('mailer'),
      keepTokenId: auth?.kind === 'user' ? auth.tokenId : null,
    }
    const result = await confirmEmailChange(c.get('db'), input)
    return respond(c, result, ConfirmedChangeSchema)
  })
  .openapi(postUndoEmailChange, async (c) => {
    const input = { ...c.req.valid('json'), secret: c.get('secret'), requestId: c.get('requestId') }
    const result = await undoEmailChange(c.get('db'), input)
    return respond(c, result, ConfirmedChangeSchema)
  })
  .openapi(postChangePassword, async (c) => {
    const input = {
      ...c.req.valid('json'),
      user: c.get('auth').user,
      tokenId: c.get('auth').tokenId,
      ip: c.get('clientIp'),
      limiter: c.get('loginLimiter'),
    }
    const result = await changePassword(c.get('db'), input)
    return respondEmpty(c, result)
  })
  .openapi(deleteUser, async (c) => {
    const input = {
      ...c.req.valid('json'),
      user: c.get('auth').user,
      ip: c.get('clientIp'),
      limiter: c.get('loginLimiter'),
      requestId: c.get('requestId'),
    }
    const result = await deleteAccount(c.get('db'), input)
    return respondEmpty(c, result)
  })
  .openapi(getUser, async (c) => {
    const result = await getCurrentUser(c.get('db'), { user: c.get('auth').user })
    return respond(c, result, UserSchema)
  })
  .openapi(postUpdateLocale, async (c) => {
    const result = await updateLocale(c.get('db'), { ...c.req.valid('json'), userId: c.get('auth').user.id })
    return respond(c, result, UserSchema)
  })
  .openapi(getMatches, async (c) => {
    const input = { userId: c.get('auth').user.id, query: c.req.valid('query'), now: new Date() }
    return respond(c, await listUserMatches(c.get('db'), input), MyMatchPageSchema)
  })
  .openapi(getStats, async (c) => {
    const input = { userId: c.get('auth').user.id, query: c.req.valid('query'), now: new Date() }
    return respond(c, await userStats(c.get('db'), input), MyStatsSchema)
  })
