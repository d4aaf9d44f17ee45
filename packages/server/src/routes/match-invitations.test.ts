import {
  ApiErrorSchema,
  MatchInvitationListSchema,
  MatchInvitationSchema,
  MatchListSchema,
  MatchSchema,
  NotificationListSchema,
  type MatchConfig,
} from '@oche/api'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { matchSides } from '../db/schema/index'
import type { Publisher } from '../realtime/index'
import { availableTestDatabases, createTestApp } from '../test/test-databases'
import { callApi } from '../test/tournament-play-fixtures'
import { createSignedInUser } from '../test/test-users'

const databases = await availableTestDatabases()

const config = (mine: string[], theirs: string[]): MatchConfig => ({
  startScore: 501,
  inRule: 'straight',
  outRule: 'double',
  format: { kind: 'firstTo', legs: 1 },
  sides: [
    { name: 'Mia', userIds: mine },
    { name: 'Bram', userIds: theirs },
  ],
})

describe.each(databases)('match invitations on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>
  const published: { channel: string; event: string; data: unknown }[] = []

  beforeAll(async () => {
    database = await open()
    const publisher: Publisher = {
      publish: async (channel, event, data) => {
        published.push({ channel: channel as string, event, data })
      },
      authorizeChannel: () => ({ auth: 'unused' }),
    }
    app = createTestApp(database, {
      realtime: { publisher, client: { key: 'key', cluster: 'mt1', host: undefined, port: undefined, tls: true } },
    })
  }, 60_000)
  afterAll(async () => {
    await database.close()
  })

  async function myMatches(token: string) {
    const { status, body } = await callApi(app, 'GET', '/matches/mine', token)
    expect(status).toBe(200)
    return MatchListSchema.parse(body).map((match) => match.id)
  }

  async function invitations(token: string) {
    const { status, body } = await callApi(app, 'GET', '/matches/invitations', token)
    expect(status).toBe(200)
    return MatchInvitationListSchema.parse(body)
  }

  /** Mia's match with Bram's account put on the other side. */
  async function matchWith(mia: { user: { id: string }; token: string }, bram: { user: { id: string } }) {
    const { status, body } = await callApi(app, 'POST', '/matches', mia.token, {
      kind: 'casual',
      config: config([mia.user.id], [bram.user.id]),
    })
    expect(status).toBe(201)
    return MatchSchema.parse(body)
  }

  it('only invites another user: the match is not in their history until they accept', async () => {
    const mia = await createSignedInUser(database.db, { name: 'Mia' })
    const bram = await createSignedInUser(database.db)
    published.length = 0
    const match = await matchWith(mia, bram)
    expect(await myMatches(bram.token)).toEqual([])
    expect(await myMatches(mia.token)).toEqual([match.id])
    const sides = await database.db.select().from(matchSides).where(eq(matchSides.matchId, match.id))
    expect(sides.map((side) => side.userIds)).toEqual([[mia.user.id], []])

    // Bram hears of it: a notification, told live on his private channel.
    const notifications = NotificationListSchema.parse((await callApi(app, 'GET', '/notifications', bram.token)).body)
    expect(notifications).toMatchObject([
      { type: 'match.invited', data: { match_id: match.id, invited_by: 'Mia', side: 'Bram' }, read_at: null },
    ])
    expect(published).toContainEqual(
      expect.objectContaining({ channel: `private-user.${bram.user.id}`, event: 'notification.created' }),
    )
    const pending = await invitations(bram.token)
    expect(pending).toMatchObject([
      { match: { id: match.id }, invited_by: { id: mia.user.id, name: 'Mia' }, side: 1, status: 'invited' },
    ])

    const accepted = await callApi(app, 'POST', `/matches/${match.id}/invitation`, bram.token, { answer: 'accept' })
    expect(accepted.status).toBe(200)
    expect(MatchInvitationSchema.parse(accepted.body).status).toBe('accepted')
    expect(await myMatches(bram.token)).toEqual([match.id])
    expect(await invitations(bram.token)).toEqual([])
    const after = await database.db.select().from(matchSides).where(eq(matchSides.matchId, match.id))
    expect(after.map((side) => side.userIds)).toEqual([[mia.user.id], [bram.user.id]])
    // The invitation's notification is read once answered.
    const read = NotificationListSchema.parse((await callApi(app, 'GET', '/notifications', bram.token)).body)
    expect(read[0]?.read_at).not.toBeNull()
    // An invitation is answered once.
    const again = await callApi(app, 'POST', `/matches/${match.id}/invitation`, bram.token, { answer: 'decline' })
    expect(again.status).toBe(404)
  })

  it('keeps a declined match out of the history for good', async () => {
    const mia = await createSignedInUser(database.db)
    const bram = await createSignedInUser(database.db)
    const match = await matchWith(mia, bram)
    const declined = await callApi(app, 'POST', `/matches/${match.id}/invitation`, bram.token, { answer: 'decline' })
    expect(declined.status).toBe(200)
    expect(MatchInvitationSchema.parse(declined.body).status).toBe('declined')
    expect(await myMatches(bram.token)).toEqual([])
    expect(await invitations(bram.token)).toEqual([])
    const late = await callApi(app, 'POST', `/matches/${match.id}/invitation`, bram.token, { answer: 'accept' })
    expect(late.status).toBe(404)
    expect(await myMatches(bram.token)).toEqual([])
  })

  it('lets a user remove a match from their own history, and only their own', async () => {
    const mia = await createSignedInUser(database.db)
    const bram = await createSignedInUser(database.db)
    const match = await matchWith(mia, bram)
    await callApi(app, 'POST', `/matches/${match.id}/invitation`, bram.token, { answer: 'accept' })
    const removed = await callApi(app, 'DELETE', `/matches/${match.id}/history`, bram.token)
    expect(removed.status).toBe(204)
    expect(await myMatches(bram.token)).toEqual([])
    // Mia keeps it, and the match itself stays.
    expect(await myMatches(mia.token)).toEqual([match.id])
    expect((await callApi(app, 'GET', `/matches/${match.id}`, null)).status).toBe(200)
    // The creator may remove it from theirs too.
    expect((await callApi(app, 'DELETE', `/matches/${match.id}/history`, mia.token)).status).toBe(204)
    expect(await myMatches(mia.token)).toEqual([])
    expect((await callApi(app, 'DELETE', `/matches/${match.id}/history`, mia.token)).status).toBe(404)
  })

  it('refuses someone else’s invitation or history (404), bad input (422) and no token (401)', async () => {
    const mia = await createSignedInUser(database.db)
    const bram = await createSignedInUser(database.db)
    const stranger = await createSignedInUser(database.db)
    const match = await matchWith(mia, bram)
    const notTheirs = await callApi(app, 'POST', `/matches/${match.id}/invitation`, stranger.token, {
      answer: 'accept',
    })
    expect(notTheirs.status).toBe(404)
    expect((await callApi(app, 'DELETE', `/matches/${match.id}/history`, stranger.token)).status).toBe(404)
    // Still invited, not yet a player: nothing to remove.
    expect((await callApi(app, 'DELETE', `/matches/${match.id}/history`, bram.token)).status).toBe(404)
    expect(await myMatches(stranger.token)).toEqual([])

    const bad = await callApi(app, 'POST', `/matches/${match.id}/invitation`, bram.token, { answer: 'maybe' })
    expect(bad.status).toBe(422)
    expect(Object.keys(ApiErrorSchema.parse(bad.body).errors ?? {})).toEqual(['answer'])
    expect(
      (await callApi(app, 'POST', '/matches/not-a-match/invitation', bram.token, { answer: 'accept' })).status,
    ).toBe(422)
    expect((await callApi(app, 'GET', '/matches/invitations', null)).status).toBe(401)
    expect((await callApi(app, 'POST', `/matches/${match.id}/invitation`, null, { answer: 'accept' })).status).toBe(401)
    expect((await callApi(app, 'DELETE', `/matches/${match.id}/history`, null)).status).toBe(401)
    expect(await invitations(bram.token)).toHaveLength(1)
  })
})
