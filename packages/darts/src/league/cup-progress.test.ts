import { describe, expect, it } from 'vitest'
import type { ResolvedSide } from '../formats/resolve-games'
import { type CupGroupMatch, cupGroupStandings } from './cup-group-stage'
import { type CupFormat, type CupPlan, cupPlan } from './cup-plan'
import { type CupProgress, cupProgress, type CupProgressInput } from './cup-progress'
import { legs, twoSinglesCup } from './cup-test-template'

/** Two singles, and a third single at 1–1. */
const template = twoSinglesCup
const teams = (n: number) => Array.from({ length: n }, (_, i) => `t${i + 1}`)
const homeWins = [legs(2, 0), legs(2, 1)]
const awayWins = [legs(0, 2), legs(1, 2)]
const level = [legs(2, 0), legs(0, 2)]

function planned(format: CupFormat, order: readonly string[]): CupPlan {
  const plan = cupPlan(format, order)
  if (!plan.ok) throw new Error(plan.error)
  return plan.value
}

function progress(input: Omit<CupProgressInput, 'template'>): CupProgress {
  const result = cupProgress({ template, ...input })
  if (!result.ok) throw new Error(result.error)
  return result.value
}

function name(side: ResolvedSide): string {
  return side.kind === 'entry' ? side.entryId : side.kind
}

/** Each match as `id home–away state`. */
function matches(state: CupProgress): string[] {
  return state.matches.map((match) => `${match.gameId} ${match.sides.map(name).join('–')} ${match.state}`)
}

const fiveTeams = planned({ kind: 'draw' }, teams(5))

describe('cupProgress, a drawn cup of five', () => {
  it('passes the three byes on, so 4th v 5th and the semi-final 2nd v 3rd can be played first', () => {
    const state = progress({ plan: fiveTeams, outcomes: {} })
    expect(matches(state)).toEqual([
      'cup.1.1 t1–bye bye',
      'cup.1.2 t4–t5 ready',
      'cup.1.3 t2–bye bye',
      'cup.1.4 t3–bye bye',
      'cup.2.1 t1–pending waiting',
      'cup.2.2 t2–t3 ready',
      'cup.3.1 pending–pending waiting',
    ])
    expect(state.readyMatchIds).toEqual(['cup.1.2', 'cup.2.2'])
    expect(state.rankings).toEqual({ cup: [], plate: [] })
  })

  it('keeps a match level at 1–1 ready until its deciding game is won', () => {
    const waiting = progress({ plan: fiveTeams, outcomes: { 'cup.1.2': level } })
    expect(waiting.readyMatchIds).toEqual(['cup.1.2', 'cup.2.2'])
    const decided = progress({ plan: fiveTeams, outcomes: { 'cup.1.2': [...level, legs(1, 2)] } })
    expect(decided.matches[1]).toMatchObject({
      state: 'finished',
      result: { kind: 'played', legs: [1, 2], winner: 1 },
      winner: { kind: 'entry', entryId: 't5' },
    })
    expect(decided.matches[4]?.sides).toEqual([
      { kind: 'entry', entryId: 't1' },
      { kind: 'entry', entryId: 't5' },
    ])
  })

  it('plays the whole bracket to its final and ranks winner, runner-up, semi-finalists and the rest', () => {
    const outcomes = {
      'cup.1.2': [...level, legs(1, 2)],
      'cup.2.2': homeWins,
      'cup.2.1': awayWins,
      'cup.3.1': homeWins,
    }
    const state = progress({ plan: fiveTeams, outcomes })
    expect(matches(state).slice(4)).toEqual([
      'cup.2.1 t1–t5 finished',
      'cup.2.2 t2–t3 finished',
      'cup.3.1 t5–t2 finished',
    ])
    expect(state.readyMatchIds).toEqual([])
    expect(state.rankings.cup).toEqual([
      { position: 1, positionTo: 1, entryId: 't5' },
      { position: 2, positionTo: 2, entryId: 't2' },
      { position: 3, positionTo: 4, entryId: 't1' },
      { position: 3, positionTo: 4, entryId: 't3' },
      { position: 5, positionTo: 5, entryId: 't4' },
    ])
  })

  it('gives a withdrawn team’s opponent a walkover and carries it on', () => {
    const state = progress({ plan: fiveTeams, outcomes: {}, withdrawn: ['t4'] })
    expect(state.matches[1]).toMatchObject({
      state: 'walkover',
      result: { kind: 'walkover', winner: 1 },
      winner: { kind: 'entry', entryId: 't5' },
    })
    expect(state.readyMatchIds).toEqual(['cup.2.1', 'cup.2.2'])
  })

  it('keeps a match a withdrawn team had already won, and walks its next opponent over', () => {
    const state = progress({ plan: fiveTeams, outcomes: { 'cup.1.2': homeWins }, withdrawn: ['t4'] })
    expect(matches(state)[1]).toBe('cup.1.2 t4–t5 finished')
    expect(state.matches[4]).toMatchObject({ state: 'walkover', winner: { kind: 'entry', entryId: 't1' } })
  })

  it('ranks a finalist who withdrew last, as a tournament does: the semi-finalists move up to share 2–3', () => {
    const outcomes = { 'cup.1.2': homeWins, 'cup.2.1': homeWins, 'cup.2.2': awayWins }
    const state = progress({ plan: fiveTeams, outcomes, withdrawn: ['t3'] })
    expect(matches(state)[6]).toBe('cup.3.1 t1–t3 walkover')
    expect(state.rankings.cup.map((row) => `${row.position}–${row.positionTo} ${row.entryId}`)).toEqual([
      '1–1 t1',
      '2–3 t4',
      '2–3 t2',
      '4–4 t5',
      '5–5 t3',
    ])
  })

  it('ignores outcomes of a match whose teams are not known yet, and says so', () => {
    const state = progress({ plan: fiveTeams, outcomes: { 'cup.2.1': homeWins } })
    expect(state.problems).toEqual([{ gameId: 'cup.2.1', problem: 'result.gameNotReady' }])
    expect(state.matches[4]?.state).toBe('waiting')
  })
})

