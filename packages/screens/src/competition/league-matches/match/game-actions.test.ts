import type { LeagueGame } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { gameActions } from './game-actions'

const single: LeagueGame['slot'] = {
  kind: 'singles',
  players: 1,
  x01: { startScore: 501, inRule: 'straight', outRule: 'double' },
  legs: { mode: 'bestOf', count: 5 },
}

function game(state: LeagueGame['state'], changes: Partial<LeagueGame> = {}): LeagueGame {
  return {
    number: 1,
    slot: single,
    home: [],
    away: [],
    state,
    match_id: state === 'live' ? '0f8fad5b-d9cb-469f-a165-70867728950e' : null,
    legs: null,
    winner: null,
    forfeited_by: null,
    source: null,
    handicaps: null,
    ...changes,
  }
}

const scorer = { score: true, correct: false }
const reader = { score: false, correct: false }
const admin = { score: false, correct: true }

describe('gameActions', () => {
  it('lets a scorer score a ready game or type its result in', () => {
    expect(gameActions(game('ready'), scorer)).toEqual(['score', 'enter'])
  })

  it('only types in the result of a result-only game', () => {
    expect(gameActions(game('ready', { slot: { ...single, x01: null } }), scorer)).toEqual(['enter'])
  })

  it('takes a scorer back to a live game and lets anyone else watch it', () => {
    expect(gameActions(game('live'), scorer)).toEqual(['continue'])
    expect(gameActions(game('live'), reader)).toEqual(['watch'])
  })

  it('lets a scorer change a result before sign-off, and an admin correct it after', () => {
    expect(gameActions(game('finished'), scorer)).toEqual(['change'])
    expect(gameActions(game('finished'), admin)).toEqual(['correct'])
    expect(gameActions(game('ready'), admin)).toEqual([])
  })

  it('offers nothing on a game whose players are still to come, or to a reader', () => {
    expect(gameActions(game('waiting'), scorer)).toEqual([])
    expect(gameActions(game('ready'), reader)).toEqual([])
    expect(gameActions(game('finished'), reader)).toEqual([])
  })
})
