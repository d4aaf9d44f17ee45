import { ApiRequestError, type Match } from '@oche/api'
import { buildMatchFixture, userFixture } from '@oche/mocks'
import type { MatchEvent } from '@oche/darts'
import { describe, expect, it } from 'vitest'
import { drainOutbox } from './drain-outbox'
import { createMemoryOutbox, type Outbox, type OutboxEntry } from './outbox'

const matchId = '7a3e9b1c-2d4f-4e6a-8b0c-000000000001'
const otherMatchId = '7a3e9b1c-2d4f-4e6a-8b0c-000000000002'
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const visit = (n: number, total: number): MatchEvent => ({ type: 'visit', id: id(n), total })

function matchOf(events: MatchEvent[], matchIdOf = matchId): Match {
  return buildMatchFixture({
    id: matchIdOf,
    kind: 'tournament',
    config: {
      startScore: 501,
      inRule: 'straight',
      outRule: 'double',
      format: { kind: 'bestOf', legs: 5 },
      sides: [{ name: 'Fallon Sherrock' }, { name: 'Beau Greaves' }],
    },
    events,
    created_by: userFixture.id,
    created_at: '2026-11-14T20:00:00.000Z',
    updated_at: '2026-11-14T20:00:00.000Z',
  })
}

/** The server's side of `POST /tablet/matches/{id}/events`: exactly once per event id, 409 on a stale version. */
function fakeServer(initial: MatchEvent[] = []) {
  const events = new Map<string, MatchEvent[]>([[matchId, [...initial]]])
  const server = {
    events,
    sent: [] as string[],
    isOffline: false,
    /** The next append is stored, but its answer never arrives. */
    losesNextAnswer: false,
    send: async (entry: OutboxEntry) => {
      server.sent.push(entry.id)
      if (server.isOffline) throw new TypeError('Failed to fetch')
      const log = events.get(entry.matchId) ?? []
      if (log.some((event) => event.id === entry.id)) return matchOf(log, entry.matchId)
      if (entry.version !== log.length) {
        const match = matchOf(log, entry.matchId)
        throw new ApiRequestError(409, 'This match has changed in the meantime.', {}, undefined, {
          message: 'This match has changed in the meantime.',
          match,
        })
      }
      log.push(entry.event)
      events.set(entry.matchId, log)
      if (server.losesNextAnswer) {
        server.losesNextAnswer = false
        throw new TypeError('Failed to fetch')
      }
      return matchOf(log, entry.matchId)
    },
  }
  return server
}

async function score(outbox: Outbox, events: MatchEvent[], firstVersion = 0, matchIdOf = matchId) {
  for (const [index, event] of events.entries())
    await outbox.add({ id: event.id, matchId: matchIdOf, event, version: firstVersion + index })
}

describe('drainOutbox', () => {
  it('sends the visits in the order they were scored and empties the outbox', async () => {
    const outbox = createMemoryOutbox()
    const server = fakeServer()
    await score(outbox, [visit(1, 60), visit(2, 100), visit(3, 45)])

    const accepted: number[] = []
    const result = await drainOutbox(outbox, server.send, {
      onAccepted: (_entry, match) => accepted.push(match.version),
    })

    expect(result).toEqual({ kind: 'drained' })
    expect(server.events.get(matchId)?.map((event) => event.id)).toEqual([id(1), id(2), id(3)])
    expect(accepted).toEqual([1, 2, 3])
    expect(await outbox.list()).toEqual([])
  })

  it('keeps every visit while offline and sends them all once back online', async () => {
    const outbox = createMemoryOutbox()
    const server = fakeServer()
    server.isOffline = true
    await score(outbox, [visit(1, 60), visit(2, 100)])

    const offline = await drainOutbox(outbox, server.send)
    expect(offline.kind).toBe('offline')
    expect((await outbox.list()).map((entry) => entry.id)).toEqual([id(1), id(2)])

    await score(outbox, [visit(3, 81)], 2)
    server.isOffline = false
    expect(await drainOutbox(outbox, server.send)).toEqual({ kind: 'drained' })
    expect(server.events.get(matchId)?.map((event) => event.id)).toEqual([id(1), id(2), id(3)])
  })

  it('counts a visit once when its answer was lost and it is sent again', async () => {
    const outbox = createMemoryOutbox()
    const server = fakeServer()
    await score(outbox, [visit(1, 60), visit(2, 100)])
    server.losesNextAnswer = true

    const lost = await drainOutbox(outbox, server.send)
    expect(lost.kind).toBe('offline')
    expect(await outbox.list()).toHaveLength(2)

    expect(await drainOutbox(outbox, server.send)).toEqual({ kind: 'drained' })
    expect(server.sent).toEqual([id(1), id(1), id(2)])
    expect(server.events.get(matchId)?.map((event) => event.id)).toEqual([id(1), id(2)])
  })

  it('drops the match’s visits and answers the server’s match when another device scored it (409)', async () => {
    const outbox = createMemoryOutbox()
    const server = fakeServer([visit(90, 26)])
    await score(outbox, [visit(1, 60), visit(2, 100)])
    await score(outbox, [visit(3, 140)], 0, otherMatchId)

    const result = await drainOutbox(outbox, server.send)

    expect(result).toMatchObject({ kind: 'conflict', matchId })
    expect(result.kind === 'conflict' && result.match?.events.map((event) => event.id)).toEqual([id(90)])
    expect((await outbox.list()).map((entry) => entry.id)).toEqual([id(3)])
    expect(server.events.get(matchId)?.map((event) => event.id)).toEqual([id(90)])
  })

  it('keeps the visits when the board token is refused (401), for the next login', async () => {
    const outbox = createMemoryOutbox()
    await score(outbox, [visit(1, 60)])
    const refuse = async () => {
      throw new ApiRequestError(401, 'This tablet is not logged in to a board.')
    }

    const result = await drainOutbox(outbox, refuse)

    expect(result.kind).toBe('unauthorized')
    expect(await outbox.list()).toHaveLength(1)
  })

  it('drops the match’s visits when the server refuses one as invalid (422)', async () => {
    const outbox = createMemoryOutbox()
    await score(outbox, [visit(1, 200), visit(2, 60)])
    const refuse = async () => {
      throw new ApiRequestError(422, 'The given data was invalid.', { 'event.total': ['Too high'] })
    }

    const result = await drainOutbox(outbox, refuse)

    expect(result).toMatchObject({ kind: 'refused', matchId })
    expect(await outbox.list()).toEqual([])
  })
})
