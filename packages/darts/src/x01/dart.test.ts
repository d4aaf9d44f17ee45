import { describe, expect, it } from 'vitest'
import { allDarts, dartValue, isDouble, isTreble, parseDart } from './dart'

describe('parseDart', () => {
  it.each([
    ['t20', 'T20'],
    ['d16', 'D16'],
    ['25', 'SB'],
    ['S25', 'SB'],
    ['bull', 'DB'],
    ['50', 'DB'],
    ['D25', 'DB'],
    ['miss', 'M'],
    ['0', 'M'],
    ['7', 'S7'],
    [' s20 ', 'S20'],
  ])('reads %s as %s', (input, dart) => {
    expect(parseDart(input)).toBe(dart)
  })

  it.each(['T25', 'S21', 'D0', '21', 'X', ''])('rejects %s', (input) => {
    expect(parseDart(input)).toBeNull()
  })
})

describe('dartValue', () => {
  it('scores singles at face value, doubles twice, trebles three times and the bulls 25 and 50', () => {
    expect([
      dartValue('S20'),
      dartValue('D20'),
      dartValue('T20'),
      dartValue('SB'),
      dartValue('DB'),
      dartValue('M'),
    ]).toEqual([20, 40, 60, 25, 50, 0])
  })

  it('knows 63 darts with 44 distinct values', () => {
    expect(allDarts).toHaveLength(63)
    expect(new Set(allDarts.map(dartValue)).size).toBe(44)
  })

  it('counts the bullseye as a double but not the outer bull', () => {
    expect(isDouble('DB')).toBe(true)
    expect(isDouble('SB')).toBe(false)
    expect(isTreble('T1')).toBe(true)
    expect(isTreble('S3')).toBe(false)
  })
})
