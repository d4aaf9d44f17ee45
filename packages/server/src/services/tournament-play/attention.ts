import type { ManageOverview } from '@oche/api'
import { and, inArray } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { tournaments } from '../../db/schema/index'
import { loadPlayState } from './load-play-state'

export type PlayAttentionItem = ManageOverview['attention'][number]

/**
 * What the play of these tournaments needs from their organisers now, for the tournaments being played (drawn or
 * running): games ready but not called to a board (`gamesWaitingForBoard`), and complete groups with a tie the
 * chain left (`tieNeedsDecider`, one per tie). Tournaments with nothing to do are left out; the others keep the
 * order of `tournamentIds`.
 */
export async function playAttention(db: Database, tournamentIds: string[]): Promise<PlayAttentionItem[]> {
  if (tournamentIds.length === 0) return []
  const rows = await db
    .select()
    .from(tournaments)
    .where(and(inArray(tournaments.id, [...new Set(tournamentIds)]), inArray(tournaments.status, ['drawn', 'running'])))
  const order = new Map(tournamentIds.map((id, index) => [id, index]))
  rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
  const items: PlayAttentionItem[] = []
  for (const row of rows) {
    const state = await loadPlayState(db, row)
    const about = { tournament_id: row.id, tournament_name: row.name }
    const waiting = state.resolution.games.filter((game, index) => {
      const stored = state.gameRows[index]
      return game.state === 'ready' && !stored?.calledAt && !stored?.matchId
    }).length
    if (waiting > 0) items.push({ kind: 'gamesWaitingForBoard', ...about, count: waiting })
    const ties = Object.values(state.resolution.groupStandings)
      .filter((standings) => standings.isComplete)
      .reduce((sum, standings) => sum + standings.unresolvedTies.length, 0)
    if (ties > 0) items.push({ kind: 'tieNeedsDecider', ...about, count: ties })
  }
  return items
}
