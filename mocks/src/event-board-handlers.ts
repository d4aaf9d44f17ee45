import { planBoardCalls, replay, type CallReason } from '@oche/darts'
import { http, HttpResponse } from 'msw'
import {
  CallInputSchema,
  QueueGameInputSchema,
  QueueOrderInputSchema,
  TabletHeartbeatInputSchema,
  UpdateCallingSettingsInputSchema,
  WalkoverInputSchema,
  type BoardGame,
  type EventBoardsLive,
  type LiveBoard,
  type TabletState,
  summarizeMatch,
  toX01MatchConfig,
  type Match,
  type MatchConfig,
} from '@oche/api'
import { userFixture } from './fixtures'
import { boardTokenFixture, eventBoardsLiveFixture, tabletBoardFixture } from './event-board-fixtures'
import { eventFixtures } from './event-fixtures'
import { appendToMockMatch } from './match-handlers'
import { tournamentFixtureNow } from './tournament-list-fixtures'
import { callerOf, fail, forbidden, invalidField, noContent, parseBody, unauthenticated } from './mock-http'

export type EventBoardHandlerOptions = {
  /** The event's boards and queue to start from; `eventBoardsLiveFixture` by default (each call gets a copy). */
  live?: EventBoardsLive
  /** The board the tablet (`boardTokenFixture`, or any token from the mocked `/tablet/login`) is logged in to. */
  tabletBoardId?: string
  /** The matches the boards' games are scored on, to read (`GET /matches/{id}`) and score. */
  matches?: Match[]
  /** Called after every change, with the new state: a story emits `boards.changed` from here. */
  onChange?: (live: EventBoardsLive) => void
  /**
   * The mocks' clock; the fixtures' moment (`tournamentFixtureNow`) by default, so that the planner sees the world the
   * fixtures describe (who finished when, who still rests).
   */
  now?: () => Date
}

const isBoardToken = (request: Request) =>
  /^Bearer\s+oche_board_/i.test(request.headers.get('Authorization') ?? '') ||
  request.headers.get('Authorization') === `Bearer ${boardTokenFixture}`

/**
 * Stateful handlers for an event's boards at play and its board tablet, like the server in memory: the overview
 * (devices for the organiser only), calling settings, manual calls and moves, taking a game off its board, queue
 * order and holds, walkovers and confirmations, and the tablet's state, start, scoring (exactly once per event
 * id, 409 on a stale version), confirmation and heartbeat. With automatic calling on, a freed board gets the game
 * the real planner calls next.
 */
