import type { Group, GroupStandings, Separation as EngineSeparation } from '@oche/darts'
import type { GroupTable, Separation } from '../schemas/tournaments'

function toSeparation(separation: EngineSeparation | null): Separation | null {
  if (!separation) return null
  switch (separation.criterion) {
    case 'decider':
      return { criterion: 'decider', method: separation.method }
    case 'tied':
      return { criterion: 'tied' }
    default:
      return { criterion: separation.criterion, values: [separation.values[0], separation.values[1]] }
  }
}

/**
 * The best-placed across groups who went up to the winners knockout (`best_placed_qualifiers`): the group position
 * they come from, and who they are, or null until every group is complete and they are known.
 */
export type BestPlacedUp = { position: number; entryIds: ReadonlySet<string> | null }

/**
 * Whether each entry goes on to the winners knockout, once its group is complete: the best `qualifiers` do, and the
 * best-placed across groups (`bestPlaced`) from the next position. An entry in a tie still waiting for a decider
 * across the qualifying line is not known yet (null), nor is anyone before the group is complete or in a format
 * without qualification (`qualifiers` null), nor the next-placed before every group is complete.
 */
function qualifiesOf(
  standings: GroupStandings,
  qualifiers: number | null,
  bestPlaced: BestPlacedUp | null,
): (entryId: string) => boolean | null {
  if (qualifiers === null || !standings.isComplete) return () => null
  const positions = new Map(standings.rows.map((row) => [row.entryId, row.position]))
  const straddling = standings.unresolvedTies.filter((tie) => {
    const tied = tie.map((entryId) => positions.get(entryId) ?? 0)
    return Math.min(...tied) <= qualifiers && Math.max(...tied) > qualifiers
  })
  return (entryId) => {
    if (straddling.some((tie) => tie.includes(entryId))) return null
    const position = positions.get(entryId) ?? Infinity
    if (bestPlaced && position === bestPlaced.position) return bestPlaced.entryIds?.has(entryId) ?? null
    return position <= qualifiers
  }
}

/** A group's table on the wire: the engine's standings with entry names and who qualifies. */
export function toGroupTable(
  group: Group,
  standings: GroupStandings | undefined,
  names: ReadonlyMap<string, string>,
  qualifiers: number | null,
  bestPlaced: BestPlacedUp | null = null,
): GroupTable {
  const rows = standings?.rows ?? []
  const qualifies = standings ? qualifiesOf(standings, qualifiers, bestPlaced) : () => null
  return {
    id: group.id,
    rows: rows.map((row) => ({
      position: row.position,
      entry_id: row.entryId,
      name: names.get(row.entryId) ?? '',
      played: row.played,
      won: row.won,
      drawn: row.drawn,
      lost: row.lost,
      legs_won: row.legsWon,
      legs_lost: row.legsLost,
      leg_difference: row.legDifference,
      points: row.points,
      average: row.average,
      above_next: toSeparation(row.aboveNext),
      qualifies: qualifies(row.entryId),
    })),
    is_complete: standings?.isComplete ?? false,
    unresolved_ties: (standings?.unresolvedTies ?? []).map((tie) => [...tie]),
  }
}
