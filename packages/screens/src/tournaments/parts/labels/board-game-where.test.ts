import { boardGameFixtures } from '@oche/mocks'
import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { boardGameStageRound, boardGameWhere } from './board-game-where'

const intl = createIntl({ locale: 'en-GB', messages: {}, onError: () => undefined })
const game = boardGameFixtures.waitingNext

describe('boardGameWhere', () => {
  it('tells a winners final from a consolation final', () => {
    const winners = boardGameWhere(intl, { ...game, stage: 'winnersKo', round_code: 'final', group: null })
    const consolation = boardGameWhere(intl, { ...game, stage: 'consolationKo', round_code: 'final', group: null })
    expect(winners).toBe(`${game.tournament.name} · Winners · Final`)
    expect(consolation).toBe(`${game.tournament.name} · Consolation · Final`)
  })

  it('names a group game after the phase and its group, a round-robin game after its round', () => {
    expect(boardGameStageRound(intl, { stage: 'groups', round: 2, round_code: 'roundRobin', group: 'A' })).toBe(
      'Groups · Group A',
    )
    expect(boardGameStageRound(intl, { stage: 'roundRobin', round: 3, round_code: 'roundRobin', group: null })).toBe(
      'Round robin · Round 3',
    )
    expect(
      boardGameStageRound(intl, { stage: 'doubleElimination', round: 4, round_code: 'losersFinal', group: null }),
    ).toBe('Double elimination · Losers final')
  })
})
