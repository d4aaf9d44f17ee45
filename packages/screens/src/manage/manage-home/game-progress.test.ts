import type { Game, GameState } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { gameProgress } from './game-progress'

const game = (state: GameState) => ({ state }) as Game

describe('gameProgress', () => {
  it('counts played games and walkovers as decided', () => {
    expect(gameProgress([game('finished'), game('walkover'), game('live'), game('ready')])).toEqual({
      finished: 2,
      total: 4,
    })
  })

  it('leaves byes and a grand-final reset that is not needed out of the total', () => {
    expect(gameProgress([game('bye'), game('finished'), game('notNeeded'), game('waiting')])).toEqual({
      finished: 1,
      total: 2,
    })
  })
})
