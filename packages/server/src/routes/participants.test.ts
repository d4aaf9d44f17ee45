import {
  ApiErrorSchema,
  EntrySchema,
  MyTournamentsSchema,
  NotificationListSchema,
  OutboxMessageListSchema,
  ParticipantListSchema,
  ParticipantSchema,
  realtimeChannels,
  TokenSchema,
  TournamentSchema,
  type CreateEntryInput,
  type TournamentInput,
} from '@oche/api'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { participants, tournamentEntries, tournaments } from '../db/schema/index'
import type { Publisher } from '../realtime/index'
import { availableTestDatabases, createTestApp } from '../test/test-databases'
import { bearer, createSignedInUser } from '../test/test-users'

const databases = await availableTestDatabases()

type Published = { channel: string; event: string; data: unknown }

describe.each(databases)('participants on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>
  const published: Published[] = []

  beforeAll(async () => {
    database = await open()
    const publisher: Publisher = {
      publish: async (channel, event, data) => {
        for (const name of typeof channel === 'string' ? [channel] : channel)
          published.push({ channel: name, event, data })
      },
      authorizeChannel: () => ({ auth: 'unused' }),
    }
    const client = { key: 'key', cluster: 'mt1', host: undefined, port: undefined, tls: true }
    app = createTestApp(database, { realtime: { publisher, client } })
    // Migrating a fresh PGlite takes a while on a busy machine.
  }, 60_000)
  afterAll(async () => {
    await database.close()
  })

  async function call(method: string, path: string, token: string | null, body?: unknown) {
    const headers: Record<string, string> = token ? bearer(token) : {}
    const init: RequestInit =
      body === undefined
        ? { method, headers }
        : { method, body: JSON.stringify(body), headers: { ...headers, 'Content-Type': 'application/json' } }
    const response = await app.request(`/api${path}`, init)
    const text = await response.text()
    return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown }
  }

  async function addParticipant(token: string, name: string, nickname?: string) {
    const { status, body } = await call('POST', '/participants', token, { name, nickname })
    expect(status).toBe(201)
    return ParticipantSchema.parse(body)
  }

  async function createTournament(token: string, input: Partial<TournamentInput> = {}) {
    const { status, body } = await call('POST', '/tournaments', token, {
      name: 'Friday darts',
      type: 'singles',
      starts_at: '2030-05-03T19:00:00.000Z',
      format: { kind: 'knockout', third_place: false },
      ...input,
    })
    expect(status).toBe(201)
    return TournamentSchema.parse(body)
  }

  async function enter(token: string, tournamentId: string, members: CreateEntryInput['members']) {
    const { status, body } = await call('POST', `/tournaments/${tournamentId}/entries`, token, { members })
    expect(status).toBe(201)
    return EntrySchema.parse(body)
  }

  async function list(token: string, search?: string) {
    const query = search === undefined ? '' : `?${new URLSearchParams({ search }).toString()}`
    const { status, body } = await call('GET', `/participants${query}`, token)
    expect(status).toBe(200)
    return ParticipantListSchema.parse(body)
  }

  describe('GET and POST /api/participants', () => {
    it('adds guests to the caller’s own list and lists them by name, searching name and nickname', async () => {
      const me = await createSignedInUser(database.db)
      const other = await createSignedInUser(database.db)
      const zoe = await addParticipant(me.token, 'Zoë Vos', 'The Fox')
      expect(zoe).toMatchObject({ name: 'Zoë Vos', nickname: 'The Fox', user: null, tournaments_count: 0 })
      await addParticipant(me.token, 'anna de Wit')
      await addParticipant(me.token, 'Bram 100%')
      await addParticipant(other.token, 'Someone Else')
      expect((await list(me.token)).map((participant) => participant.name)).toEqual([
        'anna de Wit',
        'Bram 100%',
        'Zoë Vos',
      ])
      expect((await list(me.token, 'fox')).map((participant) => participant.name)).toEqual(['Zoë Vos'])
      expect((await list(me.token, 'DE W')).map((participant) => participant.name)).toEqual(['anna de Wit'])
      // `%` matches itself, not anything.
      expect((await list(me.token, '0%')).map((participant) => participant.name)).toEqual(['Bram 100%'])
      expect((await list(other.token)).map((participant) => participant.name)).toEqual(['Someone Else'])
    })

    it('makes one personal organisation for a caller whose first requests arrive at once', async () => {
      const me = await createSignedInUser(database.db, { name: 'Mia de Vries' })
      await Promise.all([
        addParticipant(me.token, 'One'),
        addParticipant(me.token, 'Two'),
        addParticipant(me.token, 'Three'),
      ])
      const rows = await database.db.select().from(participants)
      const mine = rows.filter((row) => ['One', 'Two', 'Three'].includes(row.name))
      expect(new Set(mine.map((row) => row.organisationId)).size).toBe(1)
      expect(await list(me.token)).toHaveLength(3)
    })

    it('answers 422 on name for an empty name, and 401 without a token', async () => {
      const me = await createSignedInUser(database.db)
      const { status, body } = await call('POST', '/participants', me.token, { name: '   ' })
      expect(status).toBe(422)
      expect(Object.keys(ApiErrorSchema.parse(body).errors ?? {})).toEqual(['name'])
      expect((await call('POST', '/participants', null, { name: 'Mia' })).status).toBe(401)
      expect((await call('GET', '/participants', null)).status).toBe(401)
    })
  })

  describe('PATCH /api/participants/{id}', () => {
    it('renames a participant: its entries take the new name and its tournaments hear of it', async () => {
      const me = await createSignedInUser(database.db)
      const mia = await addParticipant(me.token, 'Mia')
      const pairs = await createTournament(me.token, { type: 'pairs' })
      const entry = await enter(me.token, pairs.id, [{ participant_id: mia.id }, { name: 'Bram' }])
      expect(entry.name).toBe('Mia & Bram')
      published.length = 0
      const { status, body } = await call('PATCH', `/participants/${mia.id}`, me.token, { name: 'Mia Jansen' })
      expect(status).toBe(200)
      expect(ParticipantSchema.parse(body)).toMatchObject({ name: 'Mia Jansen', nickname: '', tournaments_count: 1 })
      const [row] = await database.db.select().from(tournamentEntries).where(eq(tournamentEntries.id, entry.id))
      expect(row?.name).toBe('Mia Jansen & Bram')
      const [tournament] = await database.db.select().from(tournaments).where(eq(tournaments.id, pairs.id))
      expect(published).toEqual([
        {
          channel: realtimeChannels.tournament(pairs.id),
          event: 'standings.updated',
          data: { tournamentId: pairs.id, version: tournament?.version },
        },
      ])
    })

    it('answers 404 for another organiser’s participant and 401 without a token', async () => {
      const owner = await createSignedInUser(database.db)
      const someoneElse = await createSignedInUser(database.db)
      const mia = await addParticipant(owner.token, 'Mia')
      expect((await call('PATCH', `/participants/${mia.id}`, someoneElse.token, { name: 'Hacked' })).status).toBe(404)
      expect((await call('PATCH', `/participants/${mia.id}`, null, { name: 'Hacked' })).status).toBe(401)
      expect((await list(owner.token)).map((participant) => participant.name)).toEqual(['Mia'])
    })
  })

  describe('DELETE /api/participants/{id}', () => {
    it('removes a participant without entries and refuses one with entries (409)', async () => {
      const me = await createSignedInUser(database.db)
      const guest = await addParticipant(me.token, 'Guest')
      const player = await addParticipant(me.token, 'Player')
      const tournament = await createTournament(me.token)
      await enter(me.token, tournament.id, [{ participant_id: player.id }])
      expect((await call('DELETE', `/participants/${guest.id}`, me.token)).status).toBe(204)
      const refused = await call('DELETE', `/participants/${player.id}`, me.token)
      expect(refused.status).toBe(409)
      expect(ApiErrorSchema.parse(refused.body).message).toBe(
        'This participant has played in tournaments: merge it into another one instead.',
      )
      expect((await list(me.token)).map((participant) => participant.name)).toEqual(['Player'])
    })

    it('answers 404 for another organiser’s participant and 401 without a token', async () => {
      const owner = await createSignedInUser(database.db)
      const someoneElse = await createSignedInUser(database.db)
      const mia = await addParticipant(owner.token, 'Mia')
      expect((await call('DELETE', `/participants/${mia.id}`, someoneElse.token)).status).toBe(404)
      expect((await call('DELETE', `/participants/${mia.id}`, null)).status).toBe(401)
      expect(await list(owner.token)).toHaveLength(1)
    })
  })

  describe('POST /api/participants/{id}/merge', () => {
    it('moves the duplicate’s entries to the participant kept, which takes its account link', async () => {
      const me = await createSignedInUser(database.db)
      const player = await createSignedInUser(database.db, { email: `merge-${Date.now()}@oche.test` })
      const kept = await addParticipant(me.token, 'Mia Jansen')
      const duplicate = await addParticipant(me.token, 'mia jansen')
      await call('POST', `/participants/${duplicate.id}/link`, me.token, { email: player.user.email })
      await call('POST', `/link-invitations/${duplicate.id}/accept`, player.token)
      const first = await createTournament(me.token)
      const second = await createTournament(me.token)
      await enter(me.token, first.id, [{ participant_id: kept.id }])
      const moved = await enter(me.token, second.id, [{ participant_id: duplicate.id }])
      const { status, body } = await call('POST', `/participants/${duplicate.id}/merge`, me.token, {
        into_id: kept.id,
      })
      expect(status).toBe(200)
      expect(ParticipantSchema.parse(body)).toMatchObject({
        id: kept.id,
        tournaments_count: 2,
        user: { id: player.user.id, name: player.user.name },
      })
      expect((await list(me.token)).map((participant) => participant.id)).toEqual([kept.id])
      const [entry] = await database.db.select().from(tournamentEntries).where(eq(tournamentEntries.id, moved.id))
      expect(entry?.name).toBe('Mia Jansen')
      // Merged away: it cannot be found any more.
      expect((await call('PATCH', `/participants/${duplicate.id}`, me.token, { name: 'Back' })).status).toBe(404)
    })

    it('refuses (422 on into_id) two participants who play in the same tournament, and merging into itself', async () => {
      const me = await createSignedInUser(database.db)
      const mia = await addParticipant(me.token, 'Mia')
      const bram = await addParticipant(me.token, 'Bram')
      const tournament = await createTournament(me.token)
      await enter(me.token, tournament.id, [{ participant_id: mia.id }])
      await enter(me.token, tournament.id, [{ participant_id: bram.id }])
      const refused = await call('POST', `/participants/${bram.id}/merge`, me.token, { into_id: mia.id })
      expect(refused.status).toBe(422)
      expect(ApiErrorSchema.parse(refused.body).errors).toEqual({
        into_id: ['Both participants play in the same tournament, so they are different players.'],
      })
      const itself = await call('POST', `/participants/${mia.id}/merge`, me.token, { into_id: mia.id })
      expect(itself.status).toBe(422)
      expect(Object.keys(ApiErrorSchema.parse(itself.body).errors ?? {})).toEqual(['into_id'])
      expect(await list(me.token)).toHaveLength(2)
    })

    it('answers 404 for another organiser’s duplicate, 422 for another organiser’s target, 401 without a token', async () => {
      const me = await createSignedInUser(database.db)
      const someoneElse = await createSignedInUser(database.db)
      const mine = await addParticipant(me.token, 'Mine')
      const theirs = await addParticipant(someoneElse.token, 'Theirs')
      expect((await call('POST', `/participants/${theirs.id}/merge`, me.token, { into_id: mine.id })).status).toBe(404)
      const target = await call('POST', `/participants/${mine.id}/merge`, me.token, { into_id: theirs.id })
      expect(target.status).toBe(422)
      expect(Object.keys(ApiErrorSchema.parse(target.body).errors ?? {})).toEqual(['into_id'])
      expect((await call('POST', `/participants/${mine.id}/merge`, null, { into_id: theirs.id })).status).toBe(401)
      expect(await list(someoneElse.token)).toHaveLength(1)
    })
  })

  describe('POST and DELETE /api/participants/{id}/link, POST /api/link-invitations/{id}/accept and decline', () => {
    async function notificationsOf(token: string) {
      const { status, body } = await call('GET', '/notifications', token)
      expect(status).toBe(200)
      return NotificationListSchema.parse(body)
    }

    async function outboxFor(email: string) {
      const response = await app.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`)
      return OutboxMessageListSchema.parse(await response.json())
    }

    it('invites the account holder, who sees it live and by e-mail; accepting links, so they see its tournaments', async () => {
      const me = await createSignedInUser(database.db, { name: 'Organiser Olga' })
      const player = await createSignedInUser(database.db, { email: `link-${Date.now()}@oche.test` })
      const guest = await addParticipant(me.token, 'Guest')
      const tournament = await createTournament(me.token)
      await enter(me.token, tournament.id, [{ participant_id: guest.id }])
      const invited = await call('POST', `/participants/${guest.id}/link`, me.token, {
        email: player.user.email.toUpperCase(),
      })
      expect(invited.status).toBe(202)
      const pending = ParticipantSchema.parse(invited.body)
      expect(pending.user).toBeNull()
      expect(pending.invitation?.email).toBe(player.user.email)
      const playing = async () =>
        MyTournamentsSchema.parse((await call('GET', '/me/tournaments', player.token)).body).playing.map(
          (item) => item.id,
        )
      // Nothing is linked until the player accepts.
      expect(await playing()).toEqual([])

      const [notification] = await notificationsOf(player.token)
      expect(notification).toMatchObject({
        type: 'participant.linkInvitation',
        read_at: null,
        data: { participant_id: guest.id, participant_name: 'Guest', organiser_name: 'Organiser Olga' },
      })
      expect(published).toContainEqual({
        channel: realtimeChannels.user(player.user.id),
        event: 'notification.created',
        data: notification,
      })
      await vi.waitFor(async () => {
        const [mail] = await outboxFor(player.user.email)
        expect(mail?.subject).toBe('Organiser Olga invites you to link your Oche account')
      })

      expect((await call('POST', `/link-invitations/${guest.id}/accept`, player.token)).status).toBe(204)
      expect(await playing()).toEqual([tournament.id])
      const [linked] = await list(me.token)
      expect(linked).toMatchObject({ id: guest.id, user: { id: player.user.id, name: player.user.name } })
      expect(linked?.invitation).toBeNull()
      const [answered] = await notificationsOf(player.token)
      expect(answered?.read_at).not.toBeNull()
      expect(answered?.data.answer).toBe('accepted')
      // Answered: it cannot be accepted or declined again.
      expect((await call('POST', `/link-invitations/${guest.id}/accept`, player.token)).status).toBe(404)
      expect((await call('POST', `/link-invitations/${guest.id}/decline`, player.token)).status).toBe(404)

      const unlinked = await call('DELETE', `/participants/${guest.id}/link`, me.token)
      expect(unlinked.status).toBe(200)
      expect(ParticipantSchema.parse(unlinked.body).user).toBeNull()
      expect(await playing()).toEqual([])
    })

    it('answers an address without an account exactly like one with an account, and tells no one', async () => {
      const me = await createSignedInUser(database.db)
      const player = await createSignedInUser(database.db)
      const first = await addParticipant(me.token, 'First')
      const second = await addParticipant(me.token, 'Second')
      const nobody = `nobody-${Date.now()}@oche.test`
      const unknown = await call('POST', `/participants/${first.id}/link`, me.token, { email: nobody })
      const known = await call('POST', `/participants/${second.id}/link`, me.token, { email: player.user.email })
      expect(unknown.status).toBe(202)
      expect(known.status).toBe(202)
      const shape = (body: unknown) => {
        const { id: _id, name: _name, created_at: _created, invitation, ...rest } = ParticipantSchema.parse(body)
        return { ...rest, invitation: { ...invitation, email: '…', invited_at: '…' } }
      }
      expect(shape(unknown.body)).toEqual(shape(known.body))
      expect(ParticipantSchema.parse(unknown.body).invitation?.email).toBe(nobody)
      expect(await outboxFor(nobody)).toEqual([])
    })

    it('declining ends the invitation without linking; withdrawing it (unlink) makes it unanswerable', async () => {
      const me = await createSignedInUser(database.db)
      const player = await createSignedInUser(database.db)
      const guest = await addParticipant(me.token, 'Guest')
      await call('POST', `/participants/${guest.id}/link`, me.token, { email: player.user.email })
      expect((await call('POST', `/link-invitations/${guest.id}/decline`, player.token)).status).toBe(204)
      expect(await list(me.token)).toMatchObject([{ id: guest.id, user: null, invitation: null }])
      expect((await notificationsOf(player.token))[0]?.data.answer).toBe('declined')
      expect((await call('POST', `/link-invitations/${guest.id}/accept`, player.token)).status).toBe(404)

      await call('POST', `/participants/${guest.id}/link`, me.token, { email: player.user.email })
      expect((await call('DELETE', `/participants/${guest.id}/link`, me.token)).status).toBe(200)
      expect((await call('POST', `/link-invitations/${guest.id}/accept`, player.token)).status).toBe(404)
      expect(await list(me.token)).toMatchObject([{ id: guest.id, user: null, invitation: null }])
    })

    it('answers 409 to an account linked to another participant of the same organiser already', async () => {
      const me = await createSignedInUser(database.db)
      const player = await createSignedInUser(database.db)
      const first = await addParticipant(me.token, 'First')
      const second = await addParticipant(me.token, 'Second')
      await call('POST', `/participants/${first.id}/link`, me.token, { email: player.user.email })
      expect((await call('POST', `/link-invitations/${first.id}/accept`, player.token)).status).toBe(204)
      await call('POST', `/participants/${second.id}/link`, me.token, { email: player.user.email })
      const refused = await call('POST', `/link-invitations/${second.id}/accept`, player.token)
      expect(refused.status).toBe(409)
      expect(ApiErrorSchema.parse(refused.body).message).toBe(
        'Your account is already linked to another player of this organiser: ask them to merge the two.',
      )
    })

    it('answers 422 on email for an address that is not one', async () => {
      const me = await createSignedInUser(database.db)
      const guest = await addParticipant(me.token, 'Guest')
      const invalid = await call('POST', `/participants/${guest.id}/link`, me.token, { email: 'not an address' })
      expect(invalid.status).toBe(422)
      expect(Object.keys(ApiErrorSchema.parse(invalid.body).errors ?? {})).toEqual(['email'])
      expect((await call('POST', '/link-invitations/not-a-uuid/accept', me.token)).status).toBe(422)
    })

    it('answers 429 once a caller has sent too many invitations, whoever they went to', async () => {
      const limited = createTestApp(database, {
        mailLimits: { maxFailuresPerAccount: 2, maxFailuresPerIp: 100, windowMs: 60_000 },
      })
      const me = await createSignedInUser(database.db)
      const guest = await addParticipant(me.token, 'Guest')
      const invite = (email: string) =>
        limited.request(`/api/participants/${guest.id}/link`, {
          method: 'POST',
          body: JSON.stringify({ email }),
          headers: { ...bearer(me.token), 'Content-Type': 'application/json' },
        })
      expect((await invite('a@example.com')).status).toBe(202)
      expect((await invite('b@example.com')).status).toBe(202)
      const refused = await invite('c@example.com')
      expect(refused.status).toBe(429)
      expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/)
      expect(await list(me.token)).toMatchObject([{ invitation: { email: 'b@example.com' } }])
    })

    it('lets only the invited account answer: 404 for anyone else, 403 while impersonating, 401 without a token', async () => {
      const owner = await createSignedInUser(database.db)
      const player = await createSignedInUser(database.db)
      const someoneElse = await createSignedInUser(database.db)
      const admin = await createSignedInUser(database.db, { isSuperAdmin: true })
      const guest = await addParticipant(owner.token, 'Guest')
      const email = player.user.email
      expect((await call('POST', `/participants/${guest.id}/link`, someoneElse.token, { email })).status).toBe(404)
      expect((await call('DELETE', `/participants/${guest.id}/link`, someoneElse.token)).status).toBe(404)
      expect((await call('POST', `/participants/${guest.id}/link`, null, { email })).status).toBe(401)
      expect((await call('DELETE', `/participants/${guest.id}/link`, null)).status).toBe(401)
      expect((await call('POST', `/participants/${guest.id}/link`, owner.token, { email })).status).toBe(202)
      expect((await call('POST', `/link-invitations/${guest.id}/accept`, someoneElse.token)).status).toBe(404)
      expect((await call('POST', `/link-invitations/${guest.id}/accept`, owner.token)).status).toBe(404)
      expect((await call('POST', `/link-invitations/${guest.id}/accept`, null)).status).toBe(401)
      const impersonation = TokenSchema.parse(
        (await call('POST', '/users/impersonate', admin.token, { user_id: player.user.id })).body,
      ).token
      expect((await call('POST', `/link-invitations/${guest.id}/accept`, impersonation)).status).toBe(403)
      const [row] = await database.db.select().from(participants).where(eq(participants.id, guest.id))
      expect(row?.userId).toBeNull()
      expect(row?.invitedUserId).toBe(player.user.id)
    })
  })
})
