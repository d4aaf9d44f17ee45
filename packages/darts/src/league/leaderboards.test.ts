import { describe, expect, it } from 'vitest'
import { leagueLeaderboards } from './leaderboards'
import { enteredGamePlayers, scoredGamePlayers } from './player-statistics'
import { pairsLineup, replayedPairsGame } from './test-pairs-game'

// Indexes 0–3: the pairs game (ann, bob, cas, dirk); 4–5: ann v dirk typed in; 6–7: cas v bob, forfeited by cas.
const season = [
  ...scoredGamePlayers(replayedPairsGame(), pairsLineup),
  ...enteredGamePlayers({
    legs: [3, 2],
    players: [['ann'], ['dirk']],
    extras: { ann: { highCheckouts: [121, 100] }, dirk: { oneEighties: 1, oneSeventyOnes: 1 } },
  }),
  ...enteredGamePlayers({ legs: [0, 3], forfeitedBy: 0, players: [['cas'], ['bob']] }),
]

describe('leagueLeaderboards', () => {
  it('ranks the maxima by 180s, then 171s, listing only players with one', () => {
    expect(leagueLeaderboards(season).maxima).toEqual([
      { position: 1, participantId: 'dirk', oneEighties: 1, oneSeventyOnes: 1 },
      { position: 2, participantId: 'cas', oneEighties: 1, oneSeventyOnes: 0 },
      { position: 3, participantId: 'ann', oneEighties: 0, oneSeventyOnes: 1 },
    ])
  })

  it('lists short legs of the scored game for both players of the pair, fewest darts first, then earliest', () => {
    // Home won leg 1 in 8 darts; away won leg 2 in 6 and leg 3 in 8. The typed-in game has no legs to list.
    expect(leagueLeaderboards(season).lowVisits).toEqual([
      { position: 1, participantId: 'cas', darts: 6, gameIndex: 2 },
      { position: 1, participantId: 'dirk', darts: 6, gameIndex: 3 },
      { position: 3, participantId: 'ann', darts: 8, gameIndex: 0 },
      { position: 3, participantId: 'bob', darts: 8, gameIndex: 1 },
      { position: 3, participantId: 'cas', darts: 8, gameIndex: 2 },
      { position: 3, participantId: 'dirk', darts: 8, gameIndex: 3 },
    ])
  })

  it('keeps only legs within the setting: at most 7 darts leaves the two 6-dart legs', () => {
    const { lowVisits } = leagueLeaderboards(season, { lowVisitMaxDarts: 7 })
    expect(lowVisits.map((row) => [row.participantId, row.darts])).toEqual([
      ['cas', 6],
      ['dirk', 6],
    ])
  })

  it('ranks games played, then won, without the forfeit: ann and dirk share 1st on 2 played and 1 won', () => {
    expect(leagueLeaderboards(season).gamesPlayed).toEqual([
      { position: 1, participantId: 'ann', played: 2, won: 1, lost: 1, winPercentage: 50 },
      { position: 1, participantId: 'dirk', played: 2, won: 1, lost: 1, winPercentage: 50 },
      { position: 3, participantId: 'cas', played: 1, won: 1, lost: 0, winPercentage: 100 },
      { position: 4, participantId: 'bob', played: 1, won: 0, lost: 1, winPercentage: 0 },
    ])
  })

  it('ranks checkouts of 100 and more highest first, then earliest: dirk’s 121 before ann’s typed-in 121', () => {
    expect(leagueLeaderboards(season).highCheckouts).toEqual([
      { position: 1, participantId: 'dirk', checkout: 121, gameIndex: 3 },
      { position: 1, participantId: 'ann', checkout: 121, gameIndex: 4 },
      { position: 3, participantId: 'cas', checkout: 101, gameIndex: 2 },
      { position: 4, participantId: 'ann', checkout: 100, gameIndex: 4 },
    ])
  })

  it('drops the 100 when the league counts only checkouts of 101 and more', () => {
    const { highCheckouts } = leagueLeaderboards(season, { highCheckoutMinimum: 101 })
    expect(highCheckouts.map((row) => row.checkout)).toEqual([121, 121, 101])
  })
})
