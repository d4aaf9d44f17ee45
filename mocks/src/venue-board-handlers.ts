import {
  BoardInputSchema,
  UpdateBoardInputSchema,
  VenueBoardParamsSchema,
  type Board,
  type BoardWithCode,
} from '@oche/api'
import { http, HttpResponse } from 'msw'
import { nextVenueBoardCode, type CompetitionStore, type StoredVenue, type StoredVenueBoard } from './competition-store'
import { callerOf, fail, fieldErrors, invalid, invalidField, noContent, parseBody, unauthenticated } from './mock-http'

// A league venue's boards (ADR 016) as the server answers them to the admins of the venue's organisation: by number,
// without codes; a board's login code only in the answer that makes it (a new board, a new code). Switching a board
// off, a new code and deleting it log its tablets out. The boards live in the competition store (`venueBoards`), where
// a tablet's login finds them by code.

/** What the venue boards borrow from the competition handlers. */
export type VenueBoardContext = {
  store: CompetitionStore
  now: () => Date
  /** `*\/api/competition/manage`. */
  base: string
  /**
   * The path's venue for an admin of its organisation, or what the server answers instead: 401 without a token,
   * 404 `organisation.notFound` / `venue.notFound`, 403 `auth.forbidden` for anyone else, 422 for an id that is none.
   */
  venueAccess: (request: Request, values: Record<string, unknown>) => { venue: StoredVenue } | Response
}

/** A board as the API lists it: without its code. */
export const toVenueBoard = ({ venueId: _venue, code: _code, ...board }: StoredVenueBoard): Board => board

const withCode = (board: StoredVenueBoard): BoardWithCode => ({ ...toVenueBoard(board), code: board.code })

/** The venue's boards, by number. */
export const boardsOfVenue = (store: CompetitionStore, venueId: string) =>
  [...store.venueBoards.values()].filter((board) => board.venueId === venueId).sort((a, b) => a.number - b.number)

export function createVenueBoardHandlers(context: VenueBoardContext) {
  const { store } = context
  const stamp = () => context.now().toISOString()
  const boardsBase = `${context.base}/organisations/:org/venues/:venue/boards`
  const boardBase = `${boardsBase}/:board`

  /** The path's board of the path's venue, or the 401/404/403/422 the server answers. */
  const boardAccess = (request: Request, values: Record<string, unknown>): StoredVenueBoard | Response => {
    const checked = VenueBoardParamsSchema.safeParse(values)
    if (!checked.success) return invalid(request, fieldErrors(checked.error.issues))
    const access = context.venueAccess(request, values)
    if (access instanceof Response) return access
    const board = store.venueBoards.get(checked.data.board)
    return board?.venueId === access.venue.id ? board : fail(request, 404, 'board.notFound')
  }
  const logOut = (board: StoredVenueBoard) => {
    board.devices_count = 0
  }

  return [
    http.get(boardsBase, ({ request, params }) => {
      const access = context.venueAccess(request, params)
      if (access instanceof Response) return access
      return HttpResponse.json(boardsOfVenue(store, access.venue.id).map(toVenueBoard))
    }),

    http.post(boardsBase, async ({ request, params }) => {
      if (!callerOf(request)) return unauthenticated(request)
      const input = await parseBody(request, BoardInputSchema)
      if (!input.ok) return input.response
      const access = context.venueAccess(request, params)
      if (access instanceof Response) return access
      const { number, name } = input.data
      // The server's answer to a number taken at the venue, as for an event's boards (`insert-board.ts`).
      if (boardsOfVenue(store, access.venue.id).some((board) => board.number === number))
        return invalidField(request, 'number', 'board.numberTaken')
      const board: StoredVenueBoard = {
        id: crypto.randomUUID(),
        venueId: access.venue.id,
        number,
        name,
        enabled: true,
        devices_count: 0,
        code: nextVenueBoardCode(store),
        created_at: stamp(),
        updated_at: stamp(),
      }
      store.venueBoards.set(board.id, board)
      return HttpResponse.json(withCode(board), { status: 201 })
    }),

    http.patch(boardBase, async ({ request, params }) => {
      if (!callerOf(request)) return unauthenticated(request)
      const input = await parseBody(request, UpdateBoardInputSchema)
      if (!input.ok) return input.response
      const board = boardAccess(request, params)
      if (board instanceof Response) return board
      const { name, enabled } = input.data
      if (name !== undefined) board.name = name
      if (enabled !== undefined) board.enabled = enabled
      if (enabled === false) logOut(board)
      board.updated_at = stamp()
      return HttpResponse.json(toVenueBoard(board))
    }),

    http.delete(boardBase, ({ request, params }) => {
      const board = boardAccess(request, params)
      if (board instanceof Response) return board
      store.venueBoards.delete(board.id)
      return noContent()
    }),

    http.post(`${boardBase}/code`, ({ request, params }) => {
      const board = boardAccess(request, params)
      if (board instanceof Response) return board
      logOut(board)
      Object.assign(board, { code: nextVenueBoardCode(store), updated_at: stamp() })
      return HttpResponse.json(withCode(board))
    }),
  ]
}
