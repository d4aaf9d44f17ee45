import type { SiteBoardMember } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { movedOrder } from './moved-order'

function member(id: string, position: number): SiteBoardMember {
  return {
    id,
    name: id,
    role: 'Chair',
    photo: null,
    email: null,
    phone: null,
    show_email: false,
    show_phone: false,
    position,
  }
}

const members = [member('chair', 0), member('secretary', 1), member('treasurer', 2)]

describe('movedOrder', () => {
  it('swaps a member with the one above or below', () => {
    expect(movedOrder(members, 'secretary', 'up')).toEqual(['secretary', 'chair', 'treasurer'])
    expect(movedOrder(members, 'secretary', 'down')).toEqual(['chair', 'treasurer', 'secretary'])
  })

  it('takes the members in their position order, whatever order they come in', () => {
    expect(movedOrder([...members].reverse(), 'chair', 'down')).toEqual(['secretary', 'chair', 'treasurer'])
  })

  it('does nothing for the first moving up, the last moving down or an unknown id', () => {
    expect(movedOrder(members, 'chair', 'up')).toBeNull()
    expect(movedOrder(members, 'treasurer', 'down')).toBeNull()
    expect(movedOrder(members, 'missing', 'up')).toBeNull()
  })
})
