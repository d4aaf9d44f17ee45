import type { TableSort } from '@oche/ui'
import { boardPlayerColumn, boardRankColumn, type LeaderboardName } from '../../competition/parts/standings'
import type { SitePageName } from '../parts/site-paths'

/** The leaderboards' pages (`individual/{board}`), in the site's order. */
export const leaderboardPages = ['180-171', 'low-visits', 'games-played', 'high-checkouts'] as const
export type LeaderboardPage = (typeof leaderboardPages)[number]

/** Each page's board and route. */
export const leaderboardOf: Record<LeaderboardPage, { board: LeaderboardName; route: SitePageName }> = {
  '180-171': { board: 'maxima', route: 'competition-site-season-individual-180-171' },
  'low-visits': { board: 'lowVisits', route: 'competition-site-season-individual-low-visits' },
  'games-played': { board: 'gamesPlayed', route: 'competition-site-season-individual-games-played' },
  'high-checkouts': { board: 'highCheckouts', route: 'competition-site-season-individual-high-checkouts' },
}

const columnsOf: Record<LeaderboardName, readonly string[]> = {
  maxima: ['180', '171'],
  lowVisits: ['darts', 'match'],
  gamesPlayed: ['played', 'won', 'lost', 'winPercentage'],
  highCheckouts: ['checkout', 'match'],
}

/** The columns a board sorts by: its rank, the player's name and its own figures. */
export function sortColumns(board: LeaderboardName): readonly string[] {
  return [boardRankColumn, boardPlayerColumn, ...columnsOf[board]]
}

/** The direction a first click sorts a column in: the rank, names, darts and days from the first; figures highest first. */
export function firstBoardDirection(column: string): TableSort['direction'] {
  return [boardRankColumn, boardPlayerColumn, 'darts', 'match'].includes(column) ? 'ascending' : 'descending'
}
