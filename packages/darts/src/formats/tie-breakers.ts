/** How the organiser settled a tie that the chain left: the entries best first. */
export type DeciderMethod = 'bullOff' | 'playOff' | 'lot'
export type Decider = { method: DeciderMethod; order: readonly string[] }

/** Why a row stands above the next one, with both values. `'tied'` is a tie that still needs a decider. */
export type ChainSeparation<Criterion extends string> =
  | { criterion: Criterion; values: readonly [number, number] }
  | { criterion: 'decider'; method: DeciderMethod }
  | { criterion: 'tied' }

/**
 * What a table ranks its rows with: each row's id, the chain of criteria, each row's value under a criterion
 * (higher ranks first; null when the criterion cannot compare this set, which skips it) and the organiser's deciders.
 * `values` is asked again for every smaller tied set, so a head-to-head reads exactly the rows it is given.
 */
export type TieBreakChain<Row, Criterion extends string> = {
  id: (row: Row) => string
  values: (rows: readonly Row[], criterion: Criterion) => readonly number[] | null
  chain: readonly Criterion[]
  deciders: readonly Decider[]
}

/** The ids best first, and why each one is above the next (one fewer separation than ids). */
export type Ranking<Criterion extends string> = { order: string[]; separations: ChainSeparation<Criterion>[] }

function splitBy<Row>(rows: readonly Row[], values: readonly number[]): { value: number; rows: Row[] }[] {
  const buckets = new Map<number, Row[]>()
  rows.forEach((row, index) => {
    const value = values[index] as number
    const bucket = buckets.get(value)
    if (bucket) bucket.push(row)
    else buckets.set(value, [row])
  })
  return [...buckets.entries()].sort(([a], [b]) => b - a).map(([value, members]) => ({ value, rows: members }))
}

function decide<Row, Criterion extends string>(
  rows: readonly Row[],
  context: TieBreakChain<Row, Criterion>,
): Ranking<Criterion> {
  const ids = rows.map(context.id)
  const decider = context.deciders.find((d) => ids.every((id) => d.order.includes(id)))
  if (!decider) return { order: ids, separations: ids.slice(1).map(() => ({ criterion: 'tied' })) }
  const order = [...ids].sort((a, b) => decider.order.indexOf(a) - decider.order.indexOf(b))
  return { order, separations: order.slice(1).map(() => ({ criterion: 'decider', method: decider.method })) }
}

/**
 * Orders a tied set with the chain (darts-rules.md §6, league-rules.md §6). The first criterion that splits the set
 * orders the smaller sets, and each of them is ranked again from the top of the chain; a set nothing splits goes to
 * the organiser's decider, or stays tied in the order given. Tournament groups and league divisions both rank here.
 */
export function rankTiedSet<Row, Criterion extends string>(
  rows: readonly Row[],
  context: TieBreakChain<Row, Criterion>,
): Ranking<Criterion> {
  if (rows.length <= 1) return { order: rows.map(context.id), separations: [] }
  for (const criterion of context.chain) {
    const values = context.values(rows, criterion)
    if (!values) continue
    const parts = splitBy(rows, values)
    if (parts.length === 1) continue
    const ranking: Ranking<Criterion> = { order: [], separations: [] }
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

/** The runs of ids a ranking left `'tied'` (each still needs a decider), in table order. */
export function unresolvedTies(ranking: Ranking<string>): string[][] {
  const ties: string[][] = []
  ranking.order.forEach((id, index) => {
    if (ranking.separations[index - 1]?.criterion === 'tied') ties.at(-1)?.push(id)
    else if (ranking.separations[index]?.criterion === 'tied') ties.push([id])
  })
  return ties
}

/** A finished meeting of two rows and the points each side took from it, for a head-to-head mini-table. */
export type HeadToHeadMeeting = { sides: readonly [string, string]; points: readonly [number, number] }

/** The meetings by the id on their first side, so a head-to-head reads only the tied rows' meetings. */
export function meetingsByFirstSide(meetings: Iterable<HeadToHeadMeeting>): Map<string, HeadToHeadMeeting[]> {
  const byFirstSide = new Map<string, HeadToHeadMeeting[]>()
  for (const meeting of meetings) {
    const listed = byFirstSide.get(meeting.sides[0])
    if (listed) listed.push(meeting)
    else byFirstSide.set(meeting.sides[0], [meeting])
  }
  return byFirstSide
}

/** Points from the meetings among exactly the given ids (the head-to-head mini-table), home and away alike. */
export function headToHeadPoints(
  ids: ReadonlySet<string>,
  byFirstSide: ReadonlyMap<string, readonly HeadToHeadMeeting[]>,
): Map<string, number> {
  const table = new Map([...ids].map((id) => [id, 0]))
  for (const id of ids) {
    for (const { sides, points } of byFirstSide.get(id) ?? []) {
      if (!ids.has(sides[1])) continue
      table.set(sides[0], (table.get(sides[0]) ?? 0) + points[0])
      table.set(sides[1], (table.get(sides[1]) ?? 0) + points[1])
    }
  }
  return table
}
