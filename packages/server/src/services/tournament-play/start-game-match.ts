import type { Entry, MatchConfig, MatchSide } from '@oche/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { tournamentGames, type TournamentRow } from '../../db/schema/index'
import { distinctSideNames, insertEngineMatch } from '../engine-matches/insert-engine-match'
import { committed, effects, type Committed } from '../effects'
import { findManagedTournament, tournamentChanged } from '../tournaments/access'
import { fail, ok, type Result } from '../result'
import { commitPlayChange } from './commit-play-change'
import { gameFormat, phaseOf } from './game-format'
import { findPlayGame, loadPlayState, type PlayState } from './load-play-state'
import type { PlayActor } from './play-audit'

export type StartGameMatchError = 'tournament.notFound' | 'auth.forbidden' | 'game.notFound' | 'game.notReady'

/** `isNew` is false when the game already had its match: that one is answered again. */
export type StartedGameMatch = { matchId: string; isNew: boolean }

/** A match side per entry, named after it, with its players who have accounts. */
function sidesOf(entries: [Entry, Entry]): MatchSide[] {
  const names = distinctSideNames(entries[0].name, entries[1].name)
  return entries.map((entry, index): MatchSide => {
    const userIds = entry.members.flatMap((member) => (member.user_id ? [member.user_id] : []))
    return { name: names[index] ?? entry.name, ...(userIds.length > 0 ? { userIds } : {}) }
  })
}

function matchConfigOf(state: PlayState, row: TournamentRow, game: NonNullable<ReturnType<typeof findPlayGame>>) {
  const entryOf = (index: 0 | 1): Entry => {
    const side = game.resolved.sides[index]
    const entry = side.kind === 'entry' ? state.entries.find((candidate) => candidate.id === side.entryId) : undefined
    if (!entry) throw new Error(`Ready game ${game.row.id} has no entry on side ${index}`)
    return entry
  }
  const phase = phaseOf(row, game.row.stage)
  const config: MatchConfig = {
    startScore: phase.start_score,
    inRule: phase.in_rule,
    outRule: phase.out_rule,
    format: gameFormat(row, game.row),
    sides: sidesOf([entryOf(0), entryOf(1)]),
  }
  return config
}

/**
 * Makes and links the match a ready game is scored on (kind `tournament`, owned by `ownerId`, the phase's x01
 * settings and the round's format, side 0 of the match being side 0 of the game). Inside the play's transaction.
 */
export async function insertGameMatch(
  tx: Database,
  state: PlayState,
  game: NonNullable<ReturnType<typeof findPlayGame>>,
  ownerId: string,
): Promise<string> {
  const config = matchConfigOf(state, state.row, game)
  const matchId = await insertEngineMatch(tx, { kind: 'tournament', config, ownerId })
  await tx
    .update(tournamentGames)
    .set({ matchId, startedAt: new Date(), updatedAt: new Date() })
    .where(eq(tournamentGames.id, game.row.id))
  return matchId
}

/**
 * Makes the live match a ready game is scored on (kind `tournament`, owned by the organiser who starts it, the
 * phase's x01 settings and the round's format, side 0 of the match being side 0 of the game) and links it. The
 * organiser scores it through `POST /matches/{id}/events`; when it finishes, the game's result is recorded.
 */
export async function startGameMatch(
  db: Database,
  input: { actor: PlayActor; tournamentId: string; gameId: string },
): Promise<Result<Committed<StartedGameMatch>, StartGameMatchError>> {
  const { actor } = input
  const outcome = await db.transaction(async (tx) => {
    const found = await findManagedTournament(tx, {
      userId: actor.userId,
      tournamentId: input.tournamentId,
      forUpdate: true,
    })
    if (!found.ok) return found
    const row = found.value
    const state = await loadPlayState(tx, row)
    const game = findPlayGame(state, input.gameId)
    if (!game) return fail('game.notFound')
    if (game.resolved.state !== 'ready') return fail('game.notReady')
    if (game.row.matchId) return ok({ matchId: game.row.matchId, isNew: false, change: null })
    const matchId = await insertGameMatch(tx, state, game, actor.userId)
    return ok({ matchId, isNew: true, change: await commitPlayChange(tx, row.id) })
  })
  if (!outcome.ok) return outcome
  const { change, ...started } = outcome.value
  return ok(committed(started, change ? tournamentChanged(change) : effects()))
}
