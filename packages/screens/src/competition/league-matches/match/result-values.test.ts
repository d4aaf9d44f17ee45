import type { LeagueGame } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { checkoutList, resultDraftOf, toResultInput, type ResultDraft } from './result-values'

const ann = { participant_id: '00000000-0000-4000-8000-000000000001', name: 'Ann' }
const bob = { participant_id: '00000000-0000-4000-8000-000000000002', name: 'Bob' }

const game: LeagueGame = {
  number: 2,
  slot: {
    kind: 'singles',
    players: 1,
    x01: { startScore: 501, inRule: 'straight', outRule: 'double' },
    legs: { mode: 'bestOf', count: 5 },
  },
  home: [ann],
  away: [bob],
  state: 'ready',
  match_id: null,
  legs: null,
  winner: null,
  forfeited_by: null,
  source: null,
  handicaps: null,
}

const empty = { oneEighties: '', oneSeventyOnes: '', highCheckouts: '' }

describe('resultDraftOf', () => {
  it('starts a first entry empty, with a line of figures per player', () => {
    expect(resultDraftOf(game)).toEqual({
      outcome: 'played',
      legs: ['', ''],
      forfeitedBy: '',
      extras: [empty, empty],
      reason: '',
    })
  })

  it('shows the result a correction starts from', () => {
    const finished = { ...game, state: 'finished' as const, legs: [3, 1] as [number, number], winner: 'home' as const }
    expect(resultDraftOf(finished).legs).toEqual(['3', '1'])
    const forfeited = { ...finished, legs: [0, 3] as [number, number], forfeited_by: 'home' as const }
    expect(resultDraftOf(forfeited)).toMatchObject({ outcome: 'forfeit', forfeitedBy: 'home', legs: ['', ''] })
  })
})

describe('checkoutList', () => {
  it('reads checkouts separated by commas or spaces', () => {
    expect(checkoutList('121, 100  170')).toEqual([121, 100, 170])
    expect(checkoutList('')).toEqual([])
    expect(checkoutList('121, ton')).toBeNull()
  })
})

describe('toResultInput', () => {
  it('sends the legs and only the players with figures', () => {
    const draft: ResultDraft = {
      outcome: 'played',
      legs: ['3', ' 2'],
      forfeitedBy: '',
      extras: [{ oneEighties: '2', oneSeventyOnes: '', highCheckouts: '121' }, empty],
      reason: '',
    }
    expect(toResultInput(draft, [ann, bob])).toEqual({
      legs: [3, 2],
      forfeited_by: null,
      extras: { [ann.participant_id]: { one_eighties: 2, one_seventy_ones: 0, high_checkouts: [121] } },
      reason: '',
    })
  })

  it('sends a forfeit without legs or figures, and the reason trimmed', () => {
    const draft: ResultDraft = {
      outcome: 'forfeit',
      legs: ['3', '0'],
      forfeitedBy: 'away',
      extras: [{ oneEighties: '1', oneSeventyOnes: '', highCheckouts: '' }, empty],
      reason: ' No-show ',
    }
    expect(toResultInput(draft, [ann, bob])).toEqual({
      legs: [0, 0],
      forfeited_by: 'away',
      extras: {},
      reason: 'No-show',
    })
  })
})
