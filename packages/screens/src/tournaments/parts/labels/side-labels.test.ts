import type { Game, GameSide } from '@oche/api'
import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { sideDisplay, sourceLabel } from './side-labels'

const intl = createIntl({ locale: 'en-GB', messages: {}, onError: () => undefined })

const placeholder: GameSide = {
  id: null,
  name: 'TBD',
  score: 0,
  one_eighties: 0,
  one_seven_ones: 0,
  player_type: 'player',
  player_id: 0,
  nickname: '',
  high_checkouts: '',
  parent_group: null,
  parent_group_position: null,
  is_winner: false,
  is_bye: false,
  source: null,
}

function game(id: string, round_code: string, round: number, slot: number): Game {
  return {
    id,
    stage: 'knockout',
    round,
    round_code,
    slot,
    group: null,
    bracket: null,
    state: 'waiting',
    sides: [placeholder, placeholder],
    format: { kind: 'firstTo', legs: 3 },
    result: null,
    match_id: null,
    board: null,
    called_at: null,
    finished_at: null,
  }
}

const quarterFinal2 = game('6f1c1b2e-0000-4000-8000-000000000002', 'quarterFinal', 1, 2)
const semiFinal1 = game('6f1c1b2e-0000-4000-8000-000000000005', 'semiFinal', 2, 1)
const games = [quarterFinal2, semiFinal1]

describe('sourceLabel', () => {
  it('names the game a winner comes from by its short name', () => {
    expect(sourceLabel(intl, { kind: 'winnerOf', game_id: quarterFinal2.id }, games)).toBe('Winner of QF 2')
  })

  it('names the game a loser comes from, for a third-place match', () => {
    expect(sourceLabel(intl, { kind: 'loserOf', game_id: semiFinal1.id }, games)).toBe('Loser of SF 1')
  })

  it('writes a group position as group and place', () => {
    expect(sourceLabel(intl, { kind: 'groupPosition', group: 'A', position: 2 }, games)).toBe('A2')
  })

  it('says "an earlier game" for a game of another stage', () => {
    const elsewhere = { kind: 'winnerOf', game_id: '6f1c1b2e-0000-4000-8000-000000000099' } as const
    expect(sourceLabel(intl, elsewhere, games)).toBe('Winner of an earlier game')
  })
})

describe('sideDisplay', () => {
  it('shows a known side by its entry name', () => {
    const side = { ...placeholder, id: '6f1c1b2e-0000-4000-8000-0000000000e1', name: 'Luke Littler' }
    expect(sideDisplay(intl, side, games)).toEqual({ kind: 'entry', name: 'Luke Littler' })
  })

  it('shows a bye in words, not the wire name', () => {
    expect(sideDisplay(intl, { ...placeholder, is_bye: true, name: 'Bye' }, games)).toEqual({
      kind: 'bye',
      name: 'Bye',
    })
  })

  it('shows a placeholder by where its player comes from instead of "TBD"', () => {
    const side = { ...placeholder, source: { kind: 'winnerOf', game_id: quarterFinal2.id } } as const
    expect(sideDisplay(intl, side, games)).toEqual({
      kind: 'placeholder',
      name: 'Winner of QF 2',
      source: 'Winner of QF 2',
    })
  })

  it('says "To be decided" for a placeholder without a source', () => {
    expect(sideDisplay(intl, placeholder, games)).toMatchObject({ kind: 'placeholder', name: 'To be decided' })
  })
})
