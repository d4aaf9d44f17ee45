import { replay, type MatchEvent, type X01MatchConfig } from '@oche/darts'
import { describe, expect, it } from 'vitest'
import { rebaseLog, scorerReducer, startScorer, type ScorerState } from './scorer-state'

const config: X01MatchConfig = {
  startScore: 101,
  inRule: 'straight',
  outRule: 'double',
  format: { kind: 'firstTo', legs: 2 },
  sides: ['Anna', 'Ben'],
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

function start(log: MatchEvent[] = []): ScorerState {
  const started = startScorer(config, log)
  if (!started.ok) throw new Error(started.error)
  return started.value
}

function remaining(state: ScorerState) {
  return state.match.legs.at(-1)?.positions.map((position) => position.remaining)
}

describe('scorerReducer', () => {
  it('plays a 101 leg: Anna scores 60, Ben 20, Anna checks out 41 in 2 darts', () => {
    let state = start()
    state = scorerReducer(state, { type: 'event', event: { type: 'visit', id: id(1), total: 60, dartsAtDouble: 0 } })
    state = scorerReducer(state, { type: 'event', event: { type: 'visit', id: id(2), total: 20 } })
    state = scorerReducer(state, { type: 'event', event: { type: 'visit', id: id(3), total: 41, dartsUsed: 2 } })
    expect(state.match.legsWon).toEqual([1, 0])
    expect(state.match.legs[0]?.winner).toBe(0)
    expect(remaining(state)).toEqual([101, 101])
    expect(state.log).toHaveLength(3)
  })

  it('refuses 179 with the engine’s reason and keeps the log as it was', () => {
    const state = scorerReducer(start(), { type: 'event', event: { type: 'visit', id: id(1), total: 179 } })
    expect(state.refusal).toBe('visit.impossibleScore')
    expect(state.log).toEqual([])
    expect(remaining(state)).toEqual([101, 101])
  })

  it('clears the refusal once a visit is accepted', () => {
    let state = scorerReducer(start(), { type: 'event', event: { type: 'visit', id: id(1), total: 179 } })
    state = scorerReducer(state, { type: 'event', event: { type: 'visit', id: id(2), total: 45 } })
    expect(state.refusal).toBeNull()
  })

  it('undoes the last visit but keeps the undo in the log, so a replay of the log gives the same state', () => {
    let state = start()
    state = scorerReducer(state, { type: 'event', event: { type: 'visit', id: id(1), total: 60, dartsAtDouble: 0 } })
    state = scorerReducer(state, { type: 'event', event: { type: 'undo', id: id(2) } })
    expect(remaining(state)).toEqual([101, 101])
    expect(state.log.map((event) => event.type)).toEqual(['visit', 'undo'])
    const replayed = replay(config, state.log)
    expect(replayed.ok && replayed.value).toEqual(state.match)
  })

  it('records a total above the remaining as a bust that leaves the score where it was', () => {
    let state = start()
    state = scorerReducer(state, { type: 'event', event: { type: 'visit', id: id(1), total: 100, dartsAtDouble: 0 } })
    expect(remaining(state)).toEqual([101, 101])
    expect(state.match.legs[0]?.visits[0]?.result).toBe('bust')
  })

  it('only moves the server version when the server holds what this device sent', () => {
    let state = start()
    state = scorerReducer(state, { type: 'event', event: { type: 'visit', id: id(1), total: 60, dartsAtDouble: 0 } })
    state = scorerReducer(state, { type: 'event', event: { type: 'visit', id: id(2), total: 26 } })
    const rebased = scorerReducer(state, { type: 'rebase', serverLog: state.log.slice(0, 1) })
    expect(rebased.serverVersion).toBe(1)
    expect(rebased.log).toBe(state.log)
  })

  it('puts local visits on top of a visit another device stored first', () => {
    let state = start()
    state = scorerReducer(state, { type: 'event', event: { type: 'visit', id: id(1), total: 60, dartsAtDouble: 0 } })
    const fromOtherDevice: MatchEvent = { type: 'visit', id: id(9), total: 45 }
    const rebased = scorerReducer(state, { type: 'rebase', serverLog: [fromOtherDevice] })
    expect(rebased.log.map((event) => event.id)).toEqual([id(9), id(1)])
    expect(rebased.serverVersion).toBe(1)
    // Anna's 45 came first, so the local 60 is Ben's.
    expect(remaining(rebased)).toEqual([56, 41])
  })
})

describe('rebaseLog', () => {
  it('drops a local visit the server’s log made impossible', () => {
    const server: MatchEvent[] = [
      { type: 'visit', id: id(1), total: 60, dartsAtDouble: 0 }, // Anna 41
      { type: 'visit', id: id(2), total: 20 }, // Ben 81
      { type: 'visit', id: id(3), total: 41, dartsUsed: 2 }, // Anna wins leg 1
      { type: 'visit', id: id(4), total: 45 }, // Ben starts leg 2: 56
      { type: 'visit', id: id(5), total: 45 }, // Anna 56
      { type: 'visit', id: id(6), total: 5 }, // Ben 51
      { type: 'visit', id: id(7), total: 56, dartsUsed: 2 }, // Anna wins the match 2–0
    ]
    const local: MatchEvent[] = [...server.slice(0, 6), { type: 'visit', id: id(8), total: 20, dartsAtDouble: 0 }]
    const rebased = rebaseLog(config, server, local)
    if (!rebased.ok) throw new Error(rebased.error)
    // Anna's checkout on the server won the match 2–0, so the visit entered here cannot follow it.
    expect(rebased.value.match.status).toBe('finished')
    expect(rebased.value.dropped.map((event) => event.id)).toEqual([id(8)])
    expect(rebased.value.log).toEqual(server)
  })
})
