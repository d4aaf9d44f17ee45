import { http, HttpResponse } from 'msw'
import {
  BoardInputSchema,
  boardCodeAlphabet,
  boardCodeLength,
  EventInputSchema,
  TabletLoginInputSchema,
  UpdateBoardInputSchema,
  UpdateEventInputSchema,
  UpdateVenueInputSchema,
  VenueInputSchema,
  type Board,
  type BoardWithCode,
  type EventDetail,
  type EventListItem,
  type TabletBoard,
  type Venue,
  type TournamentVisibility,
} from '@oche/api'
import { superAdminFixture, userFixture } from './fixtures'
import { boardCodeFixtures, boardFixtures, eventFixtures, venueFixtures } from './event-fixtures'
import {
  callerOf,
  fail,
  forbidden,
  invalid,
  invalidField,
  noContent,
  parseBody,
  unauthenticated,
  type MockCaller,
} from './mock-http'
import { tournamentFixtureNow } from './tournament-list-fixtures'
import type { TournamentStore } from './tournament-store'

type StoredVenue = Venue & { organiserId: string }
type StoredEvent = Omit<EventDetail, 'venue' | 'tournaments' | 'can_manage'> & {
  venueId: string | null
  organiserId: string
  /** Tournaments played at the event, by id. */
  tournamentIds: string[]
}
type StoredBoard = Board & { eventId: string; code: string }

export type EventHandlerOptions = {
  /** The venues the demo organiser starts with; `venueFixtures` by default. Each call gets its own copy. */
  venues?: Venue[]
  /** The events the demo organiser starts with, with their boards; the fixtures by default. */
  events?: { event: EventDetail; boards: Board[] }[]
  /** The tournaments events can play (`POST /events/{id}/tournaments/{tournamentId}`); none by default. */
  tournaments?: TournamentStore
  /** The mocks' clock; the fixtures' moment (`tournamentFixtureNow`) by default. */
  now?: () => Date
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const canonicalTimeZone = (zone: string): string | null => {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone
  } catch {
    return null
  }
}

const normaliseCode = (typed: string): string | null => {
  const code = typed.replace(/[\s-]/g, '').toUpperCase()
  return code.length === boardCodeLength && [...code].every((letter) => boardCodeAlphabet.includes(letter))
    ? code
    : null
}

const defaultEvents = () =>
  (Object.keys(eventFixtures) as (keyof typeof eventFixtures)[]).map((key) => ({
    event: eventFixtures[key] as EventDetail,
    boards: boardFixtures[key],
  }))

/**
 * Handlers for `/event-locations`, `/me/events`, `/events` (with boards and tournaments) and `/tablet` that behave
 * like the server, in memory: 401 without a token, 404 for another organiser's venue or private event, 403 for
 * their public one, 409 deleting a venue an event uses, 422 with the server's field errors, and login codes
 * answered only when made. Call it per story for a fresh store.
 */
