import { createRoute } from '@hono/zod-openapi'
import { ForgotPasswordInputSchema, ResetPasswordInputSchema, TokenSchema } from '@oche/api'
import { guestOnly } from '../http/guards'
import { errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond, respondEmpty } from '../http/respond'
import { createRouter } from '../http/router'
import { requestPasswordReset } from '../services/accounts/request-password-reset'
import { resetPassword } from '../services/accounts/reset-password'

const forgot = createRoute({
  operationId: 'requestPasswordReset',
  method: 'post',
  path: '/forgot',
  tags: ['accounts'],
  summary: 'Mail a one-time password reset link (visitors who are not signed in)',
  description:
    'Answers 202 whether or not an account uses the address. The link (`/auth/reset-password?token=…` in the ' +
    "account's language) works once, for 1 hour. Limited per address and per IP.",
  security: [],
  middleware: [guestOnly()] as const,
  request: { body: jsonBody(ForgotPasswordInputSchema) },
  responses: {
    202: { description: 'If an account uses the address, a link is on its way.' },
    ...errorResponses(403, 422, 429),
  },
})

const reset = createRoute({
  operationId: 'resetPassword',
  method: 'post',
  path: '/reset',
  tags: ['accounts'],
  summary: 'Set a new password with the token of a reset link (visitors who are not signed in)',
  description: 'Uses the link up, signs every session of the account out, and answers a token for a new one.',
  security: [],
  middleware: [guestOnly()] as const,
  request: { body: jsonBody(ResetPasswordInputSchema) },
  responses: {
    200: jsonResponse('The password is changed; the token signs the user in.', TokenSchema),
    ...errorResponses(403, 422),
  },
})

export const passwordReset = createRouter()
  .openapi(forgot, async (c) => {
    const input = {
      ...c.req.valid('json'),
      ip: c.get('clientIp'),
      limiter: c.get('mailLimiter'),
      mailer: c.get('mailer'),
    }
    const result = await requestPasswordReset(c.get('db'), input)
    return respondEmpty(c, result, 202)
  })
  .openapi(reset, async (c) => {
    const result = await resetPassword(c.get('db'), { ...c.req.valid('json'), loginLimiter: c.get('loginLimiter') })
    return respond(c, result, TokenSchema)
  })
