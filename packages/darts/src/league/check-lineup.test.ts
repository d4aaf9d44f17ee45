import { describe, expect, it } from 'vitest'
import { checkLineup } from './check-lineup'
import { matchTemplatePresets } from './match-template'

const flemish = matchTemplatePresets.flemish
// Games 0–3 singles, 4–5 pairs, 6–9 singles.
const lineup = [
  ['ann'],
  ['bob'],
  ['cas'],
  ['dirk'],
  ['ann', 'bob'],
  ['cas', 'dirk'],
  ['dirk'],
  ['cas'],
  ['bob'],
  ['ann'],
]

describe('checkLineup', () => {
  it('accepts the Flemish lineup of four players with three games each', () => {
    expect(checkLineup(flemish, lineup)).toEqual({
      ok: true,
      value: { gamesPerPlayer: { ann: 3, bob: 3, cas: 3, dirk: 3 }, unnamedGames: [] },
    })
  })

  it('leaves the pairs to be named during the match', () => {
    const later = lineup.map((players, game) => (game === 4 || game === 5 ? null : players))
    expect(checkLineup(flemish, later)).toEqual({
      ok: true,
      value: { gamesPerPlayer: { ann: 2, bob: 2, cas: 2, dirk: 2 }, unnamedGames: [4, 5] },
    })
  })

  it('refuses a lineup for 9 of the 10 games', () => {
    expect(checkLineup(flemish, lineup.slice(0, 9))).toEqual({ ok: false, error: 'lineup.wrongGameCount' })
  })

  it('refuses a single not named yet: only pairs and team games may wait', () => {
    const unnamed = lineup.map((players, game) => (game === 2 ? null : players))
    expect(checkLineup(flemish, unnamed)).toEqual({ ok: false, error: 'lineup.wrongPlayerCount', game: 2 })
  })

  it('refuses a pair of one player and a single of two', () => {
    const pairOfOne = lineup.map((players, game) => (game === 5 ? ['cas'] : players))
    expect(checkLineup(flemish, pairOfOne)).toEqual({ ok: false, error: 'lineup.wrongPlayerCount', game: 5 })
    const singleOfTwo = lineup.map((players, game) => (game === 0 ? ['ann', 'bob'] : players))
    expect(checkLineup(flemish, singleOfTwo)).toEqual({ ok: false, error: 'lineup.wrongPlayerCount', game: 0 })
  })

  it('refuses a pair of ann and ann', () => {
    const twice = lineup.map((players, game) => (game === 4 ? ['ann', 'ann'] : players))
    expect(checkLineup(flemish, twice)).toEqual({ ok: false, error: 'lineup.duplicatePlayer', game: 4, player: 'ann' })
  })

  it('refuses dirk’s third game when a player may play two: games 3 and 5 (the pair), then game 6', () => {
    const limited = { ...flemish, maxGamesPerPlayer: 2 }
    expect(checkLineup(limited, lineup)).toEqual({ ok: false, error: 'lineup.tooManyGames', game: 6, player: 'dirk' })
  })
})