describe('cupProgress, groups then knockouts', () => {
  // Two groups of 4 by snake: A t1 t4 t5 t8, B t2 t3 t6 t7; the cup A1–B2, B1–A2; the plate A3–B4, B3–A4.
  const plan = planned({ kind: 'groups', groupSize: 4, qualifiersPerGroup: 2, hasPlate: true }, teams(8))
  const groupA = ['t5', 't1', 't8', 't4']
  const groupB = ['t3', 't6', 't2', 't7']

  it('waits for the groups: a knockout match is ready once both groups it draws from are final', () => {
    const state = progress({ plan, outcomes: {}, groupPositions: { A: groupA, B: [null, null, null, null] } })
    expect(matches(state)).toEqual([
      'cup.1.1 t5–pending waiting',
      'cup.1.2 pending–t1 waiting',
      'cup.2.1 pending–pending waiting',
      'plate.1.1 t8–pending waiting',
      'plate.1.2 pending–t4 waiting',
      'plate.2.1 pending–pending waiting',
    ])
  })

  it('fills the cup and the plate from the final tables and ranks both trophies once their finals are won', () => {
    const outcomes = {
      'cup.1.1': homeWins,
      'cup.1.2': awayWins,
      'cup.2.1': [...level, legs(0, 2)],
      'plate.1.1': awayWins,
      'plate.1.2': homeWins,
      'plate.2.1': homeWins,
    }
    const state = progress({ plan, outcomes, groupPositions: { A: groupA, B: groupB } })
    expect(matches(state)).toEqual([
      'cup.1.1 t5–t6 finished',
      'cup.1.2 t3–t1 finished',
      'cup.2.1 t5–t1 finished',
      'plate.1.1 t8–t7 finished',
      'plate.1.2 t2–t4 finished',
      'plate.2.1 t7–t2 finished',
    ])
    expect(state.rankings).toEqual({
      cup: [
        { position: 1, positionTo: 1, entryId: 't1' },
        { position: 2, positionTo: 2, entryId: 't5' },
        { position: 3, positionTo: 4, entryId: 't6' },
        { position: 3, positionTo: 4, entryId: 't3' },
      ],
      plate: [
        { position: 1, positionTo: 1, entryId: 't7' },
        { position: 2, positionTo: 2, entryId: 't2' },
        { position: 3, positionTo: 4, entryId: 't8' },
        { position: 3, positionTo: 4, entryId: 't4' },
      ],
    })
  })

  it('reads the groups of 3 from their tables: A1–B2 and B1–A2 in the cup, A3–B3 the plate’s final', () => {
    // Groups of 3 by snake: A t1 t4 t5, B t2 t3 t6.
    const plan = planned({ kind: 'groups', groupSize: 3, qualifiersPerGroup: 2, hasPlate: true }, teams(6))
    const beats = (home: string, away: string): CupGroupMatch => ({ home, away, outcomes: homeWins })
    const tables = {
      A: cupGroupStandings({
        teams: ['t1', 't4', 't5'],
        matches: [beats('t5', 't1'), beats('t5', 't4'), beats('t1', 't4')],
        template,
      }),
      B: cupGroupStandings({
        teams: ['t2', 't3', 't6'],
        matches: [beats('t6', 't3'), beats('t6', 't2'), beats('t3', 't2')],
        template,
      }),
    }
    const groupPositions = { A: tables.A.positions, B: tables.B.positions }
    expect(matches(progress({ plan, outcomes: {}, groupPositions }))).toEqual([
      'cup.1.1 t5–t3 ready',
      'cup.1.2 t6–t1 ready',
      'cup.2.1 pending–pending waiting',
      'plate.1.1 t4–t2 ready',
    ])
  })
})
