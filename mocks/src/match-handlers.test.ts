import { currentLeg, replay } from '@oche/darts'
import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import {
  ApiErrorSchema,
  AppendEventResultSchema,
  MatchConflictSchema,
  MatchInvitationListSchema,
  MatchInvitationSchema,
  MatchListSchema,
  MatchSchema,
  MyMatchPageSchema,
  MyStatsSchema,
  toX01MatchConfig,
  type Match,
} from '@oche/api'
import { mockTokens } from './fixtures'
import { createMatchHandlers } from './match-handlers'
import { mockOrigin, mockRequest } from './test-requests'
import {
  finishedMatchFixture,
  invitedMatchFixture,
  liveMatchFixture,
  matchFixtures,
  matchInvitationFixture,
  newBotMatchFixture,
  playedMatchFixtures,
  playedTournamentMatchFixture,
  statsFixtureNow,
  statsMatchFixtures,
} from './match-fixtures'

function caller(handlers = createMatchHandlers()) {
  return (method: string, path: string, body?: unknown, token: string | null = mockTokens.user) =>
    getResponse(handlers, mockRequest(`${mockOrigin}${path}`, { method, body, token }))
}

describe('the match fixtures', () => {
  it('are in the shape of the API', () => {
    for (const match of matchFixtures) expect(MatchSchema.parse(match)).toEqual(match)
  })

  it('hold a live 501 match in its second leg with Olly on 261 to throw', () => {
    const state = replay(toX01MatchConfig(liveMatchFixture.config), liveMatchFixture.events)
    if (!state.ok) throw new Error(state.error)
    expect(state.value.legsWon).toEqual([1, 0])
    expect(currentLeg(state.value).positions.map((position) => position.remaining)).toEqual([261, 375])
    expect(liveMatchFixture.summary.currentLeg).toEqual({ set: null, leg: 2, thrower: 0, remaining: [261, 375] })
    expect(liveMatchFixture.status).toBe('live')
    expect(liveMatchFixture.version).toBe(12)
  })

  it('hold a finished match won 2–0 by the first side', () => {
    expect(finishedMatchFixture.status).toBe('finished')
    expect(finishedMatchFixture.summary.outcome).toEqual({ kind: 'win', winner: 0 })
  })
})

describe('the match mocks', () => {
  it('append a visit on the current version and answer the match after it', async () => {
    const call = caller()
    const event = { type: 'visit', id: crypto.randomUUID(), total: 121 }
    const response = await call('POST', `/api/matches/${liveMatchFixture.id}/events`, { event, version: 12 })
    expect(response?.status).toBe(201)
    const result = AppendEventResultSchema.parse(await response?.json())
    expect(result.seq).toBe(13)
    expect(result.match.summary.currentLeg.remaining).toEqual([140, 375])
    const again = await call('POST', `/api/matches/${liveMatchFixture.id}/events`, { event, version: 12 })
    expect(again?.status).toBe(200)
    expect(AppendEventResultSchema.parse(await again?.json()).seq).toBe(13)
  })

  it('answer 409 with the current match for a stale version', async () => {
    const call = caller()
    const event = { type: 'visit', id: crypto.randomUUID(), total: 60 }
    const response = await call('POST', `/api/matches/${liveMatchFixture.id}/events`, { event, version: 11 })
    expect(response?.status).toBe(409)
    expect(MatchConflictSchema.parse(await response?.json()).match.version).toBe(12)
  })

  it('answer 422 on event for a total nobody can score', async () => {
    const call = caller()
    const event = { type: 'visit', id: crypto.randomUUID(), total: 179 }
    const response = await call('POST', `/api/matches/${liveMatchFixture.id}/events`, { event, version: 12 })
    expect(response?.status).toBe(422)
    expect(ApiErrorSchema.parse(await response?.json()).errors).toHaveProperty('event.total')
  })

  it('create a match once per client id and list it first', async () => {
    const call = caller(createMatchHandlers({ matches: [newBotMatchFixture] }))
    const input = { id: crypto.randomUUID(), kind: 'offline', config: liveMatchFixture.config, events: [] }
    const first = await call('POST', '/api/matches', input)
    expect(first?.status).toBe(201)
    const second = await call('POST', '/api/matches', input)
    expect(second?.status).toBe(200)
    const list = MatchListSchema.parse(await (await call('GET', '/api/matches/mine'))?.json())
    expect(list.map((match) => match.id)).toEqual([input.id, newBotMatchFixture.id])
  })

  it('answer 401 to a caller who is not signed in and 404 for an unknown match', async () => {
    const call = caller()
    expect((await call('GET', '/api/matches/mine', undefined, null))?.status).toBe(401)
    expect((await call('GET', `/api/matches/${crypto.randomUUID()}`, undefined, null))?.status).toBe(404)
    const match = MatchSchema.parse(
      await (await call('GET', `/api/matches/${liveMatchFixture.id}`, undefined, null))?.json(),
    ) satisfies Match
    expect(match.events).toHaveLength(12)
  })
})

