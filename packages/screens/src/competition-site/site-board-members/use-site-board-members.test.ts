import { describe, expect, it } from 'vitest'
import { telHref } from './use-site-board-members'

describe('telHref', () => {
  it('keeps the digits and a leading plus of a phone number as typed', () => {
    expect(telHref('+32 470 12 34 56')).toBe('tel:+32470123456')
    expect(telHref('(0470) 12.34.56')).toBe('tel:0470123456')
  })
})
