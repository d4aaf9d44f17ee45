import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type CallBoard, type CallCandidate, planBoardCalls, queueOrder } from './board-calls'

const NOW = Date.UTC(2026, 10, 22, 20, 0)
const MINUTE = 60_000

function game(id: string, players: string[], overrides: Partial<CallCandidate> = {}): CallCandidate {
  return { id, players, held: false, manualPosition: null, round: 1, order: 0, readyAt: NOW - MINUTE, ...overrides }
}

function boards(...numbers: number[]): CallBoard[] {
  return numbers.map((number) => ({ id: `board-${number}`, number }))
}

function plan(
  candidates: CallCandidate[],
  options: {
    boards?: CallBoard[]
    busyPlayers?: string[]
    lastFinishedAt?: Record<string, number>
    restMs?: number
  } = {},
) {
  return planBoardCalls({
    candidates,
    boards: options.boards ?? boards(1, 2, 3, 4),
    busyPlayers: options.busyPlayers ?? [],
    lastFinishedAt: options.lastFinishedAt ?? {},
    now: NOW,
    rules: { restMs: options.restMs ?? 0 },
  })
}

const calledIds = (result: ReturnType<typeof plan>) => result.calls.map((call) => call.gameId)

describe('planBoardCalls', () => {
  it('never calls a player in two tournaments twice: the second game waits with the busy player named', () => {
    const result = plan([
      game('singles.1', ['anna', 'ben'], { order: 1 }),
      game('doubles.1', ['anna', 'cas', 'dirk', 'eva'], { order: 2 }),
      game('singles.2', ['fay', 'gus'], { order: 3 }),
    ])
    expect(calledIds(result)).toEqual(['singles.1', 'singles.2'])
    expect(result.waiting).toEqual([{ gameId: 'doubles.1', hold: { kind: 'playerBusy', players: ['anna'] } }])
  })

  it('keeps a game waiting while one of its players is on the oche in another tournament', () => {
    const result = plan([game('a', ['anna', 'ben']), game('b', ['cas', 'dirk'])], { busyPlayers: ['ben', 'dirk'] })
    expect(result.calls).toEqual([])
    expect(result.waiting).toEqual([
      { gameId: 'a', hold: { kind: 'playerBusy', players: ['ben'] } },
      { gameId: 'b', hold: { kind: 'playerBusy', players: ['dirk'] } },
    ])
  })

  it('lets a player who just finished rest while another game can go, and says until when', () => {
    const finishedAt = NOW - 2 * MINUTE
    const result = plan(
      [game('rematch', ['anna', 'ben'], { order: 1 }), game('fresh', ['cas', 'dirk'], { order: 2 })],
      {
        lastFinishedAt: { anna: finishedAt },
        restMs: 5 * MINUTE,
      },
    )
    expect(calledIds(result)).toEqual(['fresh'])
    expect(result.waiting).toEqual([
      { gameId: 'rematch', hold: { kind: 'resting', players: ['anna'], untilMs: finishedAt + 5 * MINUTE } },
    ])
  })

  it('calls a resting player once the rest is over', () => {
    const result = plan([game('rematch', ['anna', 'ben'])], {
      lastFinishedAt: { anna: NOW - 5 * MINUTE },
      restMs: 5 * MINUTE,
    })
    expect(calledIds(result)).toEqual(['rematch'])
    expect(result.calls[0]?.reason.restedMs).toBe(5 * MINUTE)
  })

  it('without a rest rule still calls the game whose players rested longest first within a round', () => {
    const result = plan(
      [
        game('just-finished', ['anna', 'ben'], { order: 1 }),
        game('a-while-ago', ['cas', 'dirk'], { order: 2 }),
        game('not-played-yet', ['eva', 'fay'], { order: 3 }),
      ],
      { boards: boards(1, 2), lastFinishedAt: { anna: NOW - MINUTE, dirk: NOW - 20 * MINUTE } },
    )
    expect(calledIds(result)).toEqual(['not-played-yet', 'a-while-ago'])
    expect(result.waiting).toEqual([{ gameId: 'just-finished', hold: null }])
  })

  it("puts the organiser's queue order first, ascending, ahead of earlier rounds", () => {
    const result = plan(
      [
        game('round-1', ['anna', 'ben'], { round: 1 }),
        game('pushed-second', ['cas', 'dirk'], { round: 3, manualPosition: 2 }),
        game('pushed-first', ['eva', 'fay'], { round: 4, manualPosition: 1 }),
      ],
      { boards: boards(1, 2) },
    )
    expect(calledIds(result)).toEqual(['pushed-first', 'pushed-second'])
    expect(result.calls.map((call) => call.reason.manual)).toEqual([true, true])
    expect(result.waiting).toEqual([{ gameId: 'round-1', hold: null }])
  })

  it('calls earlier rounds first across tournaments, then by the tournament game order', () => {
    const result = plan(
      [
        game('darts.2.1', ['anna', 'ben'], { round: 2, order: 1 }),
        game('ladies.1.2', ['cas', 'dirk'], { round: 1, order: 2 }),
        game('men.1.1', ['eva', 'fay'], { round: 1, order: 1 }),
      ],
      { boards: boards(1) },
    )
    expect(calledIds(result)).toEqual(['men.1.1'])
    expect(result.waiting.map((entry) => entry.gameId)).toEqual(['ladies.1.2', 'darts.2.1'])
  })

  it('never calls a held game, even with boards free, and counts it as skipped for the games behind it', () => {
    const result = plan([
      game('held', ['anna', 'ben'], { held: true, manualPosition: 1 }),
      game('next', ['cas', 'dirk']),
    ])
    expect(result.calls).toEqual([
      { gameId: 'next', boardId: 'board-1', reason: { waitedMs: MINUTE, restedMs: null, manual: false, skipped: 1 } },
    ])
    expect(result.waiting).toEqual([{ gameId: 'held', hold: { kind: 'held' } }])
  })

  it('gives each called game the free board with the lowest number, whatever order boards come in', () => {
    const result = plan([game('a', ['anna', 'ben'], { order: 1 }), game('b', ['cas', 'dirk'], { order: 2 })], {
      boards: [
        { id: 'b7', number: 7 },
        { id: 'b3', number: 3 },
        { id: 'b12', number: 12 },
      ],
    })
    expect(result.calls.map((call) => [call.gameId, call.boardId])).toEqual([
      ['a', 'b3'],
      ['b', 'b7'],
    ])
  })

  it('stops when the boards run out; later games wait for a board (or say what else holds them)', () => {
    const result = plan(
      [
        game('a', ['anna', 'ben'], { order: 1 }),
        game('b', ['cas', 'dirk'], { order: 2 }),
        game('c', ['anna', 'eva'], { order: 3 }),
        game('d', ['fay', 'gus'], { order: 4, held: true }),
      ],
      { boards: boards(1) },
    )
    expect(calledIds(result)).toEqual(['a'])
    expect(result.waiting).toEqual([
      { gameId: 'b', hold: null },
      { gameId: 'c', hold: { kind: 'playerBusy', players: ['anna'] } },
      { gameId: 'd', hold: { kind: 'held' } },
    ])
  })

  it('explains each call: time waited, shortest rest of its players, queue origin and games skipped', () => {
    const result = plan(
      [
        game('held', ['x', 'y'], { order: 1, held: true }),
        game('busy', ['z', 'w'], { order: 2 }),
        game('called', ['anna', 'ben'], { order: 3, readyAt: NOW - 12 * MINUTE, manualPosition: null }),
      ],
      { busyPlayers: ['z'], lastFinishedAt: { anna: NOW - 30 * MINUTE, ben: NOW - 9 * MINUTE }, restMs: 5 * MINUTE },
    )
    expect(result.calls).toEqual([
      {
        gameId: 'called',
        boardId: 'board-1',
        reason: { waitedMs: 12 * MINUTE, restedMs: 9 * MINUTE, manual: false, skipped: 2 },
      },
    ])
  })

  it('lists every resting player and waits for the one who finished last', () => {
    const result = plan([game('doubles', ['anna', 'ben', 'cas', 'dirk'])], {
      lastFinishedAt: { anna: NOW - 4 * MINUTE, cas: NOW - MINUTE, dirk: NOW - 10 * MINUTE },
      restMs: 5 * MINUTE,
    })
    expect(result.waiting).toEqual([
      { gameId: 'doubles', hold: { kind: 'resting', players: ['anna', 'cas'], untilMs: NOW + 4 * MINUTE } },
    ])
  })

  it('gives the same plan for the same input, whatever order the candidates arrive in', () => {
    const candidates = [
      game('a', ['anna', 'ben'], { order: 1 }),
      game('b', ['anna', 'cas'], { order: 1 }),
      game('c', ['dirk', 'eva'], { order: 1 }),
    ]
    const forwards = plan(candidates, { boards: boards(1, 2) })
    expect(plan([...candidates].reverse(), { boards: boards(1, 2) })).toEqual(forwards)
    expect(calledIds(forwards)).toEqual(['a', 'c'])
  })
})

