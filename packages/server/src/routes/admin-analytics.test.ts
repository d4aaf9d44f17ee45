import {
  AnalyticsGeneralSchema,
  AnalyticsTournamentsSchema,
  ApiErrorSchema,
  FixtureListSchema,
  MatchSchema,
  analyticsBucketOf,
  StartedGameSchema,
  TokenSchema,
  TournamentDetailSchema,
  type AnalyticsGeneral,
} from '@oche/api'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import {
  apiTokens,
  fixtureGames,
  matches,
  tournaments,
  userActivityBuckets,
  userActivityDays,
  users,
  type UserRow,
} from '../db/schema/index'
import { authenticateToken } from '../services/accounts/authenticate-token'
import { issueToken } from '../services/accounts/tokens'
import { recordUserActivity } from '../services/accounts/user-activity'
import { getAnalyticsGeneral } from '../services/admin-analytics/get-analytics-general'
import { nineDarter, oneLeg501, visit } from '../test/match-events'
import { createCompetitionWorld } from '../test/competition-world'
import { availableTestDatabases, createTestApp } from '../test/test-databases'
import { callApi, createTournamentWithPlayers, phase } from '../test/tournament-play-fixtures'
import { createSignedInUser } from '../test/test-users'

// The super admin's analytics: who may read them, and the figures counted from accounts, activity days, matches
// with their visits and tournaments this file makes on chosen UTC days.

const databases = await availableTestDatabases()

