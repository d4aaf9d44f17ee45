import { describe, expect, it } from 'vitest'
import { checkResultDraft, type ResultDraft } from './result-draft'

const firstTo3 = { kind: 'firstTo', legs: 3 } as const
const knockout = { format: firstTo3, allowsDraw: false, isCorrection: false }
const side = { oneEighties: '', oneSeventyOnes: '', highCheckouts: '' }

function draft(overrides: Partial<ResultDraft> = {}): ResultDraft {
  return { kind: 'played', legs: ['', ''], walkoverWinner: '', stats: [side, side], note: '', ...overrides }
}

describe('checkResultDraft', () => {
  it('sends 3–1 without statistics when none were typed', () => {
    expect(checkResultDraft(draft({ legs: ['3', '1'] }), knockout)).toEqual({
      ok: true,
      input: { kind: 'played', legs: [3, 1] },
    })
  })

  it('asks for both scores before anything else', () => {
    expect(checkResultDraft(draft({ legs: ['3', ''] }), knockout)).toEqual({
      ok: false,
      issues: { legs: 'legsRequired' },
    })
  })

  it('refuses a score that does not end a first to 3', () => {
    expect(checkResultDraft(draft({ legs: ['4', '2'] }), knockout)).toEqual({
      ok: false,
      issues: { legs: 'legsDoNotFitFormat' },
    })
  })

  it('refuses a draw in a knockout game', () => {
    const bestOf4 = { ...knockout, format: { kind: 'bestOf', legs: 4 } as const }
    expect(checkResultDraft(draft({ legs: ['2', '2'] }), bestOf4)).toEqual({
      ok: false,
      issues: { legs: 'drawNotAllowed' },
    })
  })

  it('sends the 180s, 171s and high checkouts of each side', () => {
    const stats: ResultDraft['stats'] = [
      { oneEighties: '2', oneSeventyOnes: '', highCheckouts: '121, 104' },
      { oneEighties: '', oneSeventyOnes: '1', highCheckouts: '' },
    ]
    expect(checkResultDraft(draft({ legs: ['3', '2'], stats }), knockout)).toEqual({
      ok: true,
      input: {
        kind: 'played',
        legs: [3, 2],
        stats: [
          { one_eighties: 2, one_seven_ones: 0, high_checkouts: [121, 104] },
          { one_eighties: 0, one_seven_ones: 1, high_checkouts: [] },
        ],
      },
    })
  })

  it('refuses a high checkout above 170 or below 100, on the side it was typed for', () => {
    const stats: ResultDraft['stats'] = [side, { oneEighties: '', oneSeventyOnes: '', highCheckouts: '171' }]
    expect(checkResultDraft(draft({ legs: ['3', '0'], stats }), knockout)).toEqual({
      ok: false,
      issues: { highCheckouts1: 'checkoutRange' },
    })
    const low: ResultDraft['stats'] = [{ oneEighties: '', oneSeventyOnes: '', highCheckouts: '99' }, side]
    expect(checkResultDraft(draft({ legs: ['3', '0'], stats: low }), knockout)).toEqual({
      ok: false,
      issues: { highCheckouts0: 'checkoutRange' },
    })
  })

  it('refuses a count of 180s that is not a whole number', () => {
    const stats: ResultDraft['stats'] = [{ oneEighties: 'two', oneSeventyOnes: '', highCheckouts: '' }, side]
    expect(checkResultDraft(draft({ legs: ['3', '0'], stats }), knockout)).toEqual({
      ok: false,
      issues: { oneEighties0: 'countRange' },
    })
  })

  it('needs the side a walkover goes to', () => {
    expect(checkResultDraft(draft({ kind: 'walkover' }), knockout)).toEqual({
      ok: false,
      issues: { walkoverWinner: 'winnerRequired' },
    })
    expect(checkResultDraft(draft({ kind: 'walkover', walkoverWinner: '1' }), knockout)).toEqual({
      ok: true,
      input: { kind: 'walkover', winner: 1 },
    })
  })

  it('needs a reason for a correction and sends it trimmed', () => {
    const correction = { ...knockout, isCorrection: true }
    expect(checkResultDraft(draft({ legs: ['1', '3'] }), correction)).toEqual({
      ok: false,
      issues: { note: 'noteRequired' },
    })
    const checked = checkResultDraft(draft({ legs: ['1', '3'], note: '  Scores swapped  ' }), correction)
    expect(checked).toMatchObject({ ok: true, input: { kind: 'played', legs: [1, 3], note: 'Scores swapped' } })
  })
})
