import { buildRankingDetail, type RankingDetail, type RankingSnapshot, toTournamentPlanFormat } from '@oche/api'
import { finalRanking, type RankingResult } from '@oche/darts'
import { eq, inArray, lte } from 'drizzle-orm'
import type { Database } from '../../db/database'
import {
  organisations,
  tournamentFinalPlaces,
  type RankingRow,
  type StoredFinalPlace,
  type TournamentRow,
} from '../../db/schema/index'
import { loadPlayState } from '../tournament-play/load-play-state'
import { loadEntryMembers } from '../tournaments/load-entries'
import { loadRankingTournaments, rankingDay } from './ranking-tournaments'

/** A finished tournament's final places, from the final ranking `@oche/darts` resolves from its games. */
async function workOutFinalPlaces(db: Database, row: TournamentRow): Promise<StoredFinalPlace[]> {
  const state = await loadPlayState(db, row)
  return finalRanking(state.input, state.resolution, { format: toTournamentPlanFormat(row.format) }).map((place) => ({
    entryId: place.entryId,
    position: place.position,
    positionTo: place.positionTo,
  }))
}

/**
 * Each finished tournament's final places: the stored ones where they are of the tournament's current version,
 * otherwise worked out again and stored (`tournament_final_places`; a newer list stored meanwhile is kept).
 */
export async function finalPlaces(
  db: Database,
  rows: readonly TournamentRow[],
): Promise<Map<string, StoredFinalPlace[]>> {
  const finished = rows.filter((row) => row.status === 'finished')
  const stored =
    finished.length === 0
      ? []
      : await db
          .select()
          .from(tournamentFinalPlaces)
          .where(
            inArray(
              tournamentFinalPlaces.tournamentId,
              finished.map((row) => row.id),
            ),
          )
  const storedById = new Map(stored.map((entry) => [entry.tournamentId, entry]))
  const places = new Map<string, StoredFinalPlace[]>()
  for (const row of finished) {
    const hit = storedById.get(row.id)
    if (hit?.version === row.version) {
      places.set(row.id, hit.places)
      continue
    }
    const worked = await workOutFinalPlaces(db, row)
    places.set(row.id, worked)
    await db
      .insert(tournamentFinalPlaces)
      .values({ tournamentId: row.id, version: row.version, places: worked })
      .onConflictDoUpdate({
        target: tournamentFinalPlaces.tournamentId,
        set: { version: row.version, places: worked },
        setWhere: lte(tournamentFinalPlaces.version, row.version),
      })
  }
  return places
}

/**
 * Every player's place in each finished tournament: both members of a pair get the pair's place. Players are
 * participants, read fresh (merges already point entries at the one kept).
 */
async function tournamentResults(
  db: Database,
  rows: readonly TournamentRow[],
): Promise<{ results: RankingResult[]; names: Map<string, string> }> {
  const places = await finalPlaces(db, rows)
  const members = await loadEntryMembers(
    db,
    [...places.values()].flatMap((list) => list.map((place) => place.entryId)),
  )
  const results: RankingResult[] = []
  const names = new Map<string, string>()
  for (const row of rows) {
    for (const place of places.get(row.id) ?? []) {
      for (const member of members.get(place.entryId) ?? []) {
        names.set(member.participantId, member.name)
        results.push({
          tournamentId: row.id,
          date: rankingDay(row),
          playerId: member.participantId,
          position: place.position,
          positionTo: place.positionTo,
        })
      }
    }
  }
  return { results, names }
}

/** What the ranking is worked out from on `now`'s day (UTC): its rules, tournaments and their places. */
export async function rankingSnapshot(db: Database, row: RankingRow, now = new Date()): Promise<RankingSnapshot> {
  const [organiser] = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, row.organisationId))
  const tournaments = await loadRankingTournaments(db, row)
  const { results, names } = await tournamentResults(db, tournaments)
  return {
    ranking: {
      id: row.id,
      name: row.name,
      description: row.description,
      visibility: row.visibility,
      points: row.points,
      count_best: row.countBest,
      window: row.window,
      selection: row.selection,
      updated_at: row.updatedAt.toISOString(),
    },
    organiser: organiser ?? { id: row.organisationId, name: '' },
    tournaments: tournaments.map((tournament) => ({
      id: tournament.id,
      name: tournament.name,
      date: rankingDay(tournament),
      status: tournament.status,
    })),
    results,
    names,
    asOf: now.toISOString().slice(0, 10),
  }
}

/** The ranking's page as it stands on `now`'s day. */
export async function computeRanking(
  db: Database,
  row: RankingRow,
  canManage: boolean,
  now = new Date(),
): Promise<RankingDetail> {
  return buildRankingDetail(await rankingSnapshot(db, row, now), canManage)
}
