import { describe, expect, it } from 'vitest'
import { individualStandings } from './individual-standings'
import { enteredGamePlayers, scoredGamePlayers } from './player-statistics'
import { pairsLineup, replayedPairsGame } from './test-pairs-game'

const single = (home: string, away: string, legs: [number, number], forfeitedBy?: 0 | 1) =>
  enteredGamePlayers({ legs, players: [[home], [away]], ...(forfeitedBy === undefined ? {} : { forfeitedBy }) })

// ann 2–0 (legs 6–2); bob and cas 1–1 with legs 4–5 each; dirk 0–3 (legs 5–9); eve 1–0 (3–1) and a forfeit.
const season = [
  ...single('ann', 'bob', [3, 1]),
  ...single('cas', 'dirk', [3, 2]),
  ...single('ann', 'cas', [3, 1]),
  ...single('bob', 'dirk', [3, 2]),
  ...single('eve', 'bob', [0, 3], 0),
  ...single('dirk', 'eve', [1, 3]),
]

const summary = (rows: ReturnType<typeof individualStandings>) =>
  rows.map((row) => [row.position, row.participantId, row.played, row.won, row.legsWon, row.legsLost])

describe('individualStandings', () => {
  it('orders by games won, then win %: ann, eve, then bob and cas sharing 3rd, dirk 5th', () => {
    expect(summary(individualStandings(season))).toEqual([
      [1, 'ann', 2, 2, 6, 2],
      [2, 'eve', 1, 1, 3, 1],
      [3, 'bob', 2, 1, 4, 5],
      [3, 'cas', 2, 1, 4, 5],
      [5, 'dirk', 3, 0, 5, 9],
    ])
  })

  it('leaves the forfeited game out of every figure: bob and eve played it, yet it is not among their games', () => {
    const rows = individualStandings(season)
    expect(rows.find((row) => row.participantId === 'bob')).toMatchObject({ played: 2, won: 1, lost: 1 })
    expect(rows.find((row) => row.participantId === 'eve')).toMatchObject({ played: 1, won: 1, lost: 0 })
    const onlyForfeits = individualStandings(single('fay', 'gus', [0, 3], 0))
    expect(onlyForfeits).toEqual([])
  })

  it('orders by win % with a minimum of 2 games: eve (1 game) goes below everyone with enough', () => {
    const rows = individualStandings(season, { order: 'winPercentage', minimumGames: 2 })
    expect(rows.map((row) => [row.position, row.participantId, row.winPercentage])).toEqual([
      [1, 'ann', 100],
      [2, 'bob', 50],
      [2, 'cas', 50],
      [4, 'dirk', 0],
      [5, 'eve', 100],
    ])
  })

  it('puts ann (2 of 2) above eve (1 of 1) at 100 % on games won when there is no minimum', () => {
    const rows = individualStandings(season, { order: 'winPercentage' })
    expect(rows.map((row) => row.participantId)).toEqual(['ann', 'eve', 'bob', 'cas', 'dirk'])
  })

  it('counts a pairs game as played for both players and averages over darts, never over game averages', () => {
    // ann: 358 points in 13 darts in the pairs game, then a typed-in result with no darts.
    const games = [...scoredGamePlayers(replayedPairsGame(), pairsLineup), ...single('ann', 'cas', [3, 0])]
    const rows = individualStandings(games)
    const ann = rows.find((row) => row.participantId === 'ann')
    expect(ann).toMatchObject({ played: 2, won: 1, lost: 1, drawn: 0, winPercentage: 50, legsWon: 4, legsLost: 2 })
    expect(ann?.threeDartAverage).toBeCloseTo(82.615, 3)
    expect(ann).toMatchObject({ oneSeventyOnes: 1, highCheckout: 61, bestLeg: 8 })
    const cas = rows.find((row) => row.participantId === 'cas')
    // cas: 441 in 11 darts; first 9 = 60, 180, then 100 and 101 (leg 3 has only 5 darts).
    expect(cas).toMatchObject({ played: 2, won: 1, oneEighties: 1, highCheckout: 101, bestLeg: 6 })
    expect(cas?.threeDartAverage).toBeCloseTo((441 / 11) * 3, 10)
    expect(cas?.firstNineAverage).toBeCloseTo((441 / 11) * 3, 10)
  })

  it('counts a drawn game as played, neither won nor lost', () => {
    const [ann] = individualStandings(single('ann', 'bob', [2, 2]))
    expect(ann).toMatchObject({ played: 1, won: 0, drawn: 1, lost: 0, winPercentage: 0 })
    expect(ann?.threeDartAverage).toBeNull()
  })
})