describe('the match invitation handlers', () => {
  it('list the waiting invitation, and accepting it puts the match in the history', async () => {
    const call = caller(createMatchHandlers({ invitations: [matchInvitationFixture] }))
    const waiting = MatchInvitationListSchema.parse(await (await call('GET', '/api/matches/invitations'))?.json())
    expect(waiting.map((invitation) => invitation.match.id)).toEqual([invitedMatchFixture.id])
    const mine = async () =>
      MatchListSchema.parse(await (await call('GET', '/api/matches/mine'))?.json()).map((match) => match.id)
    expect(await mine()).not.toContain(invitedMatchFixture.id)
    expect((await call('POST', `/api/matches/${invitedMatchFixture.id}/invitation`, { answer: 'maybe' }))?.status).toBe(
      422,
    )
    const accepted = await call('POST', `/api/matches/${invitedMatchFixture.id}/invitation`, { answer: 'accept' })
    expect(MatchInvitationSchema.parse(await accepted?.json()).status).toBe('accepted')
    expect(await mine()).toContain(invitedMatchFixture.id)
    expect((await call('DELETE', `/api/matches/${invitedMatchFixture.id}/history`))?.status).toBe(204)
    expect(await mine()).not.toContain(invitedMatchFixture.id)
    expect((await call('GET', '/api/matches/invitations', undefined, null))?.status).toBe(401)
  })
})

describe('the played matches handler (GET /user/matches)', () => {
  const played = async (call: ReturnType<typeof caller>, query = '') => {
    const response = await call('GET', `/api/user/matches${query}`)
    expect(response?.status).toBe(200)
    return MyMatchPageSchema.parse(await response?.json())
  }

  it('lists the matches the user plays a side of, newest first, from their side', async () => {
    const call = caller(createMatchHandlers({ matches: playedMatchFixtures }))
    const page = await played(call)
    expect(page.total).toBe(4)
    expect(page.data.map((match) => match.id)).toEqual([
      newBotMatchFixture.id,
      liveMatchFixture.id,
      finishedMatchFixture.id,
      playedTournamentMatchFixture.id,
    ])
    expect(page.data[3]).toMatchObject({ kind: 'tournament', side: 1, opponents: ['Bram Bullseye'], result: 'lost' })
    expect(page.data[3]?.score).toEqual([0, 1])
    expect(page.data[3]?.three_dart_average).toBeCloseTo(70.5, 5)
  })

  it('filters by kind and result, pages, and refuses what it does not know', async () => {
    const call = caller(createMatchHandlers({ matches: playedMatchFixtures }))
    const ids = async (query: string) => (await played(call, query)).data.map((match) => match.id)
    expect(await ids('?kind=local')).toEqual([liveMatchFixture.id, finishedMatchFixture.id])
    expect(await ids('?result=won')).toEqual([finishedMatchFixture.id])
    expect(await ids('?per_page=2&page=2')).toEqual([finishedMatchFixture.id, playedTournamentMatchFixture.id])
    expect((await call('GET', '/api/user/matches?result=maybe'))?.status).toBe(422)
    expect((await call('GET', '/api/user/matches', undefined, null))?.status).toBe(401)
  })
})

describe('the statistics handler (GET /user/stats)', () => {
  const statsCaller = () =>
    caller(createMatchHandlers({ matches: [...playedMatchFixtures, ...statsMatchFixtures], now: statsFixtureNow }))
  const stats = async (call: ReturnType<typeof caller>, query = '') => {
    const response = await call('GET', `/api/user/stats${query}`)
    expect(response?.status).toBe(200)
    return MyStatsSchema.parse(await response?.json())
  }

  it('sums the finished matches the user played, in all and per month, leaving out the live ones', async () => {
    const figures = await stats(statsCaller())
    // Ten finished of the twelve: the live match and the bot game without a dart do not count.
    expect(figures.totals).toMatchObject({ matches: 10, won: 7, lost: 3, drawn: 0, one_eighties: 2 })
    expect(figures.totals).toMatchObject({ one_seventy_ones: 1, high_checkout: 130, best_leg: 11 })
    expect(figures.interval).toBe('month')
    expect(figures.series.map((point) => [point.from, point.matches])).toEqual([
      ['2026-06-01', 1],
      ['2026-07-01', 1],
      ['2026-08-01', 1],
      ['2026-09-01', 1],
      ['2026-10-01', 2],
      ['2026-11-01', 4],
    ])
  })

  it('counts the same matches as the match list for a kind and a period, per day over a week', async () => {
    const call = statsCaller()
    const week = await stats(call, '?period=week')
    expect(week.interval).toBe('day')
    expect(week.series.map((point) => point.from)).toEqual(['2026-11-20', '2026-11-24'])
    expect(week.totals.matches).toBe(2)
    const local = await stats(call, '?kind=local&period=month')
    expect(local.interval).toBe('week')
    const listed = MyMatchPageSchema.parse(
      await (await call('GET', '/api/user/matches?kind=local&period=month'))?.json(),
    )
    const finished = listed.data.filter((match) => match.status === 'finished')
    expect(local.totals.matches).toBe(finished.length)
    expect(local.series.map((point) => point.from)).toEqual(['2026-11-09', '2026-11-16'])
  })

  it('refuses a kind or period it does not know, and a caller who is not signed in', async () => {
    const call = statsCaller()
    const refused = await call('GET', '/api/user/stats?period=decade')
    expect(refused?.status).toBe(422)
    expect(ApiErrorSchema.parse(await refused?.json()).errors).toHaveProperty('period')
    expect((await call('GET', '/api/user/stats?kind=friendly'))?.status).toBe(422)
    expect((await call('GET', '/api/user/stats', undefined, null))?.status).toBe(401)
  })
})
