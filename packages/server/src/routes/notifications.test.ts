import { ApiErrorSchema, NotificationListSchema, NotificationSchema } from '@oche/api'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { notifications } from '../db/schema/index'
import { availableTestDatabases, createTestApp } from '../test/test-databases'
import { bearer, createSignedInUser } from '../test/test-users'

const databases = await availableTestDatabases()

describe.each(databases)('notifications on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    database = await open()
    app = createTestApp(database)
  })
  afterAll(async () => {
    await database.close()
  })

  async function notify(userId: string, type: string, createdAt = new Date()): Promise<string> {
    const [row] = await database.db.insert(notifications).values({ userId, type, createdAt }).returning()
    return row!.id
  }

  describe('GET /api/notifications', () => {
    it("answers only the caller's notifications, newest first", async () => {
      const me = await createSignedInUser(database.db)
      const someoneElse = await createSignedInUser(database.db)
      await notify(me.user.id, 'tournament.started', new Date('2026-11-01T10:00:00Z'))
      await notify(me.user.id, 'match.called', new Date('2026-11-01T11:00:00Z'))
      await notify(someoneElse.user.id, 'match.called')
      const response = await app.request('/api/notifications', { headers: bearer(me.token) })
      expect(response.status).toBe(200)
      const list = NotificationListSchema.parse(await response.json())
      expect(list.map((notification) => notification.type)).toEqual(['match.called', 'tournament.started'])
    })

    it('answers an empty list when there are none', async () => {
      const me = await createSignedInUser(database.db)
      const response = await app.request('/api/notifications', { headers: bearer(me.token) })
      expect(NotificationListSchema.parse(await response.json())).toEqual([])
    })

    it('answers 401 without a token', async () => {
      expect((await app.request('/api/notifications')).status).toBe(401)
    })
  })

  describe('POST /api/notifications/{id}/read', () => {
    it('marks the notification read and keeps the first read time', async () => {
      const me = await createSignedInUser(database.db)
      const id = await notify(me.user.id, 'match.called')
      const first = await app.request(`/api/notifications/${id}/read`, { method: 'POST', headers: bearer(me.token) })
      expect(first.status).toBe(200)
      const read = NotificationSchema.parse(await first.json())
      expect(read.read_at).not.toBeNull()
      const again = NotificationSchema.parse(
        await (
          await app.request(`/api/notifications/${id}/read`, { method: 'POST', headers: bearer(me.token) })
        ).json(),
      )
      expect(again.read_at).toBe(read.read_at)
      const [row] = await database.db.select().from(notifications).where(eq(notifications.id, id))
      expect(row?.readAt?.toISOString()).toBe(read.read_at)
    })

    it("answers 404 for someone else's notification and leaves it unread", async () => {
      const me = await createSignedInUser(database.db)
      const someoneElse = await createSignedInUser(database.db)
      const id = await notify(someoneElse.user.id, 'match.called')
      const response = await app.request(`/api/notifications/${id}/read`, { method: 'POST', headers: bearer(me.token) })
      expect(response.status).toBe(404)
      expect(ApiErrorSchema.parse(await response.json())).toEqual({ message: 'Not found.' })
      const [row] = await database.db.select().from(notifications).where(eq(notifications.id, id))
      expect(row?.readAt).toBeNull()
    })

    it('answers 404 for a notification that does not exist', async () => {
      const me = await createSignedInUser(database.db)
      const response = await app.request(`/api/notifications/${crypto.randomUUID()}/read`, {
        method: 'POST',
        headers: bearer(me.token),
      })
      expect(response.status).toBe(404)
    })

    it('answers 422 on id for an id that is not a uuid', async () => {
      const me = await createSignedInUser(database.db)
      const response = await app.request('/api/notifications/42/read', { method: 'POST', headers: bearer(me.token) })
      expect(response.status).toBe(422)
      expect(Object.keys(ApiErrorSchema.parse(await response.json()).errors ?? {})).toEqual(['id'])
    })

    it('answers 401 without a token', async () => {
      const response = await app.request(`/api/notifications/${crypto.randomUUID()}/read`, { method: 'POST' })
      expect(response.status).toBe(401)
    })
  })
})
