import type { StandingsRow } from './group-standings'
import { rankTiedSet } from './tie-breakers'

/** darts-rules.md §6: players placed the same across groups are compared by these, in this order. */
export type BestPlacedCriterion = 'points' | 'legDifference' | 'legsWon' | 'average'

const bestPlacedChain: readonly BestPlacedCriterion[] = ['points', 'legDifference', 'legsWon', 'average']

/** One group's entry at the compared position: its table row and where it was drawn (`snakeDrawIndex`). */
export type BestPlacedCandidate = {
  row: Pick<StandingsRow, 'entryId' | 'played' | 'points' | 'legDifference' | 'legsWon' | 'average'>
  drawIndex: number
}

/**
 * Where an entry was drawn in the snake (`drawGroups`), 0-based: the entry at `indexInGroup` of group `groupIndex`
 * of `groupCount` groups. It is the entry's seed order in the draw (unseeded entries were shuffled into it).
 */
export function snakeDrawIndex(groupIndex: number, indexInGroup: number, groupCount: number): number {
  const column = indexInGroup % 2 === 0 ? groupIndex : groupCount - 1 - groupIndex
  return indexInGroup * groupCount + column
}

function perGame(value: number, played: number): number {
  return played > 0 ? value / played : 0
}

/**
 * Ranks the entries placed the same in different groups (the best third-placed, say), best first, by points, leg
 * difference, legs won, then the 3-dart average (darts-rules.md §6). Points, leg difference and legs won are
 * compared per game played, so an entry from a smaller group (fewer games) is not at a disadvantage; with groups of
 * equal size everyone played as many games and this is the same as comparing the totals. The average is already
 * per dart, and is left out when a candidate has none (results entered without darts). A tie all four leave goes to
 * the better draw position (`drawIndex`, lower first), so the knockout never waits for a decider across groups.
 */
export function rankBestPlaced(candidates: readonly BestPlacedCandidate[]): string[] {
  const ordered = [...candidates].sort((a, b) => a.drawIndex - b.drawIndex)
  return rankTiedSet(ordered, {
    id: (candidate) => candidate.row.entryId,
    values: (rows, criterion: BestPlacedCriterion) => {
      switch (criterion) {
        case 'points':
          return rows.map(({ row }) => perGame(row.points, row.played))
        case 'legDifference':
          return rows.map(({ row }) => perGame(row.legDifference, row.played))
        case 'legsWon':
          return rows.map(({ row }) => perGame(row.legsWon, row.played))
        case 'average':
          return rows.every(({ row }) => row.average !== null) ? rows.map(({ row }) => row.average as number) : null
        default:
          criterion satisfies never
          return null
      }
    },
    chain: bestPlacedChain,
    deciders: [],
  }).order
}
