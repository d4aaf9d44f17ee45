import {
  ApiErrorSchema,
  AppendEventResultSchema,
  MatchConflictSchema,
  MatchListSchema,
  MatchSchema,
  type CreateMatchInput,
  type MatchConfig,
} from '@oche/api'
import type { MatchEvent } from '@oche/darts'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { matchEvents, matches, matchSides } from '../db/schema/index'
import { nineDarter, visit } from '../test/match-events'
import { availableTestDatabases, createTestApp } from '../test/test-databases'
import { bearer, createSignedInUser, json } from '../test/test-users'

const databases = await availableTestDatabases()

const config501: MatchConfig = {
  startScore: 501,
  inRule: 'straight',
  outRule: 'double',
  format: { kind: 'firstTo', legs: 1 },
  sides: [{ name: 'Mia' }, { name: 'Bram' }],
}

describe.each(databases)('matches on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    database = await open()
    app = createTestApp(database)
  })
  afterAll(async () => {
    await database.close()
  })

  async function create(token: string, input: Partial<CreateMatchInput> = {}) {
    const response = await app.request(
      '/api/matches',
      json({ kind: 'casual', config: config501, ...input }, bearer(token)),
    )
    return { status: response.status, body: (await response.json()) as unknown }
  }

  async function append(token: string, matchId: string, event: MatchEvent, version: number, language = 'en') {
    const response = await app.request(
      `/api/matches/${matchId}/events`,
      json({ event, version }, { ...bearer(token), 'Accept-Language': language }),
    )
    return { status: response.status, body: (await response.json()) as unknown }
  }

  async function storedEvents(matchId: string) {
    return database.db.select().from(matchEvents).where(eq(matchEvents.matchId, matchId)).orderBy(asc(matchEvents.seq))
  }

  describe('POST /api/matches', () => {
    it('creates a live match owned by the caller, with its sides', async () => {
      const me = await createSignedInUser(database.db)
      const config = { ...config501, sides: [{ name: 'Mia', userIds: [me.user.id] }, { name: 'Bram' }] }
      const { status, body } = await create(me.token, { config })
      expect(status).toBe(201)
      const match = MatchSchema.parse(body)
      expect(match).toMatchObject({ kind: 'casual', status: 'live', version: 0, events: [], created_by: me.user.id })
      expect(match.summary.currentLeg).toEqual({ set: null, leg: 1, thrower: 0, remaining: [501, 501] })
      const sides = await database.db.select().from(matchSides).where(eq(matchSides.matchId, match.id))
      expect(sides.map((side) => [side.position, side.name, side.userIds])).toEqual([
        [0, 'Mia', [me.user.id]],
        [1, 'Bram', []],
      ])
    })

    it('stores an offline upload once: the same id again answers the stored match with 200', async () => {
      const me = await createSignedInUser(database.db)
      const id = crypto.randomUUID()
      const events = nineDarter()
      const first = await create(me.token, { id, kind: 'offline', events })
      expect(first.status).toBe(201)
      const stored = MatchSchema.parse(first.body)
      expect(stored).toMatchObject({ id, status: 'finished', version: 5, events })
      expect(stored.summary.outcome).toEqual({ kind: 'win', winner: 0 })
      const again = await create(me.token, { id, kind: 'offline', events: events.slice(0, 2) })
      expect(again.status).toBe(200)
      expect(MatchSchema.parse(again.body)).toEqual(stored)
      expect(await database.db.select().from(matches).where(eq(matches.id, id))).toHaveLength(1)
      expect((await storedEvents(id)).map((row) => row.seq)).toEqual([1, 2, 3, 4, 5])
    })

    it('answers 403 to an upload whose id is the match of another user, and changes nothing', async () => {
      const owner = await createSignedInUser(database.db)
      const someoneElse = await createSignedInUser(database.db)
      const id = crypto.randomUUID()
      await create(owner.token, { id, kind: 'offline' })
      const { status } = await create(someoneElse.token, { id, kind: 'offline', events: [visit(60)] })
      expect(status).toBe(403)
      expect(await storedEvents(id)).toEqual([])
    })

    it('answers 422 on events.N.total for an uploaded total nobody can score, and stores nothing', async () => {
      const me = await createSignedInUser(database.db)
      const id = crypto.randomUUID()
      const { status, body } = await create(me.token, { id, kind: 'offline', events: [visit(60), visit(179)] })
      expect(status).toBe(422)
      expect(ApiErrorSchema.parse(body).errors).toEqual({
        'events.1.total': ['Nobody can score this total with three darts.'],
      })
      expect(await database.db.select().from(matches).where(eq(matches.id, id))).toEqual([])
    })

    it('answers 422 on the config for a start score out of range and two sides with one name', async () => {
      const me = await createSignedInUser(database.db)
      const config = { ...config501, startScore: 99, sides: [{ name: 'Mia' }, { name: 'mia' }] }
      const { status, body } = await create(me.token, { config })
      expect(status).toBe(422)
      expect(Object.keys(ApiErrorSchema.parse(body).errors ?? {}).sort()).toEqual([
        'config.sides.1.name',
        'config.startScore',
      ])
    })

    it('answers 422 on the side whose user id has no account', async () => {
      const me = await createSignedInUser(database.db)
      const config = {
        ...config501,
        sides: [
          { name: 'Mia', userIds: [me.user.id] },
          { name: 'Ghost', userIds: [crypto.randomUUID()] },
        ],
      }
      const { status, body } = await create(me.token, { config })
      expect(status).toBe(422)
      expect(ApiErrorSchema.parse(body).errors).toEqual({ 'config.sides.1.userIds': ['No account has this id.'] })
    })

    it('answers 422 on kind for a tournament match, which only a tournament creates', async () => {
      const me = await createSignedInUser(database.db)
      const { status, body } = await create(me.token, { kind: 'tournament' as CreateMatchInput['kind'] })
      expect(status).toBe(422)
      expect(Object.keys(ApiErrorSchema.parse(body).errors ?? {})).toEqual(['kind'])
    })

    it('answers 401 without a token', async () => {
      const response = await app.request('/api/matches', json({ kind: 'casual', config: config501 }))
      expect(response.status).toBe(401)
    })
  })

  describe('GET /api/matches/{id}', () => {
    it('answers anyone the match with its whole event log', async () => {
      const me = await createSignedInUser(database.db)
      const events = nineDarter().slice(0, 3)
      const created = MatchSchema.parse((await create(me.token, { kind: 'offline', events })).body)
      const response = await app.request(`/api/matches/${created.id}`)
      expect(response.status).toBe(200)
      const match = MatchSchema.parse(await response.json())
      expect(match.events).toEqual(events)
      expect(match.summary.currentLeg.remaining).toEqual([141, 441])
      // A match of its own belongs to no tournament.
      expect(match).not.toHaveProperty('tournament_id')
    })

    it('answers 404 for a match that does not exist and 422 on id for an id that is not a uuid', async () => {
      expect((await app.request(`/api/matches/${crypto.randomUUID()}`)).status).toBe(404)
      const response = await app.request('/api/matches/42')
      expect(response.status).toBe(422)
      expect(Object.keys(ApiErrorSchema.parse(await response.json()).errors ?? {})).toEqual(['id'])
    })
  })

  describe('GET /api/matches/mine', () => {
    it('lists the matches the caller created or accepted to play in, newest first, without event logs', async () => {
      const me = await createSignedInUser(database.db)
      const friend = await createSignedInUser(database.db)
      const stranger = await createSignedInUser(database.db)
      const older = MatchSchema.parse((await create(me.token)).body)
      await new Promise((resolve) => setTimeout(resolve, 5))
      const withMe = { ...config501, sides: [{ name: 'Friend' }, { name: 'Me', userIds: [me.user.id] }] }
      const newer = MatchSchema.parse((await create(friend.token, { config: withMe })).body)
      await create(stranger.token)
      const accepted = await app.request(
        `/api/matches/${newer.id}/invitation`,
        json({ answer: 'accept' }, bearer(me.token)),
      )
      expect(accepted.status).toBe(200)
      const response = await app.request('/api/matches/mine', { headers: bearer(me.token) })
      expect(response.status).toBe(200)
      const list = MatchListSchema.parse(await response.json())
      expect(list.map((match) => match.id)).toEqual([newer.id, older.id])
      expect(list[0]).not.toHaveProperty('events')
      expect(list[0]?.summary.legsWon).toEqual([0, 0])
    })

    it('answers 401 without a token', async () => {
      expect((await app.request('/api/matches/mine')).status).toBe(401)
    })
  })

  describe('POST /api/matches/{id}/events', () => {
    it('appends a visit with the next seq and answers the match after it', async () => {
      const me = await createSignedInUser(database.db)
      const match = MatchSchema.parse((await create(me.token)).body)
      const event = visit(100)
      const { status, body } = await append(me.token, match.id, event, 0)
      expect(status).toBe(201)
      const result = AppendEventResultSchema.parse(body)
      expect(result.seq).toBe(1)
      expect(result.event).toEqual(event)
      expect(result.match).toMatchObject({ version: 1, status: 'live', events: [event] })
      expect(result.match.summary.currentLeg).toMatchObject({ thrower: 1, remaining: [401, 501] })
      const rows = await storedEvents(match.id)
      expect(rows.map((row) => [row.seq, row.id, row.type, row.authorId])).toEqual([[1, event.id, 'visit', me.user.id]])
      const [row] = await database.db.select().from(matches).where(eq(matches.id, match.id))
      expect(row?.version).toBe(1)
    })

    it('answers the stored result for the same event id again and stores it once', async () => {
      const me = await createSignedInUser(database.db)
      const match = MatchSchema.parse((await create(me.token)).body)
      const event = visit(60)
      const first = AppendEventResultSchema.parse((await append(me.token, match.id, event, 0)).body)
      await append(me.token, match.id, visit(45), 1)
      const again = await append(me.token, match.id, event, 0)
      expect(again.status).toBe(200)
      const result = AppendEventResultSchema.parse(again.body)
      expect(result.seq).toBe(first.seq)
      expect(result.event).toEqual(event)
      expect(result.match.version).toBe(2)
      expect(await storedEvents(match.id)).toHaveLength(2)
    })

    it('answers 409 with the current match to a new event built on an old version, and stores nothing', async () => {
      const me = await createSignedInUser(database.db)
      const match = MatchSchema.parse((await create(me.token)).body)
      const first = visit(60)
      await append(me.token, match.id, first, 0)
      const { status, body } = await append(me.token, match.id, visit(100), 0)
      expect(status).toBe(409)
      const conflict = MatchConflictSchema.parse(body)
      expect(conflict.message).toBe('This match has changed in the meantime: reload it and try again.')
      expect(conflict.match).toMatchObject({ version: 1, events: [first] })
      expect(await storedEvents(match.id)).toHaveLength(1)
    })

    it('accepts one of two events sent at once on the same version and answers 409 to the other', async () => {
      const me = await createSignedInUser(database.db)
      const match = MatchSchema.parse((await create(me.token)).body)
      const answers = await Promise.all([
        append(me.token, match.id, visit(26), 0),
        append(me.token, match.id, visit(41), 0),
      ])
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
      expect(await storedEvents(match.id)).toHaveLength(1)
    })

    it.each([
      ['en', 'Nobody can score this total with three darts.'],
      ['nl', 'Deze score kan niemand met drie pijlen gooien.'],
      ['fr', 'Personne ne peut marquer ce total avec trois fléchettes.'],
      ['de', 'Diese Punktzahl kann niemand mit drei Pfeilen werfen.'],
    ])('answers 422 on event.total in %s for a total nobody can score', async (language, message) => {
      const me = await createSignedInUser(database.db)
      const match = MatchSchema.parse((await create(me.token)).body)
      const { status, body } = await append(me.token, match.id, visit(179), 0, language)
      expect(status).toBe(422)
      expect(ApiErrorSchema.parse(body).errors).toEqual({ 'event.total': [message] })
      expect(await storedEvents(match.id)).toEqual([])
    })

    it('answers 422 on event.dartsUsed for a checkout that does not say how many darts it took', async () => {
      const me = await createSignedInUser(database.db)
      // Mia leaves 40: D20 could have taken one dart, two or three.
      const leaves40: MatchEvent = { type: 'darts', id: crypto.randomUUID(), darts: ['T20', 'T7', 'S20'] }
      const events = [visit(180), visit(60), visit(180), visit(60), leaves40, visit(60)]
      const match = MatchSchema.parse((await create(me.token, { kind: 'offline', events })).body)
      const { status, body } = await append(me.token, match.id, visit(40), 6)
      expect(status).toBe(422)
      expect(ApiErrorSchema.parse(body).errors).toEqual({
        'event.dartsUsed': ['Say how many darts the checkout took.'],
      })
    })

    it('finishes the match on the winning checkout, undoes it, and refuses a visit after the end', async () => {
      const me = await createSignedInUser(database.db)
      const events = nineDarter()
      const match = MatchSchema.parse((await create(me.token, { kind: 'offline', events: events.slice(0, 4) })).body)
      const won = AppendEventResultSchema.parse((await append(me.token, match.id, events[4]!, 4)).body)
      expect(won.match.status).toBe('finished')
      expect(won.match.summary.outcome).toEqual({ kind: 'win', winner: 0 })
      const after = await append(me.token, match.id, visit(60), 5)
      expect(after.status).toBe(422)
      expect(ApiErrorSchema.parse(after.body).errors).toEqual({ event: ['The match is over.'] })
      const undone = await append(me.token, match.id, { type: 'undo', id: crypto.randomUUID() }, 5)
      expect(undone.status).toBe(201)
      const result = AppendEventResultSchema.parse(undone.body)
      expect(result.match.summary.outcome).toBeNull()
      expect(result.match.summary.currentLeg.remaining).toEqual([141, 381])
      // The log keeps everything; the status follows the engine only forwards (a finished match stays finished).
      expect(result.match.events).toHaveLength(6)
    })

    it('answers 403 to someone who does not own the match, and 401 without a token', async () => {
      const owner = await createSignedInUser(database.db)
      const someoneElse = await createSignedInUser(database.db)
      const match = MatchSchema.parse((await create(owner.token)).body)
      expect((await append(someoneElse.token, match.id, visit(60), 0)).status).toBe(403)
      const anonymous = await app.request(`/api/matches/${match.id}/events`, json({ event: visit(60), version: 0 }))
      expect(anonymous.status).toBe(401)
      expect(await storedEvents(match.id)).toEqual([])
    })

    it('answers 404 for a match that does not exist and 422 on event.type for an unknown event', async () => {
      const me = await createSignedInUser(database.db)
      expect((await append(me.token, crypto.randomUUID(), visit(60), 0)).status).toBe(404)
      const match = MatchSchema.parse((await create(me.token)).body)
      const response = await app.request(
        `/api/matches/${match.id}/events`,
        json({ event: { type: 'miss', id: crypto.randomUUID() }, version: 0 }, bearer(me.token)),
      )
      expect(response.status).toBe(422)
      expect(Object.keys(ApiErrorSchema.parse(await response.json()).errors ?? {})).toEqual(['event.type'])
    })
  })
})