const DAY_MS = 24 * 60 * 60_000
/** `YYYY-MM-DD` of the UTC day `days` before today. */
const dayBefore = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10)
/** Noon (UTC) of a day, as a timestamp. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`)

describe.each(databases)('the super admin’s analytics on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>
  let admin: { user: UserRow; token: string }
  let plain: { user: UserRow; token: string }
  let impersonation: string
  // The days things happen on: A and C in the last month, B in the quarter only, and today.
  const dayA = dayBefore(5)
  const dayC = dayBefore(3)
  const dayB = dayBefore(40)
  const today = dayBefore(0)

  const call = (path: string, token: string | null = admin.token) => callApi(app, 'GET', path, token)
  async function generalOf(query = ''): Promise<AnalyticsGeneral> {
    const { status, body } = await call(`/admin/analytics/general${query}`)
    expect(status).toBe(200)
    return AnalyticsGeneralSchema.parse(body)
  }
  async function tournamentsOf(query = '') {
    const { status, body } = await call(`/admin/analytics/tournaments${query}`)
    expect(status).toBe(200)
    return AnalyticsTournamentsSchema.parse(body)
  }
  const pointOn = <P extends { from: string }>(series: P[], day: string) => series.find((point) => point.from === day)

  /**
   * Accounts: four made long ago (the admin, a plain user, the organiser, mia), bram and a since deleted account
   * registered on day A, one on day B. Activity: mia on days A and C, bram on day A, the admin today, the old account
   * on day B. Matches: an uploaded nine-darter and a scored match with an undone visit on day A, a tournament game
   * scored to the end on day C. Tournaments: a round robin of two, finished, on day C; a draft knockout of nine on day
   * A; a test tournament on day A.
   */
  beforeAll(async () => {
    database = await open()
    app = createTestApp(database)
    const { db } = database
    admin = await createSignedInUser(db, { name: 'Ada Admin', isSuperAdmin: true })
    plain = await createSignedInUser(db, { name: 'Pim Plain' })
    const organiser = await createSignedInUser(db, { name: 'Olly Organiser' })
    const mia = await createSignedInUser(db, { name: 'Mia' })
    const bram = await createSignedInUser(db, { name: 'Bram' })
    const gone = await createSignedInUser(db, { name: 'Gone' })
    const old = await createSignedInUser(db, { name: 'Old Timer' })
    const impersonated = await callApi(app, 'POST', '/users/impersonate', admin.token, { user_id: plain.user.id })
    impersonation = TokenSchema.parse(impersonated.body).token

    const upload = async (body: unknown) => {
      const created = await callApi(app, 'POST', '/matches', mia.token, body)
      expect(created.status).toBe(201)
      return MatchSchema.parse(created.body).id
    }
    const append = async (matchId: string, token: string, events: ReturnType<typeof nineDarter>) => {
      for (const [version, event] of events.entries())
        expect((await callApi(app, 'POST', `/matches/${matchId}/events`, token, { event, version })).status).toBe(201)
    }
    const sides = [{ name: 'Mia', userIds: [mia.user.id] }, { name: 'Guest' }]
    const uploaded = await upload({ kind: 'offline', config: { ...oneLeg501, sides }, events: nineDarter() })
    const scored = await upload({ kind: 'casual', config: { ...oneLeg501, sides } })
    await append(scored, mia.token, [visit(60), visit(45), { type: 'undo', id: crypto.randomUUID() }, visit(100)])

    const roundRobin = await createTournamentWithPlayers(
      app,
      organiser.token,
      { format: { kind: 'roundRobin' }, phases: { roundRobin: phase({ kind: 'firstTo', legs: 1 }) } },
      [{ name: 'Mia' }, { name: 'Bram' }],
    )
    const drawn = await callApi(app, 'POST', `/tournaments/${roundRobin.tournamentId}/draw`, organiser.token, {})
    const game = TournamentDetailSchema.parse(drawn.body).games[0]
    const path = `/tournaments/${roundRobin.tournamentId}/games/${game?.id}/match`
    const gameMatch = StartedGameSchema.parse((await callApi(app, 'POST', path, organiser.token)).body).match_id
    await append(gameMatch, organiser.token, nineDarter())
    const knockout = await createTournamentWithPlayers(
      app,
      organiser.token,
      { format: { kind: 'knockout', third_place: false }, visibility: 'unlisted' },
      Array.from({ length: 9 }, (_, index) => ({ name: `Player ${index + 1}` })),
    )
    const test = await createTournamentWithPlayers(app, organiser.token, { format: { kind: 'roundRobin' } }, [])

    // Place everything on its day. The game took 12 minutes from its first visit to its last.
    const longAgo = new Date(Date.now() - 400 * DAY_MS)
    await db.update(users).set({ createdAt: longAgo })
    await db
      .update(users)
      .set({ createdAt: noonOf(dayA) })
      .where(inArray(users.id, [bram.user.id, gone.user.id]))
    await db
      .update(users)
      .set({ createdAt: noonOf(dayB) })
      .where(eq(users.id, old.user.id))
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id))
    await db.update(users).set({ langcode: 'nl' }).where(eq(users.id, mia.user.id))
    await db.update(users).set({ langcode: 'de' }).where(eq(users.id, bram.user.id))
    await db.update(users).set({ langcode: 'fr' }).where(eq(users.id, gone.user.id))
    await db
      .update(matches)
      .set({ createdAt: noonOf(dayA) })
      .where(inArray(matches.id, [uploaded, scored]))
    await db
      .update(matches)
      .set({ createdAt: noonOf(dayC), startedAt: sql`${matches.finishedAt} - interval '12 minutes'` })
      .where(eq(matches.id, gameMatch))
    await db
      .update(tournaments)
      .set({ createdAt: noonOf(dayC) })
      .where(eq(tournaments.id, roundRobin.tournamentId))
    await db
      .update(tournaments)
      .set({ createdAt: noonOf(dayA) })
      .where(eq(tournaments.id, knockout.tournamentId))
    await db
      .update(tournaments)
      .set({ createdAt: noonOf(dayA), isTest: true })
      .where(eq(tournaments.id, test.tournamentId))
    // Every token was used today (so using it again today writes nothing); the activity is what the days say.
    for (const token of [admin.token, plain.token, impersonation])
      expect([200, 403]).toContain((await callApi(app, 'GET', '/user', token)).status)
    await db.delete(userActivityDays)
    await db.delete(userActivityBuckets)
    await db.update(users).set({ lastActiveOn: null })
    for (const [who, day] of [
      [mia, dayA],
      [mia, dayC],
      [bram, dayA],
      [admin, today],
      [old, dayB],
    ] as const)
      await recordUserActivity(db, { userId: who.user.id, day })
  }, 120_000)
  afterAll(async () => {
    await database.close()
  })

  describe('GET /api/admin/analytics/general', () => {
    it('counts accounts, active users, matches and visits per day of the last 30, and in all', async () => {
      const general = await generalOf()
      expect(general).toMatchObject({ period: 'month', interval: 'day', from: dayBefore(29), to: today })
      expect(general.series).toHaveLength(30)
      expect(general.series.map((point) => point.from)).toEqual(
        Array.from({ length: 30 }, (_, index) => dayBefore(29 - index)),
      )
      // Mia was active on two days and counts once in the period; the deleted account was new but is gone now.
      expect(general.totals).toEqual({
        accounts: 6,
        active_users: 3,
        new_accounts: 2,
        matches: 3,
        finished_matches: 2,
        visits: 12,
      })
      expect(pointOn(general.series, dayA)).toEqual({
        from: dayA,
        active_users: 2,
        new_accounts: 2,
        matches: 2,
        finished_matches: 1,
        // The nine-darter's five visits and the scored match's two left standing after the undo.
        visits: 7,
      })
      expect(pointOn(general.series, dayC)).toEqual({
        from: dayC,
        active_users: 1,
        new_accounts: 0,
        matches: 1,
        finished_matches: 1,
        visits: 5,
      })
      expect(pointOn(general.series, today)).toMatchObject({ active_users: 1, matches: 0 })
      expect(pointOn(general.series, dayBefore(4))).toEqual({
        from: dayBefore(4),
        active_users: 0,
        new_accounts: 0,
        matches: 0,
        finished_matches: 0,
        visits: 0,
      })
    })

    it('counts per language and for the organisations, test tournaments left out', async () => {
      const general = await generalOf()
      expect(general.by_language).toEqual([
        { langcode: 'en', accounts: 4, new_accounts: 0, active_users: 1 },
        { langcode: 'nl', accounts: 1, new_accounts: 0, active_users: 1 },
        { langcode: 'fr', accounts: 0, new_accounts: 1, active_users: 0 },
        { langcode: 'de', accounts: 1, new_accounts: 1, active_users: 1 },
      ])
      expect(general.by_organisation).toEqual([
        expect.objectContaining({ is_personal: true, tournaments: 2, matches: 1, visits: 5 }),
      ])
    })

    it('reaches further back over a quarter, per week from Monday', async () => {
      const general = await generalOf('?period=quarter')
      expect(general).toMatchObject({ period: 'quarter', interval: 'week' })
      expect(general.series.every((point) => new Date(`${point.from}T00:00:00Z`).getUTCDay() === 1)).toBe(true)
      expect(general.totals).toMatchObject({ new_accounts: 3, active_users: 4 })
      expect(general.series.reduce((sum, point) => sum + point.visits, 0)).toBe(12)
      // Distinct accounts per week: mia on days A and C counts once when they fall in one week.
      const activity = [
        ['mia', dayA],
        ['mia', dayC],
        ['bram', dayA],
        ['admin', today],
        ['old', dayB],
      ] as const
      const expectedPer = (interval: 'week' | 'month') => {
        const users = new Map<string, Set<string>>()
        for (const [who, day] of activity) {
          const bucket = analyticsBucketOf(day, interval)
          users.set(bucket, (users.get(bucket) ?? new Set()).add(who))
        }
        return Object.fromEntries([...users].map(([bucket, set]) => [bucket, set.size]))
      }
      const activeOf = (series: AnalyticsGeneral['series']) =>
        Object.fromEntries(series.filter((point) => point.active_users > 0).map((p) => [p.from, p.active_users]))
      expect(activeOf(general.series)).toEqual(expectedPer('week'))
      const byMonth = await generalOf('?period=quarter&interval=month')
      expect(activeOf(byMonth.series)).toEqual(expectedPer('month'))
      expect(byMonth.series.every((point) => point.from.endsWith('-01'))).toBe(true)
      expect(byMonth.totals).toEqual(general.totals)
    })
  })

  describe('GET /api/admin/analytics/tournaments', () => {
    it('breaks the period’s tournaments down by format, size, visibility, completion and type', async () => {
      const figures = await tournamentsOf()
      const none = { tournaments: 0, finished: 0, games: 0, average_game_minutes: null }
      const roundRobin = { tournaments: 1, finished: 1, games: 1, average_game_minutes: 12 }
      const knockout = { tournaments: 1, finished: 0, games: 0, average_game_minutes: null }
      expect(figures.totals).toEqual({
        tournaments: 2,
        finished: 1,
        games: 1,
        average_game_minutes: 12,
        entries: 11,
        average_entries: 5.5,
      })
      expect(figures.by_format).toEqual([
        { format: 'groupsKnockout', ...none },
        { format: 'knockout', ...knockout },
        { format: 'roundRobin', ...roundRobin },
        { format: 'doubleElimination', ...none },
      ])
      expect(figures.by_size).toEqual([
        { size: '2-8', ...roundRobin },
        { size: '9-16', ...knockout },
        { size: '17-32', ...none },
        { size: '33-64', ...none },
        { size: '65+', ...none },
      ])
      expect(figures.by_visibility).toEqual([
        { visibility: 'public', ...roundRobin },
        { visibility: 'unlisted', ...knockout },
        { visibility: 'private', ...none },
      ])
      expect(figures.by_status).toEqual([
        { status: 'draft', ...knockout },
        { status: 'drawn', ...none },
        { status: 'running', ...none },
        { status: 'finished', ...roundRobin },
      ])
      expect(figures.by_type).toEqual([
        { type: 'singles', tournaments: 2, finished: 1, games: 1, average_game_minutes: 12 },
        { type: 'pairs', ...none },
      ])
      const formats = { groupsKnockout: 0, knockout: 0, roundRobin: 0, doubleElimination: 0 }
      expect(pointOn(figures.series, dayA)).toEqual({
        from: dayA,
        tournaments: 1,
        finished: 0,
        by_format: { ...formats, knockout: 1 },
      })
      expect(pointOn(figures.series, dayC)).toEqual({
        from: dayC,
        tournaments: 1,
        finished: 1,
        by_format: { ...formats, roundRobin: 1 },
      })
      expect(pointOn(figures.series, dayBefore(4))).toEqual({
        from: dayBefore(4),
        tournaments: 0,
        finished: 0,
        by_format: formats,
      })
      const week = await tournamentsOf('?period=week')
      expect(week.series).toHaveLength(7)
      expect(week.totals.tournaments).toBe(2)
    })
  })

  describe('who may read them', () => {
    it.each(['/admin/analytics/general', '/admin/analytics/tournaments'])(
      'GET %s answers 401 signed out, 403 to a plain user and to an impersonation',
      async (path) => {
        expect((await call(path, null)).status).toBe(401)
        const forbidden = await call(path, plain.token)
        expect(forbidden.status).toBe(403)
        expect(ApiErrorSchema.parse(forbidden.body).message).toBe('You are not allowed to do this.')
        expect((await call(path, impersonation)).status).toBe(403)
      },
    )

    it.each(['/admin/analytics/general', '/admin/analytics/tournaments'])(
      'GET %s answers 422 on the field of an unknown period or interval',
      async (path) => {
        const period = await call(`${path}?period=decade`)
        expect(period.status).toBe(422)
        expect(Object.keys(ApiErrorSchema.parse(period.body).errors ?? {})).toEqual(['period'])
        const interval = await call(`${path}?period=year&interval=hour`)
        expect(interval.status).toBe(422)
        expect(Object.keys(ApiErrorSchema.parse(interval.body).errors ?? {})).toEqual(['interval'])
      },
    )
  })

  describe('a first week or month that begins before the period', () => {
    it('counts the accounts active from the period’s first day only', async () => {
      const { db } = database
      const [early, before, later] = await Promise.all(
        ['Early', 'Before', 'Later'].map((name) => createSignedInUser(db, { name })),
      )
      // A period of 30 days ending Thursday 12 February 2032 starts on Wednesday 14 January, in the week of Monday 12.
      for (const [who, day] of [
        [early, '2032-01-12'],
        [early, '2032-01-16'],
        [before, '2032-01-13'],
        [later, '2032-01-20'],
      ] as const)
        await recordUserActivity(db, { userId: who?.user.id ?? '', day })
      const now = new Date('2032-02-12T10:00:00Z')
      const weekly = await getAnalyticsGeneral(db, { period: 'month', interval: 'week', now })
      if (!weekly.ok) throw new Error('The figures failed')
      expect(weekly.value.from).toBe('2032-01-14')
      expect(weekly.value.series.slice(0, 2).map((point) => [point.from, point.active_users])).toEqual([
        ['2032-01-12', 1],
        ['2032-01-19', 1],
      ])
      expect(weekly.value.totals.active_users).toBe(2)
      const monthly = await getAnalyticsGeneral(db, { period: 'month', interval: 'month', now })
      if (!monthly.ok) throw new Error('The figures failed')
      expect(monthly.value.series.map((point) => [point.from, point.active_users])).toEqual([
        ['2032-01-01', 2],
        ['2032-02-01', 0],
      ])
    })
  })

  describe('the activity days', () => {
    it('are written once per UTC day a user’s own token is used, never for an impersonation', async () => {
      const { db } = database
      const someone = await createSignedInUser(db, { name: 'Daily' })
      const daysOf = async (userId: string) =>
        (await db.select().from(userActivityDays).where(eq(userActivityDays.userId, userId))).map((row) => row.day)
      const morning = new Date('2031-03-03T08:00:00Z')
      for (const minutes of [0, 5, 240])
        expect(
          (await authenticateToken(db, { token: someone.token, now: new Date(morning.getTime() + minutes * 60_000) }))
            .ok,
        ).toBe(true)
      expect(await daysOf(someone.user.id)).toEqual(['2031-03-03'])
      await authenticateToken(db, { token: someone.token, now: new Date('2031-03-04T00:00:30Z') })
      await authenticateToken(db, { token: someone.token, now: new Date('2031-03-04T09:00:00Z') })
      expect((await daysOf(someone.user.id)).sort()).toEqual(['2031-03-03', '2031-03-04'])
      // Monday 3 March 2031: both days fall in one week and one month, each counted once.
      const buckets = await db
        .select({ interval: userActivityBuckets.interval, bucket: userActivityBuckets.bucket })
        .from(userActivityBuckets)
        .where(eq(userActivityBuckets.userId, someone.user.id))
      expect(buckets.sort((a, b) => a.interval.localeCompare(b.interval))).toEqual([
        { interval: 'month', bucket: '2031-03-01' },
        { interval: 'week', bucket: '2031-03-03' },
      ])

      const acted = await createSignedInUser(db, { name: 'Acted As' })
      await db.delete(userActivityDays).where(eq(userActivityDays.userId, acted.user.id))
      const token = await issueToken(db, {
        userId: acted.user.id,
        kind: 'impersonation',
        impersonatorId: admin.user.id,
      })
      expect((await authenticateToken(db, { token, now: morning })).ok).toBe(true)
      expect(await daysOf(acted.user.id)).toEqual([])
      const [stored] = await db
        .select({ lastUsedAt: apiTokens.lastUsedAt })
        .from(apiTokens)
        .where(and(eq(apiTokens.userId, acted.user.id), eq(apiTokens.kind, 'impersonation')))
      expect(stored?.lastUsedAt?.toISOString()).toBe(morning.toISOString())
    })
  })
})

