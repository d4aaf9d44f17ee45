import { dayNumber, isoDateOf } from '../league/iso-dates'
import { sharedPositions } from '../league/shared-positions'

/**
 * Points for a finishing position: a band gives its points to every position from `from` up to the next band's
 * `from`, and the last band to every position after it. `[{ from: 1, points: 100 }, { from: 2, points: 70 },
 * { from: 3, points: 50 }, { from: 5, points: 30 }, { from: 9, points: 0 }]` gives both semi-finalists 50 and all
 * four quarter-finalists 30.
 */
export type PointsBand = { from: number; points: number }

/**
 * Which results count by date: a `rolling` window of the last `months` months before the day the ranking is
 * looked at (a result exactly `months` months old has left it), or a `fixed` season from `from` to `to`, both days
 * included (ISO dates).
 */
export type RankingWindow = { kind: 'rolling'; months: number } | { kind: 'fixed'; from: string; to: string }

export type OrderOfMeritRules = {
  bands: readonly PointsBand[]
  /** Only each player's best `countBest` results count; null counts them all. */
  countBest: number | null
  window: RankingWindow
}

/**
 * A player's finishing place in a finished tournament, shared places as in the final ranking (`position` 5,
 * `positionTo` 8 is "5–8"). `date` is the tournament's day (ISO date).
 */
export type RankingResult = {
  tournamentId: string
  date: string
  playerId: string
  position: number
  positionTo: number
}

/** A result as the ranking used it: its points, and whether it counts or was dropped (beyond the best N). */
export type ScoredResult = RankingResult & { points: number; counts: boolean }

export type OrderOfMeritRow = {
  /** Shared when points and the tie rule cannot split two players: "1, 2, 2, 4". */
  position: number
  playerId: string
  points: number
  /** Counting results first (most points first, then the most recent), then the dropped ones. */
  results: ScoredResult[]
  /** The position before the latest tournament was added, null when the player was not ranked then. */
  previousPosition: number | null
}

export type OrderOfMerit = {
  rows: OrderOfMeritRow[]
  /** The tournaments inside the window, in the order they were played (date, then id). */
  tournamentIds: string[]
  /** The first and last day a result may have to count (ISO dates). */
  window: { from: string; to: string }
}

/** The points of a finishing position (the best place of a shared range); 0 before the first band. */
export function pointsFor(bands: readonly PointsBand[], position: number): number {
  let points = 0
  for (const band of [...bands].sort((a, b) => a.from - b.from)) {
    if (band.from > position) break
    points = band.points
  }
  return points
}

/** The day `months` calendar months before `day`, the day of the month clamped to the month's length. */
function monthsBefore(day: number, months: number): number {
  const date = new Date(day * 86_400_000)
  const monthIndex = date.getUTCFullYear() * 12 + date.getUTCMonth() - months
  const year = Math.floor(monthIndex / 12)
  const month = monthIndex - year * 12
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)) / 86_400_000
}

function dayOf(isoDate: string): number {
  const day = dayNumber(isoDate)
  if (day === null) throw new RangeError(`not an ISO date: ${isoDate}`)
  return day
}

/** The first and last day (day numbers) a result may have to count on `asOf`. */
function windowDays(window: RankingWindow, asOf: number): { from: number; to: number } {
  if (window.kind === 'rolling') return { from: monthsBefore(asOf, window.months) + 1, to: asOf }
  return { from: dayOf(window.from), to: Math.min(dayOf(window.to), asOf) }
}

/** Most points first, then the most recent, then by tournament id so the order never depends on input order. */
function byValue(a: ScoredResult, b: ScoredResult): number {
  return b.points - a.points || b.date.localeCompare(a.date) || a.tournamentId.localeCompare(b.tournamentId)
}

/**
 * The tie rule: more points; then more best results (the counting results compared best first); then the more
 * recent best results (the same results compared by date, best first: a recent win beats an old one).
 */
