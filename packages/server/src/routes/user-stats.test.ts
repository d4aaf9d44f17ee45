import { ApiErrorSchema, MatchSchema, MyStatsSchema, myStatsBucketOf } from '@oche/api'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { matches } from '../db/schema/index'
import { availableTestDatabases, createTestApp } from '../test/test-databases'
import { callApi } from '../test/tournament-play-fixtures'
import { nineDarter, oneLeg501, visit } from '../test/match-events'
import { createSignedInUser } from '../test/test-users'

// `GET /api/user/stats`: a player's figures, worked out here again from the visits they threw.

const databases = await availableTestDatabases()

describe.each(databases)('GET /api/user/stats on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    database = await open()
    app = createTestApp(database)
  }, 60_000)
  afterAll(async () => {
    await database.close()
  })

  async function upload(token: string, body: unknown): Promise<string> {
    const { status, body: created } = await callApi(app, 'POST', '/matches', token, body)
    if (status !== 201) throw new Error(`POST /matches: ${status} ${JSON.stringify(created)}`)
    return MatchSchema.parse(created).id
  }

  async function statsOf(token: string, query = '') {
    const { status, body } = await callApi(app, 'GET', `/user/stats${query}`, token)
    expect(status).toBe(200)
    return MyStatsSchema.parse(body)
  }

  /**
   * Mia wins an offline match with a nine-darter, loses a casual one scoring 60 twice (Bram's nine-darter), has a
   * bot match under way, and is not on a side of Olly's match.
   */
  async function miasMatches() {
    const mia = await createSignedInUser(database.db, { name: 'Mia' })
    const won = await upload(mia.token, {
      kind: 'offline',
      config: { ...oneLeg501, sides: [{ name: 'Mia', userIds: [mia.user.id] }, { name: 'Bram' }] },
      events: nineDarter(),
    })
    const lost = await upload(mia.token, {
      kind: 'casual',
      config: { ...oneLeg501, sides: [{ name: 'Bram' }, { name: 'Mia', userIds: [mia.user.id] }] },
      events: nineDarter(),
    })
    await upload(mia.token, {
      kind: 'bot',
      config: {
        ...oneLeg501,
        sides: [
          { name: 'Mia', userIds: [mia.user.id] },
          { name: 'Bot', botLevel: 'club' },
        ],
      },
      events: [visit(180)],
    })
    const olly = await createSignedInUser(database.db, { name: 'Olly' })
    await upload(olly.token, {
      kind: 'casual',
      config: { ...oneLeg501, sides: [{ name: 'Olly', userIds: [olly.user.id] }, { name: 'Mia' }] },
      events: nineDarter(),
    })
    return { mia, won, lost }
  }

  it('sums the figures of the finished matches the player played, from their side', async () => {
    const { mia } = await miasMatches()
    const stats = await statsOf(mia.token)
    // 501 in 9 darts and 120 in 6: (501 + 120) ÷ 15 × 3 = 124.2, not the mean of 167 and 60.
    expect(stats.totals).toMatchObject({
      matches: 2,
      won: 1,
      lost: 1,
      drawn: 0,
      legs_played: 2,
      legs_won: 1,
      points: 621,
      darts: 15,
      checkouts: 1,
      darts_at_double: 1,
      checkout_percentage: 100,
      one_eighties: 2,
      one_seventy_ones: 0,
      one_forty_plus: 1,
      ton_plus: 0,
      high_checkout: 141,
      best_leg: 9,
    })
    expect(stats.totals.three_dart_average).toBeCloseTo(124.2, 5)
    expect(stats.totals.first_nine_average).toBeCloseTo(124.2, 5)
    expect(stats.interval).toBe('month')
    expect(stats.series).toHaveLength(1)
    expect(stats.series[0]).toMatchObject({ from: myStatsBucketOf(new Date().toISOString(), 'month'), matches: 2 })
    // The bot match under way counts once it is finished; Olly's match is his alone.
    expect((await statsOf(mia.token, '?kind=bot')).totals.matches).toBe(0)
  })

  it('filters by kind and period, groups over time, and leaves out matches removed from the history', async () => {
    const { mia, won, lost } = await miasMatches()
    expect((await statsOf(mia.token, '?kind=local')).totals.matches).toBe(2)
    expect((await statsOf(mia.token, '?kind=tournament')).series).toEqual([])
    // The won match was played 40 days ago: in the last year, in an earlier month; not in the last 30 days.
    const fortyDaysAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000)
    await database.db.update(matches).set({ createdAt: fortyDaysAgo }).where(eq(matches.id, won))
    const month = await statsOf(mia.token, '?period=month')
    expect(month.interval).toBe('week')
    expect(month.totals).toMatchObject({ matches: 1, won: 0, lost: 1, three_dart_average: 60, high_checkout: null })
    const year = await statsOf(mia.token, '?period=year')
    expect(year.series.map((point) => [point.from, point.won, point.lost])).toEqual([
      [myStatsBucketOf(fortyDaysAgo.toISOString(), 'month'), 1, 0],
      [myStatsBucketOf(new Date().toISOString(), 'month'), 0, 1],
    ])
    expect(year.series[0]?.three_dart_average).toBeCloseTo(167, 5)
    expect((await callApi(app, 'DELETE', `/matches/${lost}/history`, mia.token)).status).toBe(204)
    expect((await statsOf(mia.token)).totals).toMatchObject({ matches: 1, won: 1, lost: 0 })
  })

  it('refuses filters it does not know with 422 and field errors', async () => {
    const me = await createSignedInUser(database.db)
    const { status, body } = await callApi(app, 'GET', '/user/stats?kind=friendly&period=decade', me.token)
    expect(status).toBe(422)
    expect(Object.keys(ApiErrorSchema.parse(body).errors ?? {}).sort()).toEqual(['kind', 'period'])
  })

  it('answers 401 without a signed-in user', async () => {
    expect((await callApi(app, 'GET', '/user/stats', null)).status).toBe(401)
  })
})
