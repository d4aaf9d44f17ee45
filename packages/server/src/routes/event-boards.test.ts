import {
  AppendEventResultSchema,
  ApiErrorSchema,
  BoardWithCodeSchema,
  CreatedEventSchema,
  EventBoardsLiveSchema,
  MatchConflictSchema,
  TabletSessionSchema,
  TabletStateSchema,
  type EventBoardsLive,
  type TabletState,
} from '@oche/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import type { Publisher } from '../realtime/index'
import { nineDarter, visit } from '../test/match-events'
import { asClient, availableTestDatabases, createTestApp } from '../test/test-databases'
import { callApi, createTournamentWithPlayers, phase } from '../test/tournament-play-fixtures'
import { createSignedInUser, json } from '../test/test-users'

const databases = await availableTestDatabases()

let ip = 0

describe.each(databases)('event boards on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>
  const published: { channel: string; event: string; data: unknown }[] = []
  /** While set, every publish fails (the realtime server is down): the changes must stand and the boards re-plan. */
  let publishFails = false

  beforeAll(async () => {
    database = await open()
    const publisher: Publisher = {
      publish: async (channel, event, data) => {
        if (publishFails) throw new Error('The realtime server is down')
        published.push({ channel: channel as string, event, data })
      },
      authorizeChannel: () => ({ auth: 'unused' }),
    }
    const client = { key: 'key', cluster: 'mt1', host: undefined, port: undefined, tls: true }
    app = createTestApp(database, {
      realtime: { publisher, client },
      boardCodeLimits: { maxFailuresPerAccount: 100, maxFailuresPerIp: 100, windowMs: 60_000 },
    })
  }, 60_000)
  afterAll(async () => {
    await database.close()
  })

  const call = (method: string, path: string, token: string | null, body?: unknown) =>
    callApi(app, method, path, token, body)

  async function tabletLogin(code: string) {
    const response = await app.request('/api/tablet/login', {
      method: 'POST',
      body: JSON.stringify({ code }),
      headers: { 'Content-Type': 'application/json', ...asClient(`10.9.0.${(ip += 1) % 250}`) },
    })
    expect(response.status).toBe(201)
    return TabletSessionSchema.parse(await response.json()).token
  }

  /** An event with two boards (their tablets logged in) and a round robin of four, drawn: two games get called. */
  async function eventInPlay(options: { visibility?: 'public' | 'private' } = {}) {
    const organiser = await createSignedInUser(database.db, { name: 'Olly Organiser' })
    const created = await call('POST', '/events', organiser.token, {
      name: 'Friday darts',
      starts_at: '2026-05-01T17:00:00.000Z',
      time_zone: 'Europe/Brussels',
      visibility: options.visibility ?? 'public',
    })
    expect(created.status).toBe(201)
    const event = CreatedEventSchema.parse(created.body)
    const boards = []
    for (const number of [1, 2]) {
      const board = await call('POST', `/events/${event.id}/boards`, organiser.token, { number })
      expect(board.status).toBe(201)
      boards.push(BoardWithCodeSchema.parse(board.body))
    }
    const { tournamentId, entries } = await createTournamentWithPlayers(
      app,
      organiser.token,
      { format: { kind: 'roundRobin' }, phases: { roundRobin: phase({ kind: 'firstTo', legs: 1 }) } },
      [{ name: 'Anna' }, { name: 'Bart' }, { name: 'Cas' }, { name: 'Dirk' }],
    )
    expect((await call('POST', `/events/${event.id}/tournaments/${tournamentId}`, organiser.token)).status).toBe(200)
    const tablets = [await tabletLogin(boards[0]!.code), await tabletLogin(boards[1]!.code)] as const
    published.length = 0
    expect((await call('POST', `/tournaments/${tournamentId}/draw`, organiser.token, {})).status).toBe(200)
    return { organiser, event, boards, tournamentId, entries, tablets }
  }

  async function live(eventId: string, token: string | null): Promise<EventBoardsLive> {
    const { status, body } = await call('GET', `/events/${eventId}/live`, token)
    expect(status).toBe(200)
    return EventBoardsLiveSchema.parse(body)
  }

  async function tabletState(token: string): Promise<TabletState> {
    const { status, body } = await call('GET', '/tablet/state', token)
    expect(status).toBe(200)
    return TabletStateSchema.parse(body)
  }

  /** Scores the tablet's game to the end: side 0 wins by a nine-darter. */
  async function scoreToTheEnd(token: string, matchId: string) {
    let version = 0
    for (const event of nineDarter()) {
      const { status, body } = await call('POST', `/tablet/matches/${matchId}/events`, token, { event, version })
      expect(status).toBe(201)
      version = AppendEventResultSchema.parse(body).match.version
    }
  }

  function playersOf(state: EventBoardsLive) {
    return state.boards.flatMap((board) => board.game?.sides.map((side) => side.name) ?? [])
  }

  it('calls the first games to both boards by itself when the draw is made, each with its reason', async () => {
    const { organiser, event } = await eventInPlay()
    const state = await live(event.id, organiser.token)
    expect(state.boards.map((board) => board.state)).toEqual(['called', 'called'])
    // Four players on two boards: nobody twice.
    expect(new Set(playersOf(state)).size).toBe(4)
    expect(state.boards[0]?.game?.call).toMatchObject({ by: 'auto', manual: false })
    // The event began months ago, but the games exist since the draw a moment ago: they waited seconds, not months.
    for (const board of state.boards) expect(board.game?.call?.waited_seconds).toBeLessThan(60)
    expect(state.boards[0]?.game?.no_show_at).not.toBeNull()
    // The other four games wait: each has a player still busy on a board.
    expect(state.queue).toHaveLength(4)
    expect(state.queue.every((queued) => queued.hold?.kind === 'playerBusy')).toBe(true)
    expect(
      published.some((message) => message.channel === `event.${event.id}` && message.event === 'boards.changed'),
    ).toBe(true)
  }, 30_000)

  it('lets a board’s tablet start, score and confirm its game; the next games wait for busy players', async () => {
    const { organiser, event, tablets } = await eventInPlay()
    const called = await tabletState(tablets[0])
    expect(called.state).toBe('called')
    expect(called.board.number).toBe(1)
    const gameId = called.game!.id

    const started = await call('POST', `/tablet/games/${gameId}/start`, tablets[0])
    expect(started.status).toBe(200)
    const playing = TabletStateSchema.parse(started.body)
    expect(playing.state).toBe('playing')
    expect(playing.game?.match_id).toBeTruthy()
    expect(playing.game?.no_show_at).toBeNull()
    // Starting again changes nothing.
    const again = TabletStateSchema.parse((await call('POST', `/tablet/games/${gameId}/start`, tablets[0])).body)
    expect(again.game?.match_id).toBe(playing.game?.match_id)

    await scoreToTheEnd(tablets[0], playing.game!.match_id!)
    const confirming = await tabletState(tablets[0])
    expect(confirming.state).toBe('confirming')
    expect(confirming.game?.result).toEqual({ legs: [1, 0], winner: 0, walkover: false })
    // The overview and the public page see it too.
    const overview = await live(event.id, organiser.token)
    expect(overview.boards[0]?.state).toBe('confirming')

    const confirmed = await call('POST', `/tablet/games/${gameId}/confirm`, tablets[0])
    expect(confirmed.status).toBe(200)
    // Every game left has a player still at board 2: board 1 waits, and says what comes next when it can.
    expect(TabletStateSchema.parse(confirmed.body).state).toBe('waiting')
    const after = await live(event.id, organiser.token)
    expect(after.boards.map((board) => board.state)).toEqual(['free', 'called'])
    expect(after.recent[0]?.id).toBe(gameId)
    // A repeated confirmation (a lost answer) is no error.
    expect((await call('POST', `/tablet/games/${gameId}/confirm`, tablets[0])).status).toBe(200)
  }, 30_000)

  it('calls the next games automatically once the players are free again', async () => {
    const { organiser, event, tablets } = await eventInPlay()
    for (const tablet of tablets) {
      const game = (await tabletState(tablet)).game!
      const playing = TabletStateSchema.parse((await call('POST', `/tablet/games/${game.id}/start`, tablet)).body)
      await scoreToTheEnd(tablet, playing.game!.match_id!)
      expect((await call('POST', `/tablet/games/${game.id}/confirm`, tablet)).status).toBe(200)
    }
    const state = await live(event.id, organiser.token)
    expect(state.boards.map((board) => board.state)).toEqual(['called', 'called'])
    expect(new Set(playersOf(state)).size).toBe(4)
    expect(state.recent).toHaveLength(2)
    expect(state.queue).toHaveLength(2)
  }, 30_000)

  it('frees the board when the organiser enters the result of its game themselves', async () => {
    const { organiser, event, tablets, tournamentId } = await eventInPlay()
    const game = (await tabletState(tablets[0])).game!
    const playing = TabletStateSchema.parse((await call('POST', `/tablet/games/${game.id}/start`, tablets[0])).body)
    await scoreToTheEnd(tablets[0], playing.game!.match_id!)
    expect((await tabletState(tablets[0])).state).toBe('confirming')

    const entered = await call('PUT', `/tournaments/${tournamentId}/games/${game.id}/result`, organiser.token, {
      kind: 'played',
      legs: [1, 0],
    })
    expect(entered.status).toBe(200)
    // No "Confirm result" press needed: the board is no longer awaiting confirmation and the tablet moves on.
    const after = await live(event.id, organiser.token)
    expect(after.boards[0]?.state).not.toBe('confirming')
    expect(after.recent.map((recent) => recent.id)).toContain(game.id)
    expect((await tabletState(tablets[0])).state).toBe('waiting')
  }, 30_000)

  it('stores each visit once however often a tablet sends it, and refuses a stale one with the true match', async () => {
    const { tablets } = await eventInPlay()
    const game = (await tabletState(tablets[0])).game!
    const matchId = TabletStateSchema.parse((await call('POST', `/tablet/games/${game.id}/start`, tablets[0])).body)
      .game!.match_id!
    const first = visit(100)
    expect(
      (await call('POST', `/tablet/matches/${matchId}/events`, tablets[0], { event: first, version: 0 })).status,
    ).toBe(201)
    // The answer was lost: the tablet sends the same visit again.
    const repeat = await call('POST', `/tablet/matches/${matchId}/events`, tablets[0], { event: first, version: 0 })
    expect(repeat.status).toBe(200)
    expect(AppendEventResultSchema.parse(repeat.body).match.events).toHaveLength(1)
    // A second device built on the old version: refused, with the match as stored.
    const stale = await call('POST', `/tablet/matches/${matchId}/events`, tablets[0], { event: visit(60), version: 0 })
    expect(stale.status).toBe(409)
    expect(MatchConflictSchema.parse(stale.body).match.events.map((event) => event.id)).toEqual([first.id])
  }, 30_000)

  it('stops a switched-off board scoring at once: its tablets are logged out until they log in again', async () => {
    const { organiser, event, boards, tablets } = await eventInPlay()
    const game = (await tabletState(tablets[0])).game!
    const matchId = TabletStateSchema.parse((await call('POST', `/tablet/games/${game.id}/start`, tablets[0])).body)
      .game!.match_id!
    const off = await call('PATCH', `/events/${event.id}/boards/${boards[0]!.id}`, organiser.token, { enabled: false })
    expect(off.status).toBe(200)
    expect((await call('GET', '/tablet/state', tablets[0])).status).toBe(401)
    const visitAfter = await call('POST', `/tablet/matches/${matchId}/events`, tablets[0], {
      event: visit(100),
      version: 0,
    })
    expect(visitAfter.status).toBe(401)
    // The other board plays on, and the code only works again once the board is back on.
    expect((await call('GET', '/tablet/state', tablets[1])).status).toBe(200)
    const renamed = await call('PATCH', `/events/${event.id}/boards/${boards[1]!.id}`, organiser.token, {
      name: 'Stage',
    })
    expect(renamed.status).toBe(200)
    expect((await call('GET', '/tablet/state', tablets[1])).status).toBe(200)
    const refused = await app.request('/api/tablet/login', json({ code: boards[0]!.code }, asClient('10.9.1.1')))
    expect(refused.status).toBe(422)
    const on = await call('PATCH', `/events/${event.id}/boards/${boards[0]!.id}`, organiser.token, { enabled: true })
    expect(on.status).toBe(200)
    expect((await call('GET', '/tablet/state', tablets[0])).status).toBe(401)
    expect((await call('GET', '/tablet/state', await tabletLogin(boards[0]!.code))).status).toBe(200)
  }, 30_000)

  it('refuses a tablet the match of another board, a user token on the tablet routes and a board token elsewhere', async () => {
    const { organiser, event, tablets } = await eventInPlay()
    const game = (await tabletState(tablets[0])).game!
    const matchId = TabletStateSchema.parse((await call('POST', `/tablet/games/${game.id}/start`, tablets[0])).body)
      .game!.match_id!
    const other = await call('POST', `/tablet/matches/${matchId}/events`, tablets[1], { event: visit(60), version: 0 })
    expect(other.status).toBe(403)
    expect((await call('POST', `/tablet/games/${game.id}/start`, tablets[1])).status).toBe(409)
    expect((await call('GET', '/tablet/state', organiser.token)).status).toBe(401)
    expect((await call('GET', '/tablet/state', null)).status).toBe(401)
    expect((await call('PATCH', `/events/${event.id}/calling`, tablets[0], { auto_call: false })).status).toBe(401)
    expect(
      (await call('POST', `/matches/${matchId}/events`, tablets[0], { event: visit(60), version: 0 })).status,
    ).toBe(401)
  }, 30_000)

  it('lets the organiser take a game off its board, call it elsewhere, reorder, hold and walk over', async () => {
    const { organiser, event, boards } = await eventInPlay()
    const before = await live(event.id, organiser.token)
    const onBoard2 = before.boards[1]!.game!
    // Off its board: it waits, held, and automatic calling leaves it alone.
    const uncalled = await call('DELETE', `/events/${event.id}/calls/${onBoard2.id}`, organiser.token)
    expect(uncalled.status).toBe(200)
    const held = EventBoardsLiveSchema.parse(uncalled.body)
    expect(held.boards[1]?.state).toBe('free')
    expect(held.queue.find((queued) => queued.game.id === onBoard2.id)).toMatchObject({
      held: true,
      hold: { kind: 'held' },
    })
    // A busy board takes no second game.
    const busy = await call('POST', `/events/${event.id}/calls`, organiser.token, {
      game_id: onBoard2.id,
      board_id: boards[0]!.id,
    })
    expect(busy.status).toBe(422)
    expect(Object.keys(ApiErrorSchema.parse(busy.body).errors ?? {})).toEqual(['board_id'])
    // Called by hand to board 2.
    const recalled = await call('POST', `/events/${event.id}/calls`, organiser.token, {
      game_id: onBoard2.id,
      board_id: boards[1]!.id,
    })
    expect(recalled.status).toBe(200)
    expect(EventBoardsLiveSchema.parse(recalled.body).boards[1]?.game).toMatchObject({
      id: onBoard2.id,
      call: { by: 'organiser' },
    })
    // Queue order: the last waiting game first.
    const waiting = EventBoardsLiveSchema.parse(recalled.body).queue.map((queued) => queued.game.id)
    const reordered = await call('PUT', `/events/${event.id}/queue`, organiser.token, {
      game_ids: [waiting.at(-1)],
    })
    expect(EventBoardsLiveSchema.parse(reordered.body).queue[0]).toMatchObject({ manual_position: 1 })
    const unknown = await call('PUT', `/events/${event.id}/queue`, organiser.token, { game_ids: [onBoard2.id] })
    expect(unknown.status).toBe(422)
    // A no-show on board 1: walkover to side 1, and the board is free at once.
    const noShow = before.boards[0]!.game!
    const walkover = await call('POST', `/events/${event.id}/games/${noShow.id}/walkover`, organiser.token, {
      winner: 1,
    })
    expect(walkover.status).toBe(200)
    const afterWalkover = EventBoardsLiveSchema.parse(walkover.body)
    expect(afterWalkover.recent[0]).toMatchObject({ id: noShow.id, result: { walkover: true, winner: 1 } })
    expect(afterWalkover.boards[0]?.game?.id).not.toBe(noShow.id)
  }, 30_000)

  it('answers 422 on the field for bad calling settings and keeps the old ones', async () => {
    const { organiser, event } = await eventInPlay()
    const bad = await call('PATCH', `/events/${event.id}/calling`, organiser.token, {
      rest_minutes: 99,
      no_show_minutes: 0,
    })
    expect(bad.status).toBe(422)
    expect(Object.keys(ApiErrorSchema.parse(bad.body).errors ?? {}).sort()).toEqual(['no_show_minutes', 'rest_minutes'])
    const good = await call('PATCH', `/events/${event.id}/calling`, organiser.token, {
      rest_minutes: 5,
      auto_call: false,
    })
    expect(EventBoardsLiveSchema.parse(good.body).settings).toEqual({
      auto_call: false,
      rest_minutes: 5,
      no_show_minutes: 5,
    })
    const notAGame = await call('POST', `/events/${event.id}/calls`, organiser.token, { game_id: 'x', board_id: 'y' })
    expect(notAGame.status).toBe(422)
  }, 30_000)

  /** A second tournament of four at the event, not drawn (its players: Eva, Fien, Gert and Hans). */
  async function secondTournament(token: string, eventId: string) {
    const second = await createTournamentWithPlayers(
      app,
      token,
      { format: { kind: 'roundRobin' }, phases: { roundRobin: phase({ kind: 'firstTo', legs: 1 }) } },
      [{ name: 'Eva' }, { name: 'Fien' }, { name: 'Gert' }, { name: 'Hans' }],
    )
    expect((await call('POST', `/events/${eventId}/tournaments/${second.tournamentId}`, token)).status).toBe(200)
    return second
  }

  it('re-plans the boards after a result even when every publish fails', async () => {
    const { organiser, event, tablets, tournamentId } = await eventInPlay()
    const game = (await tabletState(tablets[0])).game!
    const playing = TabletStateSchema.parse((await call('POST', `/tablet/games/${game.id}/start`, tablets[0])).body)
    await scoreToTheEnd(tablets[0], playing.game!.match_id!)
    const before = await live(event.id, organiser.token)
    expect(before.boards[0]?.state).toBe('confirming')

    publishFails = true
    try {
      const entered = await call('PUT', `/tournaments/${tournamentId}/games/${game.id}/result`, organiser.token, {
        kind: 'played',
        legs: [1, 0],
      })
      // The result is stored and answered: a publish that failed is only logged.
      expect(entered.status).toBe(200)
    } finally {
      publishFails = false
    }
    const after = await live(event.id, organiser.token)
    expect(after.boards[0]?.state).not.toBe('confirming')
    expect(after.recent.map((recent) => recent.id)).toContain(game.id)
    expect(after.version).toBeGreaterThan(before.version)
  }, 30_000)

  it('re-plans the event of a deleted tournament: its games leave the boards and the next ones are called', async () => {
    const { organiser, event, tournamentId } = await eventInPlay()
    const second = await secondTournament(organiser.token, event.id)
    expect((await call('POST', `/tournaments/${second.tournamentId}/draw`, organiser.token, {})).status).toBe(200)
    const before = await live(event.id, organiser.token)
    // Both boards play the first tournament; the second one's games wait.
    expect(before.boards.map((board) => board.game?.tournament.id)).toEqual([tournamentId, tournamentId])
    expect(before.queue.some((queued) => queued.game.tournament.id === second.tournamentId)).toBe(true)

    published.length = 0
    expect((await call('DELETE', `/tournaments/${tournamentId}`, organiser.token)).status).toBe(204)
    const after = await live(event.id, organiser.token)
    expect(after.boards.map((board) => board.state)).toEqual(['called', 'called'])
    expect(after.boards.map((board) => board.game?.tournament.id)).toEqual([second.tournamentId, second.tournamentId])
    expect(new Set(playersOf(after))).toEqual(new Set(['Eva', 'Fien', 'Gert', 'Hans']))
    expect(after.queue.every((queued) => queued.game.tournament.id === second.tournamentId)).toBe(true)
    expect(after.version).toBeGreaterThan(before.version)
    expect(published).toContainEqual({
      channel: `event.${event.id}`,
      event: 'boards.changed',
      data: { eventId: event.id, version: after.version },
    })
  }, 30_000)

  it('announces a scored visit as a change of the scores only, and the end of a game as a change of the plan', async () => {
    const { organiser, event, tablets } = await eventInPlay()
    const game = (await tabletState(tablets[0])).game!
    const playing = TabletStateSchema.parse((await call('POST', `/tablet/games/${game.id}/start`, tablets[0])).body)
    const matchId = playing.game!.match_id!
    const boardsChanged = () =>
      published
        .filter((message) => message.channel === `event.${event.id}` && message.event === 'boards.changed')
        .map((message) => message.data)
    const [first, ...rest] = nineDarter()
    let version = 0
    const append = async (scored: typeof first) => {
      const { status, body } = await call('POST', `/tablet/matches/${matchId}/events`, tablets[0], {
        event: scored,
        version,
      })
      expect(status).toBe(201)
      version = AppendEventResultSchema.parse(body).match.version
    }

    published.length = 0
    await append(first!)
    // The overview and the public page show the new score; the scoring tablets need not ask for their board again.
    const scored = await live(event.id, organiser.token)
    expect(scored.boards[0]?.game?.summary).not.toBeNull()
    expect(boardsChanged()).toEqual([{ eventId: event.id, version: scored.version, scoresOnly: true }])

    // A visit in the game under way: told as the scores alone again (without planning the boards again), with a
    // version the screens that show the scores fetch.
    const [second, ...others] = rest
    published.length = 0
    await append(second!)
    const rescored = await live(event.id, organiser.token)
    expect(rescored.version).toBe(scored.version + 1)
    expect(rescored.boards[0]?.game?.summary).not.toEqual(scored.boards[0]?.game?.summary)
    expect(boardsChanged()).toEqual([{ eventId: event.id, version: rescored.version, scoresOnly: true }])
    expect((await tabletState(tablets[0])).version).toBe(rescored.version)

    published.length = 0
    for (const visit of others) await append(visit)
    // The game is over: the board waits for its confirmation, which every screen of the boards must hear.
    const finished = await live(event.id, organiser.token)
    expect(finished.boards[0]?.state).toBe('confirming')
    expect(boardsChanged().at(-1)).toEqual({ eventId: event.id, version: finished.version })
  }, 30_000)

  it('keeps the boards’ version when a check-in does not change the plan, so no tablet refetches', async () => {
    const { organiser, event, tablets } = await eventInPlay()
    const second = await secondTournament(organiser.token, event.id)
    const before = await live(event.id, organiser.token)

    published.length = 0
    const entry = second.entries[0]!
    const checkedIn = await call('PATCH', `/tournaments/${second.tournamentId}/entries/${entry.id}`, organiser.token, {
      checked_in: true,
    })
    expect(checkedIn.status).toBe(200)
    // The tournament's pages hear of it; the boards' screens do not.
    expect(published.map((message) => message.channel)).toContain(`tournament.${second.tournamentId}`)
    expect(published.filter((message) => message.event === 'boards.changed')).toEqual([])
    expect((await live(event.id, organiser.token)).version).toBe(before.version)
    expect((await tabletState(tablets[0])).version).toBe(before.version)
  }, 30_000)

  it('shows tablets’ health to organisers only, and private events to nobody else', async () => {
    const { organiser, event, tablets } = await eventInPlay()
    expect(
      (await call('POST', '/tablet/heartbeat', tablets[0], { pending_visits: 3, app_version: '2.0.1' })).status,
    ).toBe(204)
    expect((await call('POST', '/tablet/heartbeat', tablets[0], { pending_visits: -1 })).status).toBe(422)
    const mine = await live(event.id, organiser.token)
    expect(mine.can_manage).toBe(true)
    expect(mine.boards[0]?.devices).toEqual([
      expect.objectContaining({ online: true, pending_visits: 3, app_version: '2.0.1' }),
    ])
    const stranger = await createSignedInUser(database.db)
    const theirs = await live(event.id, stranger.token)
    expect(theirs.can_manage).toBe(false)
    expect(theirs.boards.every((board) => board.devices.length === 0)).toBe(true)
    expect(theirs.boards[0]?.game?.sides).toHaveLength(2)
    // Someone else's organiser may not call.
    expect((await call('PATCH', `/events/${event.id}/calling`, stranger.token, { auto_call: false })).status).toBe(403)

    const privateOne = await eventInPlay({ visibility: 'private' })
    expect((await call('GET', `/events/${privateOne.event.id}/live`, stranger.token)).status).toBe(404)
    expect((await call('GET', `/events/${privateOne.event.id}/live`, null)).status).toBe(404)
  }, 30_000)
})
