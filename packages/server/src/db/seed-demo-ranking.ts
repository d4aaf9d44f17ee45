import { RankingInputSchema, TournamentInputSchema, type Game } from '@oche/api'
import { and, eq, inArray } from 'drizzle-orm'
import { ensurePersonalOrganisation } from '../services/organisations/personal-organisation'
import { createRanking } from '../services/rankings/save-ranking'
import { makeDraw } from '../services/tournament-play/make-draw'
import type { PlayActor } from '../services/tournament-play/play-audit'
import { setGameResult } from '../services/tournament-play/set-game-result'
import { createEntry } from '../services/tournaments/create-entry'
import { createTournament } from '../services/tournaments/create-tournament'
import type { Database } from './database'
import { participants, rankings, users } from './schema/index'
import { DEMO_TOURNAMENT_NAME } from './seed-demo-tournament'

/** The demo ranking's name: the seed makes it once for the demo organiser. */
export const DEMO_RANKING_NAME = 'Oche Arms order of merit'

const ORGANISER_EMAIL = 'organiser@oche.test'
const dayMs = 24 * 60 * 60 * 1000

/**
 * Three monthly opens of the demo tournament's players, each an 8-player knockout; `order` is the month's form,
 * best first (the seeds), and the better seed wins every game.
 */
const months: { name: string; daysAgo: number; order: string[] }[] = [
  {
    name: 'Oche Arms Monthly · September',
    daysAgo: 70,
    order: [
      'Bram Bullseye',
      'Mia Maximum',
      'Fleur Finish',
      'Sanne de Vries',
      'Dieter Doppel',
      'Luc Peeters',
      'Tom Maes',
      'Eva Claes',
    ],
  },
  {
    name: 'Oche Arms Monthly · October',
    daysAgo: 42,
    order: [
      'Mia Maximum',
      'Fleur Finish',
      'Bram Bullseye',
      'Dieter Doppel',
      'Ines Janssens',
      'Sanne de Vries',
      'Noah Willems',
      'Luc Peeters',
    ],
  },
  {
    name: 'Oche Arms Monthly · November',
    daysAgo: 14,
    order: [
      'Mia Maximum',
      'Dieter Doppel',
      'Bram Bullseye',
      'Fleur Finish',
      'Luc Peeters',
      'Eva Claes',
      'Sanne de Vries',
      'Ines Janssens',
    ],
  },
]

function must<T>(result: { ok: true; value: T } | { ok: false; error: string }, step: string): T {
  if (!result.ok) throw new Error(`The demo ranking could not be seeded (${step}): ${result.error}`)
  return result.value
}

/**
 * The demo organiser's ranking, made once through the same services as the API: three finished monthly knockouts
 * of the demo tournament's players (so the same people across them) and a public order of merit over them, the best
 * two results of the last twelve months counting. Needs the demo tournament's players; answers whether it made it.
 */
export async function seedDemoRanking(db: Database, now = new Date()): Promise<boolean> {
  const [organiser] = await db.select().from(users).where(eq(users.email, ORGANISER_EMAIL))
  if (!organiser) return false
  const organisationId = await ensurePersonalOrganisation(db, organiser)
  const [existing] = await db
    .select({ id: rankings.id })
    .from(rankings)
    .where(and(eq(rankings.organisationId, organisationId), eq(rankings.name, DEMO_RANKING_NAME)))
  if (existing) return false
  const names = [...new Set(months.flatMap((month) => month.order))]
  const players = await db
    .select({ id: participants.id, name: participants.name })
    .from(participants)
    .where(and(eq(participants.organisationId, organisationId), inArray(participants.name, names)))
  const idOf = new Map(players.map((player) => [player.name, player.id]))
  if (names.some((name) => !idOf.has(name))) return false
  const actor: PlayActor = { userId: organiser.id, impersonatorId: null, requestId: null }

  const tournamentIds: string[] = []
  for (const month of months) {
    const startsAt = new Date(now.getTime() - month.daysAgo * dayMs)
    const tournament = must(
      await createTournament(db, {
        user: organiser,
        tournament: TournamentInputSchema.parse({
          name: month.name,
          type: 'singles',
          colour: 'violet',
          starts_at: startsAt.toISOString(),
          venue: 'The Oche Arms',
          description: `The monthly open of the ${DEMO_TOURNAMENT_NAME}'s players. It counts for the ${DEMO_RANKING_NAME}.`,
          format: { kind: 'knockout', third_place: false },
        }),
      }),
      'tournament',
    )
    for (const [index, name] of month.order.entries()) {
      const entry = { members: [{ participant_id: idOf.get(name) ?? '' }], seed: index + 1, checked_in: true }
      must(await createEntry(db, { userId: organiser.id, tournamentId: tournament.id, entry }), 'entry')
    }
    let detail = must(
      await makeDraw(db, { actor, tournamentId: tournament.id, removeNoShows: false, seed: 2026 }),
      'draw',
    ).value
    const seedOf = (game: Game, side: 0 | 1) => month.order.indexOf(game.sides[side].name)
    for (let ready = detail.games.filter((game) => game.state === 'ready'); ready.length > 0;) {
      for (const [index, game] of ready.entries()) {
        // The default game settings: first to 3 legs, first to 4 in the final.
        if (game.format.kind !== 'firstTo')
          throw new Error(`The demo ranking plays first-to games, not ${game.format.kind}`)
        const needed = game.format.legs
        const lost = index % needed
        const legs: [number, number] = seedOf(game, 0) < seedOf(game, 1) ? [needed, lost] : [lost, needed]
        const input = { actor, tournamentId: tournament.id, gameId: game.id, result: { kind: 'played' as const, legs } }
        detail = must(await setGameResult(db, input), 'result').value
      }
      ready = detail.games.filter((game) => game.state === 'ready')
    }
    tournamentIds.push(tournament.id)
  }
  must(
    await createRanking(db, {
      user: organiser,
      ranking: RankingInputSchema.parse({
        name: DEMO_RANKING_NAME,
        description: 'The monthly opens at The Oche Arms: the best two results of the last twelve months count.',
        count_best: 2,
        window: { kind: 'rolling', months: 12 },
        tournament_ids: tournamentIds,
      }),
    }),
    'ranking',
  )
  return true
}
