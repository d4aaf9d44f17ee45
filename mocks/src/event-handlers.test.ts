import { describe, expect, it } from 'vitest'
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
  VenueListSchema,
  VenueSchema,
} from '@oche/api'
import { mockTokens } from './fixtures'
import { createEventHandlers } from './event-handlers'
import { boardCodeFixtures, boardFixtures, eventFixtures, venueFixtures, venueListFixture } from './event-fixtures'
import { tournamentSnapshotFixtures } from './tournament-fixtures'
import { createTournamentStore } from './tournament-store'
import { mockCaller } from './test-requests'

const caller = (handlers = createEventHandlers()) => mockCaller(handlers)

const errorOf = async (response: Response) => ApiErrorSchema.parse(await response.json())
const upcoming = eventFixtures.upcoming
const missing = '00000000-0000-4000-8000-000000000000'

describe('the event fixtures', () => {
  it('are in the shape of the API: three venues, an upcoming event with eight boards (one off) and a past one', () => {
    expect(VenueListSchema.parse(venueListFixture)).toEqual(venueListFixture)
    expect(venueListFixture.map((venue) => venue.country)).toEqual(['België', 'Nederland', 'United Kingdom'])
    expect(EventDetailSchema.parse(upcoming)).toEqual(upcoming)
    expect(EventDetailSchema.parse(eventFixtures.past)).toEqual(eventFixtures.past)
    expect(BoardListSchema.parse(boardFixtures.upcoming).map((board) => board.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(boardFixtures.upcoming.filter((board) => !board.enabled).map((board) => board.number)).toEqual([8])
    expect(Date.parse(upcoming.starts_at)).toBeGreaterThan(Date.parse(eventFixtures.past.starts_at))
  })
})

describe('the venue mocks', () => {
  it('list the organiser’s venues by name and refuse callers who are not signed in', async () => {
    const call = caller()
    const list = VenueListSchema.parse(await (await call('GET', '/event-locations')).json())
    expect(list.map((venue) => venue.name)).toEqual(['Café De Klokke', 'Dartcentrum De Roos', 'The Red Lion'])
    expect((await call('GET', '/event-locations', undefined, null)).status).toBe(401)
  })

  it('add a venue with defaults, change it, and answer field errors and unknown venues like the server', async () => {
    const call = caller()
    const created = await call('POST', '/event-locations', { name: '  De Dartshoek ', city: 'Leuven' })
    expect(created.status).toBe(201)
    const venue = VenueSchema.parse(await created.json())
    expect(venue).toMatchObject({ name: 'De Dartshoek', city: 'Leuven', map_url: null, default_board_count: 0 })

    const invalid = await call('POST', '/event-locations', { name: '', map_url: 'ftp://example.com' })
    expect(invalid.status).toBe(422)
    expect(Object.keys((await errorOf(invalid)).errors ?? {}).sort()).toEqual(['map_url', 'name'])

    const changed = await call('PATCH', `/event-locations/${venue.id}`, { default_board_count: 6 })
    expect(VenueSchema.parse(await changed.json())).toMatchObject({ name: 'De Dartshoek', default_board_count: 6 })
    expect((await call('PATCH', `/event-locations/${missing}`, { name: 'X' })).status).toBe(404)
    const list = VenueListSchema.parse(await (await call('GET', '/event-locations')).json())
    expect(list.map((item) => item.name)).toContain('De Dartshoek')
  })

  it('refuse to delete a venue an event uses (409) and delete an unused one', async () => {
    const call = caller()
    const inUse = await call('DELETE', `/event-locations/${venueFixtures.cafe.id}`)
    expect(inUse.status).toBe(409)
    expect((await errorOf(inUse)).message).toBe(
      'An event takes place at this location: move or delete the event first.',
    )
    expect((await call('DELETE', `/event-locations/${venueFixtures.pub.id}`)).status).toBe(204)
    expect((await call('DELETE', `/event-locations/${venueFixtures.pub.id}`)).status).toBe(404)
  })
})

describe('the event mocks', () => {
  it('list the organiser’s events latest first with their board counts', async () => {
    const call = caller()
    const mine = MyEventsSchema.parse(await (await call('GET', '/me/events')).json())
    expect(mine.map((event) => [event.name, event.boards_count])).toEqual([
      ['Brabant Open Night', 8],
      ['Klokke Cup, October', 4],
    ])
  })

  it('create an event at a venue with its default boards and their codes, shown this once', async () => {
    const call = caller()
    const response = await call('POST', '/events', {
      name: 'Pub Quiz & Darts',
      starts_at: '2026-12-05T19:00:00.000Z',
      time_zone: 'Europe/London',
      venue_id: venueFixtures.pub.id,
    })
    expect(response.status).toBe(201)
    const event = CreatedEventSchema.parse(await response.json())
    expect(event.venue?.name).toBe('The Red Lion')
    expect(event.boards.map((board) => board.number)).toEqual([1, 2])
    expect(event.boards[0]?.code).not.toBe(event.boards[1]?.code)
    const boards = BoardListSchema.parse(await (await call('GET', `/events/${event.id}/boards`)).json())
    expect(boards[0]).not.toHaveProperty('code')
    expect((await call('DELETE', `/event-locations/${venueFixtures.pub.id}`)).status).toBe(409)
  })

  it('answer unknown time zones, an end before the start and someone else’s venue on their fields', async () => {
    const call = caller()
    const base = { name: 'Night', starts_at: '2026-12-05T19:00:00.000Z', time_zone: 'Europe/Brussels' }
    const fieldOf = async (body: object) =>
      Object.keys((await errorOf(await call('POST', '/events', body))).errors ?? {})
    expect(await fieldOf({ ...base, time_zone: 'Mars/Olympus' })).toEqual(['time_zone'])
    expect(await fieldOf({ ...base, ends_at: '2026-12-05T18:00:00.000Z' })).toEqual(['ends_at'])
    expect(await fieldOf({ ...base, venue_id: missing })).toEqual(['venue_id'])
    const changed = await call('PATCH', `/events/${upcoming.id}`, { ends_at: '2026-11-21T17:00:00.000Z' })
    expect(changed.status).toBe(422)
  })

  it('show public events to anyone, manage them for their organiser only, and delete them with their boards', async () => {
    const call = caller()
    const anonymous = EventDetailSchema.parse(
      await (await call('GET', `/events/${upcoming.id}`, undefined, null)).json(),
    )
    expect(anonymous.can_manage).toBe(false)
    expect((await call('PATCH', `/events/${upcoming.id}`, { name: 'X' }, null)).status).toBe(401)
    expect((await call('GET', `/events/${missing}`)).status).toBe(404)
    expect((await call('GET', '/events/not-an-id')).status).toBe(422)
    const renamed = await call('PATCH', `/events/${upcoming.id}`, { name: 'Brabant Open Night II' })
    expect(EventDetailSchema.parse(await renamed.json()).name).toBe('Brabant Open Night II')
    expect((await call('DELETE', `/events/${upcoming.id}`)).status).toBe(204)
    expect((await call('GET', `/events/${upcoming.id}/boards`)).status).toBe(404)
  })

  it('play one of the organiser’s tournaments at an event and take it out again', async () => {
    const tournaments = createTournamentStore()
    const call = caller(createEventHandlers({ tournaments }))
    const id = tournamentSnapshotFixtures.draft.tournament.id
    const linked = EventDetailSchema.parse(
      await (await call('POST', `/events/${upcoming.id}/tournaments/${id}`)).json(),
    )
    expect(linked.tournaments.map((tournament) => tournament.id)).toEqual([id])
    const unlinked = await call('DELETE', `/events/${upcoming.id}/tournaments/${id}`)
    expect(EventDetailSchema.parse(await unlinked.json()).tournaments).toEqual([])
    expect((await call('DELETE', `/events/${upcoming.id}/tournaments/${id}`)).status).toBe(404)
    expect((await call('POST', `/events/${upcoming.id}/tournaments/${missing}`)).status).toBe(404)
  })
})

describe('the board and tablet mocks', () => {
  it('add a board on a free number only, rename, switch off, give a new code and remove it', async () => {
    const call = caller()
    const boards = `/events/${upcoming.id}/boards`
    const taken = await call('POST', boards, { number: 3 })
    expect(taken.status).toBe(422)
    expect((await errorOf(taken)).errors).toEqual({ number: ['Another board here already has this number.'] })
    const added = BoardWithCodeSchema.parse(await (await call('POST', boards, { number: 9, name: 'Practice' })).json())
    expect(added.code).toHaveLength(6)
    const off = BoardSchema.parse(await (await call('PATCH', `${boards}/${added.id}`, { enabled: false })).json())
    expect(off).toMatchObject({ name: 'Practice', enabled: false })
    const renewed = BoardWithCodeSchema.parse(await (await call('POST', `${boards}/${added.id}/code`)).json())
    expect(renewed.code).not.toBe(added.code)
    expect((await call('DELETE', `${boards}/${added.id}`)).status).toBe(204)
    expect((await call('PATCH', `${boards}/${added.id}`, { name: 'Gone' })).status).toBe(404)
  })

  it('log a tablet in by code (case and dashes ignored), refuse wrong codes and disabled boards', async () => {
    const call = caller()
    const [first] = boardFixtures.upcoming
    const disabled = boardFixtures.upcoming.find((board) => !board.enabled)
    if (!first || !disabled) throw new Error('Fixture boards missing')
    const code = boardCodeFixtures[first.id] ?? ''
    const typed = `${code.slice(0, 3).toLowerCase()}-${code.slice(3)}`
    const login = await call('POST', '/tablet/login', { code: typed }, null)
    expect(login.status).toBe(201)
    const session = TabletSessionSchema.parse(await login.json())
    expect(session.board).toMatchObject({ number: 1, name: 'Stage', event: { name: 'Brabant Open Night' } })
    const board = TabletBoardSchema.parse(await (await call('GET', '/tablet/board', undefined, session.token)).json())
    expect(board.id).toBe(first.id)
    expect((await call('GET', '/tablet/board', undefined, mockTokens.user)).status).toBe(401)

    const wrong = await call('POST', '/tablet/login', { code: 'ZZZZZZ' }, null)
    expect((await errorOf(wrong)).errors?.code).toEqual([
      'No board has this code. Check the code shown by the organiser.',
    ])
    const off = await call('POST', '/tablet/login', { code: boardCodeFixtures[disabled.id] }, null)
    expect(off.status).toBe(422)
    expect((await errorOf(off)).errors?.code?.join(' ')).toContain('switched off')
  })
})
