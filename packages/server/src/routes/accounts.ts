import { createRoute } from '@hono/zod-openapi'
import {
  ImpersonateInputSchema,
  LoginInputSchema,
  RegisterInputSchema,
  TokenSchema,
  UpdateLocaleInputSchema,
  UserSchema,
} from '@oche/api'
import { guestOnly, requireSuperAdmin, requireUser } from '../http/guards'
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond, respondEmpty } from '../http/respond'
import { createRouter } from '../http/router'
import { getCurrentUser } from '../services/accounts/get-current-user'
import { impersonateUser } from '../services/accounts/impersonate-user'
import { logIn } from '../services/accounts/log-in'
import { logOut } from '../services/accounts/log-out'
import { registerUser } from '../services/accounts/register-user'
import { updateLocale } from '../services/accounts/update-locale'

const register = createRoute({
  method: 'post',
  path: '/register',
  tags: ['accounts'],
  summary: 'Create an account and sign in (visitors who are not signed in)',
  middleware: [guestOnly()] as const,
  request: { body: jsonBody(RegisterInputSchema) },
  responses: {
    201: jsonResponse('The account exists; the token signs it in.', TokenSchema),
    ...errorResponses(403, 422),
  },
})

const login = createRoute({
  method: 'post',
  path: '/login',
  tags: ['accounts'],
  summary: 'Sign in with e-mail and password (visitors who are not signed in)',
  description:
    'Wrong passwords are limited per account and client address, per account and per address (429 with ' +
    'Retry-After). The seeded demo accounts sign in only from the machine running Oche: from another device ' +
    'they answer 403 with a message on `email`.',
  middleware: [guestOnly()] as const,
  request: { body: jsonBody(LoginInputSchema) },
  responses: {
    200: jsonResponse('A new bearer token for this account.', TokenSchema),
    ...errorResponses(403, 422, 429),
  },
})

const logout = createRoute({
  method: 'post',
  path: '/logout',
  tags: ['accounts'],
  summary: 'Revoke the token of this request (signed-in users)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  responses: { 204: { description: 'The token no longer works.' }, ...errorResponses(401) },
})

const getUser = createRoute({
  method: 'get',
  path: '/user',
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
  method: 'post',
  path: '/user/update-locale',
  tags: ['accounts'],
  summary: 'Store the interface language (signed-in users)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { body: jsonBody(UpdateLocaleInputSchema) },
  responses: { 200: jsonResponse('The user with the new langcode.', UserSchema), ...errorResponses(401, 422) },
})

const impersonate = createRoute({
  method: 'post',
  path: '/users/impersonate',
  tags: ['accounts'],
  summary: 'Act as another user (super admins; audited)',
  description:
    'Answers a bearer token that acts as the user for 8 hours. Send it instead of your own token; log out with it to stop.',
  security: bearerSecurity,
  middleware: [requireSuperAdmin()] as const,
  request: { body: jsonBody(ImpersonateInputSchema) },
  responses: { 201: jsonResponse('The impersonation token.', TokenSchema), ...errorResponses(401, 403, 422) },
})

export const accounts = createRouter()
  .openapi(register, async (c) => {
    const result = await registerUser(c.var.db, c.req.valid('json'))
    return respond(c, result, TokenSchema, 201)
  })
  .openapi(login, async (c) => {
    const input = {
      ...c.req.valid('json'),
      ip: c.var.clientIp,
      fromLocalMachine: c.var.fromLocalMachine,
      limiter: c.var.loginLimiter,
    }
    const result = await logIn(c.var.db, input)
    return respond(c, result, TokenSchema)
  })
  .openapi(logout, async (c) => {
    const result = await logOut(c.var.db, { tokenId: c.var.auth.tokenId })
    return respondEmpty(c, result)
  })
  .openapi(getUser, async (c) => {
    const result = await getCurrentUser(c.var.db, { user: c.var.auth.user })
    return respond(c, result, UserSchema)
  })
  .openapi(postUpdateLocale, async (c) => {
    const result = await updateLocale(c.var.db, { ...c.req.valid('json'), userId: c.var.auth.user.id })
    return respond(c, result, UserSchema)
  })
  .openapi(impersonate, async (c) => {
    const input = { actor: c.var.auth.user, userId: c.req.valid('json').user_id, requestId: c.var.requestId }
    const result = await impersonateUser(c.var.db, input)
    return respond(c, result, TokenSchema, 201)
  })