function compareRows(a: OrderOfMeritRow, b: OrderOfMeritRow): number {
  if (a.points !== b.points) return b.points - a.points
  const countingA = a.results.filter((result) => result.counts)
  const countingB = b.results.filter((result) => result.counts)
  const length = Math.max(countingA.length, countingB.length)
  for (let index = 0; index < length; index++) {
    const difference = (countingB[index]?.points ?? -1) - (countingA[index]?.points ?? -1)
    if (difference !== 0) return difference
  }
  for (let index = 0; index < length; index++) {
    const difference = (countingB[index]?.date ?? '').localeCompare(countingA[index]?.date ?? '')
    if (difference !== 0) return difference
  }
  return 0
}

/** Tournaments in the order they were played: by date, then id. */
function playedOrder(results: readonly RankingResult[]): { id: string; date: string }[] {
  const dates = new Map<string, string>()
  for (const result of results) dates.set(result.tournamentId, result.date)
  return [...dates]
    .map(([id, date]) => ({ id, date }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id))
}

function rankRows(results: readonly RankingResult[], rules: OrderOfMeritRules): OrderOfMeritRow[] {
  const byPlayer = new Map<string, ScoredResult[]>()
  for (const result of results) {
    const scored = { ...result, points: pointsFor(rules.bands, result.position), counts: true }
    byPlayer.set(result.playerId, [...(byPlayer.get(result.playerId) ?? []), scored])
  }
  const rows = [...byPlayer].map(([playerId, scored]): OrderOfMeritRow => {
    const ordered = scored.sort(byValue).map((result, index) => ({
      ...result,
      counts: rules.countBest === null || index < rules.countBest,
    }))
    const points = ordered.reduce((sum, result) => sum + (result.counts ? result.points : 0), 0)
    return { position: 0, playerId, points, results: ordered, previousPosition: null }
  })
  rows.sort((a, b) => compareRows(a, b) || a.playerId.localeCompare(b.playerId))
  const positions = sharedPositions(rows, compareRows)
  return rows.map((row, index) => ({ ...row, position: positions[index] ?? index + 1 }))
}

function inWindow(results: readonly RankingResult[], window: { from: number; to: number }): RankingResult[] {
  return results.filter((result) => {
    const day = dayOf(result.date)
    return day >= window.from && day <= window.to
  })
}

/**
 * The order of merit on `asOf` (ISO date): each player's results inside the window scored from the points table,
 * the best `countBest` counting, ranked by points with the tie rule (more best results, then the more recent best
 * results), and each player's position before the latest tournament in the window was added.
 */
export function orderOfMerit(results: readonly RankingResult[], rules: OrderOfMeritRules, asOf: string): OrderOfMerit {
  const window = windowDays(rules.window, dayOf(asOf))
  const counted = inWindow(results, window)
  const tournaments = playedOrder(counted)
  const rows = rankRows(counted, rules)
  const latest = tournaments.at(-1)
  if (latest) {
    const order = playedOrder(results).map((tournament) => tournament.id)
    const before = new Set(order.slice(0, order.indexOf(latest.id)))
    const earlier = results.filter((result) => before.has(result.tournamentId))
    const previous = new Map(
      rankRows(inWindow(earlier, windowDays(rules.window, dayOf(latest.date))), rules).map((row) => [
        row.playerId,
        row.position,
      ]),
    )
    for (const row of rows) row.previousPosition = previous.get(row.playerId) ?? null
  }
  return {
    rows,
    tournamentIds: tournaments.map((tournament) => tournament.id),
    window: { from: isoDateOf(window.from), to: isoDateOf(window.to) },
  }
}

/** A player's position after each tournament they could have been ranked by, in the order played. */
export type RankingHistoryPoint = { tournamentId: string; date: string; position: number | null }

/**
 * The history of a player's position: the order of merit as it stood after each tournament (on that
 * tournament's day, counting only the tournaments played up to it), null where the player was not ranked.
 */
export function rankingHistory(
  results: readonly RankingResult[],
  rules: OrderOfMeritRules,
  playerId: string,
): RankingHistoryPoint[] {
  const tournaments = playedOrder(results)
  return tournaments.map((tournament, index) => {
    const played = new Set(tournaments.slice(0, index + 1).map((entry) => entry.id))
    const upTo = results.filter((result) => played.has(result.tournamentId))
    const ranking = orderOfMerit(upTo, rules, tournament.date)
    const row = ranking.rows.find((entry) => entry.playerId === playerId)
    return { tournamentId: tournament.id, date: tournament.date, position: row?.position ?? null }
  })
}
