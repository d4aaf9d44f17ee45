import { summarizeMatch, toX01MatchConfig, type Match, type VisitScoredPayload } from '@oche/api'
import { replay, type MatchEvent, type VisitEvent } from '@oche/darts'
import { describe, expect, it } from 'vitest'
import { keepNewer, versionOf } from '../../app/realtime/keep-newer'
import { applyMatchEvent } from './apply-match-event'

const eventId = (n: number) => `9d1f0c2e-6b7a-4c3d-8e9f-${String(n).padStart(12, '0')}`

function matchWith(events: MatchEvent[]): Match {
  const config = {
    startScore: 501,
    inRule: 'straight',
    outRule: 'double',
    format: { kind: 'firstTo', legs: 1 },
    sides: [{ name: 'Luke Littler' }, { name: 'Michael van Gerwen' }],
  } satisfies Match['config']
  const replayed = replay(toX01MatchConfig(config), events)
  if (!replayed.ok) throw new Error(replayed.error)
  return {
    id: '9d1f0c2e-6b7a-4c3d-8e9f-a1b2c3d4e5f6',
    kind: 'casual',
    status: replayed.value.status === 'finished' ? 'finished' : 'live',
    version: events.length,
    config,
    events,
    summary: summarizeMatch(replayed.value),
    created_by: '0b4e7c1a-5f2d-4e3b-9a8c-7d6e5f4a3b2c',
    created_at: '2026-11-14T19:30:00.000Z',
    updated_at: '2026-11-14T19:41:00.000Z',
  }
}

function visitScored(match: Match, event: VisitEvent, version = match.version + 1): VisitScoredPayload {
  const next = matchWith([...match.events, event])
  return { matchId: match.id, version, event, summary: next.summary }
}

// Luke 100 (401 left), Michael 60 (441 left): version 2.
const twoVisits = matchWith([
  { type: 'visit', id: eventId(1), total: 100 },
  { type: 'visit', id: eventId(2), total: 60 },
])

describe('applyMatchEvent', () => {
  it('appends the event of version n + 1 and takes the summary it carries: Luke 140 leaves 261', () => {
    const outcome = applyMatchEvent(twoVisits, visitScored(twoVisits, { type: 'visit', id: eventId(3), total: 140 }))
    if (outcome.kind !== 'applied') throw new Error(outcome.kind)
    expect(outcome.match.version).toBe(3)
    expect(outcome.match.events.at(-1)).toEqual({ type: 'visit', id: eventId(3), total: 140 })
    expect(outcome.match.summary.currentLeg.remaining).toEqual([261, 441])
    expect(outcome.match.status).toBe('live')
  })

  it('drops an event it already applied, so a repeated publish is not scored twice', () => {
    const payload = visitScored(twoVisits, { type: 'visit', id: eventId(3), total: 140 })
    const once = applyMatchEvent(twoVisits, payload)
    if (once.kind !== 'applied') throw new Error(once.kind)
    expect(applyMatchEvent(once.match, payload)).toEqual({ kind: 'stale' })
  })

  it('drops an event older than the snapshot a refetch brought', () => {
    const payload = visitScored(matchWith([]), { type: 'visit', id: eventId(1), total: 100 })
    expect(applyMatchEvent(twoVisits, payload)).toEqual({ kind: 'stale' })
  })

  it('drops an event whose id is already in the log even under a new version', () => {
    const payload: VisitScoredPayload = {
      matchId: twoVisits.id,
      version: 3,
      event: { type: 'visit', id: eventId(2), total: 60 },
      summary: twoVisits.summary,
    }
    expect(applyMatchEvent(twoVisits, payload)).toEqual({ kind: 'stale' })
  })

  it('reports a gap when version 3 was missed and version 4 arrives', () => {
    const payload = visitScored(twoVisits, { type: 'visit', id: eventId(4), total: 45 }, 4)
    expect(applyMatchEvent(twoVisits, payload)).toEqual({ kind: 'gap' })
  })

  it('ignores an event of another match', () => {
    const payload = {
      ...visitScored(twoVisits, { type: 'visit', id: eventId(3), total: 140 }),
      matchId: '9d1f0c2e-6b7a-4c3d-8e9f-000000000000',
    }
    expect(applyMatchEvent(twoVisits, payload)).toEqual({ kind: 'stale' })
  })

  it('marks the match finished when the winning visit comes in: Luke checks out 81 with T19 D12', () => {
    const onEightyOne = matchWith([
      { type: 'visit', id: eventId(1), total: 140 },
      { type: 'visit', id: eventId(2), total: 60 },
      { type: 'visit', id: eventId(3), total: 180 },
      { type: 'visit', id: eventId(4), total: 45 },
      { type: 'visit', id: eventId(5), total: 100 },
      { type: 'visit', id: eventId(6), total: 85 },
    ])
    expect(onEightyOne.summary.currentLeg.remaining).toEqual([81, 311])
    const outcome = applyMatchEvent(
      onEightyOne,
      visitScored(onEightyOne, { type: 'darts', id: eventId(7), darts: ['T19', 'D12'] }),
    )
    if (outcome.kind !== 'applied') throw new Error(outcome.kind)
    expect(outcome.match.status).toBe('finished')
    expect(outcome.match.summary.outcome).toEqual({ kind: 'win', winner: 0 })
  })
})

describe('keepNewer of matches', () => {
  const keepNewerMatch = (previous: Match | undefined, next: Match) => keepNewer(versionOf.match, previous, next)

  const threeVisits = matchWith([...twoVisits.events, { type: 'visit', id: eventId(3), total: 140 }])

  it('keeps the cached version 3 when a refetch that started earlier answers version 2', () => {
    expect(keepNewerMatch(threeVisits, twoVisits)).toBe(threeVisits)
  })

  it('takes a refetched snapshot that is as new or newer', () => {
    expect(keepNewerMatch(twoVisits, threeVisits)).toBe(threeVisits)
    const sameVersion = structuredClone(threeVisits)
    expect(keepNewerMatch(threeVisits, sameVersion)).toBe(sameVersion)
  })

  it('takes the first snapshot when nothing is cached yet', () => {
    expect(keepNewerMatch(undefined, twoVisits)).toBe(twoVisits)
  })
})
