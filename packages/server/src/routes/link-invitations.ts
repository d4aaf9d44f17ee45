import { createRoute } from '@hono/zod-openapi'
import { LinkInvitationParamsSchema } from '@oche/api'
import { afterCommit } from '../http/after-commit'
import { requireUserInPerson } from '../http/guards'
import { bearerSecurity, errorResponses } from '../http/openapi'
import { respondEmpty } from '../http/respond'
import { createRouter } from '../http/router'
import { answerLinkInvitation } from '../services/participants/answer-link-invitation'

const acceptInvitation = createRoute({
  operationId: 'acceptLinkInvitation',
  method: 'post',
  path: '/{id}/accept',
  tags: ['participants'],
  summary: 'Accept an invitation to link a participant to your account (the invited user, not while impersonating)',
  description:
    '`id` is the participant of the invitation’s notification. 404 when the invitation is not yours or no longer ' +
    'open; 409 when another participant of the same organiser is linked to your account already.',
  security: bearerSecurity,
  middleware: [requireUserInPerson()] as const,
  request: { params: LinkInvitationParamsSchema },
  responses: { 204: { description: 'The participant is linked.' }, ...errorResponses(401, 403, 404, 409, 422) },
})

const declineInvitation = createRoute({
  operationId: 'declineLinkInvitation',
  method: 'post',
  path: '/{id}/decline',
  tags: ['participants'],
  summary: 'Decline an invitation to link a participant to your account (the invited user, not while impersonating)',
  security: bearerSecurity,
  middleware: [requireUserInPerson()] as const,
  request: { params: LinkInvitationParamsSchema },
  responses: { 204: { description: 'The invitation is declined.' }, ...errorResponses(401, 403, 404, 422) },
})

export const linkInvitationsRoutes = createRouter()
  .openapi(acceptInvitation, async (c) => {
    const input = { userId: c.get('auth').user.id, participantId: c.req.valid('param').id, answer: 'accepted' as const }
    const result = await afterCommit(c, await answerLinkInvitation(c.get('db'), input))
    return respondEmpty(c, result)
  })
  .openapi(declineInvitation, async (c) => {
    const input = { userId: c.get('auth').user.id, participantId: c.req.valid('param').id, answer: 'declined' as const }
    const result = await afterCommit(c, await answerLinkInvitation(c.get('db'), input))
    return respondEmpty(c, result)
  })
