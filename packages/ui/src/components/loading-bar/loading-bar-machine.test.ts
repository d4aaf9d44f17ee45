import { describe, expect, it } from 'vitest'
import {
  initialLoadingBarState,
  isLoadingBarVisible,
  loadingBarDefaults,
  loadingBarReducer,
  pendingTimer,
  progressAt,
  type LoadingBarEvent,
  type LoadingBarMachineState,
} from './loading-bar-machine'

const run = (events: LoadingBarEvent[], from: LoadingBarMachineState = initialLoadingBarState) =>
  events.reduce(loadingBarReducer, from)

describe('loadingBarDefaults', () => {
  it('holds the spec constants', () => {
    expect(loadingBarDefaults).toEqual({ throttle: 200, duration: 2000, hideDelay: 500, resetDelay: 400, height: 3 })
  })
})

describe('progressAt', () => {
  it('starts at 0, reaches 90 % at the duration and stays there', () => {
    expect(progressAt(0, 2000)).toBe(0)
    expect(progressAt(2000, 2000)).toBe(90)
    expect(progressAt(10_000, 2000)).toBe(90)
  })

  it('eases out: the first half of the time covers three quarters of the way', () => {
    expect(progressAt(1000, 2000)).toBeCloseTo(67.5)
  })

  it('never goes backwards', () => {
    const samples = [0, 100, 400, 900, 1500, 1999, 2000, 2500].map((elapsed) => progressAt(elapsed, 2000))
    expect(samples).toEqual([...samples].sort((a, b) => a - b))
  })
})

describe('loadingBarReducer', () => {
  it('waits out the throttle before showing the bar', () => {
    const waiting = run([{ type: 'start' }])
    expect(waiting.phase).toBe('waiting')
    expect(isLoadingBarVisible(waiting.phase)).toBe(false)
    expect(pendingTimer(waiting.phase, loadingBarDefaults)).toEqual({ event: 'throttleElapsed', delay: 200 })
    const loading = run([{ type: 'throttleElapsed' }], waiting)
    expect(loading.phase).toBe('loading')
    expect(isLoadingBarVisible(loading.phase)).toBe(true)
  })

  it('never shows a load that finishes within the throttle', () => {
    expect(run([{ type: 'start' }, { type: 'finish' }])).toEqual(initialLoadingBarState)
  })

  it('moves progress with time while loading', () => {
    const state = run([{ type: 'start' }, { type: 'throttleElapsed' }, { type: 'tick', elapsed: 2000, duration: 2000 }])
    expect(state.progress).toBe(90)
  })

  it('fills the bar on finish, hides it after the hide delay and resets after the reset delay', () => {
    const finishing = run([{ type: 'start' }, { type: 'throttleElapsed' }, { type: 'finish' }])
    expect(finishing).toEqual({ phase: 'finishing', progress: 100, tone: 'default' })
    expect(pendingTimer('finishing', loadingBarDefaults)).toEqual({ event: 'hideElapsed', delay: 500 })
    const hiding = run([{ type: 'hideElapsed' }], finishing)
    expect(hiding.phase).toBe('hiding')
    expect(isLoadingBarVisible(hiding.phase)).toBe(false)
    expect(pendingTimer('hiding', loadingBarDefaults)).toEqual({ event: 'resetElapsed', delay: 400 })
    expect(run([{ type: 'resetElapsed' }], hiding)).toEqual(initialLoadingBarState)
  })

  it('shows an error in the error tone, even one within the throttle', () => {
    expect(run([{ type: 'start' }, { type: 'error' }])).toEqual({ phase: 'finishing', progress: 100, tone: 'error' })
  })

  it('ignores an error when nothing is loading', () => {
    expect(run([{ type: 'error' }])).toEqual(initialLoadingBarState)
  })

  it('restarts from zero when a new load starts while the last one is still on screen', () => {
    const finishing = run([{ type: 'start' }, { type: 'error' }])
    expect(run([{ type: 'start' }], finishing)).toEqual({ phase: 'waiting', progress: 0, tone: 'default' })
  })

  it('keeps its progress when started twice', () => {
    const loading = run([
      { type: 'start' },
      { type: 'throttleElapsed' },
      { type: 'tick', elapsed: 1000, duration: 2000 },
    ])
    expect(run([{ type: 'start' }], loading)).toBe(loading)
  })

  it('ignores late timers from a phase it already left', () => {
    const finishing = run([{ type: 'start' }, { type: 'throttleElapsed' }, { type: 'finish' }])
    expect(
      run(
        [{ type: 'throttleElapsed' }, { type: 'resetElapsed' }, { type: 'tick', elapsed: 5, duration: 2000 }],
        finishing,
      ),
    ).toBe(finishing)
  })

  it('has no timer while idle or loading', () => {
    expect(pendingTimer('idle', loadingBarDefaults)).toBeNull()
    expect(pendingTimer('loading', loadingBarDefaults)).toBeNull()
  })
})
