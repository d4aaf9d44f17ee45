import { describe, expect, it } from 'vitest'
import { placeLabel } from './place-label'

describe('placeLabel', () => {
  it('writes a place of its own as the number', () => {
    expect(placeLabel({ position: 3, position_to: 3 })).toBe('3')
  })

  it('writes a shared place as a range', () => {
    expect(placeLabel({ position: 5, position_to: 8 })).toBe('5–8')
  })
})
