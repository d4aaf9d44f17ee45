/// <reference types="node" />
/**
 * Tournament formats at 1,024 entries: drawing and scheduling a whole tournament, and recomputing who plays whom
 * and the group tables after one result, each beside a baseline measured in the same run.
 *
 *   pnpm exec tsx --conditions=@oche/source packages/darts/bench/tournament.bench.ts [--runs 30] [--no-write]
 *
 * - Draw: `planTournament` for 1,024 entries (64 seeded, 960 drawn with seed 2026) as groups of 4 with 2
 *   qualifiers, a consolation knockout and a third-place match, and as a single knockout. The baseline is a bare
 *   loop that creates the same number of plain game objects (id, stage, round, slot, two entry sides).
 * - Recompute: `resolveGames` with one more result than the last call, in the middle of the group stage (half the
 *   group games played), at the end of it (the last group result fills both knockouts), and in the knockout after
 *   round 1. The baseline is a bare loop adding up the legs of the same results.
 *
 * Times are CPU time of the process (`process.cpuUsage`), so the other work of a busy machine does not count.
 * The result replaces the section between the darts-tournaments markers in docs/benchmarks.md.
 */
import {
  createRandom,
  type GameResult,
  planTournament,
  resolveGames,
  type ResolveInput,
  type TournamentGame,
  type TournamentPlan,
  type TournamentPlanFormat,
} from '../src/index'
import {
  type ComparisonRow,
  comparisonTable,
  option,
  report,
  timeRuns,
  WARM_UP_MS,
  WARM_UP_RUNS,
  whole,
} from './harness'

const ENTRIES = 1024
const SEEDED = 64

const entryIds = Array.from({ length: ENTRIES }, (_, i) => `entry-${i + 1}`)

function plan(format: TournamentPlanFormat): TournamentPlan {
  const planned = planTournament({
    format,
    seeded: entryIds.slice(0, SEEDED),
    unseeded: entryIds.slice(SEEDED),
    random: createRandom(2026),
  })
  if (!planned.ok) throw new Error(planned.error)
  return planned.value
}

/** The floor of scheduling: the same number of plain game objects, made in a bare loop. */
function bareGames(count: number): TournamentGame[] {
  const games: TournamentGame[] = []
  for (let i = 0; i < count; i += 1) {
    games.push({
      id: `bare.${i}`,
      stageId: 'bare',
      round: 1,
      roundCode: 'roundRobin',
      slot: i + 1,
      sides: [
        { kind: 'entry', entryId: entryIds[i % ENTRIES] as string },
        { kind: 'entry', entryId: entryIds[(i + 1) % ENTRIES] as string },
      ],
    })
  }
  return games
}

/** The floor of recomputing: touch every result once and add up its legs. */
function sumLegs(results: Readonly<Record<string, GameResult>>): number {
  let sum = 0
  for (const id in results) {
    const result = results[id]
    if (result?.kind === 'played') sum += result.legs[0] + result.legs[1]
  }
  return sum
}

/**
 * Plays ready games (in order, random winners from seed 2026) until `stop` says so; returns the results so far and
 * the id of the next ready game, whose result the timed call adds.
 */
function playUntil(
  planned: TournamentPlan,
  stop: (results: Readonly<Record<string, GameResult>>) => boolean,
): { input: ResolveInput; nextGameId: string } {
  const random = createRandom(2026)
  const results: Record<string, GameResult> = {}
  const input: ResolveInput = { games: planned.games, groups: planned.groups, results, deciders: {} }
  for (;;) {
    const resolved = resolveGames(input)
    if (!resolved.ok) throw new Error(resolved.error)
    for (const [groupId, standings] of Object.entries(resolved.value.groupStandings)) {
      if (standings.isComplete && standings.unresolvedTies.length > 0) {
        input.deciders = {
          ...input.deciders,
          [groupId]: standings.unresolvedTies.map((order) => ({ method: 'lot', order })),
        }
      }
    }
    const ready = resolved.value.readyGameIds
    if (ready.length === 0) throw new Error('the tournament ended before the stopping point')
    for (const id of ready) {
      if (stop(results)) return { input, nextGameId: id }
      const [a, b] = random() < 0.5 ? [3, 1] : [1, 3]
      const darts = (a + b) * 16
      results[id] = {
        kind: 'played',
        legs: [a, b],
        scoring: [
          { points: Math.round(darts * (20 + random() * 15)), darts },
          { points: Math.round(darts * (20 + random() * 15)), darts },
        ],
      }
    }
  }
}

