import type { Game, GameSide } from '@oche/api'
import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { gameTitle } from './round-names'
import { gameInWords } from './game-in-words'

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

const named = (game: Game, games: readonly Game[]) => gameInWords(intl, { game, games, title: gameTitle(intl, game) })

const player = (name: string, number: number, changes: Partial<GameSide> = {}): GameSide => ({
  ...placeholder,
  id: `6f1c1b2e-0000-4000-8000-0000000000e${number}`,
  name,
  ...changes,
})

function game(round_code: string, slot: number, changes: Partial<Game>): Game {
  return {
    id: `6f1c1b2e-0000-4000-8000-00000000000${slot}`,
    stage: 'winnersKo',
    round: 1,
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
    ...changes,
  }
}

describe('gameInWords', () => {
  it('names the round and game in words, and a place in a group as one', () => {
    const quarterFinal = game('quarterFinal', 2, {
      sides: [
        player('Sanne de Vries', 1, { parent_group: 'A', parent_group_position: 2 }),
        { ...placeholder, source: { kind: 'groupPosition', group: 'C', position: 2 } },
      ],
    })
    expect(named(quarterFinal, [quarterFinal])).toBe('Quarter-final 2: Sanne de Vries v 2nd in group C')
  })

  it('says the legs won, the winner and a live game', () => {
    const semiFinal = game('semiFinal', 1, {
      state: 'live',
      sides: [player('Luke Littler', 1, { score: 2 }), player('Gerwyn Price', 2, { score: 1 })],
    })
    expect(named(semiFinal, [semiFinal])).toBe('Semi-final 1: Luke Littler 2, Gerwyn Price 1, live')
    const final = game('final', 1, {
      state: 'finished',
      sides: [player('Luke Littler', 1, { score: 3, is_winner: true }), player('Gerwyn Price', 2, { score: 1 })],
    })
    expect(named(final, [final])).toBe('Final: Luke Littler (winner) 3, Gerwyn Price 1')
  })

  it('names the game a player not known yet comes from in words, and the board a game is called to', () => {
    const quarterFinal = game('quarterFinal', 3, { state: 'finished' })
    const semiFinal = game('semiFinal', 2, {
      state: 'called',
      board: '4',
      sides: [player('Anna', 1), { ...placeholder, source: { kind: 'winnerOf', game_id: quarterFinal.id } }],
    })
    expect(named(semiFinal, [quarterFinal, semiFinal])).toBe(
      'Semi-final 2: Anna v Winner of Quarter-final 3, called to board 4',
    )
  })

  it('says the points left and the legs won of a game being played, and its board', () => {
    const groupGame = game('roundRobin', 4, {
      stage: 'groups',
      group: 'A',
      state: 'live',
      board: '3',
      sides: [player('Ines Janssens', 1), player('Dieter Doppel', 2)],
    })
    const live = {
      legsWon: [0, 0],
      setsWon: [0, 0],
      currentLeg: { set: null, leg: 1, thrower: 0, remaining: [501, 501] },
      outcome: null,
    }
    expect(gameInWords(intl, { game: groupGame, games: [groupGame], title: 'Group A', live })).toBe(
      'Group A: Ines Janssens 501, Dieter Doppel 501, legs 0–0, live on board 3',
    )
  })
})