export function createEventHandlers({
  venues = Object.values(venueFixtures),
  events = defaultEvents(),
  tournaments,
  now = () => new Date(tournamentFixtureNow),
}: EventHandlerOptions = {}) {
  const stamp = () => now().toISOString()
  const venueStore = new Map<string, StoredVenue>(
    venues.map((venue) => [venue.id, { ...structuredClone(venue), organiserId: userFixture.id }]),
  )
  const eventStore = new Map<string, StoredEvent>(
    events.map(({ event: { venue, tournaments: played, can_manage: _manage, ...event } }) => [
      event.id,
      {
        ...structuredClone(event),
        venueId: venue?.id ?? null,
        organiserId: userFixture.id,
        tournamentIds: played.map((tournament) => tournament.id),
      },
    ]),
  )
  const boardStore = new Map<string, StoredBoard>(
    events.flatMap(({ event, boards }) =>
      boards.map((board): [string, StoredBoard] => [
        board.id,
        { ...structuredClone(board), eventId: event.id, code: boardCodeFixtures[board.id] ?? 'ZZZZZZ' },
      ]),
    ),
  )
  /** Board tokens of logged-in tablets, with their board id. */
  const devices = new Map<string, string>()
  let codes = 0
  const nextCode = () => {
    codes += 1
    let seed = codes * 7919 + 104729
    return Array.from({ length: boardCodeLength }, () => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return boardCodeAlphabet[seed % boardCodeAlphabet.length]
    }).join('')
  }

  const manages = (caller: MockCaller, organiserId: string) =>
    caller.id === organiserId || caller.id === superAdminFixture.id
  const toVenue = ({ organiserId: _organiser, ...venue }: StoredVenue): Venue => venue
  const boardsOf = (eventId: string) =>
    [...boardStore.values()].filter((board) => board.eventId === eventId).sort((a, b) => a.number - b.number)
  const toBoard = ({ eventId: _event, code: _code, ...board }: StoredBoard): Board => ({
    ...board,
    devices_count: board.devices_count + [...devices.values()].filter((id) => id === board.id).length,
  })
  const withCode = (board: StoredBoard): BoardWithCode => ({ ...toBoard(board), code: board.code })
  const venueOf = (event: StoredEvent): EventDetail['venue'] => {
    const venue = event.venueId ? venueStore.get(event.venueId) : undefined
    if (!venue) return null
    const { id, name, street, postcode, city, country, map_url } = venue
    return { id, name, street, postcode, city, country, map_url }
  }
  const playedAt = (event: StoredEvent, canManage: boolean) =>
    event.tournamentIds
      .map((id) => tournaments?.tournaments.get(id)?.snapshot.tournament)
      .filter((tournament) => tournament !== undefined)
      .filter((tournament) => canManage || tournament.visibility !== 'private')
      .map(({ id, name, status, starts_at }) => ({ id, name, status, starts_at }))
      .sort((a, b) => a.starts_at.localeCompare(b.starts_at))
  const toDetail = (event: StoredEvent, canManage: boolean): EventDetail => {
    const { venueId: _venue, organiserId: _organiser, tournamentIds: _ids, ...rest } = event
    return { ...rest, venue: venueOf(event), tournaments: playedAt(event, canManage), can_manage: canManage }
  }
  const toListItem = (event: StoredEvent): EventListItem => {
    const { description: _d, tournaments: played, can_manage: _c, ...item } = toDetail(event, true)
    return { ...item, tournaments_count: played.length, boards_count: boardsOf(event.id).length }
  }

  // zod's own message for a path parameter that is no UUID, not a text of the server's catalogue.
  const badId = (request: Request, field = 'id') => invalid(request, { [field]: ['Invalid UUID'] })
  const ownVenue = (caller: MockCaller, id: string) => {
    const venue = venueStore.get(id)
    return venue && manages(caller, venue.organiserId) ? venue : null
  }
  /** The event the caller manages, or the 404/403 the server answers. */
  const managedEvent = (request: Request, caller: MockCaller, id: string): StoredEvent | Response => {
    const event = eventStore.get(id)
    if (!event) return fail(request, 404, 'event.notFound')
    if (manages(caller, event.organiserId)) return event
    return event.visibility === 'private' ? fail(request, 404, 'event.notFound') : forbidden(request)
  }
  /** The event's checked fields, or the 422 the server answers. */
  const checkEvent = (
    request: Request,
    caller: MockCaller,
    fields: { time_zone: string; starts_at: string; ends_at: string | null; venue_id: string | null },
  ): { timeZone: string } | Response => {
    const timeZone = canonicalTimeZone(fields.time_zone)
    if (!timeZone) return invalidField(request, 'time_zone', 'event.unknownTimeZone')
    if (fields.ends_at && Date.parse(fields.ends_at) <= Date.parse(fields.starts_at))
      return invalidField(request, 'ends_at', 'event.endsBeforeStart')
    if (fields.venue_id && !ownVenue(caller, fields.venue_id))
      return invalidField(request, 'venue_id', 'event.unknownVenue')
    return { timeZone }
  }
  const addBoard = (eventId: string, number: number, name: string): StoredBoard => {
    const board: StoredBoard = {
      id: crypto.randomUUID(),
      number,
      name,
      enabled: true,
      devices_count: 0,
      created_at: stamp(),
      updated_at: stamp(),
      eventId,
      code: nextCode(),
    }
    boardStore.set(board.id, board)
    return board
  }
  const logOutBoard = (board: StoredBoard) => {
    board.devices_count = 0
    for (const [token, id] of devices) if (id === board.id) devices.delete(token)
  }

  return [
    http.get('*/api/event-locations', ({ request }) => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      const list = [...venueStore.values()]
        .filter((venue) => manages(caller, venue.organiserId))
        .sort((a, b) => a.name.localeCompare(b.name))
      return HttpResponse.json(list.map(toVenue))
    }),

    http.post('*/api/event-locations', async ({ request }) => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      const input = await parseBody(request, VenueInputSchema)
      if (!input.ok) return input.response
      const venue: StoredVenue = {
        id: crypto.randomUUID(),
        ...input.data,
        created_at: stamp(),
        updated_at: stamp(),
        organiserId: caller.id,
      }
      venueStore.set(venue.id, venue)
      return HttpResponse.json(toVenue(venue), { status: 201 })
    }),

    http.patch('*/api/event-locations/:id', async ({ request, params }) => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      if (!UUID.test(String(params.id))) return badId(request)
      const input = await parseBody(request, UpdateVenueInputSchema)
      if (!input.ok) return input.response
      const venue = ownVenue(caller, String(params.id))
      if (!venue) return fail(request, 404, 'venue.notFound')
      Object.assign(venue, input.data, { updated_at: stamp() })
      return HttpResponse.json(toVenue(venue))
    }),

    http.delete('*/api/event-locations/:id', ({ request, params }) => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      if (!UUID.test(String(params.id))) return badId(request)
      const venue = ownVenue(caller, String(params.id))
      if (!venue) return fail(request, 404, 'venue.notFound')
      if ([...eventStore.values()].some((event) => event.venueId === venue.id)) return fail(request, 409, 'venue.inUse')
      venueStore.delete(venue.id)
      return noContent()
    }),

    http.get('*/api/me/events', ({ request }) => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      const list = [...eventStore.values()]
        .filter((event) => manages(caller, event.organiserId))
        .sort((a, b) => b.starts_at.localeCompare(a.starts_at))
      return HttpResponse.json(list.map(toListItem))
    }),

    http.post('*/api/events', async ({ request }) => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      const input = await parseBody(request, EventInputSchema)
      if (!input.ok) return input.response
      const checked = checkEvent(request, caller, input.data)
      if (checked instanceof Response) return checked
      const { venue_id: venueId, ...fields } = input.data
      const event: StoredEvent = {
        id: crypto.randomUUID(),
        ...fields,
        time_zone: checked.timeZone,
        created_at: stamp(),
        updated_at: stamp(),
        venueId,
        organiserId: caller.id,
        tournamentIds: [],
      }
      eventStore.set(event.id, event)
      const count = venueId ? (venueStore.get(venueId)?.default_board_count ?? 0) : 0
      const made = Array.from({ length: count }, (_, index) => addBoard(event.id, index + 1, ''))
      return HttpResponse.json({ ...toDetail(event, true), boards: made.map(withCode) }, { status: 201 })
    }),

    http.get('*/api/events/:id', ({ request, params }) => {
      if (!UUID.test(String(params.id))) return badId(request)
      const caller = callerOf(request)
      const event = eventStore.get(String(params.id))
      const canManage = !!caller && !!event && manages(caller, event.organiserId)
      if (!event || (event.visibility === 'private' && !canManage)) return fail(request, 404, 'event.notFound')
      return HttpResponse.json(toDetail(event, canManage))
    }),

    http.patch('*/api/events/:id', async ({ request, params }) => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      if (!UUID.test(String(params.id))) return badId(request)
      const input = await parseBody(request, UpdateEventInputSchema)
      if (!input.ok) return input.response
      const event = managedEvent(request, caller, String(params.id))
      if (event instanceof Response) return event
      const { venue_id: venueId, ...changes } = input.data
      const checked = checkEvent(request, caller, {
        time_zone: changes.time_zone ?? event.time_zone,
        starts_at: changes.starts_at ?? event.starts_at,
        ends_at: changes.ends_at === undefined ? event.ends_at : changes.ends_at,
        venue_id: venueId === undefined ? null : venueId,
      })
      if (checked instanceof Response) return checked
      Object.assign(event, changes, { time_zone: checked.timeZone, updated_at: stamp() })
      if (venueId !== undefined) event.venueId = venueId
      return HttpResponse.json(toDetail(event, true))
    }),

    http.delete('*/api/events/:id', ({ request, params }) => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      if (!UUID.test(String(params.id))) return badId(request)
      const event = managedEvent(request, caller, String(params.id))
      if (event instanceof Response) return event
      for (const board of boardsOf(event.id)) {
        logOutBoard(board)
        boardStore.delete(board.id)
      }
      eventStore.delete(event.id)
      return noContent()
    }),

    http.post('*/api/events/:id/tournaments/:tournamentId', ({ request, params }) => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      if (!UUID.test(String(params.id))) return badId(request)
      if (!UUID.test(String(params.tournamentId))) return badId(request, 'tournamentId')
      const event = managedEvent(request, caller, String(params.id))
      if (event instanceof Response) return event
      const tournament = tournaments?.tournaments.get(String(params.tournamentId))?.snapshot.tournament
      if (!tournament) return fail(request, 404, 'tournament.notFound')
      if (!manages(caller, tournament.organiser.id)) {
        const visibility: TournamentVisibility = tournament.visibility
        return visibility === 'private' ? fail(request, 404, 'tournament.notFound') : forbidden(request)
      }
      if (tournament.organiser.id !== event.organiserId)
        return invalidField(request, 'tournament_id', 'event.tournamentOfOtherOrganisation')
      for (const other of eventStore.values())
        other.tournamentIds = other.tournamentIds.filter((id) => id !== tournament.id)
      event.tournamentIds.push(tournament.id)
      return HttpResponse.json(toDetail(event, true))
    }),

    http.delete('*/api/events/:id/tournaments/:tournamentId', ({ request, params }) => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      if (!UUID.test(String(params.id))) return badId(request)
      if (!UUID.test(String(params.tournamentId))) return badId(request, 'tournamentId')
      const event = managedEvent(request, caller, String(params.id))
      if (event instanceof Response) return event
      if (!event.tournamentIds.includes(String(params.tournamentId)))
        return fail(request, 404, 'event.tournamentNotLinked')
      event.tournamentIds = event.tournamentIds.filter((id) => id !== params.tournamentId)
      return HttpResponse.json(toDetail(event, true))
    }),

    http.get('*/api/events/:id/boards', ({ request, params }) => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      if (!UUID.test(String(params.id))) return badId(request)
      const event = managedEvent(request, caller, String(params.id))
      if (event instanceof Response) return event
      return HttpResponse.json(boardsOf(event.id).map(toBoard))
    }),

    http.post('*/api/events/:id/boards', async ({ request, params }) => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      if (!UUID.test(String(params.id))) return badId(request)
      const input = await parseBody(request, BoardInputSchema)
      if (!input.ok) return input.response
      const event = managedEvent(request, caller, String(params.id))
      if (event instanceof Response) return event
      if (boardsOf(event.id).some((board) => board.number === input.data.number))
        return invalidField(request, 'number', 'board.numberTaken')
      return HttpResponse.json(withCode(addBoard(event.id, input.data.number, input.data.name)), { status: 201 })
    }),

    ...(['patch', 'delete', 'post'] as const).map((method) =>
      http[method](
        method === 'post' ? '*/api/events/:id/boards/:boardId/code' : '*/api/events/:id/boards/:boardId',
        async ({ request, params }) => {
          const caller = callerOf(request)
          if (!caller) return unauthenticated(request)
          if (!UUID.test(String(params.id))) return badId(request)
          if (!UUID.test(String(params.boardId))) return badId(request, 'boardId')
          const input = method === 'patch' ? await parseBody(request, UpdateBoardInputSchema) : null
          if (input && !input.ok) return input.response
          const event = managedEvent(request, caller, String(params.id))
          if (event instanceof Response) return event
          const board = boardStore.get(String(params.boardId))
          if (board?.eventId !== event.id) return fail(request, 404, 'board.notFound')
          if (method === 'delete') {
            logOutBoard(board)
            boardStore.delete(board.id)
            return noContent()
          }
          if (method === 'post') {
            logOutBoard(board)
            Object.assign(board, { code: nextCode(), updated_at: stamp() })
            return HttpResponse.json(withCode(board))
          }
          if (input?.ok) Object.assign(board, input.data, { updated_at: stamp() })
          return HttpResponse.json(toBoard(board))
        },
      ),
    ),

    http.post('*/api/tablet/login', async ({ request }) => {
      const input = await parseBody(request, TabletLoginInputSchema)
      if (!input.ok) return input.response
      const code = normaliseCode(input.data.code)
      const board = code ? [...boardStore.values()].find((candidate) => candidate.code === code) : undefined
      if (!board) return invalidField(request, 'code', 'tablet.invalidCode')
      if (!board.enabled) return invalidField(request, 'code', 'tablet.boardDisabled')
      const token = `oche_board_mock_${crypto.randomUUID()}`
      devices.set(token, board.id)
      return HttpResponse.json({ token, board: tabletBoardOf(board) }, { status: 201 })
    }),

    http.get('*/api/tablet/board', ({ request }) => {
      const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? ''
      const board = boardStore.get(devices.get(token) ?? '')
      if (!board) return unauthenticated(request)
      return HttpResponse.json(tabletBoardOf(board))
    }),
  ]

  function tabletBoardOf(board: StoredBoard): TabletBoard {
    const event = eventStore.get(board.eventId)
    if (!event) throw new Error(`Board ${board.id} has no event`)
    const { id, name, starts_at, time_zone } = event
    return {
      id: board.id,
      number: board.number,
      name: board.name,
      enabled: board.enabled,
      event: { id, name, starts_at, time_zone },
      venue: null,
    }
  }
}
