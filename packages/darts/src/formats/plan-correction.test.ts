import { describe, expect, it } from 'vitest'
import type { GameResult, TournamentGame } from './game'
import { createKnockout } from './knockout'
import { planCorrection } from './plan-correction'

function knockout(seeds: string[]): TournamentGame[] {
  const games = createKnockout({ stageId: 'ko', seeds })
  if (!games.ok) throw new Error(games.error)
  return games.value
}

const win: GameResult = { kind: 'played', legs: [3, 1] }
const lose: GameResult = { kind: 'played', legs: [1, 3] }
const games = knockout(['e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7', 'e8'])

describe('planCorrection', () => {
  it('re-flows the quarter-final winner into a semi-final not yet played', () => {
    const plan = planCorrection({ games, results: { 'ko.1.1': win, 'ko.1.2': win } }, 'ko.1.1', lose)
    expect(plan.ok).toBe(true)
    if (!plan.ok) return
    expect(plan.value.changedGameIds).toEqual(['ko.2.1'])
    expect(plan.value.resolution.games[4]?.sides[0]).toEqual({ kind: 'entry', entryId: 'e8' })
  })

  it('changes nothing downstream when only the legs change', () => {
    const plan = planCorrection({ games, results: { 'ko.1.1': win } }, 'ko.1.1', { kind: 'played', legs: [3, 2] })
    expect(plan).toMatchObject({ ok: true, value: { changedGameIds: [] } })
  })

  it('refuses when the semi-final that depends on it has been played, and names it', () => {
    const results = { 'ko.1.1': win, 'ko.1.2': win, 'ko.2.1': win }
    expect(planCorrection({ games, results }, 'ko.1.1', lose)).toEqual({
      ok: false,
      error: 'correction.dependentGamePlayed',
      changedGameIds: ['ko.2.1', 'ko.3.1'],
      blockingGameIds: ['ko.2.1'],
    })
  })

  it('removes a result when corrected to null, putting the next game back to waiting', () => {
    const plan = planCorrection({ games, results: { 'ko.1.1': win, 'ko.1.2': win } }, 'ko.1.2', null)
    expect(plan.ok && plan.value.resolution.games[4]?.state).toBe('waiting')
  })

  it.each([
    { gameId: 'nope', error: 'correction.unknownGame' },
    { gameId: 'ko.1.3', error: 'correction.gameNotDecided' },
  ])('refuses to correct $gameId with $error', ({ gameId, error }) => {
    expect(planCorrection({ games, results: {} }, gameId, win)).toEqual({ ok: false, error })
  })
})
