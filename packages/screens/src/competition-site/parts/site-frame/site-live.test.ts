import type { FixtureState } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { refetchWhileLive, siteFallbackInterval } from './site-live'

const states = (data: FixtureState[]) => data
const interval = (data: FixtureState[] | undefined, realtimeDown: boolean) =>
  refetchWhileLive(states, realtimeDown)({ state: { data } })

describe('refetchWhileLive', () => {
  it('leaves a live match to the realtime channel while it is connected', () => {
    expect(interval(['played', 'live'], false)).toBe(false)
  })

  it('asks again every minute while a match is live and the realtime connection is down', () => {
    expect(interval(['played', 'live'], true)).toBe(siteFallbackInterval)
    expect(siteFallbackInterval).toBe(60_000)
  })

  it('never asks again without a live match, or before the first answer', () => {
    expect(interval(['played', 'scheduled'], true)).toBe(false)
    expect(interval(undefined, true)).toBe(false)
  })
})
