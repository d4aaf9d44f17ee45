import { describe, expect, it } from 'vitest'
import {
  EventBoardsLiveSchema,
  TabletStateSchema,
  type EventBoardsLive,
  AppendEventResultSchema,
  MatchConflictSchema,
} from '@oche/api'
import {
  boardGameFixtures,
  boardTokenFixture,
  eventBoardsLiveFixture,
  tabletBoardFixture,
} from './event-board-fixtures'
import { createEventBoardHandlers } from './event-board-handlers'
import { mockCaller } from './test-requests'

const caller = (handlers = createEventBoardHandlers()) => mockCaller(handlers)

const eventId = eventBoardsLiveFixture.event_id
const visit = (total: number) => ({ type: 'visit' as const, id: crypto.randomUUID(), total })

describe('the event board mocks', () => {
  it('show tablets to the organiser only', async () => {
    const call = caller()
    const mine = EventBoardsLiveSchema.parse(await (await call('GET', `/events/${eventId}/live`)).json())
    expect(mine.boards[0]?.devices).toHaveLength(2)
    const theirs = EventBoardsLiveSchema.parse(
      await (await call('GET', `/events/${eventId}/live`, undefined, null)).json(),
    )
    expect(theirs.boards.every((board) => board.devices.length === 0)).toBe(true)
    expect(theirs.can_manage).toBe(false)
    expect((await call('PATCH', `/events/${eventId}/calling`, { auto_call: false }, null)).status).toBe(401)
  })

  it('let a tablet start, score exactly once and confirm, then call the next game that can go', async () => {
    const changes: EventBoardsLive[] = []
    const call = caller(createEventBoardHandlers({ onChange: (live) => changes.push(live) }))
    const tablet = (method: string, path: string, body?: unknown) => call(method, path, body, boardTokenFixture)
    const called = TabletStateSchema.parse(await (await tablet('GET', '/tablet/state')).json())
    expect(called).toMatchObject({ state: 'called', game: { id: boardGameFixtures.called.id } })
    const playing = TabletStateSchema.parse(
      await (await tablet('POST', `/tablet/games/${called.game!.id}/start`)).json(),
    )
    const matchId = playing.game!.match_id!
    expect((await call('GET', `/matches/${matchId}`)).status).toBe(200)

    let version = 0
    const first = visit(180)
    for (const event of [first, visit(60), visit(180), visit(60)]) {
      const response = await tablet('POST', `/tablet/matches/${matchId}/events`, { event, version })
      expect(response.status).toBe(201)
      version = AppendEventResultSchema.parse(await response.json()).match.version
    }
    // Sent again after a lost answer: stored once. Built on an old version: the match as it is.
    expect((await tablet('POST', `/tablet/matches/${matchId}/events`, { event: first, version: 0 })).status).toBe(200)
    const stale = await tablet('POST', `/tablet/matches/${matchId}/events`, { event: visit(100), version: 1 })
    expect(stale.status).toBe(409)
    expect(MatchConflictSchema.parse(await stale.json()).match.events).toHaveLength(4)

    const checkout = { type: 'darts' as const, id: crypto.randomUUID(), darts: ['T20', 'T19', 'D12'] }
    await tablet('POST', `/tablet/matches/${matchId}/events`, { event: checkout, version })
    // A best of 5: one leg does not end it; the organiser's walkover of another board frees that one instead.
    expect(TabletStateSchema.parse(await (await tablet('GET', '/tablet/state')).json()).state).toBe('playing')
    const walkover = await call('POST', `/events/${eventId}/games/${boardGameFixtures.noShow.id}/walkover`, {
      winner: 0,
    })
    const after = EventBoardsLiveSchema.parse(await walkover.json())
    // Board 4 is free and takes the first waiting game that can go.
    expect(after.boards[3]?.game?.id).toBe(boardGameFixtures.waitingNext.id)
    expect(after.recent[0]?.result).toMatchObject({ walkover: true, winner: 0 })
    expect(changes.at(-1)?.version).toBe(after.version)
  })

  it('refuse a busy board and a started game, with the server’s field and message', async () => {
    const call = caller()
    const busy = await call('POST', `/events/${eventId}/calls`, {
      game_id: boardGameFixtures.waitingNext.id,
      board_id: tabletBoardFixture.id,
    })
    expect(busy.status).toBe(422)
    expect(await busy.json()).toMatchObject({ errors: { board_id: ['This board already has a game.'] } })
    expect((await call('DELETE', `/events/${eventId}/calls/${boardGameFixtures.playing.id}`)).status).toBe(409)
  })
})
