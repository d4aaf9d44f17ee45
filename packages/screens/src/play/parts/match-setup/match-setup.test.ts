import { describe, expect, it } from 'vitest'
import { checkSetup, defaultSetupDraft, draftFromSetup, matchConfigOf, type SetupDraft } from './match-setup'

const anna = { name: 'Anna', userId: '0b5d8a52-6a1e-4d8b-9a5e-2f0c6a1d7e01' }
const ben = { name: 'Ben' }

describe('checkSetup', () => {
  it('accepts the default 501 double-out match, first to 3 legs, for two named players', () => {
    const checked = checkSetup(defaultSetupDraft([anna, ben]))
    expect(checked).toEqual({
      ok: true,
      value: {
        startScore: 501,
        inRule: 'straight',
        outRule: 'double',
        format: { kind: 'firstTo', legs: 3 },
        players: [anna, ben],
        starter: 0,
      },
    })
  })

  it('takes a custom start score between 101 and 1001', () => {
    const draft: SetupDraft = { ...defaultSetupDraft([ben]), startScoreChoice: 'custom', customStartScore: '170' }
    const checked = checkSetup(draft)
    expect(checked.ok && checked.value.startScore).toBe(170)
  })

  it('refuses a custom start score of 100 or 1002', () => {
    for (const customStartScore of ['100', '1002', '', '5.5']) {
      const checked = checkSetup({ ...defaultSetupDraft([ben]), startScoreChoice: 'custom', customStartScore })
      expect(checked).toEqual({ ok: false, issues: { startScore: 'startScoreRange' } })
    }
  })

  it('refuses a second player whose name differs only in case and spaces', () => {
    const checked = checkSetup(defaultSetupDraft([{ name: 'Anna' }, { name: ' anna ' }]))
    expect(checked).toEqual({ ok: false, issues: { player1: 'nameTaken' } })
  })

  it('refuses an empty name and a legs count of 0', () => {
    const checked = checkSetup({ ...defaultSetupDraft([ben, { name: '  ' }]), legs: '0' })
    expect(checked).toEqual({ ok: false, issues: { player1: 'nameMissing', legs: 'countRange' } })
  })

  it('makes a sets format of first to 2 sets of 3 legs', () => {
    const checked = checkSetup({ ...defaultSetupDraft([anna, ben]), formatKind: 'sets', sets: '2', legsPerSet: '3' })
    expect(checked.ok && checked.value.format).toEqual({ kind: 'sets', sets: 2, legsPerSet: 3 })
  })

  it('keeps a bull-off or the chosen first thrower', () => {
    const bullOff = checkSetup({ ...defaultSetupDraft([anna, ben]), starter: 'bullOff' })
    const second = checkSetup({ ...defaultSetupDraft([anna, ben]), starter: '1' })
    expect(bullOff.ok && bullOff.value.starter).toBe('bullOff')
    expect(second.ok && second.value.starter).toBe(1)
  })
})

describe('draftFromSetup', () => {
  it('shows a checked setup again as the same draft', () => {
    const draft: SetupDraft = {
      ...defaultSetupDraft([anna, ben]),
      startScoreChoice: 'custom',
      customStartScore: '121',
      formatKind: 'bestOf',
      legs: '5',
    }
    const checked = checkSetup(draft)
    if (!checked.ok) throw new Error('the draft is valid')
    expect(checkSetup(draftFromSetup(checked.value))).toEqual(checked)
  })
})

describe('matchConfigOf', () => {
  it('names the signed-in player with their account and the bot with its level', () => {
    const checked = checkSetup(defaultSetupDraft([anna, { name: 'Club bot' }]))
    if (!checked.ok) throw new Error('the draft is valid')
    expect(matchConfigOf(checked.value, { side: 1, level: 'club' }).sides).toEqual([
      { name: 'Anna', userIds: [anna.userId] },
      { name: 'Club bot', botLevel: 'club' },
    ])
  })
})
