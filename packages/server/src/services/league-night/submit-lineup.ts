import type { LeagueLineupInput, LeagueMatch, LeagueSide } from '@oche/api'
import { checkLineup, type LineupError } from '@oche/darts'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { fixtureLineups, fixtures } from '../../db/schema/index'
import { committed, type Committed } from '../effects'
import { fail, failWith, ok, type Result } from '../result'
import {
  audit,
  isSignedOff,
  leagueChanged,
  loadLeagueMatch,
  type LeagueMatchAccessError,
  type LeagueMatchInput,
} from './league-match-context'
import { permissionsOf, squadOf, toLeagueMatch } from './league-match-view'

export type SubmitLineupError =
  LeagueMatchAccessError | 'leagueMatch.signedOff' | LineupError | 'lineup.notInTeam' | 'lineup.gameStarted'

function sameIds(a: readonly string[] | null | undefined, b: readonly string[] | null | undefined): boolean {
  return (a ?? []).join() === (b ?? []).join()
}

/**
 * A captain names who plays each game for their team (an admin for either team). The players must be in the team's
 * squad and fit the template (`checkLineup`); games already started keep their players. A change once the first game
 * started is a substitution in the audit trail. The template is frozen on the match with its first lineup.
 */
export async function submitLineup(
  db: Database,
  input: LeagueMatchInput & { side: LeagueSide; lineup: LeagueLineupInput },
): Promise<Result<Committed<LeagueMatch>, SubmitLineupError>> {
  const outcome = await db.transaction(async (tx) => {
    const found = await loadLeagueMatch(tx, { ...input, forUpdate: true })
    if (!found.ok) return found
    const context = found.value
    const { fixture, template, side } = { ...context, side: input.side }
    if (isSignedOff(fixture.state)) return fail('leagueMatch.signedOff')
    if (!permissionsOf(context).lineup.includes(side)) return fail('auth.forbidden')
    const games = input.lineup.games
    const checked = checkLineup(template, games)
    if (!checked.ok) {
      const { error, game } = checked
      return failWith(error, { field: game === undefined ? 'games' : `games.${game}` })
    }
    const squad = new Set(
      (await squadOf(tx, side === 'home' ? fixture.homeTeamSeasonId : fixture.awayTeamSeasonId)).map(
        (player) => player.participant_id,
      ),
    )
    const outsider = games.findIndex((ids) => (ids ?? []).some((id) => !squad.has(id)))
    if (outsider >= 0) return failWith('lineup.notInTeam', { field: `games.${outsider}` })
    for (const game of context.games) {
      const kept = side === 'home' ? game.homeParticipantIds : game.awayParticipantIds
      if (!sameIds(kept, games[game.number - 1]))
        return failWith('lineup.gameStarted', { field: `games.${game.number - 1}` })
    }
    const previous = context.lineups[side]
    const row = {
      games: games.map((ids) => (ids ? [...ids] : null)),
      submittedBy: context.viewer.userId,
      submittedAt: new Date(),
    }
    if (previous)
      await tx
        .update(fixtureLineups)
        .set(row)
        .where(and(eq(fixtureLineups.fixtureId, fixture.id), eq(fixtureLineups.side, side)))
    else
      await tx
        .insert(fixtureLineups)
        .values({ ...row, fixtureId: fixture.id, side, organisationId: fixture.organisationId })
    if (!fixture.template)
      await tx.update(fixtures).set({ template: context.storedTemplate }).where(eq(fixtures.id, fixture.id))
    const changedGames = games.flatMap((ids, index) =>
      previous && !sameIds(previous.games[index], ids) ? [index + 1] : [],
    )
    if (context.games.length > 0 && previous) {
      for (const game of changedGames) await audit(tx, context, { action: 'substitution', side, game })
    } else if (!previous || changedGames.length > 0) {
      await audit(tx, context, { action: 'lineupSubmitted', side })
    }
    const reloaded = await loadLeagueMatch(tx, input)
    if (!reloaded.ok) throw new Error('The match vanished in its own transaction')
    return ok({ match: await toLeagueMatch(tx, reloaded.value), fixture })
  })
  if (!outcome.ok) return outcome
  const { match, fixture } = outcome.value
  return ok(committed(match, leagueChanged(fixture, match.state)))
}
