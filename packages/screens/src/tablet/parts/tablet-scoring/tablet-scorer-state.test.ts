import { buildMatchFixture, userFixture } from '@oche/mocks'
import type { MatchEvent } from '@oche/darts'
import { describe, expect, it } from 'vitest'
import type { OutboxEntry } from '../outbox/outbox'
import { tabletScorerState } from './use-tablet-scorer'

const matchId = '7a3e9b1c-2d4f-4e6a-8b0c-000000000001'
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const visit = (n: number, total: number): MatchEvent => ({ type: 'visit', id: id(n), total })

const match = (events: MatchEvent[]) =>
  buildMatchFixture({
    id: matchId,
    kind: 'tournament',
    config: {
      startScore: 501,
      inRule: 'straight',
      outRule: 'double',
      format: { kind: 'firstTo', legs: 1 },
      sides: [{ name: 'Fallon Sherrock' }, { name: 'Beau Greaves' }],
    },
    events,
    created_by: userFixture.id,
    created_at: '2026-11-14T20:00:00.000Z',
    updated_at: '2026-11-14T20:00:00.000Z',
  })

const entry = (event: MatchEvent, version: number, seq: number, forMatch = matchId): OutboxEntry => ({
  id: event.id,
  matchId: forMatch,
  event,
  version,
  seq,
})

const remaining = (events: MatchEvent[], pending: OutboxEntry[]) =>
  tabletScorerState(match(events), pending).match.legs[0]?.positions.map((position) => position.remaining)

describe('tabletScorerState', () => {
  it('puts the visits still in the outbox on top of the server’s match after a reload', () => {
    const state = tabletScorerState(match([visit(1, 100)]), [entry(visit(2, 60), 1, 1), entry(visit(3, 140), 2, 2)])
    expect(state.log.map((event) => event.id)).toEqual([id(1), id(2), id(3)])
    expect(state.serverVersion).toBe(1)
    expect(remaining([visit(1, 100)], [entry(visit(2, 60), 1, 1), entry(visit(3, 140), 2, 2)])).toEqual([261, 441])
  })

  it('counts a visit once when the server got it but its answer was lost', () => {
    const state = tabletScorerState(match([visit(1, 100), visit(2, 60)]), [entry(visit(2, 60), 1, 1)])
    expect(state.log.map((event) => event.id)).toEqual([id(1), id(2)])
  })

  it('leaves out the outbox entries of other matches', () => {
    const other = '7a3e9b1c-2d4f-4e6a-8b0c-000000000002'
    expect(tabletScorerState(match([]), [entry(visit(9, 180), 0, 1, other)]).log).toEqual([])
  })
})
