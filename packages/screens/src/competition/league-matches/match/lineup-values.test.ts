import type { LeagueGame, LeagueMatch } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { lineupDraftOf, toLineupInput } from './lineup-values'

const x01 = { startScore: 501, inRule: 'straight', outRule: 'double' } as const
const legs = { mode: 'bestOf', count: 5 } as const
const ann = { participant_id: '00000000-0000-4000-8000-000000000001', name: 'Ann' }
const bob = { participant_id: '00000000-0000-4000-8000-000000000002', name: 'Bob' }

function game(number: number, kind: 'singles' | 'pairs', changes: Partial<LeagueGame> = {}): LeagueGame {
  return {
    number,
    slot: { kind, players: kind === 'singles' ? 1 : 2, x01, legs },
    home: [],
    away: [],
    state: 'waiting',
    match_id: null,
    legs: null,
    winner: null,
    forfeited_by: null,
    source: null,
    handicaps: null,
    ...changes,
  }
}

function match(games: LeagueGame[], submitted: { home: boolean; away: boolean }): LeagueMatch {
  return { games, lineups_submitted: submitted } as LeagueMatch
}

describe('lineupDraftOf', () => {
  it('leaves every place empty before the team submits its lineup', () => {
    const draft = lineupDraftOf(match([game(1, 'singles'), game(2, 'pairs')], { home: false, away: false }), 'home')
    expect(draft.games).toEqual([
      { later: false, players: [''] },
      { later: false, players: ['', ''] },
    ])
  })

  it('shows the players named, and a submitted pair without players as named later', () => {
    const games = [game(1, 'singles', { home: [ann] }), game(2, 'pairs')]
    const draft = lineupDraftOf(match(games, { home: true, away: false }), 'home')
    expect(draft.games).toEqual([
      { later: false, players: [ann.participant_id] },
      { later: true, players: ['', ''] },
    ])
  })
})

describe('toLineupInput', () => {
  const games = [game(1, 'singles'), game(2, 'pairs'), game(3, 'pairs')]

  it('sends each game’s players in order, and null for the games named later', () => {
    const outcome = toLineupInput(
      {
        games: [
          { later: false, players: [ann.participant_id] },
          { later: true, players: ['', ''] },
          { later: false, players: [ann.participant_id, bob.participant_id] },
        ],
      },
      games,
      'home',
    )
    expect(outcome).toEqual({
      ok: true,
      input: { games: [[ann.participant_id], null, [ann.participant_id, bob.participant_id]] },
    })
  })

  it('names the games with a place still empty, counted from 0 as the server does', () => {
    const outcome = toLineupInput(
      {
        games: [
          { later: false, players: [ann.participant_id] },
          { later: false, players: [bob.participant_id, ''] },
          { later: false, players: ['', ''] },
        ],
      },
      games,
      'home',
    )
    expect(outcome).toEqual({ ok: false, incomplete: [1, 2] })
  })

  it('keeps the players a game started with', () => {
    const started = [game(1, 'singles', { state: 'live', home: [bob] }), game(2, 'pairs')]
    const outcome = toLineupInput(
      {
        games: [
          { later: false, players: [ann.participant_id] },
          { later: true, players: ['', ''] },
        ],
      },
      started,
      'home',
    )
    expect(outcome).toEqual({ ok: true, input: { games: [[bob.participant_id], null] } })
  })
})
