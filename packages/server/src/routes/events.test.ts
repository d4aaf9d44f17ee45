import {
  ApiErrorSchema,
  BoardListSchema,
  BoardSchema,
  BoardWithCodeSchema,
  CreatedEventSchema,
  EventDetailSchema,
  MyEventsSchema,
  TabletBoardSchema,
  TabletSessionSchema,
  TournamentSchema,
  VenueListSchema,
  VenueSchema,
  boardCodeAlphabet,
  type EventInput,
  type VenueInput,
} from '@oche/api'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { boardDevices, boards } from '../db/schema/index'
import { asClient, availableTestDatabases, createTestApp } from '../test/test-databases'
import { bearer, createSignedInUser } from '../test/test-users'

const databases = await availableTestDatabases()

let ipCount = 0

describe.each(databases)('events on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    database = await open()
    app = createTestApp(database, {
      boardCodeLimits: { maxFailuresPerAccount: 100, maxFailuresPerIp: 3, windowMs: 60_000 },
    })
    // Migrating a fresh PGlite takes a while on a busy machine.
  }, 60_000)
  afterAll(async () => {
    await database.close()
  })

  async function call(method: string, path: string, token: string | null, body?: unknown, ip?: string) {
    const headers: Record<string, string> = {
      ...(token ? bearer(token) : {}),
      ...asClient(ip ?? `10.0.0.${(ipCount += 1) % 250}`),
    }
    const init: RequestInit =
      body === undefined
        ? { method, headers }
        : { method, body: JSON.stringify(body), headers: { ...headers, 'Content-Type': 'application/json' } }
    const response = await app.request(`/api${path}`, init)
    const text = await response.text()
    return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown, headers: response.headers }
  }

  function fieldsOf(body: unknown): string[] {
    return Object.keys(ApiErrorSchema.parse(body).errors ?? {})
  }

  async function addVenue(token: string, input: Partial<VenueInput> = {}) {
    const { status, body } = await call('POST', '/event-locations', token, { name: 'De Gouden Pijl', ...input })
    expect(status).toBe(201)
    return VenueSchema.parse(body)
  }

  async function addEvent(token: string, input: Partial<EventInput> = {}) {
    const { status, body } = await call('POST', '/events', token, {
      name: 'Darts night',
      starts_at: '2030-05-03T18:00:00.000Z',
      time_zone: 'Europe/Brussels',
      ...input,
    })
    expect(status).toBe(201)
    return CreatedEventSchema.parse(body)
  }

  async function addTournament(token: string, name = 'Singles') {
    const { status, body } = await call('POST', '/tournaments', token, {
      name,
      type: 'singles',
      starts_at: '2030-05-03T19:00:00.000Z',
      format: { kind: 'knockout', third_place: false },
    })
    expect(status).toBe(201)
    return TournamentSchema.parse(body)
  }

  async function addBoard(token: string, eventId: string, number: number, name?: string) {
    const { status, body } = await call('POST', `/events/${eventId}/boards`, token, { number, name })
    expect(status).toBe(201)
    return BoardWithCodeSchema.parse(body)
  }

  async function tabletLogin(code: string, ip?: string) {
    return call('POST', '/tablet/login', null, { code }, ip)
  }

  const missing = '00000000-0000-4000-8000-000000000000'

  describe('event locations', () => {
    it('adds, lists, changes and deletes the caller’s venues', async () => {
      const me = await createSignedInUser(database.db)
      const other = await createSignedInUser(database.db)
      const venue = await addVenue(me.token, {
        name: 'Café Bullseye',
        street: 'Kerkstraat 1',
        postcode: '9000',
        city: 'Gent',
        country: 'BE',
        map_url: 'https://www.openstreetmap.org/#map=19/51.05/3.72',
        default_board_count: 4,
        notes: 'Key at the bar',
      })
      expect(venue).toMatchObject({ city: 'Gent', default_board_count: 4, notes: 'Key at the bar' })
      await addVenue(me.token, { name: 'Astra' })
      await addVenue(other.token, { name: 'Elsewhere' })
      const listed = await call('GET', '/event-locations', me.token)
      expect(VenueListSchema.parse(listed.body).map((row) => row.name)).toEqual(['Astra', 'Café Bullseye'])

      const changed = await call('PATCH', `/event-locations/${venue.id}`, me.token, { city: 'Brugge', map_url: null })
      expect(changed.status).toBe(200)
      expect(VenueSchema.parse(changed.body)).toMatchObject({ city: 'Brugge', map_url: null, street: 'Kerkstraat 1' })

      expect((await call('DELETE', `/event-locations/${venue.id}`, me.token)).status).toBe(204)
      const after = await call('GET', '/event-locations', me.token)
      expect(VenueListSchema.parse(after.body).map((row) => row.name)).toEqual(['Astra'])
    })

    it('answers 422 on the field for an empty name, a non-http map link or a negative board count', async () => {
      const me = await createSignedInUser(database.db)
      expect(fieldsOf((await call('POST', '/event-locations', me.token, { name: ' ' })).body)).toEqual(['name'])
      const script = await call('POST', '/event-locations', me.token, { name: 'X', map_url: 'javascript:alert(1)' })
      expect(script.status).toBe(422)
      expect(fieldsOf(script.body)).toEqual(['map_url'])
      const venue = await addVenue(me.token)
      const negative = await call('PATCH', `/event-locations/${venue.id}`, me.token, { default_board_count: -1 })
      expect(negative.status).toBe(422)
      expect(fieldsOf(negative.body)).toEqual(['default_board_count'])
    })

    it('refuses to delete a venue an event uses (409), and hides other organisers’ venues (404)', async () => {
      const me = await createSignedInUser(database.db)
      const other = await createSignedInUser(database.db)
      const venue = await addVenue(me.token)
      const event = await addEvent(me.token, { venue_id: venue.id })
      expect((await call('DELETE', `/event-locations/${venue.id}`, me.token)).status).toBe(409)
      expect((await call('PATCH', `/event-locations/${venue.id}`, other.token, { name: 'Mine' })).status).toBe(404)
      expect((await call('DELETE', `/event-locations/${venue.id}`, other.token)).status).toBe(404)
      expect((await call('DELETE', `/event-locations/${missing}`, me.token)).status).toBe(404)
      expect((await call('DELETE', `/events/${event.id}`, me.token)).status).toBe(204)
      expect((await call('DELETE', `/event-locations/${venue.id}`, me.token)).status).toBe(204)
    })

    it('answers 401 without a token', async () => {
      expect((await call('GET', '/event-locations', null)).status).toBe(401)
      expect((await call('POST', '/event-locations', null, { name: 'X' })).status).toBe(401)
      expect((await call('PATCH', `/event-locations/${missing}`, null, { name: 'X' })).status).toBe(401)
      expect((await call('DELETE', `/event-locations/${missing}`, null)).status).toBe(401)
    })
  })

  describe('events', () => {
    it('creates an event at a venue with its default boards numbered 1..n, each with a code shown once', async () => {
      const me = await createSignedInUser(database.db)
      const venue = await addVenue(me.token, { default_board_count: 3, city: 'Gent', notes: 'private note' })
      const event = await addEvent(me.token, {
        venue_id: venue.id,
        ends_at: '2030-05-03T23:00:00.000Z',
        time_zone: 'europe/brussels',
        description: 'Line one\nLine two',
      })
      expect(event).toMatchObject({
        time_zone: 'Europe/Brussels',
        venue: { id: venue.id, city: 'Gent' },
        description: 'Line one\nLine two',
        visibility: 'public',
        can_manage: true,
      })
      expect(event.venue).not.toHaveProperty('notes')
      expect(event.boards.map((board) => board.number)).toEqual([1, 2, 3])
      for (const board of event.boards) expect(board.code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ2-9]{6}$/)
      const boardList = await call('GET', `/events/${event.id}/boards`, me.token)
      expect(BoardListSchema.parse(boardList.body).map((board) => board.number)).toEqual([1, 2, 3])
      expect(boardList.body).not.toContain('code')
      expect(JSON.stringify(boardList.body)).not.toContain(event.boards[0]!.code)

      const mine = MyEventsSchema.parse((await call('GET', '/me/events', me.token)).body)
      expect(mine).toEqual([expect.objectContaining({ id: event.id, boards_count: 3, tournaments_count: 0 })])
    })

    it('answers 422 on time_zone, ends_at and venue_id, and on missing fields', async () => {
      const me = await createSignedInUser(database.db)
      const other = await createSignedInUser(database.db)
      const theirs = await addVenue(other.token)
      const base = { name: 'Night', starts_at: '2030-05-03T18:00:00.000Z', time_zone: 'Europe/Brussels' }
      const zone = await call('POST', '/events', me.token, { ...base, time_zone: 'Europe/Atlantis' })
      expect([zone.status, fieldsOf(zone.body)]).toEqual([422, ['time_zone']])
      const offset = await call('POST', '/events', me.token, { ...base, time_zone: '+01:00' })
      expect([offset.status, fieldsOf(offset.body)]).toEqual([422, ['time_zone']])
      const ends = await call('POST', '/events', me.token, { ...base, ends_at: '2030-05-03T17:00:00.000Z' })
      expect([ends.status, fieldsOf(ends.body)]).toEqual([422, ['ends_at']])
      const venue = await call('POST', '/events', me.token, { ...base, venue_id: theirs.id })
      expect([venue.status, fieldsOf(venue.body)]).toEqual([422, ['venue_id']])
      const empty = await call('POST', '/events', me.token, { time_zone: 'Europe/Brussels' })
      expect(empty.status).toBe(422)
      expect(fieldsOf(empty.body).sort()).toEqual(['name', 'starts_at'])
      const event = await addEvent(me.token)
      const patched = await call('PATCH', `/events/${event.id}`, me.token, { ends_at: '2030-05-01T00:00:00.000Z' })
      expect([patched.status, fieldsOf(patched.body)]).toEqual([422, ['ends_at']])
    })

    it('shows public and unlisted events to anyone, private ones to their organisers only', async () => {
      const me = await createSignedInUser(database.db)
      const other = await createSignedInUser(database.db)
      const open = await addEvent(me.token, { name: 'Open night' })
      const hidden = await addEvent(me.token, { name: 'Club night', visibility: 'private' })
      const anonymous = await call('GET', `/events/${open.id}`, null)
      expect(anonymous.status).toBe(200)
      expect(EventDetailSchema.parse(anonymous.body)).toMatchObject({ name: 'Open night', can_manage: false })
      expect((await call('GET', `/events/${hidden.id}`, null)).status).toBe(404)
      expect((await call('GET', `/events/${hidden.id}`, other.token)).status).toBe(404)
      const own = await call('GET', `/events/${hidden.id}`, me.token)
      expect(EventDetailSchema.parse(own.body)).toMatchObject({ name: 'Club night', can_manage: true })
      expect((await call('GET', `/events/${missing}`, null)).status).toBe(404)
    })

    it('changes and deletes an event: 403 for another organiser’s public event, 404 for a private one', async () => {
      const me = await createSignedInUser(database.db)
      const other = await createSignedInUser(database.db)
      const event = await addEvent(me.token)
      const hidden = await addEvent(me.token, { visibility: 'private' })
      const changed = await call('PATCH', `/events/${event.id}`, me.token, { name: 'Renamed', visibility: 'unlisted' })
      expect(EventDetailSchema.parse(changed.body)).toMatchObject({ name: 'Renamed', visibility: 'unlisted' })
      expect((await call('PATCH', `/events/${event.id}`, other.token, { name: 'Mine' })).status).toBe(403)
      expect((await call('PATCH', `/events/${hidden.id}`, other.token, { name: 'Mine' })).status).toBe(404)
      expect((await call('DELETE', `/events/${event.id}`, other.token)).status).toBe(403)
      expect((await call('DELETE', `/events/${hidden.id}`, other.token)).status).toBe(404)
      expect((await call('PATCH', `/events/${event.id}`, null, { name: 'X' })).status).toBe(401)
      expect((await call('DELETE', `/events/${event.id}`, null)).status).toBe(401)
      expect((await call('POST', '/events', null, { name: 'X' })).status).toBe(401)
      expect((await call('GET', '/me/events', null)).status).toBe(401)
      expect((await call('DELETE', `/events/${event.id}`, me.token)).status).toBe(204)
      expect((await call('GET', `/events/${event.id}`, me.token)).status).toBe(404)
      expect((await call('DELETE', `/events/${missing}`, me.token)).status).toBe(404)
    })

    it('links and unlinks the organiser’s own tournaments; the public sees no private ones', async () => {
      const me = await createSignedInUser(database.db)
      const other = await createSignedInUser(database.db)
      const event = await addEvent(me.token)
      const singles = await addTournament(me.token, 'Singles')
      const secret = await addTournament(me.token, 'Staff cup')
      await call('PATCH', `/tournaments/${secret.id}`, me.token, { visibility: 'private' })
      const theirs = await addTournament(other.token, 'Theirs')

      const linked = await call('POST', `/events/${event.id}/tournaments/${singles.id}`, me.token)
      expect(linked.status).toBe(200)
      expect(EventDetailSchema.parse(linked.body).tournaments).toEqual([
        { id: singles.id, name: 'Singles', status: 'draft', starts_at: singles.starts_at },
      ])
      await call('POST', `/events/${event.id}/tournaments/${secret.id}`, me.token)
      const publicView = EventDetailSchema.parse((await call('GET', `/events/${event.id}`, null)).body)
      expect(publicView.tournaments.map((tournament) => tournament.name)).toEqual(['Singles'])
      const ownView = EventDetailSchema.parse((await call('GET', `/events/${event.id}`, me.token)).body)
      expect(ownView.tournaments.map((tournament) => tournament.name).sort()).toEqual(['Singles', 'Staff cup'])

      expect((await call('POST', `/events/${event.id}/tournaments/${theirs.id}`, me.token)).status).toBe(403)
      expect((await call('POST', `/events/${event.id}/tournaments/${missing}`, me.token)).status).toBe(404)
      expect((await call('POST', `/events/${event.id}/tournaments/${singles.id}`, other.token)).status).toBe(403)
      expect((await call('POST', `/events/${event.id}/tournaments/${singles.id}`, null)).status).toBe(401)
      expect((await call('DELETE', `/events/${event.id}/tournaments/${singles.id}`, null)).status).toBe(401)
      expect((await call('DELETE', `/events/${event.id}/tournaments/${singles.id}`, other.token)).status).toBe(403)

      const unlinked = await call('DELETE', `/events/${event.id}/tournaments/${singles.id}`, me.token)
      expect(EventDetailSchema.parse(unlinked.body).tournaments.map((tournament) => tournament.name)).toEqual([
        'Staff cup',
      ])
      expect((await call('DELETE', `/events/${event.id}/tournaments/${singles.id}`, me.token)).status).toBe(404)
      // The tournament itself stays.
      expect((await call('GET', `/tournaments/${singles.id}`, me.token)).status).toBe(200)
    })

    it('refuses a tournament of another organisation the user manages too (422 on tournament_id)', async () => {
      const admin = await createSignedInUser(database.db, { isSuperAdmin: true })
      const organiser = await createSignedInUser(database.db)
      const event = await addEvent(admin.token)
      const tournament = await addTournament(organiser.token)
      const refused = await call('POST', `/events/${event.id}/tournaments/${tournament.id}`, admin.token)
      expect([refused.status, fieldsOf(refused.body)]).toEqual([422, ['tournament_id']])
    })
  })

  describe('boards', () => {
    it('adds, renames, disables and removes boards; numbers are unique per event', async () => {
      const me = await createSignedInUser(database.db)
      const event = await addEvent(me.token)
      const one = await addBoard(me.token, event.id, 1, 'Stage')
      expect(one).toMatchObject({ number: 1, name: 'Stage', enabled: true, devices_count: 0 })
      for (const letter of one.code) expect(boardCodeAlphabet).toContain(letter)
      const taken = await call('POST', `/events/${event.id}/boards`, me.token, { number: 1 })
      expect([taken.status, fieldsOf(taken.body)]).toEqual([422, ['number']])
      const zero = await call('POST', `/events/${event.id}/boards`, me.token, { number: 0 })
      expect([zero.status, fieldsOf(zero.body)]).toEqual([422, ['number']])
      const otherEvent = await addEvent(me.token)
      await addBoard(me.token, otherEvent.id, 1)

      const patched = await call('PATCH', `/events/${event.id}/boards/${one.id}`, me.token, {
        name: 'Main stage',
        enabled: false,
      })
      expect(BoardSchema.parse(patched.body)).toMatchObject({ name: 'Main stage', enabled: false })
      const badName = await call('PATCH', `/events/${event.id}/boards/${one.id}`, me.token, { name: 'x'.repeat(61) })
      expect([badName.status, fieldsOf(badName.body)]).toEqual([422, ['name']])
      // A board of another event is not found through this one.
      const [foreign] = BoardListSchema.parse((await call('GET', `/events/${otherEvent.id}/boards`, me.token)).body)
      expect((await call('PATCH', `/events/${event.id}/boards/${foreign!.id}`, me.token, { name: 'X' })).status).toBe(
        404,
      )
      expect((await call('DELETE', `/events/${event.id}/boards/${one.id}`, me.token)).status).toBe(204)
      expect(BoardListSchema.parse((await call('GET', `/events/${event.id}/boards`, me.token)).body)).toEqual([])
      expect((await call('DELETE', `/events/${event.id}/boards/${one.id}`, me.token)).status).toBe(404)
    })

    it('answers 401, 403 and 404 on every board route', async () => {
      const me = await createSignedInUser(database.db)
      const other = await createSignedInUser(database.db)
      const event = await addEvent(me.token)
      const hidden = await addEvent(me.token, { visibility: 'private' })
      const board = await addBoard(me.token, event.id, 1)
      const routes: [string, string, unknown?][] = [
        ['GET', `/events/${event.id}/boards`],
        ['POST', `/events/${event.id}/boards`, { number: 2 }],
        ['PATCH', `/events/${event.id}/boards/${board.id}`, { name: 'X' }],
        ['DELETE', `/events/${event.id}/boards/${board.id}`],
        ['POST', `/events/${event.id}/boards/${board.id}/code`],
      ]
      for (const [method, path, body] of routes) {
        expect((await call(method, path, null, body)).status).toBe(401)
        expect((await call(method, path, other.token, body)).status).toBe(403)
        const hiddenPath = path.replace(event.id, hidden.id)
        expect((await call(method, hiddenPath, other.token, body)).status).toBe(404)
        expect((await call(method, path.replace(event.id, missing), me.token, body)).status).toBe(404)
      }
      expect((await call('POST', `/events/${event.id}/boards/${missing}/code`, me.token)).status).toBe(404)
    })
  })

  describe('board tablets', () => {
    it('logs a tablet in by code (any case, with spaces) and shows it its board; the token is no user token', async () => {
      const me = await createSignedInUser(database.db)
      const event = await addEvent(me.token, { name: 'Friday' })
      const board = await addBoard(me.token, event.id, 7, 'Corner')
      const typed = `${board.code.slice(0, 3).toLowerCase()} ${board.code.slice(3)}`
      const login = await tabletLogin(typed)
      expect(login.status).toBe(201)
      const session = TabletSessionSchema.parse(login.body)
      expect(session.board).toMatchObject({
        id: board.id,
        number: 7,
        name: 'Corner',
        event: { id: event.id, name: 'Friday' },
      })

      const mine = await call('GET', '/tablet/board', session.token)
      expect(mine.status).toBe(200)
      expect(TabletBoardSchema.parse(mine.body)).toMatchObject({ id: board.id, number: 7 })
      const [device] = await database.db.select().from(boardDevices).where(eq(boardDevices.boardId, board.id))
      expect(device?.tokenHash).not.toContain(session.token)
      expect(device?.lastSeenAt).not.toBeNull()
      const listed = BoardListSchema.parse((await call('GET', `/events/${event.id}/boards`, me.token)).body)
      expect(listed[0]?.devices_count).toBe(1)

      // A board token is no user, and a user token no board.
      expect((await call('GET', '/me/events', session.token)).status).toBe(401)
      expect((await call('GET', '/user', session.token)).status).toBe(401)
      expect((await call('GET', '/tablet/board', me.token)).status).toBe(401)
      expect((await call('GET', '/tablet/board', null)).status).toBe(401)
      // The code itself is stored only as a hash.
      const [stored] = await database.db.select().from(boards).where(eq(boards.id, board.id))
      expect(stored?.codeHash).not.toContain(board.code)
    })

    it('refuses wrong codes (422 on code) and disabled boards, and limits wrong codes per IP (429)', async () => {
      const me = await createSignedInUser(database.db)
      const event = await addEvent(me.token)
      const board = await addBoard(me.token, event.id, 1)
      const ip = '192.0.2.77'
      const wrong = await tabletLogin('AAAAAA', ip)
      expect([wrong.status, fieldsOf(wrong.body)]).toEqual([422, ['code']])
      expect((await tabletLogin('0O1I00', ip)).status).toBe(422)
      expect((await tabletLogin('BBBBBB', ip)).status).toBe(422)
      const limited = await tabletLogin(board.code, ip)
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
      // Another venue's IP is not held up.
      expect((await tabletLogin(board.code, '192.0.2.78')).status).toBe(201)

      await call('PATCH', `/events/${event.id}/boards/${board.id}`, me.token, { enabled: false })
      const disabled = await tabletLogin(board.code)
      expect([disabled.status, fieldsOf(disabled.body)]).toEqual([422, ['code']])
      const empty = await tabletLogin('')
      expect([empty.status, fieldsOf(empty.body)]).toEqual([422, ['code']])
    })

    it('a new code logs out the tablets of the board and makes the old code useless', async () => {
      const me = await createSignedInUser(database.db)
      const event = await addEvent(me.token)
      const board = await addBoard(me.token, event.id, 1)
      const other = await addBoard(me.token, event.id, 2)
      const session = TabletSessionSchema.parse((await tabletLogin(board.code)).body)
      const otherSession = TabletSessionSchema.parse((await tabletLogin(other.code)).body)

      const regenerated = await call('POST', `/events/${event.id}/boards/${board.id}/code`, me.token)
      expect(regenerated.status).toBe(200)
      const fresh = BoardWithCodeSchema.parse(regenerated.body)
      expect(fresh.code).not.toBe(board.code)
      expect(fresh.devices_count).toBe(0)
      expect((await call('GET', '/tablet/board', session.token)).status).toBe(401)
      expect((await call('GET', '/tablet/board', otherSession.token)).status).toBe(200)
      expect((await tabletLogin(board.code)).status).toBe(422)
      expect((await tabletLogin(fresh.code)).status).toBe(201)
    })

    it('logs out the tablets of a deleted board or event', async () => {
      const me = await createSignedInUser(database.db)
      const event = await addEvent(me.token)
      const board = await addBoard(me.token, event.id, 1)
      const session = TabletSessionSchema.parse((await tabletLogin(board.code)).body)
      expect((await call('DELETE', `/events/${event.id}`, me.token)).status).toBe(204)
      expect((await call('GET', '/tablet/board', session.token)).status).toBe(401)
    })
  })
})
