import { describe, expect, it } from 'vitest'
import { createRandom } from '../bot/random'
import type { SideRef, TournamentGame } from '../formats/game'
import { type CupFormat, type CupPlan, cupPlan, drawCup } from './cup-plan'

const teams = (n: number) => Array.from({ length: n }, (_, i) => `t${i + 1}`)
const draw: CupFormat = { kind: 'draw' }

function label(ref: SideRef): string {
  switch (ref.kind) {
    case 'entry':
      return ref.entryId
    case 'bye':
      return 'bye'
    case 'winnerOf':
      return `W(${ref.gameId})`
    case 'loserOf':
      return `L(${ref.gameId})`
    case 'groupPosition':
      return `${ref.groupId}${ref.position}`
    case 'bestPlaced':
      return `best${ref.position}.${ref.rank}`
    default:
      return ref satisfies never
  }
}

/** One round as `home–away` pairs in bracket order. */
function round(games: readonly TournamentGame[], number: number, stageId = 'cup'): string[] {
  return games
    .filter((game) => game.stageId === stageId && game.round === number)
    .map((game) => game.sides.map(label).join('–'))
}

function planned(format: CupFormat, order: readonly string[]): CupPlan {
  const plan = cupPlan(format, order)
  if (!plan.ok) throw new Error(plan.error)
  return plan.value
}

describe('cupPlan, a drawn cup', () => {
  it('plays two teams straight into the final, the first drawn at home', () => {
    const { games } = planned(draw, ['owls', 'eagles'])
    expect(games).toEqual([
      {
        id: 'cup.1.1',
        stageId: 'cup',
        round: 1,
        roundCode: 'final',
        slot: 1,
        sides: [
          { kind: 'entry', entryId: 'owls' },
          { kind: 'entry', entryId: 'eagles' },
        ],
      },
    ])
  })

  it('gives the one bye of three teams to the first drawn, who meets the winner of 2nd v 3rd in the final', () => {
    const { games } = planned(draw, teams(3))
    expect(round(games, 1)).toEqual(['t1–bye', 't2–t3'])
    expect(round(games, 2)).toEqual(['W(cup.1.1)–W(cup.1.2)'])
    expect(games.map((game) => game.roundCode)).toEqual(['semiFinal', 'semiFinal', 'final'])
  })

  it('gives the three byes of five teams to the first three drawn, spread as a knockout spreads its top seeds', () => {
    const { games } = planned(draw, teams(5))
    expect(round(games, 1)).toEqual(['t1–bye', 't4–t5', 't2–bye', 't3–bye'])
    expect(round(games, 2)).toEqual(['W(cup.1.1)–W(cup.1.2)', 'W(cup.1.3)–W(cup.1.4)'])
  })

  it('pairs eight teams in the order drawn, 1st v 2nd and 3rd v 4th in the top half', () => {
    const { games } = planned(draw, teams(8))
    expect(round(games, 1)).toEqual(['t1–t2', 't3–t4', 't5–t6', 't7–t8'])
    expect(games.filter((game) => game.round === 1).map((game) => game.roundCode)).toEqual(
      Array(4).fill('quarterFinal'),
    )
    expect(round(games, 3)).toEqual(['W(cup.2.1)–W(cup.2.2)'])
  })

  it('plays a last 16 of thirteen teams: three byes for the first three drawn, the others in pairs as drawn', () => {
    const { games } = planned(draw, teams(13))
    expect(round(games, 1)).toEqual(['t1–bye', 't4–t5', 't6–t7', 't8–t9', 't2–bye', 't10–t11', 't3–bye', 't12–t13'])
    expect(games.filter((game) => game.round === 1).every((game) => game.roundCode === 'last16')).toBe(true)
    expect(games.map((game) => game.id).slice(8)).toEqual([
      'cup.2.1',
      'cup.2.2',
      'cup.2.3',
      'cup.2.4',
      'cup.3.1',
      'cup.3.2',
      'cup.4.1',
    ])
  })

  it.each([2, 3, 5, 8, 13])('places each of %i teams once, the team drawn first in each pair at home', (n) => {
    const order = teams(n)
    const firstRound = planned(draw, order).games.filter((game) => game.round === 1)
    const placed = firstRound.flatMap((game) =>
      game.sides.flatMap((side) => (side.kind === 'entry' ? [side.entryId] : [])),
    )
    expect([...placed].sort()).toEqual([...order].sort())
    for (const { sides } of firstRound) {
      const [home, away] = sides.map(label)
      if (away !== 'bye') expect(order.indexOf(home as string)).toBeLessThan(order.indexOf(away as string))
    }
  })
})

