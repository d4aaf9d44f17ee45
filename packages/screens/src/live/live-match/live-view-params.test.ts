import { describe, expect, it } from 'vitest'
import { parseLiveViewParams, tvMaxMatches } from './live-view-params'

const board1 = '9d1f0c2e-6b7a-4c3d-8e9f-a1b2c3d4e5f6'
const board2 = '9d1f0c2e-6b7a-4c3d-8e9f-a1b2c3d4e5f7'
const board3 = '9d1f0c2e-6b7a-4c3d-8e9f-a1b2c3d4e5f8'

describe('parseLiveViewParams', () => {
  it('opens the phone and desktop view without a view, or with one it does not know', () => {
    expect(parseLiveViewParams(board1, {})).toEqual({ view: 'standard' })
    expect(parseLiveViewParams(board1, { view: 'cinema' })).toEqual({ view: 'standard' })
  })

  it('rotates the TV through the page’s match first, then the others in the order given, every 15 s', () => {
    expect(parseLiveViewParams(board1, { view: 'tv', matches: `${board2},${board3}` })).toEqual({
      view: 'tv',
      matchIds: [board1, board2, board3],
      intervalSeconds: 15,
    })
  })

  it('leaves out ids that cannot be matches, repeats and the page’s own match', () => {
    const matches = ` ${board2} ,42,,${board1.toUpperCase()},${board2},not-a-match,${board3}`
    expect(parseLiveViewParams(board1, { view: 'tv', matches })).toMatchObject({ matchIds: [board1, board2, board3] })
  })

  it(`takes at most ${tvMaxMatches} matches`, () => {
    const many = Array.from({ length: 30 }, (_, n) => `9d1f0c2e-6b7a-4c3d-8e9f-${String(n).padStart(12, '0')}`)
    const params = parseLiveViewParams(board1, { view: 'tv', matches: many.join(',') })
    expect(params).toMatchObject({ matchIds: [board1, ...many.slice(0, tvMaxMatches - 1)] })
  })

  it('keeps the interval between 5 and 120 seconds and rounds it to whole seconds', () => {
    const interval = (value: string) => parseLiveViewParams(board1, { view: 'tv', interval: value })
    expect(interval('20')).toMatchObject({ intervalSeconds: 20 })
    expect(interval('2')).toMatchObject({ intervalSeconds: 5 })
    expect(interval('600')).toMatchObject({ intervalSeconds: 120 })
    expect(interval('7.6')).toMatchObject({ intervalSeconds: 8 })
    expect(interval('soon')).toMatchObject({ intervalSeconds: 15 })
    expect(interval('')).toMatchObject({ intervalSeconds: 15 })
  })

  it('shows the overlay dark in the top-left corner unless the URL says otherwise', () => {
    expect(parseLiveViewParams(board1, { view: 'overlay' })).toEqual({
      view: 'overlay',
      theme: 'dark',
      position: 'top-left',
    })
    expect(parseLiveViewParams(board1, { view: 'overlay', theme: 'light', position: 'bottom-right' })).toEqual({
      view: 'overlay',
      theme: 'light',
      position: 'bottom-right',
    })
    expect(parseLiveViewParams(board1, { view: 'overlay', theme: 'sepia', position: 'middle' })).toEqual({
      view: 'overlay',
      theme: 'dark',
      position: 'top-left',
    })
  })
})
