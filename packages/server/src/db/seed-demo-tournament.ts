import { TournamentInputSchema, type Game, type SideStats, type TournamentDetail } from '@oche/api'
import { and, eq, inArray } from 'drizzle-orm'
import { ensurePersonalOrganisation } from '../services/organisations/personal-organisation'
import { callGame } from '../services/tournament-play/call-game'
import { makeDraw } from '../services/tournament-play/make-draw'
import type { PlayActor } from '../services/tournament-play/play-audit'
import { setGameResult } from '../services/tournament-play/set-game-result'
import { startGameMatch } from '../services/tournament-play/start-game-match'
import { createEntry } from '../services/tournaments/create-entry'
import { createTournament } from '../services/tournaments/create-tournament'
import type { Committed } from '../services/effects'
import type { Database } from './database'
import { participants, tournaments, users } from './schema/index'

/** The demo tournament's name: the seed makes it once for the demo organiser. */
export const DEMO_TOURNAMENT_NAME = 'Oche Demo Open'

const ORGANISER_EMAIL = 'organiser@oche.test'

/** The demo players with accounts (seeded 1–4), then guests; earlier in the list plays better. */
const players: { name: string; nickname: string; email?: string }[] = [
  { name: 'Mia Maximum', nickname: 'The Maximum', email: 'mia@oche.test' },
  { name: 'Bram Bullseye', nickname: 'Bully', email: 'bram@oche.test' },
  { name: 'Fleur Finish', nickname: '', email: 'fleur@oche.test' },
  { name: 'Dieter Doppel', nickname: 'Doppel D', email: 'dieter@oche.test' },
  { name: 'Sanne de Vries', nickname: '' },
  { name: 'Luc Peeters', nickname: 'Lucky' },
  { name: 'Ines Janssens', nickname: '' },
  { name: 'Tom Maes', nickname: '' },
  { name: 'Eva Claes', nickname: 'Evil Eva' },
  { name: 'Noah Willems', nickname: '' },
]

/** Nothing listens while the seed runs (effects are dropped): the pages fetch what it made. */
function must<T>(result: { ok: true; value: T } | { ok: false; error: string }, step: string): T {
  if (!result.ok) throw new Error(`The demo tournament could not be seeded (${step}): ${result.error}`)
  return result.value
}

/** A step's value without its effects. */
function mustCommit<T>(result: { ok: true; value: Committed<T> } | { ok: false; error: string }, step: string): T {
  return must(result, step).value
}

/**
 * The demo organiser's public tournament, made once through the same services as the API: 10 players (the four
 * demo players linked to their accounts) in groups of at most 4, a winners and a consolation knockout, drawn with a
 * fixed seed; groups A and B played, group C half-way, one game called to board 2 and one being scored. Answers
 * whether it made it.
 */
export async function seedDemoTournament(db: Database): Promise<boolean> {
  const [organiser] = await db.select().from(users).where(eq(users.email, ORGANISER_EMAIL))
  if (!organiser) return false
  const organisationId = await ensurePersonalOrganisation(db, organiser)
  const [existing] = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(eq(tournaments.organisationId, organisationId), eq(tournaments.name, DEMO_TOURNAMENT_NAME)))
  if (existing) return false
  const actor: PlayActor = { userId: organiser.id, impersonatorId: null, requestId: null }

  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        players.flatMap((player) => (player.email ? [player.email] : [])),
      ),
    )
  const startsAt = new Date(Date.now() - 2 * 60 * 60 * 1000)
  const tournament = must(
    await createTournament(db, {
      user: organiser,
      tournament: TournamentInputSchema.parse({
        name: DEMO_TOURNAMENT_NAME,
        type: 'singles',
        colour: 'teal',
        starts_at: startsAt.toISOString(),
        venue: 'The Oche Arms',
        description: 'Ten players in three groups, then a winners and a consolation knockout.',
        format: {
          kind: 'groupsKnockout',
          group_size: 4,
          qualifiers_per_group: 2,
          consolation: true,
          third_place: false,
        },
      }),
    }),
    'tournament',
  )
  for (const [index, player] of players.entries()) {
    const userId = accounts.find((account) => account.email === player.email)?.id ?? null
    const [participant] = await db
      .insert(participants)
      .values({ organisationId, name: player.name, nickname: player.nickname, userId })
      .returning({ id: participants.id })
    if (!participant) throw new Error('A demo participant was not inserted')
    const entry = {
      members: [{ participant_id: participant.id }],
      seed: index < 4 ? index + 1 : null,
      checked_in: true,
    }
    mustCommit(await createEntry(db, { userId: organiser.id, tournamentId: tournament.id, entry }), 'entry')
  }

  let detail = mustCommit(
    await makeDraw(db, { actor, tournamentId: tournament.id, removeNoShows: false, seed: 2026 }),
    'draw',
  )
  const strength = (game: Game, side: 0 | 1) => {
    const name = game.sides[side].name
    return players.findIndex((player) => player.name === name)
  }
  const groupGames = (current: TournamentDetail, group: string) =>
    current.games.filter((game) => game.group === group && game.state === 'ready')
  const toPlay = [...groupGames(detail, 'A'), ...groupGames(detail, 'B'), ...groupGames(detail, 'C').slice(0, 3)]
  for (const [index, game] of toPlay.entries()) {
    const winner = strength(game, 0) < strength(game, 1) ? 0 : 1
    const legs: [number, number] = winner === 0 ? [3, index % 3] : [index % 3, 3]
    const stats = [0, 1].map((side) => ({
      one_eighties: side === winner ? (index % 3) + 1 : index % 2,
      one_seven_ones: index % 4 === 0 && side === winner ? 1 : 0,
      high_checkouts: index % 5 === 0 && side === winner ? [104 + index] : [],
    })) as [SideStats, SideStats]
    const input = {
      actor,
      tournamentId: tournament.id,
      gameId: game.id,
      result: { kind: 'played' as const, legs, stats },
    }
    detail = mustCommit(await setGameResult(db, input), 'result')
  }
  // One game on a board, another being scored: two games without a player in common.
  const waiting = groupGames(detail, 'C')
  const sidesOf = (game: Game) => game.sides.map((side) => side.id)
  const pair = waiting
    .flatMap((first, index) => waiting.slice(index + 1).map((second) => [first, second] as const))
    .find(([first, second]) => !sidesOf(first).some((id) => sidesOf(second).includes(id)))
  const [called, live] = pair ?? [waiting[0], undefined]
  if (called)
    mustCommit(await callGame(db, { actor, tournamentId: tournament.id, gameId: called.id, board: '2' }), 'call')
  if (live) mustCommit(await startGameMatch(db, { actor, tournamentId: tournament.id, gameId: live.id }), 'match')
  return true
}
