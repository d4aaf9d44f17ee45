/// <reference types="node" />
/**
 * League fixtures for a whole season: `generateFixtures` for 20 divisions of 16 teams sharing venues, beside a naive
 * round robin measured in the same run.
 *
 *   pnpm exec tsx --conditions=@oche/source packages/darts/bench/fixtures.bench.ts [--runs 30] [--no-write]
 *
 * - The season: 20 divisions × 16 teams, a double round robin (30 rounds, 480 matches a division) over 32 playing
 *   weeks. 100 venues of 4 boards (2 matches a night at 2 boards a match): 20 venues with 4 teams and 80 with 3,
 *   the teams drawn to them with seed 2026, so venue-mates are in the same division or in different ones.
 *   Two rows: one league night for everyone (every venue-mate competes for the same night), and each team's own
 *   night, Monday to Thursday (drawn with the same seed; only teams of one venue and one night compete).
 * - The baseline is the plain circle method: per division, teams in the order given, round r pairs a[i] with
 *   a[m−1−i] with the first named at home, the second half mirrored, one round a week from the first; the same
 *   match objects, no venue, night or home-and-away balance. Its overbooked venue nights and three-in-a-rows are
 *   counted (outside the timing) to show what the constraints change.
 *
 * Times are CPU time of the process (`process.cpuUsage`), so the other work of a busy machine does not count.
 * The result replaces the section between the darts-fixtures markers in docs/benchmarks.md.
 */
import {
  createRandom,
  type FixtureMatch,
  type FixtureMode,
  type FixturesInput,
  type FixtureTeam,
  generateFixtures,
  type Weekday,
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

const DIVISIONS = 20
const TEAMS = 16
const WEEKS = 32
const BOARDS = 4
const MIN_BOARDS = 2
const FIRST_MONDAY = Date.UTC(2026, 8, 7)
const NIGHTS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday']

const mondays = Array.from({ length: WEEKS }, (_, i) =>
  new Date(FIRST_MONDAY + i * 7 * 864e5).toISOString().slice(0, 10),
)

/** The season of the header: 100 venues (20 with 4 teams, 80 with 3), teams and nights drawn with seed 2026. */
function season(mode: FixtureMode): FixturesInput {
  const random = createRandom(2026)
  const venueSlots = Array.from({ length: 100 }, (_, v) => Array<string>(v < 20 ? 4 : 3).fill(`venue-${v + 1}`)).flat()
  for (let i = venueSlots.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1))
    ;[venueSlots[i], venueSlots[j]] = [venueSlots[j] as string, venueSlots[i] as string]
  }
  const divisions = Array.from({ length: DIVISIONS }, (_, d) => ({
    id: `division-${d + 1}`,
    teams: Array.from({ length: TEAMS }, (_, t): FixtureTeam => {
      const night = NIGHTS[Math.floor(random() * NIGHTS.length)] as Weekday
      return { id: `team-${d + 1}-${t + 1}`, venueId: venueSlots[d * TEAMS + t] as string, homeNight: night }
    }),
  }))
  const venues = Array.from({ length: 100 }, (_, v) => ({ id: `venue-${v + 1}`, boards: BOARDS, nights: NIGHTS }))
  return { mode, weeks: mondays, divisions, venues, minBoardsPerMatch: MIN_BOARDS }
}

/** The plain circle method per division: no venues, no nights, no balance; one round a week from the first week. */
function naiveFixtures(input: FixturesInput): FixtureMatch[] {
  const matches: FixtureMatch[] = []
  for (const division of input.divisions) {
    const circle = [...division.teams]
    const half = circle.length - 1
    for (let round = 0; round < half; round += 1) {
      for (let i = 0; i < circle.length / 2; i += 1) {
        const home = circle[i] as FixtureTeam
        const away = circle[circle.length - 1 - i] as FixtureTeam
        for (const [offset, a, b] of [[0, home, away] as const, [half, away, home] as const]) {
          matches.push({
            id: `${division.id}.${round + offset + 1}.${i + 1}`,
            divisionId: division.id,
            round: round + offset + 1,
            weekIndex: round + offset,
            date: input.weeks[round + offset] as string,
            homeTeamId: a.id,
            awayTeamId: b.id,
            venueId: a.venueId,
            history: [],
          })
        }
      }
      circle.splice(1, 0, circle.pop() as FixtureTeam)
    }
  }
  return matches
}

