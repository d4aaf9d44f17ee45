import { describe, expect, it } from 'vitest'
import { initialTvRotation, nextTvTurn, stepTvTurn, tvSlideStatus, type TvRotation, type TvSlide } from './tv-rotation'

const slide = (id: string, status: TvSlide['status']): TvSlide => ({ id, status })

/** Turns of a rotation left to run by itself: the indices on screen after each one. */
function run(slides: TvSlide[], turns: number, from: TvRotation = initialTvRotation): number[] {
  const shown: number[] = []
  let rotation = from
  for (let turn = 0; turn < turns; turn += 1) {
    rotation = nextTvTurn(rotation, slides)
    shown.push(rotation.current)
  }
  return shown
}

describe('nextTvTurn', () => {
  it('cycles through four matches being played, board 1 to board 4 and round again', () => {
    const slides = [slide('a', 'on'), slide('b', 'on'), slide('c', 'on'), slide('d', 'on')]
    expect(run(slides, 5)).toEqual([1, 2, 3, 0, 1])
  })

  it('shows a finished match once, then leaves it out of the rotation', () => {
    const slides = [slide('a', 'on'), slide('b', 'finished'), slide('c', 'on')]
    expect(run(slides, 5)).toEqual([1, 2, 0, 2, 0])
  })

  it('gives a match that finished on screen its turn as a result, then moves on for good', () => {
    const slides = [slide('a', 'on'), slide('b', 'on')]
    // On board 2 the winning double goes in while it is on screen.
    const onB = nextTvTurn(initialTvRotation, slides)
    const finished = [slide('a', 'on'), slide('b', 'finished')]
    expect(run(finished, 3, onB)).toEqual([0, 0, 0])
  })

  it('keeps the results taking turns when no match is being played any more', () => {
    const slides = [slide('a', 'finished'), slide('b', 'finished'), slide('c', 'finished')]
    expect(run(slides, 4)).toEqual([1, 2, 0, 1])
  })

  it('skips matches still loading or that cannot be found', () => {
    const slides = [slide('a', 'on'), slide('b', 'unavailable'), slide('c', 'loading'), slide('d', 'on')]
    expect(run(slides, 3)).toEqual([3, 0, 3])
  })

  it('stays on the only match there is, turn after turn', () => {
    const slides = [slide('a', 'on')]
    const turns = [nextTvTurn(initialTvRotation, slides), nextTvTurn(nextTvTurn(initialTvRotation, slides), slides)]
    expect(turns.map((rotation) => rotation.current)).toEqual([0, 0])
    expect(turns.map((rotation) => rotation.turn)).toEqual([1, 2])
  })

  it('shows a result again when the finish was undone and the match finished a second time', () => {
    const slides = [slide('a', 'on'), slide('b', 'finished')]
    const shownOnce = nextTvTurn(nextTvTurn(initialTvRotation, slides), slides)
    expect(shownOnce.shownResults).toEqual(['b'])
    // The scorer takes the winning visit back: the match is on again, and its next result is news.
    const undone = nextTvTurn(shownOnce, [slide('a', 'on'), slide('b', 'on')])
    expect(undone.shownResults).toEqual([])
    expect(run([slide('a', 'on'), slide('b', 'finished')], 1, { ...undone, current: 0 })).toEqual([1])
  })
})

describe('stepTvTurn', () => {
  const slides = [slide('a', 'on'), slide('b', 'finished'), slide('c', 'unavailable'), slide('d', 'on')]

  it('steps back to the previous match, round the end of the list', () => {
    expect(stepTvTurn(initialTvRotation, slides, -1).current).toBe(3)
  })

  it('steps forward to a result already shown, and over a match that cannot be found', () => {
    const onB = { ...initialTvRotation, current: 1, shownResults: ['b'] }
    expect(stepTvTurn(initialTvRotation, slides, 1).current).toBe(1)
    expect(stepTvTurn(onB, slides, 1).current).toBe(3)
  })
})

describe('tvSlideStatus', () => {
  it('counts a match called but not thrown yet as on: its players are about to come to the oche', () => {
    expect(tvSlideStatus({ data: { status: 'scheduled' }, isPending: false })).toBe('on')
    expect(tvSlideStatus({ data: { status: 'live' }, isPending: false })).toBe('on')
  })

  it('keeps showing the last snapshot of a finished match while a refetch fails', () => {
    expect(tvSlideStatus({ data: { status: 'finished' }, isPending: false })).toBe('finished')
  })

  it('waits for a match still loading and gives up on one that failed to load', () => {
    expect(tvSlideStatus({ data: undefined, isPending: true })).toBe('loading')
    expect(tvSlideStatus({ data: undefined, isPending: false })).toBe('unavailable')
  })
})
