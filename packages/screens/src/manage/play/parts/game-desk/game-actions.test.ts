import { describe, expect, it } from 'vitest'
import { gameActions } from './game-actions'

describe('gameActions', () => {
  it('offers a ready game to a board first, then live scoring and a result by hand', () => {
    expect(gameActions({ state: 'ready' })).toEqual(['call', 'score', 'enterResult'])
  })

  it('lets a called game start, move to another board or be called off', () => {
    expect(gameActions({ state: 'called' })).toEqual(['score', 'enterResult', 'call', 'uncall'])
  })

  it('lets a live game go on being scored here, but never be called off', () => {
    expect(gameActions({ state: 'live' })).not.toContain('uncall')
    expect(gameActions({ state: 'live' })[0]).toBe('score')
  })

  it('lets a decided game be corrected or have its result removed', () => {
    expect(gameActions({ state: 'finished' })).toEqual(['correctResult', 'removeResult'])
    expect(gameActions({ state: 'walkover' })).toEqual(['correctResult', 'removeResult'])
  })

  it('offers nothing for a game whose players are not known, a bye or an unneeded reset', () => {
    expect(gameActions({ state: 'waiting' })).toEqual([])
    expect(gameActions({ state: 'bye' })).toEqual([])
    expect(gameActions({ state: 'notNeeded' })).toEqual([])
  })
})
