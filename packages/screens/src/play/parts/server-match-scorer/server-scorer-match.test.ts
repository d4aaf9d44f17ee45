import { buildMatchFixture, userFixture } from '@oche/mocks'
import { describe, expect, it } from 'vitest'
import { serverScorerMatch } from './server-scorer-match'

const base = {
  id: '9d1f0c2e-6b7a-4c3d-8e9f-a1b2c3d4e5f6',
  kind: 'tournament' as const,
  config: {
    startScore: 501,
    inRule: 'straight' as const,
    outRule: 'double' as const,
    format: { kind: 'firstTo' as const, legs: 3 },
    sides: [{ name: 'Anna' }, { name: 'Ben' }],
  },
  created_by: userFixture.id,
  created_at: '2026-11-14T19:30:00.000Z',
  updated_at: '2026-11-14T19:30:00.000Z',
}

describe('serverScorerMatch', () => {
  it('asks for a bull-off before the first visit of a new tournament game', () => {
    const scored = serverScorerMatch(buildMatchFixture({ ...base, events: [] }))
    expect(scored.setup.starter).toBe('bullOff')
    expect(scored.setup.players).toEqual([{ name: 'Anna' }, { name: 'Ben' }])
    expect(scored.serverVersion).toBe(0)
  })

  it('lets the first-named side of a league game throw first, without a bull-off', () => {
    const scored = serverScorerMatch(buildMatchFixture({ ...base, kind: 'league', events: [] }))
    expect(scored.setup.starter).toBe(0)
  })

  it('goes on after the events the server holds, without sending them again', () => {
    const events = [
      { type: 'bullOff' as const, id: '9d1f0c2e-6b7a-4c3d-8e9f-000000000001', winner: 1 },
      { type: 'visit' as const, id: '9d1f0c2e-6b7a-4c3d-8e9f-000000000002', total: 100 },
    ]
    const scored = serverScorerMatch(buildMatchFixture({ ...base, events }))
    expect(scored.log).toEqual(events)
    expect(scored.serverVersion).toBe(2)
  })
})