describe('drawCup', () => {
  it('draws the teams in a random order, records it and lays the bracket out from it', () => {
    const drawn = drawCup({ teams: teams(5), format: draw, random: createRandom(7) })
    if (!drawn.ok) throw new Error(drawn.error)
    expect(drawn.value.order).toEqual(['t4', 't2', 't3', 't5', 't1'])
    expect(round(drawn.value.games, 1)).toEqual(['t4–bye', 't5–t1', 't2–bye', 't3–bye'])
  })

  it.each([2, 3, 5, 8, 13])('replays a recorded draw of %i teams into the same bracket', (n) => {
    const drawn = drawCup({ teams: teams(n), format: draw, random: createRandom(2026) })
    if (!drawn.ok) throw new Error(drawn.error)
    expect(planned(draw, drawn.value.order)).toEqual(drawn.value)
  })

  it('draws the same order again from the same seed', () => {
    const first = drawCup({ teams: teams(13), format: draw, random: createRandom(42) })
    const again = drawCup({ teams: teams(13), format: draw, random: createRandom(42) })
    expect(again).toEqual(first)
  })

  it.each([
    { order: ['t1'], error: 'plan.tooFewEntries' },
    { order: ['t1', 't2', 't1'], error: 'plan.duplicateEntry' },
  ])('refuses the draw $order: $error', ({ order, error }) => {
    expect(cupPlan(draw, order)).toEqual({ ok: false, error })
  })
})

describe('cupPlan, groups then knockout', () => {
  it('deals 12 teams into four groups of 3 (snake) and keeps group mates apart: A1–D2, D1–A2, B1–C2, C1–B2', () => {
    const plan = planned({ kind: 'groups', groupSize: 3, qualifiersPerGroup: 2, hasPlate: true }, teams(12))
    expect(plan.groups).toEqual([
      { id: 'A', entries: ['t1', 't8', 't9'] },
      { id: 'B', entries: ['t2', 't7', 't10'] },
      { id: 'C', entries: ['t3', 't6', 't11'] },
      { id: 'D', entries: ['t4', 't5', 't12'] },
    ])
    expect(round(plan.games, 1)).toEqual(['A1–D2', 'D1–A2', 'B1–C2', 'C1–B2'])
    expect(round(plan.games, 1, 'plate')).toEqual(['A3–D3', 'B3–C3'])
    expect(plan.games.filter((game) => game.stageId === 'plate').map((game) => game.id)).toEqual([
      'plate.1.1',
      'plate.1.2',
      'plate.2.1',
    ])
  })

  it('seeds six qualifiers of three groups of 4 into eight with byes for two winners: A1 bye, A2–C2, B1 bye, C1–B2', () => {
    const plan = planned({ kind: 'groups', groupSize: 4, qualifiersPerGroup: 2, hasPlate: true }, teams(12))
    expect(plan.groups.map((group) => group.entries.length)).toEqual([4, 4, 4])
    expect(round(plan.games, 1)).toEqual(['A1–bye', 'A2–C2', 'B1–bye', 'C1–B2'])
    expect(round(plan.games, 1, 'plate')).toEqual(['A3–bye', 'A4–C4', 'B3–bye', 'C3–B4'])
  })

  it('plays no plate unless asked', () => {
    const plan = planned({ kind: 'groups', groupSize: 4, qualifiersPerGroup: 2, hasPlate: false }, teams(8))
    expect(round(plan.games, 1)).toEqual(['A1–B2', 'B1–A2'])
    expect(plan.games.every((game) => game.stageId === 'cup')).toBe(true)
  })

  it.each([
    { groupSize: 3, qualifiersPerGroup: 3, error: 'plan.tooManyQualifiers' },
    { groupSize: 3, qualifiersPerGroup: 0, error: 'plan.invalidQualifiers' },
    { groupSize: 1, qualifiersPerGroup: 1, error: 'groups.invalidSize' },
  ])('refuses groups of $groupSize with $qualifiersPerGroup qualifiers: $error', ({ error, ...format }) => {
    expect(cupPlan({ kind: 'groups', hasPlate: false, ...format }, teams(9))).toEqual({ ok: false, error })
  })
})
