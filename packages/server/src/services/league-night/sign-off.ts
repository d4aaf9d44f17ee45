import type { LeagueMatch, LeagueSide } from '@oche/api'
import type { Database } from '../../db/database'
import { committed, type Committed, type Effects } from '../effects'
import { fail, ok, type Result } from '../result'
import {
  audit,
  captainedSides,
  loadLeagueMatch,
  saveFixtureState,
  type LeagueMatchAccessError,
  type LeagueMatchContext,
  type LeagueMatchInput,
} from './league-match-context'
import { permissionsOf, toLeagueMatch } from './league-match-view'

export type ConfirmLeagueMatchError = LeagueMatchAccessError | 'leagueMatch.notPlayed' | 'leagueMatch.alreadyConfirmed'
export type DisputeLeagueMatchError = LeagueMatchAccessError | 'leagueMatch.notPlayed'

/** Runs a sign-off step on the locked match and answers the match as it is after it. */
async function signOffStep<E extends string>(
  db: Database,
  input: LeagueMatchInput,
  step: (tx: Database, context: LeagueMatchContext) => Promise<Result<Effects, E>>,
): Promise<Result<Committed<LeagueMatch>, E | LeagueMatchAccessError>> {
  const outcome = await db.transaction(async (tx) => {
    const found = await loadLeagueMatch(tx, { ...input, forUpdate: true })
    if (!found.ok) return found
    const told = await step(tx, found.value)
    if (!told.ok) return told
    const reloaded = await loadLeagueMatch(tx, input)
    if (!reloaded.ok) throw new Error('The match vanished in its own transaction')
    return ok({ match: await toLeagueMatch(tx, reloaded.value), told: told.value })
  })
  if (!outcome.ok) return outcome
  return ok(committed(outcome.value.match, outcome.value.told))
}

/**
 * A captain confirms the match report for their team (`side` when they captain both); once both teams confirmed,
 * the match is signed off. An admin confirms for every team not yet confirmed, which also settles a dispute.
 */
export async function confirmLeagueMatch(
  db: Database,
  input: LeagueMatchInput & { side?: LeagueSide | undefined },
): Promise<Result<Committed<LeagueMatch>, ConfirmLeagueMatchError>> {
  return signOffStep(db, input, async (tx, context) => {
    const { fixture, viewer } = context
    const captained = captainedSides(context, fixture).filter((side) => !input.side || side === input.side)
    if (captained.length === 0) return fail('auth.forbidden')
    if (fixture.state !== 'played' && fixture.state !== 'disputed') return fail('leagueMatch.notPlayed')
    const sides = permissionsOf(context).confirm.filter((side) => captained.includes(side))
    if (sides.length === 0)
      return fail(fixture.state === 'disputed' ? 'auth.forbidden' : 'leagueMatch.alreadyConfirmed')
    const now = new Date()
    const set = {
      ...(sides.includes('home') ? { homeConfirmedAt: now, homeConfirmedBy: viewer.userId } : {}),
      ...(sides.includes('away') ? { awayConfirmedAt: now, awayConfirmedBy: viewer.userId } : {}),
    }
    const home = sides.includes('home') || fixture.homeConfirmedAt !== null
    const away = sides.includes('away') || fixture.awayConfirmedAt !== null
    for (const side of sides) await audit(tx, context, { action: 'confirmed', side })
    return ok(await saveFixtureState(tx, fixture, home && away ? 'confirmed' : fixture.state, set))
  })
}

/** A captain does not agree with the report: the match goes to the admins with the reason, who confirm or correct it. */
export async function disputeLeagueMatch(
  db: Database,
  input: LeagueMatchInput & { reason: string },
): Promise<Result<Committed<LeagueMatch>, DisputeLeagueMatchError>> {
  return signOffStep(db, input, async (tx, context) => {
    const { fixture, viewer } = context
    // The captains of the two teams dispute; the admins settle (confirm) or correct.
    if (viewer.isAdmin || captainedSides(context, fixture).length === 0) return fail('auth.forbidden')
    if (fixture.state !== 'played') return fail('leagueMatch.notPlayed')
    const side = context.viewer.captainOf.includes(fixture.homeTeamSeasonId) ? 'home' : 'away'
    await audit(tx, context, { action: 'disputed', side, reason: input.reason })
    return ok(await saveFixtureState(tx, fixture, 'disputed'))
  })
}