describe('queueOrder', () => {
  it('shows manual order, then rounds, then longest rested, then game order, without changing its input', () => {
    const candidates = [
      game('r1-tired', ['anna'], { round: 1, order: 1 }),
      game('r2', ['ben'], { round: 2, order: 1 }),
      game('r1-fresh', ['cas'], { round: 1, order: 2 }),
      game('manual', ['dirk'], { round: 5, manualPosition: 3 }),
      game('r1-rested', ['eva'], { round: 1, order: 3 }),
    ]
    const order = queueOrder(candidates, { anna: NOW - MINUTE, eva: NOW - 10 * MINUTE }, NOW)
    expect(order.map((candidate) => candidate.id)).toEqual(['manual', 'r1-fresh', 'r1-rested', 'r1-tired', 'r2'])
    expect(candidates[0]?.id).toBe('r1-tired')
  })
})

describe('planBoardCalls properties', () => {
  const playerIds = ['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9']
  const candidateArbitrary = fc.record({
    players: fc.uniqueArray(fc.constantFrom(...playerIds), { minLength: 1, maxLength: 4 }),
    held: fc.boolean(),
    manualPosition: fc.option(fc.integer({ min: 1, max: 5 })),
    round: fc.integer({ min: 1, max: 4 }),
    order: fc.integer({ min: 0, max: 10 }),
    readyAt: fc.integer({ min: NOW - 60 * MINUTE, max: NOW }),
  })
  const inputArbitrary = fc.record({
    candidates: fc.array(candidateArbitrary, { maxLength: 25 }),
    boardNumbers: fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 12 }),
    busyPlayers: fc.subarray(playerIds),
    lastFinishedAt: fc.dictionary(fc.constantFrom(...playerIds), fc.integer({ min: NOW - 30 * MINUTE, max: NOW })),
    restMs: fc.constantFrom(0, 5 * MINUTE, 15 * MINUTE),
  })

  it('never puts a player on two boards or two games on a board, calls only unheld games and accounts for all', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const candidates = input.candidates.map((candidate, i) => ({ ...candidate, id: `g${i}` }))
        const result = planBoardCalls({
          candidates,
          boards: input.boardNumbers.map((number) => ({ id: `b${number}`, number })),
          busyPlayers: input.busyPlayers,
          lastFinishedAt: input.lastFinishedAt,
          now: NOW,
          rules: { restMs: input.restMs },
        })
        const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]))
        const onBoards = result.calls.flatMap((call) => byId.get(call.gameId)?.players ?? [])
        expect(new Set(onBoards).size).toBe(onBoards.length)
        expect(onBoards.some((player) => input.busyPlayers.includes(player))).toBe(false)
        const usedBoards = result.calls.map((call) => call.boardId)
        expect(new Set(usedBoards).size).toBe(usedBoards.length)
        for (const call of result.calls) expect(byId.get(call.gameId)?.held).toBe(false)
        const accounted = [...result.calls.map((call) => call.gameId), ...result.waiting.map((w) => w.gameId)]
        expect(accounted.sort()).toEqual(candidates.map((candidate) => candidate.id).sort())
      }),
    )
  })
})
