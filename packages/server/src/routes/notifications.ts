import { createRoute } from '@hono/zod-openapi'
import { NotificationListSchema, NotificationParamsSchema, NotificationSchema } from '@oche/api'
import { requireUser } from '../http/guards'
import { bearerSecurity, errorResponses, jsonResponse } from '../http/openapi'
import { respond } from '../http/respond'
import { createRouter } from '../http/router'
import { listNotifications } from '../services/notifications/list-notifications'
import { markNotificationRead } from '../services/notifications/mark-notification-read'

const list = createRoute({
  operationId: 'listNotifications',
  method: 'get',
  path: '/',
  tags: ['notifications'],
  summary: "The signed-in user's notifications, newest first (signed-in users)",
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  responses: {
    200: jsonResponse('Up to 100 notifications; `read_at` null means unread.', NotificationListSchema),
    ...errorResponses(401),
  },
})

const markRead = createRoute({
  operationId: 'markNotificationRead',
  method: 'post',
  path: '/{id}/read',
  tags: ['notifications'],
  summary: 'Mark one of your notifications read (signed-in users)',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: NotificationParamsSchema },
  responses: { 200: jsonResponse('The notification, now read.', NotificationSchema), ...errorResponses(401, 404, 422) },
})

export const notifications = createRouter()
  .openapi(list, async (c) => {
    const result = await listNotifications(c.get('db'), { userId: c.get('auth').user.id })
    return respond(c, result, NotificationListSchema)
  })
  .openapi(markRead, async (c) => {
    const input = { userId: c.get('auth').user.id, notificationId: c.req.valid('param').id }
    const result = await markNotificationRead(c.get('db'), input)
    return respond(c, result, NotificationSchema)
  })
