import { createRoute } from '@hono/zod-openapi'
import { requireUser } from '../http/guards'
import { bearerSecurity, errorResponses } from '../http/openapi'
import { respondEmpty } from '../http/respond'
import { createRouter } from '../http/router'
import { logOut } from '../services/accounts/log-out'

const logout = createRoute({
  operationId: 'logOut',
  method: 'post',
  path: '/',
  tags: ['accounts'],
  summary: 'Revoke the token of this request (signed-in users)',
  description:
    'With an impersonation token, this ends the impersonation (audited); the admin’s own token keeps working.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  responses: { 204: { description: 'The token no longer works.' }, ...errorResponses(401) },
})

export const logoutRoutes = createRouter().openapi(logout, async (c) => {
  const result = await logOut(c.get('db'), { auth: c.get('auth'), requestId: c.get('requestId') })
  return respondEmpty(c, result)
})
