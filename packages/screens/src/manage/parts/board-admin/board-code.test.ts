import { describe, expect, it } from 'vitest'
import { groupBoardCode, nextBoardNumber, tabletLoginAddress, tabletLoginUrl } from './board-code'

describe('groupBoardCode', () => {
  it('splits the six characters in two groups of three', () => {
    expect(groupBoardCode('ABC234')).toBe('ABC 234')
  })

  it('ignores case, spaces and dashes', () => {
    expect(groupBoardCode('abc-2 34')).toBe('ABC 234')
  })
})

describe('tabletLoginUrl', () => {
  it('links to the tablet login page with the code on the given origin', () => {
    expect(tabletLoginUrl('ABC234', 'https://oche.test')).toBe('https://oche.test/tablet/login?code=ABC234')
  })
})

describe('tabletLoginAddress', () => {
  it('is the tablet login page on the origin’s host, without the scheme', () => {
    expect(tabletLoginAddress('https://league.oche.test')).toBe('league.oche.test/tablet/login')
    expect(tabletLoginAddress('http://localhost:6006')).toBe('localhost:6006/tablet/login')
  })
})

describe('nextBoardNumber', () => {
  it('is 1 without boards', () => {
    expect(nextBoardNumber([])).toBe(1)
  })

  it('fills the first gap, else follows the highest number', () => {
    expect(nextBoardNumber([{ number: 1 }, { number: 3 }])).toBe(2)
    expect(nextBoardNumber([{ number: 2 }, { number: 1 }])).toBe(3)
  })
})
