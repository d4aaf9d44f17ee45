import { createRoute } from '@hono/zod-openapi'
import { OrganisationInvitationParamsSchema } from '@oche/api'
import { requireUserInPerson } from '../http/guards'
import { bearerSecurity, errorResponses } from '../http/openapi'
import { respondEmpty } from '../http/respond'
import { createRouter } from '../http/router'
import { answerOrganisationInvitation } from '../services/competition/admin-organisations'

// `/api/organisation-invitations/…`: the invited account holder answers an invitation to be an organisation's admin.

const accept = createRoute({
  operationId: 'acceptOrganisationInvitation',
  method: 'post',
  path: '/{id}/accept',
  tags: ['admin'],
  summary: 'Accept an invitation to be an organisation’s admin (the invited user, not while impersonating)',
  description: '`id` is the invitation of the notification. 404 when it is not yours or no longer open.',
  security: bearerSecurity,
  middleware: [requireUserInPerson()] as const,
  request: { params: OrganisationInvitationParamsSchema },
  responses: { 204: { description: 'You are an admin of the organisation.' }, ...errorResponses(401, 403, 404, 422) },
})

const decline = createRoute({
  operationId: 'declineOrganisationInvitation',
  method: 'post',
  path: '/{id}/decline',
  tags: ['admin'],
  summary: 'Decline an invitation to be an organisation’s admin (the invited user, not while impersonating)',
  security: bearerSecurity,
  middleware: [requireUserInPerson()] as const,
  request: { params: OrganisationInvitationParamsSchema },
  responses: { 204: { description: 'The invitation is declined.' }, ...errorResponses(401, 403, 404, 422) },
})

export const organisationInvitationsRoutes = createRouter()
  .openapi(accept, async (c) => {
    const input = { userId: c.get('auth').user.id, id: c.req.valid('param').id, answer: 'accepted' as const }
    return respondEmpty(c, await answerOrganisationInvitation(c.get('db'), input))
  })
  .openapi(decline, async (c) => {
    const input = { userId: c.get('auth').user.id, id: c.req.valid('param').id, answer: 'declined' as const }
    return respondEmpty(c, await answerOrganisationInvitation(c.get('db'), input))
  })
