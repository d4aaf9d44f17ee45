import { describe, expect, it } from 'vitest'
import { siteColours } from './site-colours'

describe('siteColours', () => {
  it('writes white on a dark league colour', () => {
    expect(siteColours('#1e3a8a')).toMatchObject({ background: '#1e3a8a', ink: '#ffffff' })
  })

  it('writes black on a light league colour', () => {
    expect(siteColours('#facc15')).toMatchObject({ background: '#facc15', ink: '#000000' })
  })

  it('meets WCAG AA (4.5:1) even on the mid greys where both inks are weakest', () => {
    for (const grey of ['#767676', '#777777', '#787878', '#808080', '#959595']) {
      expect(siteColours(grey)?.contrast).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('meets WCAG AA on pure red, green and blue', () => {
    for (const colour of ['#ff0000', '#00ff00', '#0000ff', '#b91c1c']) {
      expect(siteColours(colour)?.contrast).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('leaves the platform colours when the league has none, or an unreadable one', () => {
    expect(siteColours(null)).toBeNull()
    expect(siteColours('')).toBeNull()
    expect(siteColours('red')).toBeNull()
  })
})
