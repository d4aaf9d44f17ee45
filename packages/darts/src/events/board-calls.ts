/** A game that could be called to a board: both sides are known and it has no board yet. */
export type CallCandidate = {
  /** The game's id. */
  id: string
  /** The ids of every person on both sides. */
  players: readonly string[]
  /** The organiser held it back: it is never called automatically. */
  held: boolean
  /** The organiser's queue order: games with one come first, ascending; null for the automatic order. */
  manualPosition: number | null
  /** The round, 1-based and comparable across the tournaments of an event: earlier rounds go first. */
  round: number
  /** Tie-break within a round: the tournament's own game order, ascending. */
  order: number
  /** When both sides became known, in ms since the epoch. */
  readyAt: number
}

/** A free, enabled board: only those are passed in. */
export type CallBoard = { id: string; number: number }

/** How calls are made: the minimum rest between a player's games in ms (0 = none). */
export type CallRules = { restMs: number }

/** Why a game was called when it was, for the organiser's screen. */
export type CallReason = {
  /** `now - readyAt`: how long it waited for a board. */
  waitedMs: number
  /** The shortest rest of its players since their last finished game; null when none of them has played yet. */
  restedMs: number | null
  /** It came from the organiser's queue order rather than the automatic one. */
  manual: boolean
  /** How many games ahead of it in the queue were held back (held, a player busy or resting). */
  skipped: number
}

/** Why a game is not called although it could be next in the queue. */
export type CallHold =
  | { kind: 'held' }
  /** Its players who are in a called or live game (any tournament of the event), in the game's order. */
  | { kind: 'playerBusy'; players: string[] }
  /** Its players whose rest is not over, and when the last of them may play again (ms since the epoch). */
  | { kind: 'resting'; players: string[]; untilMs: number }

/** The calls to make now, and what every other candidate waits for. */
export type BoardCallPlan = {
  /** Games to call, in queue order, each on a board. */
  calls: Array<{ gameId: string; boardId: string; reason: CallReason }>
  /** Every candidate not called, in queue order, with why (null when it simply waits for a free board). */
  waiting: Array<{ gameId: string; hold: CallHold | null }>
}

/** The input of `planBoardCalls`: the clock is passed in, so the same input always gives the same plan. */
export type BoardCallInput = {
  candidates: readonly CallCandidate[]
  boards: readonly CallBoard[]
  /** Players in a called or live game, in any tournament of the event. */
  busyPlayers: readonly string[]
  /** Player id → when their last game finished, in ms since the epoch. */
  lastFinishedAt: Readonly<Record<string, number>>
  /** The current time, in ms since the epoch. */
  now: number
  rules: CallRules
}

/** The shortest rest of the game's players; +Infinity when none has played (never played = rested longest). */
function shortestRest(players: readonly string[], lastFinishedAt: Readonly<Record<string, number>>, now: number) {
  let rest = Number.POSITIVE_INFINITY
  for (const player of players) {
    const finishedAt = Object.hasOwn(lastFinishedAt, player) ? lastFinishedAt[player] : undefined
    if (finishedAt !== undefined && now - finishedAt < rest) rest = now - finishedAt
  }
  return rest
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * The order games are called in (exported so screens show the same order): the organiser's queue order first
 * (ascending), then earlier rounds, then within a round the game whose players rested longest (never played counts
 * as longest), then the tournament's game order, then the id. The given array is not changed.
 * @example
 * queueOrder(candidates, { anna: now - 60_000 }, now) // Anna's game after games whose players rested longer
 */
export function queueOrder(
  candidates: readonly CallCandidate[],
  lastFinishedAt: Readonly<Record<string, number>>,
  now: number,
): CallCandidate[] {
  const keyed = candidates.map((candidate) => ({
    candidate,
    rest: shortestRest(candidate.players, lastFinishedAt, now),
  }))
  keyed.sort((a, b) => {
    const x = a.candidate
    const y = b.candidate
    if (x.manualPosition !== y.manualPosition) {
      if (x.manualPosition === null) return 1
      if (y.manualPosition === null) return -1
      return x.manualPosition - y.manualPosition
    }
    if (x.round !== y.round) return x.round - y.round
    if (a.rest !== b.rest) return a.rest > b.rest ? -1 : 1
    if (x.order !== y.order) return x.order - y.order
    return compareText(x.id, y.id)
  })
  return keyed.map((entry) => entry.candidate)
}

/**
 * Which waiting games go to which free boards now. Walks the queue (`queueOrder`) and skips held games, games with a
 * player who is busy (in `busyPlayers` or already called in this plan) and games with a player whose rest
 * (`rules.restMs`) is not over; each callable game gets the free board with the lowest number, until the boards
 * run out. Every other candidate is listed in `waiting` with its hold. Pure and deterministic.
 * @example
 * const plan = planBoardCalls({ candidates, boards, busyPlayers, lastFinishedAt, now: Date.now(), rules: { restMs: 300_000 } })
 * for (const call of plan.calls) callGame(call.gameId, call.boardId)
 */
export function planBoardCalls(input: BoardCallInput): BoardCallPlan {
  const { now, lastFinishedAt } = input
  const restMs = input.rules.restMs
  const boards = [...input.boards].sort((a, b) => a.number - b.number || compareText(a.id, b.id))
  const busy = new Set(input.busyPlayers)
  const calls: BoardCallPlan['calls'] = []
  const waiting: BoardCallPlan['waiting'] = []
  let skipped = 0

  for (const candidate of queueOrder(input.candidates, lastFinishedAt, now)) {
    const hold = holdOf(candidate, busy, lastFinishedAt, now, restMs)
    const board = boards[calls.length]
    if (hold !== null || board === undefined) {
      waiting.push({ gameId: candidate.id, hold })
      if (hold !== null) skipped += 1
      continue
    }
    const rest = shortestRest(candidate.players, lastFinishedAt, now)
    calls.push({
      gameId: candidate.id,
      boardId: board.id,
      reason: {
        waitedMs: now - candidate.readyAt,
        restedMs: rest === Number.POSITIVE_INFINITY ? null : rest,
        manual: candidate.manualPosition !== null,
        skipped,
      },
    })
    for (const player of candidate.players) busy.add(player)
  }
  return { calls, waiting }
}

/** Why the game cannot go now (held, then a busy player, then a resting one), or null when it can. */
function holdOf(
  candidate: CallCandidate,
  busy: ReadonlySet<string>,
  lastFinishedAt: Readonly<Record<string, number>>,
  now: number,
  restMs: number,
): CallHold | null {
  if (candidate.held) return { kind: 'held' }
  const busyPlayers = unique(candidate.players.filter((player) => busy.has(player)))
  if (busyPlayers.length > 0) return { kind: 'playerBusy', players: busyPlayers }
  if (restMs <= 0) return null
  const resting: string[] = []
  let untilMs = Number.NEGATIVE_INFINITY
  for (const player of unique(candidate.players)) {
    const finishedAt = Object.hasOwn(lastFinishedAt, player) ? lastFinishedAt[player] : undefined
    if (finishedAt === undefined || now - finishedAt >= restMs) continue
    resting.push(player)
    untilMs = Math.max(untilMs, finishedAt + restMs)
  }
  return resting.length > 0 ? { kind: 'resting', players: resting, untilMs } : null
}

function unique(players: readonly string[]): string[] {
  return players.length < 2 || new Set(players).size === players.length ? [...players] : [...new Set(players)]
}