export function createEventBoardHandlers({
  live: initial = eventBoardsLiveFixture,
  tabletBoardId = tabletBoardFixture.id,
  matches = [],
  onChange,
  now = () => new Date(tournamentFixtureNow),
}: EventBoardHandlerOptions = {}) {
  let live: EventBoardsLive = structuredClone(initial)
  const matchStore = new Map(matches.map((match) => [match.id, structuredClone(match)]))
  const stamp = () => now().toISOString()

  const changed = () => {
    live = { ...live, version: live.version + 1 }
    onChange?.(structuredClone(live))
    return HttpResponse.json(live)
  }
  const boardOf = (gameId: string) => live.boards.find((board) => board.game?.id === gameId)
  const setBoard = (id: string, changes: Partial<LiveBoard>) => {
    live = { ...live, boards: live.boards.map((board) => (board.id === id ? { ...board, ...changes } : board)) }
  }
  const freeBoard = (board: LiveBoard) => {
    setBoard(board.id, { state: 'free', game: null, busy_since: null })
    autoCall()
  }
  const finish = (board: LiveBoard, game: BoardGame) => {
    live = { ...live, recent: [game, ...live.recent].slice(0, 20) }
    freeBoard(board)
  }
  const callTo = (boardId: string, game: BoardGame, by: 'auto' | 'organiser', reason?: CallReason) => {
    const board = live.boards.find((candidate) => candidate.id === boardId)
    if (!board) return
    const calledAt = stamp()
    const noShowAt = new Date(now().getTime() + live.settings.no_show_minutes * 60_000).toISOString()
    setBoard(boardId, {
      state: 'called',
      busy_since: calledAt,
      game: {
        ...game,
        board: { id: board.id, number: board.number, name: board.name },
        called_at: calledAt,
        no_show_at: noShowAt,
        call: reason
          ? {
              by,
              waited_seconds: Math.round(reason.waitedMs / 1000),
              rested_seconds: reason.restedMs === null ? null : Math.round(reason.restedMs / 1000),
              manual: reason.manual,
              skipped: reason.skipped,
            }
          : { by, waited_seconds: 0, rested_seconds: null, manual: false, skipped: 0 },
      },
    })
    live = { ...live, queue: live.queue.filter((queued) => queued.game.id !== game.id) }
  }
  /**
   * With automatic calling on, the calls of the real planner (`planBoardCalls` of @oche/darts, as the server's board
   * sync) to the free boards: players are the sides' names, busy on any board, resting after their last finished game.
   * The queue's holds stay as the fixtures give them.
   */
  const autoCall = () => {
    if (!live.settings.auto_call) return
    const playersOf = (game: BoardGame) => game.sides.map((side) => side.name)
    const lastFinishedAt: Record<string, number> = {}
    for (const game of [...live.recent, ...live.boards.flatMap((board) => (board.game ? [board.game] : []))])
      if (game.result && game.finished_at)
        for (const player of playersOf(game))
          lastFinishedAt[player] = Math.max(lastFinishedAt[player] ?? 0, Date.parse(game.finished_at))
    const clock = now().getTime()
    const plan = planBoardCalls({
      candidates: live.queue.map((queued, order) => ({
        id: queued.game.id,
        players: playersOf(queued.game),
        held: queued.held,
        manualPosition: queued.manual_position,
        round: queued.game.round,
        order,
        // Ready since its players' last game ended; a game of players who have not played yet is ready now.
        readyAt: Math.max(...playersOf(queued.game).map((player) => lastFinishedAt[player] ?? 0)) || clock,
      })),
      boards: live.boards.filter((board) => board.state === 'free' && board.enabled),
      busyPlayers: live.boards.flatMap((board) => (board.game ? playersOf(board.game) : [])),
      lastFinishedAt,
      now: clock,
      rules: { restMs: live.settings.rest_minutes * 60_000 },
    })
    for (const call of plan.calls) {
      const queued = live.queue.find((candidate) => candidate.game.id === call.gameId)
      if (queued) callTo(call.boardId, queued.game, 'auto', call.reason)
    }
  }
  const requireOrganiser = (request: Request, eventId: string) => {
    const caller = callerOf(request)
    if (!caller) return unauthenticated(request)
    if (eventId !== live.event_id) return fail(request, 404, 'event.notFound')
    return caller.id === userFixture.id ? null : forbidden(request)
  }
  const tabletState = (): TabletState => {
    const board = live.boards.find((candidate) => candidate.id === tabletBoardId)
    if (!board) throw new Error(`The tablet's board ${tabletBoardId} is not on the event`)
    const event = eventFixtures.upcoming
    return {
      board: {
        id: board.id,
        number: board.number,
        name: board.name,
        enabled: board.enabled,
        event: { id: live.event_id, name: event.name, starts_at: event.starts_at, time_zone: event.time_zone },
        venue: null,
      },
      state: board.state === 'free' ? 'waiting' : board.state,
      game: board.game,
      next: board.state === 'free' ? (live.queue.find((queued) => queued.hold === null)?.game ?? null) : null,
      league: null,
      version: live.version,
    }
  }
  const tabletAnswer = () => {
    changed()
    return HttpResponse.json(tabletState())
  }

  return [
    http.get('*/api/events/:id/live', ({ request, params }) => {
      if (params.id !== live.event_id) return fail(request, 404, 'event.notFound')
      const organiser = callerOf(request)?.id === userFixture.id
      if (organiser) return HttpResponse.json({ ...live, can_manage: true })
      const boards = live.boards.map((board) => ({ ...board, devices: [] }))
      return HttpResponse.json({ ...live, boards, can_manage: false })
    }),

    http.patch('*/api/events/:id/calling', async ({ request, params }) => {
      const refused = requireOrganiser(request, String(params.id))
      if (refused) return refused
      const input = await parseBody(request, UpdateCallingSettingsInputSchema)
      if (!input.ok) return input.response
      live = { ...live, settings: { ...live.settings, ...input.data } }
      if (input.data.auto_call) autoCall()
      return changed()
    }),

    http.post('*/api/events/:id/calls', async ({ request, params }) => {
      const refused = requireOrganiser(request, String(params.id))
      if (refused) return refused
      const input = await parseBody(request, CallInputSchema)
      if (!input.ok) return input.response
      const target = live.boards.find((board) => board.id === input.data.board_id)
      if (!target) return invalidField(request, 'board_id', 'boardGame.unknownBoard')
      if (!target.enabled) return invalidField(request, 'board_id', 'boardGame.boardDisabled')
      const queued = live.queue.find((candidate) => candidate.game.id === input.data.game_id)
      const current = boardOf(input.data.game_id)
      if (target.game && target.game.id !== input.data.game_id)
        return invalidField(request, 'board_id', 'boardGame.boardBusy')
      if (current && current.state !== 'called') return fail(request, 409, 'boardGame.started')
      const game = queued?.game ?? current?.game
      if (!game) return invalidField(request, 'game_id', 'boardGame.notFound')
      if (current && current.id !== target.id) setBoard(current.id, { state: 'free', game: null, busy_since: null })
      callTo(target.id, game, 'organiser')
      return changed()
    }),

    http.delete('*/api/events/:id/calls/:gameId', ({ request, params }) => {
      const refused = requireOrganiser(request, String(params.id))
      if (refused) return refused
      const board = boardOf(String(params.gameId))
      if (!board?.game) return fail(request, 404, 'boardGame.notCalled')
      if (board.state !== 'called') return fail(request, 409, 'boardGame.started')
      const game: BoardGame = { ...board.game, board: null, called_at: null, call: null, no_show_at: null }
      setBoard(board.id, { state: 'free', game: null, busy_since: null })
      live = {
        ...live,
        queue: [{ game, hold: { kind: 'held' }, manual_position: null, held: true }, ...live.queue],
      }
      return changed()
    }),

    http.put('*/api/events/:id/queue', async ({ request, params }) => {
      const refused = requireOrganiser(request, String(params.id))
      if (refused) return refused
      const input = await parseBody(request, QueueOrderInputSchema)
      if (!input.ok) return input.response
      const ids = input.data.game_ids
      const unknown = ids.find((id) => !live.queue.some((queued) => queued.game.id === id))
      if (unknown) return invalidField(request, 'game_ids', 'boardGame.unknownQueueGame')
      const ordered = ids.flatMap((id, index) => {
        const queued = live.queue.find((candidate) => candidate.game.id === id)
        return queued ? [{ ...queued, manual_position: index + 1 }] : []
      })
      const rest = live.queue
        .filter((queued) => !ids.includes(queued.game.id))
        .map((queued) => ({ ...queued, manual_position: null }))
      live = { ...live, queue: [...ordered, ...rest] }
      return changed()
    }),

    http.patch('*/api/events/:id/queue/:gameId', async ({ request, params }) => {
      const refused = requireOrganiser(request, String(params.id))
      if (refused) return refused
      const input = await parseBody(request, QueueGameInputSchema)
      if (!input.ok) return input.response
      if (!live.queue.some((queued) => queued.game.id === params.gameId))
        return fail(request, 404, 'boardGame.notFound')
      const held = input.data.held
      live = {
        ...live,
        queue: live.queue.map((queued) =>
          queued.game.id === params.gameId
            ? { ...queued, held, hold: held ? { kind: 'held' } : queued.hold?.kind === 'held' ? null : queued.hold }
            : queued,
        ),
      }
      if (!held) autoCall()
      return changed()
    }),

    http.post('*/api/events/:id/games/:gameId/walkover', async ({ request, params }) => {
      const refused = requireOrganiser(request, String(params.id))
      if (refused) return refused
      const input = await parseBody(request, WalkoverInputSchema)
      if (!input.ok) return input.response
      const board = boardOf(String(params.gameId))
      if (!board?.game) return fail(request, 404, 'boardGame.notCalled')
      if (board.state !== 'called') return fail(request, 409, 'boardGame.started')
      const winner = input.data.winner
      const legs: [number, number] = winner === 0 ? [1, 0] : [0, 1]
      finish(board, {
        ...board.game,
        no_show_at: null,
        finished_at: stamp(),
        result: { legs, winner, walkover: true },
      })
      return changed()
    }),

    http.post('*/api/events/:id/games/:gameId/confirm', ({ request, params }) => {
      const refused = requireOrganiser(request, String(params.id))
      if (refused) return refused
      const board = boardOf(String(params.gameId))
      if (!board?.game) return fail(request, 404, 'boardGame.notCalled')
      if (board.state !== 'confirming') return fail(request, 409, 'boardGame.notFinished')
      finish(board, board.game)
      return changed()
    }),

    http.get('*/api/tablet/state', ({ request }) => {
      if (!isBoardToken(request)) return unauthenticated(request)
      return HttpResponse.json(tabletState())
    }),

    http.post('*/api/tablet/games/:gameId/start', ({ request, params }) => {
      if (!isBoardToken(request)) return unauthenticated(request)
      const board = boardOf(String(params.gameId))
      if (!board?.game || board.id !== tabletBoardId) return fail(request, 409, 'tablet.notThisBoard')
      if (board.state !== 'called') return HttpResponse.json(tabletState())
      const game = board.game
      const config: MatchConfig = {
        startScore: game.start_score,
        inRule: 'straight',
        outRule: 'double',
        format: game.format,
        sides: [{ name: game.sides[0].name }, { name: game.sides[1].name }],
      }
      const initial = replay(toX01MatchConfig(config), [])
      if (!initial.ok) throw new Error(`The board game ${game.id} makes no match`)
      const match: Match = {
        id: crypto.randomUUID(),
        kind: 'tournament',
        status: 'live',
        version: 0,
        config,
        events: [],
        summary: summarizeMatch(initial.value),
        created_by: userFixture.id,
        created_at: stamp(),
        updated_at: stamp(),
        tournament_id: game.tournament.id,
      }
      matchStore.set(match.id, match)
      setBoard(board.id, {
        state: 'playing',
        game: { ...game, match_id: match.id, summary: match.summary, started_at: stamp(), no_show_at: null },
      })
      return tabletAnswer()
    }),

    http.get('*/api/matches/:id', ({ params }) => {
      const match = matchStore.get(String(params.id))
      // Other matches fall through to the other handlers.
      return match ? HttpResponse.json(match) : undefined
    }),

    http.post('*/api/tablet/matches/:id/events', async ({ request, params }) => {
      if (!isBoardToken(request)) return unauthenticated(request)
      const match = matchStore.get(String(params.id))
      const board = live.boards.find((candidate) => candidate.game?.match_id === params.id)
      if (!match || !board?.game || board.id !== tabletBoardId) return fail(request, 403, 'tablet.notThisMatch')
      const answer = appendToMockMatch(request, match, await request.json())
      if (!answer.match) return answer.response
      const next = answer.match
      matchStore.set(next.id, next)
      const outcome = next.summary.outcome
      const result: BoardGame['result'] = outcome
        ? {
            legs: [next.summary.legsWon[0] ?? 0, next.summary.legsWon[1] ?? 0],
            winner: outcome.kind === 'draw' ? 'draw' : outcome.winner === 0 ? 0 : 1,
            walkover: false,
          }
        : null
      setBoard(board.id, {
        state: outcome ? 'confirming' : 'playing',
        game: { ...board.game, summary: next.summary, result, finished_at: outcome ? stamp() : null },
      })
      changed()
      return answer.response
    }),

    http.post('*/api/tablet/games/:gameId/confirm', ({ request, params }) => {
      if (!isBoardToken(request)) return unauthenticated(request)
      const board = boardOf(String(params.gameId))
      if (!board?.game || board.id !== tabletBoardId) return fail(request, 409, 'tablet.notThisBoard')
      if (board.state !== 'confirming') return fail(request, 409, 'boardGame.notFinished')
      finish(board, board.game)
      return tabletAnswer()
    }),

    http.post('*/api/tablet/heartbeat', async ({ request }) => {
      if (!isBoardToken(request)) return unauthenticated(request)
      const input = await parseBody(request, TabletHeartbeatInputSchema)
      if (!input.ok) return input.response
      const board = live.boards.find((candidate) => candidate.id === tabletBoardId)
      const [device, ...others] = board?.devices ?? []
      if (board && device)
        setBoard(board.id, {
          devices: [
            { ...device, online: true, last_seen_at: stamp(), pending_visits: input.data.pending_visits },
            ...others,
          ],
        })
      return noContent()
    }),
  ]
}
