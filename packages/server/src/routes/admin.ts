import { createRoute } from '@hono/zod-openapi'
import {
  AdminOrganisationListSchema,
  AdminOrganisationSchema,
  InviteOrganisationAdminInputSchema,
  OrganisationAdminParamsSchema,
  OrganisationInputSchema,
  OrganisationInvitationOfParamsSchema,
  OrganisationParamsSchema,
  UpdateOrganisationInputSchema,
} from '@oche/api'
import { afterCommit } from '../http/after-commit'
import { requireSuperAdmin } from '../http/guards'
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond, respondEmpty } from '../http/respond'
import { createRouter } from '../http/router'
import {
  cancelOrganisationInvitation,
  createOrganisation,
  deleteOrganisation,
  getAdminOrganisation,
  inviteOrganisationAdmin,
  listAdminOrganisations,
  removeOrganisationAdmin,
  updateOrganisation,
} from '../services/competition/admin-organisations'

// `/api/admin/…`: the super admins' administration (spec §6 "superadmin"): league organisations and their admins.

const ORGANISATION = '/organisations/{org}'
const tags = ['admin']

const list = createRoute({
  operationId: 'listOrganisations',
  method: 'get',
  path: '/organisations',
  tags,
  summary: 'Every league organisation (super admins)',
  security: bearerSecurity,
  middleware: [requireSuperAdmin()] as const,
  responses: {
    200: jsonResponse('The organisations, by name.', AdminOrganisationListSchema),
    ...errorResponses(401, 403),
  },
})

const create = createRoute({
  operationId: 'createOrganisation',
  method: 'post',
  path: '/organisations',
  tags,
  summary: 'Add a league organisation (super admins)',
  description:
    'Its slug comes from the name unless given; its admins are invited afterwards. A domain another organisation ' +
    'uses, or one of the platform’s own host names, is refused with 422 on `domains`.',
  security: bearerSecurity,
  middleware: [requireSuperAdmin()] as const,
  request: { body: jsonBody(OrganisationInputSchema) },
  responses: { 201: jsonResponse('The new organisation.', AdminOrganisationSchema), ...errorResponses(401, 403, 422) },
})

const get = createRoute({
  operationId: 'getOrganisation',
  method: 'get',
  path: ORGANISATION,
  tags,
  summary: 'A league organisation with its admins and open invitations (super admins)',
  description: 'A former slug answers the organisation with its current `slug`.',
  security: bearerSecurity,
  middleware: [requireSuperAdmin()] as const,
  request: { params: OrganisationParamsSchema },
  responses: { 200: jsonResponse('The organisation.', AdminOrganisationSchema), ...errorResponses(401, 403, 404) },
})

const update = createRoute({
  operationId: 'updateOrganisation',
  method: 'patch',
  path: ORGANISATION,
  tags,
  summary: 'Change a league organisation (super admins)',
  description:
    'A new slug keeps the old one leading to the organisation. A domain another organisation uses, or one of the ' +
    'platform’s own host names, is refused with 422 on `domains`.',
  security: bearerSecurity,
  middleware: [requireSuperAdmin()] as const,
  request: { params: OrganisationParamsSchema, body: jsonBody(UpdateOrganisationInputSchema) },
  responses: { 200: jsonResponse('The organisation.', AdminOrganisationSchema), ...errorResponses(401, 403, 404, 422) },
})

const remove = createRoute({
  operationId: 'deleteOrganisation',
  method: 'delete',
  path: ORGANISATION,
  tags,
  summary: 'Delete a league organisation and everything it owns (super admins)',
  security: bearerSecurity,
  middleware: [requireSuperAdmin()] as const,
  request: { params: OrganisationParamsSchema },
  responses: { 204: { description: 'The organisation is gone.' }, ...errorResponses(401, 403, 404) },
})

const invite = createRoute({
  operationId: 'inviteOrganisationAdmin',
  method: 'post',
  path: `${ORGANISATION}/admins`,
  tags,
  summary: 'Invite someone by e-mail to be an admin of the organisation (super admins)',
  description:
    'The holder of the account with this address gets a notification to accept or decline; nothing changes until ' +
    'they accept. The answer is the same whether or not an account uses the address: the invitation is listed.',
  security: bearerSecurity,
  middleware: [requireSuperAdmin()] as const,
  request: { params: OrganisationParamsSchema, body: jsonBody(InviteOrganisationAdminInputSchema) },
  responses: {
    202: jsonResponse('The organisation with the invitation.', AdminOrganisationSchema),
    ...errorResponses(401, 403, 404, 422),
  },
})

const removeAdmin = createRoute({
  operationId: 'removeOrganisationAdmin',
  method: 'delete',
  path: `${ORGANISATION}/admins/{userId}`,
  tags,
  summary: 'Take away someone’s admin role in the organisation (super admins)',
  security: bearerSecurity,
  middleware: [requireSuperAdmin()] as const,
  request: { params: OrganisationAdminParamsSchema },
  responses: { 204: { description: 'They are no longer an admin.' }, ...errorResponses(401, 403, 404, 422) },
})

const cancelInvitation = createRoute({
  operationId: 'withdrawOrganisationAdminInvitation',
  method: 'delete',
  path: `${ORGANISATION}/invitations/{id}`,
  tags,
  summary: 'Withdraw an open admin invitation (super admins)',
  security: bearerSecurity,
  middleware: [requireSuperAdmin()] as const,
  request: { params: OrganisationInvitationOfParamsSchema },
  responses: { 204: { description: 'The invitation is withdrawn.' }, ...errorResponses(401, 403, 404, 422) },
})

export const adminRoutes = createRouter()
  .openapi(list, async (c) => {
    return respond(c, await listAdminOrganisations(c.get('db')), AdminOrganisationListSchema)
  })
  .openapi(create, async (c) => {
    const input = { fields: c.req.valid('json'), platformHosts: c.get('platformHosts') }
    return respond(c, await createOrganisation(c.get('db'), input), AdminOrganisationSchema, 201)
  })
  .openapi(get, async (c) => {
    return respond(c, await getAdminOrganisation(c.get('db'), c.req.valid('param')), AdminOrganisationSchema)
  })
  .openapi(update, async (c) => {
    const input = { ...c.req.valid('param'), changes: c.req.valid('json'), platformHosts: c.get('platformHosts') }
    return respond(c, await updateOrganisation(c.get('db'), input), AdminOrganisationSchema)
  })
  .openapi(remove, async (c) => {
    return respondEmpty(
      c,
      await deleteOrganisation(c.get('db'), { ...c.req.valid('param'), fileStore: c.get('fileStore') }),
    )
  })
  .openapi(invite, async (c) => {
    const input = { caller: c.get('auth').user, ...c.req.valid('param'), email: c.req.valid('json').email }
    const result = await afterCommit(c, await inviteOrganisationAdmin(c.get('db'), input))
    return respond(c, result, AdminOrganisationSchema, 202)
  })
  .openapi(removeAdmin, async (c) => {
    return respondEmpty(c, await removeOrganisationAdmin(c.get('db'), c.req.valid('param')))
  })
  .openapi(cancelInvitation, async (c) => {
    return respondEmpty(c, await cancelOrganisationInvitation(c.get('db'), c.req.valid('param')))
  })
