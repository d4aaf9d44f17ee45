import { describe, expect, it } from 'vitest'
import { moveItem } from './move-item'

describe('moveItem', () => {
  it('moves a player one place up', () => {
    expect(moveItem(['Anna', 'Ben', 'Carl'], 2, -1)).toEqual(['Anna', 'Carl', 'Ben'])
  })

  it('moves a player one place down', () => {
    expect(moveItem(['Anna', 'Ben', 'Carl'], 0, 1)).toEqual(['Ben', 'Anna', 'Carl'])
  })

  it('keeps the order when the first moves up or the last moves down', () => {
    expect(moveItem(['Anna', 'Ben'], 0, -1)).toEqual(['Anna', 'Ben'])
    expect(moveItem(['Anna', 'Ben'], 1, 1)).toEqual(['Anna', 'Ben'])
  })
})
