import { orderOfMerit, type RankingResult as PlacedResult } from '@oche/darts'
import { realtimeChannels } from '../realtime-names'
import type {
  PointsBand,
  RankingDetail,
  RankingSelection,
  RankingSummary,
  RankingTournament,
  RankingWindow,
} from '../schemas/rankings'
import type { TournamentVisibility } from '../schemas/tournaments'

/** What a ranking is worked out from: its rules, its tournaments and every place they gave, by participant. */
export type RankingSnapshot = {
  ranking: {
    id: string
    name: string
    description: string
    visibility: TournamentVisibility
    points: PointsBand[]
    count_best: number | null
    window: RankingWindow
    selection: RankingSelection
    updated_at: string
  }
  organiser: { id: string; name: string }
  /** The linked tournaments, the most recent first; `counts` is worked out here. */
  tournaments: Omit<RankingTournament, 'counts'>[]
  /** Every player's place in each finished tournament; `playerId` is the participant id. */
  results: PlacedResult[]
  /** Participant names by id. */
  names: ReadonlyMap<string, string>
  /** The day it is looked at (ISO date). */
  asOf: string
}

/**
 * The ranking's page from its snapshot: the order of merit of `@oche/darts` with names, players sharing a position
 * listed by name, and which tournaments are inside the window. Pure: the server and the MSW mocks both use it.
 * @example
 * const detail = buildRankingDetail(snapshot, false)
 * detail.rows[0] // { position: 1, previous_position: 2, player: { id, name: 'Anna' }, points: 200, results: [...] }
 */
export function buildRankingDetail(snapshot: RankingSnapshot, canManage: boolean): RankingDetail {
  const { ranking, names } = snapshot
  const nameOf = (playerId: string) => names.get(playerId) ?? ''
  const order = orderOfMerit(
    snapshot.results,
    { bands: ranking.points, countBest: ranking.count_best, window: ranking.window },
    snapshot.asOf,
  )
  const rows = [...order.rows].sort(
    (a, b) => a.position - b.position || nameOf(a.playerId).localeCompare(nameOf(b.playerId)),
  )
  const counting = new Set(order.tournamentIds)
  return {
    id: ranking.id,
    name: ranking.name,
    description: ranking.description,
    visibility: ranking.visibility,
    organiser: snapshot.organiser,
    window: ranking.window,
    count_best: ranking.count_best,
    tournament_count: order.tournamentIds.length,
    player_count: rows.length,
    updated_at: ranking.updated_at,
    points: ranking.points,
    selection: ranking.selection,
    as_of: snapshot.asOf,
    window_from: order.window.from,
    window_to: order.window.to,
    tournaments: snapshot.tournaments.map((tournament) => ({ ...tournament, counts: counting.has(tournament.id) })),
    rows: rows.map((row) => ({
      position: row.position,
      previous_position: row.previousPosition,
      player: { id: row.playerId, name: nameOf(row.playerId) },
      points: row.points,
      results: row.results.map((result) => ({
        tournament_id: result.tournamentId,
        position: result.position,
        position_to: result.positionTo,
        points: result.points,
        counts: result.counts,
      })),
    })),
    can_manage: canManage,
    realtime_channel: realtimeChannels.ranking(ranking.id),
  }
}

/** The ranking in a list: its settings and who leads it today. */
export function toRankingSummary(detail: RankingDetail): RankingSummary {
  const leader = detail.rows[0]
  return {
    id: detail.id,
    name: detail.name,
    description: detail.description,
    visibility: detail.visibility,
    organiser: detail.organiser,
    window: detail.window,
    count_best: detail.count_best,
    tournament_count: detail.tournament_count,
    player_count: detail.player_count,
    leader: leader ? { name: leader.player.name, points: leader.points } : null,
    updated_at: detail.updated_at,
  }
}