function recompute(name: string, state: { input: ResolveInput; nextGameId: string }, runs: number): ComparisonRow {
  const { input, nextGameId } = state
  const after = { ...input, results: { ...input.results, [nextGameId]: { kind: 'played', legs: [3, 2] } } }
  let sink = 0
  const oche = timeRuns(runs, () => {
    const resolved = resolveGames(after as ResolveInput)
    sink += resolved.ok ? resolved.value.readyGameIds.length : 0
  })
  const baseline = timeRuns(runs, () => (sink += sumLegs(after.results as Record<string, GameResult>)))
  if (sink === Number.NEGATIVE_INFINITY) console.log(sink)
  const played = Object.keys(after.results).length
  return {
    what: `\`resolveGames\` after one more result, ${name} (${whole(input.games.length)} games, ${whole(played)} results)`,
    oche,
    baseline,
    baselineText: `bare loop adding up the legs of the same ${whole(played)} results`,
  }
}

function main(): void {
  const runs = option('runs', 30)
  const groupsFormat: TournamentPlanFormat = {
    kind: 'groupsKnockout',
    groupSize: 4,
    qualifiersPerGroup: 2,
    consolation: true,
    thirdPlace: true,
  }
  const knockoutFormat: TournamentPlanFormat = { kind: 'knockout', thirdPlace: true }
  const groups = plan(groupsFormat)
  const knockout = plan(knockoutFormat)
  const rows: ComparisonRow[] = []
  let sink = 0
  for (const [name, format, planned] of [
    ['256 groups of 4, winners and consolation knockouts', groupsFormat, groups],
    ['single knockout', knockoutFormat, knockout],
  ] as const) {
    const oche = timeRuns(runs, () => (sink += plan(format).games.length))
    const baseline = timeRuns(runs, () => (sink += bareGames(planned.games.length).length))
    rows.push({
      what: `\`planTournament\`, ${whole(ENTRIES)} entries, ${name} (${whole(planned.games.length)} games)`,
      oche,
      baseline,
      baselineText: `bare loop creating ${whole(planned.games.length)} plain game objects`,
    })
  }
  if (sink === Number.NEGATIVE_INFINITY) console.log(sink)

  const groupGames = groups.games.filter((game) => game.stageId === 'groups').length
  rows.push(
    recompute(
      'groups of 4, half the group stage played',
      playUntil(groups, (results) => Object.keys(results).length >= groupGames / 2),
      runs,
    ),
    recompute(
      'groups of 4, the last group result (fills both knockouts)',
      playUntil(groups, (results) => Object.keys(results).length >= groupGames - 1),
      runs,
    ),
    recompute(
      'single knockout, in round 2',
      playUntil(knockout, (results) => Object.keys(results).length >= ENTRIES / 2),
      runs,
    ),
  )

  report({
    marker: 'darts-tournaments',
    title: '## Darts engine: drawing and recomputing a 1,024-entry tournament',
    description:
      `${whole(ENTRIES)} entries, ${SEEDED} seeded and the rest drawn with seed 2026; ${runs} runs ` +
      `of each after ${WARM_UP_RUNS} warm-up runs (and at least ${WARM_UP_MS} ms of them), as CPU time of the process (user + system, so other load on the ` +
      'machine does not count; a run repeats calls below 2 ms and is divided by the repetitions). Results are ' +
      'random 3–1 or 1–3 wins with 3-dart scoring; ties ' +
      'a complete group leaves are settled by a drawn lot. Each recompute resolves every game of the tournament ' +
      'and every group table from scratch, as the server does after a result. The two group-stage floors differ ' +
      'by far more than their sizes: V8 keeps a record of 769 results in fast-property mode but one of 1,536 as a ' +
      'dictionary.',
    table: comparisonTable(rows),
    script: 'tournament.bench.ts',
    options: ['--runs', '--no-write'],
  })
}

main()