describe.each(databases)('the analytics of a league’s games on $kind', ({ open }) => {
  let database: DatabaseHandle
  afterAll(async () => {
    await database.close()
  })

  it('count a league game’s match and its visits for the league’s organisation', async () => {
    database = await open()
    const app = createTestApp(database)
    const world = await createCompetitionWorld(database, app)
    const { call, tokens, seasonPath, organisation } = world
    const generated = await call('POST', `${seasonPath}/fixtures/generate`, tokens.orgAdmin, {})
    const [fixture] = FixtureListSchema.parse(generated.body)
    const uploaded = await callApi(app, 'POST', '/matches', tokens.orgAdmin, {
      kind: 'offline',
      config: { ...oneLeg501, sides: [{ name: 'Home' }, { name: 'Away' }] },
      events: nineDarter(),
    })
    const matchId = MatchSchema.parse(uploaded.body).id
    // A league game scored on that match (the league night's own flow is tested in league-night.test.ts).
    await database.db.insert(fixtureGames).values({
      organisationId: organisation.id,
      fixtureId: fixture?.id ?? '',
      number: 99,
      homeParticipantIds: [],
      awayParticipantIds: [],
      matchId,
    })
    const { status, body } = await callApi(app, 'GET', '/admin/analytics/general?period=week', tokens.superAdmin)
    expect(status).toBe(200)
    expect(AnalyticsGeneralSchema.parse(body).by_organisation).toEqual([
      {
        organisation_id: organisation.id,
        name: organisation.name,
        slug: organisation.slug,
        is_personal: false,
        tournaments: 0,
        matches: 1,
        visits: 5,
      },
    ])
  }, 120_000)
})
