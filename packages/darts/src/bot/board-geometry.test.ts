import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allDarts } from '../x01/dart'
import { aimPoint, dartAt } from './board-geometry'

describe('dartAt', () => {
  it.each([
    [0, 103, 'T20'],
    [0, -166, 'D3'],
    [103, 0, 'T6'],
    [-166, 0, 'D11'],
    [0, 50, 'S20'],
    [10, 0, 'SB'],
    [0, 6.35, 'DB'],
    [0, 107, 'T20'],
    [0, 170, 'D20'],
    [0, 171, 'M'],
    [20, 100, 'T1'],
    [-30, 100, 'T5'],
  ])('scores the point (%s, %s) as %s', (x, y, dart) => {
    expect(dartAt({ x, y })).toBe(dart)
  })

  it('gives a point exactly on the 20/1 edge at 9° to the clockwise segment, 1', () => {
    const radians = (9 * Math.PI) / 180
    expect(dartAt({ x: 50 * Math.sin(radians) + 1e-9, y: 50 * Math.cos(radians) })).toBe('S1')
  })
})

describe('aimPoint', () => {
  it('aims every dart except the miss at a point that scores that dart', () => {
    for (const dart of allDarts.filter((d) => d !== 'M' && d !== 'SB')) {
      expect(dartAt(aimPoint(dart))).toBe(dart)
    }
  })

  it('aims the outer bull at the centre, like the bullseye', () => {
    expect(aimPoint('SB')).toEqual({ x: 0, y: 0 })
  })

  it('never scores anything but a miss beyond the 170 mm double ring', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 170.001, max: 400, noNaN: true }),
        (angle, radius) => {
          expect(dartAt({ x: radius * Math.sin(angle), y: radius * Math.cos(angle) })).toBe('M')
        },
      ),
    )
  })
})
