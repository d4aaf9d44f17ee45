import type { CupMatch } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { cupBrackets, readMatchId } from './cup-rounds'

const side = { team: null, source: null, is_bye: false, is_winner: false, games: null }
const match = (id: string, code: string, date: string | null = null): CupMatch => {
  const [trophy, round, slot] = id.split('.')
  return {
    id,
    trophy: trophy as CupMatch['trophy'],
    round: Number(round),
    round_code: code,
    slot: Number(slot),
    state: 'waiting',
    sides: [side, side],
    date,
    fixture: null,
  }
}

describe('cupBrackets', () => {
  it('groups the matches into rounds per trophy, the cup first, in bracket order', () => {
    const brackets = cupBrackets([
      match('plate.1.1', 'final'),
      match('cup.2.1', 'final', '2027-01-13'),
      match('cup.1.2', 'semiFinal', '2026-12-09'),
      match('cup.1.1', 'semiFinal', '2026-12-09'),
    ])
    expect(
      brackets.map((bracket) => [
        bracket.trophy,
        bracket.rounds.map((round) => [round.code, round.date, round.matches.map((row) => row.id)]),
      ]),
    ).toEqual([
      [
        'cup',
        [
          ['semiFinal', '2026-12-09', ['cup.1.1', 'cup.1.2']],
          ['final', '2027-01-13', ['cup.2.1']],
        ],
      ],
      ['plate', [['final', null, ['plate.1.1']]]],
    ])
  })

  it('has no brackets before the draw', () => {
    expect(cupBrackets([])).toEqual([])
  })
})

describe('readMatchId', () => {
  it('reads a plan id', () => {
    expect(readMatchId('cup.2.1')).toEqual({ trophy: 'cup', round: 2, slot: 1 })
    expect(readMatchId('cup')).toBeNull()
  })
})
