/// <reference types="node" />
/**
 * Board calls for a busy event: `planBoardCalls` with 200 free boards and 2,000 waiting games, beside a naive
 * planner measured in the same run.
 *
 *   pnpm exec tsx --conditions=@oche/source packages/darts/bench/board-calls.bench.ts [--runs 30] [--no-write]
 *
 * - The event: 2,400 players in four tournaments (a player may be in two of them), 2,000 ready games in rounds 1–4,
 *   5 % held by the organiser, 2 % in the organiser's queue order, 300 players on the oche elsewhere, two thirds
 *   of the players with a finished game in the last 30 minutes and a 5-minute rest rule. All drawn with seed 2026.
 * - The baseline is the naive "first free board, first game" planner: candidates in the order given, held games
 *   and games with a busy player skipped (a Set), boards in the order given; no queue order, no rest, no reasons.
 *
 * Times are CPU time of the process (`process.cpuUsage`), so the other work of a busy machine does not count.
 * The result replaces the section between the darts-board-calls markers in docs/benchmarks.md.
 */
import { createRandom } from '../src/bot/random'
import { type CallBoard, type CallCandidate, planBoardCalls } from '../src/events/board-calls'
import { comparisonTable, option, report, timeRuns, WARM_UP_MS, WARM_UP_RUNS, whole } from './harness'

const BOARDS = 200
const GAMES = 2000
const PLAYERS = 2400
const BUSY_PLAYERS = 300
const REST_MS = 5 * 60_000
const NOW = Date.UTC(2026, 10, 22, 20, 0)

type Event = {
  candidates: CallCandidate[]
  boards: CallBoard[]
  busyPlayers: string[]
  lastFinishedAt: Record<string, number>
}

/** The event described in the header, drawn with seed 2026. Doubles (one game in four) have four players. */
function drawEvent(): Event {
  const random = createRandom(2026)
  const pick = () => `player-${Math.floor(random() * PLAYERS) + 1}`
  const candidates: CallCandidate[] = []
  for (let i = 0; i < GAMES; i += 1) {
    const tournament = i % 4
    const players = new Set<string>()
    const size = tournament === 3 ? 4 : 2
    while (players.size < size) players.add(pick())
    const manual = random() < 0.02
    candidates.push({
      id: `t${tournament}.${i}`,
      players: [...players],
      held: random() < 0.05,
      manualPosition: manual ? Math.floor(random() * 20) + 1 : null,
      round: Math.floor(random() * 4) + 1,
      order: i,
      readyAt: NOW - Math.floor(random() * 60 * 60_000),
    })
  }
  // Board numbers shuffled, as a board list read from the database would not be sorted by number.
  const boards = Array.from({ length: BOARDS }, (_, i) => ({ id: `board-${i + 1}`, number: i + 1 }))
  for (let i = boards.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1))
    ;[boards[i], boards[j]] = [boards[j] as CallBoard, boards[i] as CallBoard]
  }
  const busyPlayers = new Set<string>()
  while (busyPlayers.size < BUSY_PLAYERS) busyPlayers.add(pick())
  const lastFinishedAt: Record<string, number> = {}
  for (let p = 1; p <= PLAYERS; p += 1) {
    if (random() < 2 / 3) lastFinishedAt[`player-${p}`] = NOW - Math.floor(random() * 30 * 60_000)
  }
  return { candidates, boards, busyPlayers: [...busyPlayers], lastFinishedAt }
}

/** The naive planner: first free board, first game in the order given, skipping held games and busy players. */
function naivePlan(event: Event): Array<{ gameId: string; boardId: string }> {
  const busy = new Set(event.busyPlayers)
  const calls: Array<{ gameId: string; boardId: string }> = []
  for (const candidate of event.candidates) {
    const board = event.boards[calls.length]
    if (board === undefined) break
    if (candidate.held || candidate.players.some((player) => busy.has(player))) continue
    calls.push({ gameId: candidate.id, boardId: board.id })
    for (const player of candidate.players) busy.add(player)
  }
  return calls
}

function main(): void {
  const runs = option('runs', 30)
  const event = drawEvent()
  const input = { ...event, now: NOW, rules: { restMs: REST_MS } }
  const plan = planBoardCalls(input)
  const naive = naivePlan(event)
  const holds = { held: 0, playerBusy: 0, resting: 0, board: 0 }
  for (const entry of plan.waiting) holds[entry.hold?.kind ?? 'board'] += 1

  let sink = 0
  const oche = timeRuns(runs, () => (sink += planBoardCalls(input).calls.length))
  const baseline = timeRuns(runs, () => (sink += naivePlan(event).length))
  if (sink === Number.NEGATIVE_INFINITY) console.log(sink)

  report({
    marker: 'darts-board-calls',
    title: '## Darts engine: calling 2,000 waiting games to 200 boards',
    description:
      `${whole(PLAYERS)} players in four tournaments (one in four games a doubles), ${whole(GAMES)} ` +
      `ready games in rounds 1–4, 5 % held, 2 % in the organiser's queue order, ${whole(BUSY_PLAYERS)} players on ` +
      'the oche elsewhere, two thirds of the players with a game finished in the last 30 minutes and a 5-minute ' +
      `rest rule, all drawn with seed 2026. ${runs} runs of each after ${WARM_UP_RUNS} warm-up runs (and at least ` +
      `${WARM_UP_MS} ms of them), as CPU time of the process (user + system, so other load on the machine does not ` +
      'count; a run repeats calls below 2 ms and is divided by the repetitions). The planner sorts the whole queue ' +
      '(organiser order, round, longest rest, game order) and gives every candidate its call or its hold with a ' +
      'reason; the naive planner walks the games in the order given and stops at the last board.',
    table: comparisonTable([
      {
        what:
          `\`planBoardCalls\`, ${whole(BOARDS)} free boards × ${whole(GAMES)} waiting games ` +
          `(${whole(plan.calls.length)} called; waiting: ${whole(holds.held)} held, ${whole(holds.playerBusy)} player busy, ` +
          `${whole(holds.resting)} resting, ${whole(holds.board)} for a board)`,
        oche,
        baseline,
        baselineText: `naive "first free board, first game" planner (${whole(naive.length)} called)`,
      },
    ]),
    script: 'board-calls.bench.ts',
    options: ['--runs', '--no-write'],
  })
}

main()
