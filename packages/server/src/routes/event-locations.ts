import { createRoute } from '@hono/zod-openapi'
import {
  ApiErrorSchema,
  EventParamsSchema,
  UpdateVenueInputSchema,
  VenueInputSchema,
  VenueListSchema,
  VenueSchema,
} from '@oche/api'
import { requireUser } from '../http/guards'
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../http/openapi'
import { respond, respondEmpty } from '../http/respond'
import { createRouter } from '../http/router'
import { createVenue } from '../services/events/create-venue'
import { deleteVenue } from '../services/events/delete-venue'
import { listVenues } from '../services/events/list-venues'
import { updateVenue } from '../services/events/update-venue'

const listVenuesRoute = createRoute({
  operationId: 'listEventLocations',
  method: 'get',
  path: '/',
  tags: ['events'],
  summary: 'Your event locations, by name (signed-in organisers)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  responses: { 200: jsonResponse('The venues.', VenueListSchema), ...errorResponses(401) },
})

const createVenueRoute = createRoute({
  operationId: 'createEventLocation',
  method: 'post',
  path: '/',
  tags: ['events'],
  summary: 'Add an event location (signed-in organisers)',
  description: '`map_url` must be an http or https link.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { body: jsonBody(VenueInputSchema) },
  responses: { 201: jsonResponse('The new venue.', VenueSchema), ...errorResponses(401, 422) },
})

const updateVenueRoute = createRoute({
  operationId: 'updateEventLocation',
  method: 'patch',
  path: '/{id}',
  tags: ['events'],
  summary: 'Change an event location (its organisers)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: EventParamsSchema, body: jsonBody(UpdateVenueInputSchema) },
  responses: { 200: jsonResponse('The venue.', VenueSchema), ...errorResponses(401, 404, 422) },
})

const deleteVenueRoute = createRoute({
  operationId: 'deleteEventLocation',
  method: 'delete',
  path: '/{id}',
  tags: ['events'],
  summary: 'Delete an event location no event uses (its organisers)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: EventParamsSchema },
  responses: {
    204: { description: 'The venue is gone.' },
    409: jsonResponse('An event takes place there.', ApiErrorSchema),
    ...errorResponses(401, 404, 422),
  },
})

export const eventLocationsRoutes = createRouter()
  .openapi(listVenuesRoute, async (c) => {
    return respond(c, await listVenues(c.get('db'), { userId: c.get('auth').user.id }), VenueListSchema)
  })
  .openapi(createVenueRoute, async (c) => {
    const result = await createVenue(c.get('db'), { user: c.get('auth').user, venue: c.req.valid('json') })
    return respond(c, result, VenueSchema, 201)
  })
  .openapi(updateVenueRoute, async (c) => {
    const input = { userId: c.get('auth').user.id, venueId: c.req.valid('param').id, changes: c.req.valid('json') }
    return respond(c, await updateVenue(c.get('db'), input), VenueSchema)
  })
  .openapi(deleteVenueRoute, async (c) => {
    const input = { userId: c.get('auth').user.id, venueId: c.req.valid('param').id }
    return respondEmpty(c, await deleteVenue(c.get('db'), input))
  })
