import { resultWinner } from './game'
import type { Decider, Separation, StandingsMatch, TieBreaker } from './group-standings'

type RankedRow = { entryId: string; points: number; legDifference: number; legsWon: number; average: number | null }

type RankContext = {
  /** The counted matches by the entry on their first side, so a head-to-head reads only the tied entries' games. */
  matchesByFirstSide: ReadonlyMap<string, readonly StandingsMatch[]>
  points: { win: number; draw: number; loss: number }
  chain: readonly TieBreaker[]
  deciders: readonly Decider[]
}

type Ranking = { order: string[]; separations: Separation[] }

/** Points from the games among exactly the given entries (the head-to-head mini-table). */
function headToHeadPoints(entryIds: ReadonlySet<string>, context: RankContext): Map<string, number> {
  const table = new Map([...entryIds].map((id) => [id, 0]))
  const candidates = [...entryIds].flatMap((id) => context.matchesByFirstSide.get(id) ?? [])
  for (const { sides, result } of candidates) {
    if (!result || !entryIds.has(sides[0]) || !entryIds.has(sides[1])) continue
    const winner = resultWinner(result)
    sides.forEach((entryId, side) => {
      const earned =
        winner === 'draw' ? context.points.draw : winner === side ? context.points.win : context.points.loss
      table.set(entryId, (table.get(entryId) ?? 0) + earned)
    })
  }
  return table
}

/** Each row's value under a criterion, or null when the criterion cannot compare this set. */
function criterionValues(rows: readonly RankedRow[], criterion: TieBreaker, context: RankContext): number[] | null {
  switch (criterion) {
    case 'points':
      return rows.map((row) => row.points)
    case 'legDifference':
      return rows.map((row) => row.legDifference)
    case 'legsWon':
      return rows.map((row) => row.legsWon)
    case 'headToHead': {
      const table = headToHeadPoints(new Set(rows.map((row) => row.entryId)), context)
      return rows.map((row) => table.get(row.entryId) ?? 0)
    }
    case 'average':
      // Results entered without darts carry no average; comparing them with 0 would be unfair.
      return rows.every((row) => row.average !== null) ? rows.map((row) => row.average as number) : null
    default:
      criterion satisfies never
      return null
  }
}

function splitBy(rows: readonly RankedRow[], values: readonly number[]): { value: number; rows: RankedRow[] }[] {
  const buckets = new Map<number, RankedRow[]>()
  rows.forEach((row, index) => {
    const value = values[index] as number
    const bucket = buckets.get(value)
    if (bucket) bucket.push(row)
    else buckets.set(value, [row])
  })
  return [...buckets.entries()].sort(([a], [b]) => b - a).map(([value, members]) => ({ value, rows: members }))
}

function decide(rows: readonly RankedRow[], context: RankContext): Ranking {
  const ids = rows.map((row) => row.entryId)
  const decider = context.deciders.find((d) => ids.every((id) => d.order.includes(id)))
  if (!decider) return { order: ids, separations: ids.slice(1).map(() => ({ criterion: 'tied' })) }
  const order = [...ids].sort((a, b) => decider.order.indexOf(a) - decider.order.indexOf(b))
  return { order, separations: order.slice(1).map(() => ({ criterion: 'decider', method: decider.method })) }
}

/**
 * Orders a tied set with the chain (darts-rules.md §6). The first criterion that splits the set orders the
 * smaller sets, and each of them is ranked again from the top of the chain; a set nothing splits goes to the
 * organiser's decider, or stays tied.
 */
export function rankTiedSet(rows: readonly RankedRow[], context: RankContext): Ranking {
  if (rows.length <= 1) return { order: rows.map((row) => row.entryId), separations: [] }
  for (const criterion of context.chain) {
    const values = criterionValues(rows, criterion, context)
    if (!values) continue
    const parts = splitBy(rows, values)
    if (parts.length === 1) continue
    const ranking: Ranking = { order: [], separations: [] }
    parts.forEach((part, index) => {
      const next = parts[index + 1]
      const inner = rankTiedSet(part.rows, context)
      ranking.order.push(...inner.order)
      ranking.separations.push(...inner.separations)
      if (next) ranking.separations.push({ criterion, values: [part.value, next.value] })
    })
    return ranking
  }
  return decide(rows, context)
}
