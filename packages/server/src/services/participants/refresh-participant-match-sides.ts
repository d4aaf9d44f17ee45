import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { fixtureGames, matchSides, participants, tournaments } from '../../db/schema/index'
import { homeEngineSide } from '../league-night/league-match-view'
import { participantEntries } from './participant-entries'
import { loadPlayState } from '../tournament-play/load-play-state'

async function setSideUsers(tx: Database, matchId: string, position: number, userIds: string[]): Promise<void> {
  await tx
    .update(matchSides)
    .set({ userIds })
    .where(and(eq(matchSides.matchId, matchId), eq(matchSides.position, position)))
}

/** The tournament games the participant's entries played on a match: each side of theirs gets its members' accounts. */
async function refreshTournamentSides(tx: Database, participantId: string): Promise<void> {
  const entries = await participantEntries(tx, participantId)
  if (entries.length === 0) return
  const entryIds = new Set(entries.map((entry) => entry.entryId))
  const rows = await tx
    .select()
    .from(tournaments)
    .where(inArray(tournaments.id, [...new Set(entries.map((entry) => entry.tournamentId))]))
  for (const row of rows) {
    const state = await loadPlayState(tx, row)
    for (const [index, game] of state.gameRows.entries()) {
      const resolved = state.resolution.games[index]
      if (!game.matchId || !resolved) continue
      for (const [position, side] of resolved.sides.entries()) {
        if (side.kind !== 'entry' || !entryIds.has(side.entryId)) continue
        const entry = state.entries.find((candidate) => candidate.id === side.entryId)
        const userIds = (entry?.members ?? []).flatMap((member) => (member.user_id ? [member.user_id] : []))
        await setSideUsers(tx, game.matchId, position, userIds)
      }
    }
  }
}

/** The league games the participant played on a match: each team's side gets its players' accounts (pairs at most). */
async function refreshLeagueSides(tx: Database, participantId: string): Promise<void> {
  const games = await tx
    .select()
    .from(fixtureGames)
    .where(
      and(
        isNotNull(fixtureGames.matchId),
        or(
          sql`${participantId}::uuid = any(${fixtureGames.homeParticipantIds})`,
          sql`${participantId}::uuid = any(${fixtureGames.awayParticipantIds})`,
        ),
      ),
    )
  for (const game of games) {
    if (!game.matchId) continue
    const home = homeEngineSide(game.number)
    for (const [ids, position] of [
      [game.homeParticipantIds, home],
      [game.awayParticipantIds, 1 - home],
    ] as const) {
      if (!ids.includes(participantId)) continue
      const linked = await tx
        .select({ id: participants.id, userId: participants.userId })
        .from(participants)
        .where(inArray(participants.id, ids))
      const userIds = ids.flatMap((id) => linked.find((row) => row.id === id)?.userId ?? [])
      // A team game (more than a pair) is named after the team and counts for no one's own matches.
      await setSideUsers(tx, game.matchId, position, ids.length <= 2 ? userIds : [])
    }
  }
}

/**
 * Brings the accounts on the sides of every tournament and league match a participant played in step with who the
 * participant is linked to now: a guest who links their account later sees their earlier games among their own
 * matches and statistics, and an unlinked participant's games leave them. Inside the transaction that changed the
 * link (or moved the participant's entries).
 */
export async function refreshParticipantMatchSides(tx: Database, participantId: string): Promise<void> {
  await refreshTournamentSides(tx, participantId)
  await refreshLeagueSides(tx, participantId)
}