/** Venue nights with more matches than 2 (4 boards at 2 a match), and teams with three home or away in a row. */
function problems(matches: readonly FixtureMatch[]): { overbooked: number; threeInARow: number } {
  const hosted = new Map<string, number>()
  const sides = new Map<string, string[]>()
  for (const match of [...matches].sort((a, b) => a.round - b.round)) {
    hosted.set(`${match.venueId}@${match.date}`, (hosted.get(`${match.venueId}@${match.date}`) ?? 0) + 1)
    sides.set(match.homeTeamId, [...(sides.get(match.homeTeamId) ?? []), 'H'])
    sides.set(match.awayTeamId, [...(sides.get(match.awayTeamId) ?? []), 'A'])
  }
  const overbooked = [...hosted.values()].filter((count) => count > BOARDS / MIN_BOARDS).length
  const threeInARow = [...sides.values()].filter((list) => /HHH|AAA/.test(list.join(''))).length
  return { overbooked, threeInARow }
}

function row(name: string, input: FixturesInput, runs: number): ComparisonRow {
  const outcome = generateFixtures(input)
  if (!outcome.ok) throw new Error(`${outcome.error}: ${JSON.stringify(outcome)}`)
  const ours = problems(outcome.value.matches)
  const naive = problems(naiveFixtures(input))
  let sink = 0
  const oche = timeRuns(runs, () => {
    const generated = generateFixtures(input)
    sink += generated.ok ? generated.value.matches.length : 0
  })
  const baseline = timeRuns(runs, () => (sink += naiveFixtures(input).length))
  if (sink === Number.NEGATIVE_INFINITY) console.log(sink)
  return {
    what:
      `\`generateFixtures\`, ${DIVISIONS} divisions × ${TEAMS} teams, ${name} ` +
      `(${whole(outcome.value.matches.length)} matches; ${ours.overbooked} venue nights overbooked, ` +
      `${ours.threeInARow} teams with three in a row)`,
    oche,
    baseline,
    baselineText:
      `naive circle method, same matches (${naive.overbooked} venue nights overbooked, ` +
      `${naive.threeInARow} teams with three in a row)`,
  }
}

function main(): void {
  const runs = option('runs', 30)
  const rows = [
    row('one league night', season('fixedNight'), runs),
    row("each team's own night", season('teamNight'), runs),
  ]
  report({
    marker: 'darts-fixtures',
    title: '## Darts engine: fixtures for 20 divisions of 16 teams',
    description:
      `${DIVISIONS} divisions of ${TEAMS} teams, a double round robin each (${whole(DIVISIONS * TEAMS * (TEAMS - 1))} ` +
      `matches) over ${WEEKS} playing weeks; 100 venues of ${BOARDS} boards at ${MIN_BOARDS} boards a match, 20 of ` +
      'them with 4 teams and 80 with 3, drawn with seed 2026 across divisions. ' +
      `${runs} runs of each after ${WARM_UP_RUNS} warm-up runs (and at least ${WARM_UP_MS} ms of them), as CPU time ` +
      'of the process (user + system, so other load on the machine does not count; a run repeats calls below 2 ms ' +
      'and is divided by the repetitions). `generateFixtures` checks the input, builds the circle of each division, ' +
      'places the teams so that no venue is overbooked (pairing venue-mates on never-together positions, then a ' +
      'local search across divisions) and writes every match with its date; the naive circle method writes the same ' +
      'match objects in a bare loop, with no venue, night or balance rule.',
    table: comparisonTable(rows),
    script: 'fixtures.bench.ts',
    options: ['--runs', '--no-write'],
  })
}

main()
