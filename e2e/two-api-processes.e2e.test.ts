import { randomBytes } from 'node:crypto'
import { createRealtime, type Realtime } from '@oche/realtime'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  apiProcesses,
  call,
  eventWithBoards,
  missingServices,
  ok,
  Tablet,
  until,
  withClient,
  type ApiProcess,
  type StoredMatch,
  type TabletState,
} from './api-processes'

// A tournament night on two API processes (issue 21, ADR 021): one PostgreSQL database and one Redis, the organiser
// on process A, two board tablets on process B, a live viewer on A's realtime server. Process B is killed in the
// middle of the games; the tablets send their unanswered visits to A and play on. This file starts its own two
// processes from source (the built platform of the other e2e files keeps running beside them, untouched).

/** Short, so that the test sees the board-planning job over several intervals in seconds. */
const planningIntervalMs = 1500

const missing = await missingServices()
if (missing)
  console.warn(`\n*** ${missing} not reachable: the two-API-processes night did NOT run (e2e/two-api-processes) ***\n`)

describe.skipIf(missing !== null)('a tournament night on two API processes, one PostgreSQL and one Redis', () => {
  const cluster = apiProcesses({
    prefix: 'oche-e2e',
    env: { OCHE_BOARD_PLANNING_INTERVAL_MS: String(planningIntervalMs) },
  })
  const { databaseUrl, shared } = cluster
  let viewer: Realtime | undefined

  let a: ApiProcess
  let b: ApiProcess

  beforeAll(async () => {
    await cluster.createDatabase()
    // Started together: they migrate and seed one after the other (an advisory lock), on one database.
    a = await cluster.start('oche-api-a')
    b = await cluster.start('oche-api-b')
    await Promise.all([cluster.waitForHealth(a), cluster.waitForHealth(b)])
    // The test's own record of the board-planning job, in its own database: every claim a process makes (a row
    // proposed to `job_runs`) and every run it won (a row written). The processes know nothing of it.
    await withClient(databaseUrl, (client) =>
      client.query(`
        create table e2e_job_claims (name text not null, by_process text not null, at timestamptz not null);
        create table e2e_job_runs (name text not null, by_process text not null, ran_at timestamptz not null);
        create function e2e_claimed() returns trigger language plpgsql as $$ begin
          insert into e2e_job_claims values (new.name, current_setting('application_name'), clock_timestamp());
          return new;
        end $$;
        create function e2e_ran() returns trigger language plpgsql as $$ begin
          insert into e2e_job_runs values (new.name, current_setting('application_name'), new.ran_at);
          return null;
        end $$;
        create trigger e2e_claimed before insert on job_runs for each row execute function e2e_claimed();
        create trigger e2e_ran after insert or update on job_runs for each row execute function e2e_ran();
      `),
    )
  })

  afterAll(async () => {
    viewer?.disconnect()
    await cluster.stop()
  })

  /** The board-planning job's runs and claims as the triggers saw them, oldest first. */
  const jobRecord = () =>
    withClient(databaseUrl, async (client) => {
      const runs = await client.query(
        `select by_process, (extract(epoch from ran_at) * 1000)::float8 as at_ms
           from e2e_job_runs where name = 'board-planning' order by ran_at`,
      )
      const claims = await client.query(
        `select by_process, count(*)::int as count from e2e_job_claims where name = 'board-planning'
          group by by_process`,
      )
      return {
        runs: runs.rows.map((row) => ({ by: String(row.by_process), at: Number(row.at_ms) })),
        claimsBy: Object.fromEntries(claims.rows.map((row) => [String(row.by_process), Number(row.count)])),
      }
    })

  it(
    'keeps every visit exactly once and the live view going when the tablets’ process dies mid-game',
    { timeout: 240_000 },
    async () => {
      // The organiser signs in on A; the same token works on B (one database, one OCHE_SECRET).
      const { token } = await ok<{ token: string }>(a, 'POST', '/login', {
        body: { email: 'organiser@oche.test', password: 'oche-demo' },
      })
      expect((await call(b, 'GET', '/user', { token })).status).toBe(200)

      // A player registers on A; someone guesses her password from one address, half the tries on each process:
      // the 11th try is refused on both, as on one process (10 per account and address). The address is the
      // test's own, vouched for as the web host does, so no other test's counters in the shared Redis are touched.
      const player = { name: 'Fay Finish', email: `fay-${randomBytes(4).toString('hex')}@example.com` }
      const password = 'treble-twenty-all-night'
      await ok(a, 'POST', '/register', { body: { ...player, password } })
      const guesser = {
        'x-oche-client-address': `10.${[1, 2, 3].map(() => randomBytes(1)[0]! % 250).join('.')}`,
        'x-oche-proxy-secret': shared.OCHE_PROXY_SECRET,
      }
      const logIn = (server: ApiProcess, tried: string, headers: Record<string, string> = guesser) =>
        call(server, 'POST', '/login', { body: { email: player.email, password: tried }, headers })
      for (let attempt = 0; attempt < 10; attempt++)
        expect((await logIn(attempt % 2 === 0 ? a : b, 'not-her-password')).status, `try ${attempt + 1}`).toBe(422)
      expect((await logIn(b, 'not-her-password')).status).toBe(429)
      expect((await logIn(a, 'not-her-password')).status).toBe(429)
      expect((await logIn(a, password)).status).toBe(429)
      // She herself, from her own address, signs in on either process.
      expect((await logIn(b, password, {})).status).toBe(200)

      // The organiser makes an event with two boards and a round robin of four on A, and draws it: the first two
      // games go to the boards.
      const { codes, ...event } = await eventWithBoards(a, token, 'Finals Night', 2)
      const tournament = await ok<{ id: string }>(a, 'POST', '/tournaments', {
        token,
        body: {
          name: 'Finals Singles',
          type: 'singles',
          starts_at: new Date().toISOString(),
          format: { kind: 'roundRobin' },
          phases: {
            roundRobin: {
              start_score: 501,
              in_rule: 'straight',
              out_rule: 'double',
              format: { kind: 'firstTo', legs: 1 },
              rounds: {},
            },
          },
        },
      })
      for (const player of ['Anna Arrows', 'Bram Bull', 'Cas Checkout', 'Daan Double'])
        await ok(a, 'POST', `/tournaments/${tournament.id}/entries`, {
          token,
          body: { members: [{ name: player }], seed: null },
        })
      await ok(a, 'POST', `/events/${event.id}/tournaments/${tournament.id}`, { token })
      await ok(a, 'POST', `/tournaments/${tournament.id}/draw`, { token, body: {} })

      // The two tablets log in on B with the boards' codes, find their called game and start it there.
      const tablets: Tablet[] = []
      for (const [index, code] of codes.entries()) {
        const session = await ok<{ token: string }>(b, 'POST', '/tablet/login', { body: { code } })
        tablets.push(new Tablet(`board ${index + 1}`, session.token, [b, a]))
      }
      const matches: StoredMatch[] = []
      for (const tablet of tablets) {
        const called = await until(`${tablet.name}'s called game`, async () => {
          const state = await ok<TabletState>(b, 'GET', '/tablet/state', { token: tablet.token })
          return state.state === 'called' ? state.game : undefined
        })
        const started = await ok<TabletState>(b, 'POST', `/tablet/games/${called!.id}/start`, { token: tablet.token })
        const match = await ok<StoredMatch>(a, 'GET', `/matches/${started.game!.match_id}`)
        tablet.start(match)
        matches.push(match)
      }

      // A live viewer follows both matches on A's realtime server.
      viewer = createRealtime({ key: shared.PUSHER_APP_KEY, host: '127.0.0.1', port: a.realtimePort, tls: false })
      const heard = new Map<string, { name: string; id: string; version: number }[]>()
      let subscribed = 0
      for (const match of matches) {
        heard.set(match.id, [])
        const note = (name: string) => (data: unknown) => {
          const payload = data as { version: number; event?: { id: string } }
          heard.get(match.id)!.push({ name, id: payload.event?.id ?? '', version: payload.version })
        }
        viewer.listen(match.realtime_channel, {
          'pusher:subscription_succeeded': () => (subscribed += 1),
          'visit.scored': note('visit.scored'),
          'match.updated': note('match.updated'),
          'match.finished': note('match.finished'),
        })
      }
      await until('the viewer to be subscribed to both matches', () => subscribed === 2)
      const visitsHeard = (tablet: Tablet) =>
        heard
          .get(tablet.matchId)!
          .filter((message) => message.name === 'visit.scored')
          .map((message) => message.id)

      // Both tablets score on B. Board 1: Anna's side throws first (180, 60, 180, 60, then 141 out); board 2: the
      // second side throws first (180, 45, 180, 45, then 141 out).
      const [one, two] = tablets as [Tablet, Tablet]
      one.score({ type: 'bullOff', winner: 0 })
      two.score({ type: 'bullOff', winner: 1 })
      for (const total of [180, 60]) one.score({ type: 'visit', total })
      for (const total of [180, 45]) two.score({ type: 'visit', total })
      await Promise.all([one.drain(), two.drain()])
      expect(new Set([...one.answers, ...two.answers].map((answer) => `${answer.server} ${answer.status}`))).toEqual(
        new Set(['oche-api-b 201']),
      )
      // The viewer on A hears B's visits, through Redis.
      await until('the viewer on A to hear the visits scored on B', () =>
        [one, two].every((tablet) => visitsHeard(tablet).length === 2),
      )

      // Board planning runs once per interval between the two processes: both claim every interval, one runs it.
      const beforeKill = await until(
        'three board-planning runs with both processes claiming',
        async () => {
          const record = await jobRecord()
          return record.runs.length >= 3 && (record.claimsBy[a.name] ?? 0) >= 2 && (record.claimsBy[b.name] ?? 0) >= 2
            ? record
            : undefined
        },
        30_000,
      )
      expect(Object.keys(beforeKill.claimsBy).sort()).toEqual([a.name, b.name])

      // Board 1 sends its next visit to B, which stores it; B dies before the answer reaches the tablet, so the
      // visit stays in the outbox.
      one.score({ type: 'visit', total: 180 })
      expect(await one.send(one.outbox[0]!)).toEqual({ status: 201, server: b.name })
      one.answers.pop()
      await new Promise<void>((done) => {
        b.child.once('exit', () => done())
        b.child.kill('SIGKILL')
      })
      const killedAt = Date.now()

      // Board 2's next visit finds B gone and goes to A; board 1 sends its unanswered visit again (same id, same
      // version) and A answers what B stored. Both play on to the end on A.
      two.score({ type: 'visit', total: 180 })
      await two.drain()
      await one.drain()
      expect(two.answers.at(-1)).toEqual({ id: two.thrown.at(-1)!.id, server: a.name, status: 201 })
      expect(one.answers.at(-1)).toEqual({ id: one.thrown.at(-1)!.id, server: a.name, status: 200 })
      for (const total of [60, 141]) one.score({ type: 'visit', total })
      for (const total of [45, 141]) two.score({ type: 'visit', total })
      await Promise.all([one.drain(), two.drain()])

      // Every visit is stored once, in the order thrown, and the scores are what was thrown.
      for (const [tablet, winner] of [
        [one, 0],
        [two, 1],
      ] as const) {
        const stored = await ok<StoredMatch>(a, 'GET', `/matches/${tablet.matchId}`)
        expect(stored.events).toEqual(tablet.thrown)
        expect(stored.status).toBe('finished')
        expect(stored.summary.legsWon[winner]).toBe(1)
        expect(stored.summary.legsWon[1 - winner]).toBe(0)
        expect(stored.summary.currentLeg.remaining[1 - winner]).toBe(winner === 0 ? 381 : 411)
      }

      // The viewer on A heard every visit once, in order: B's (through Redis) and A's, then the end of the match.
      for (const tablet of [one, two]) {
        await until(`the viewer to hear ${tablet.name}'s match finish`, () =>
          heard.get(tablet.matchId)!.some((message) => message.name === 'match.finished'),
        )
        expect(visitsHeard(tablet)).toEqual(tablet.thrown.filter((event) => event.type === 'visit').map((e) => e.id))
        const versions = heard
          .get(tablet.matchId)!
          .filter((message) => message.name !== 'match.finished')
          .map((message) => message.version)
        expect(versions).toEqual(tablet.thrown.map((_, index) => index + 1))
      }

      // The players confirm on A; the night goes on with the next games called.
      for (const tablet of tablets) {
        const state = await ok<TabletState>(a, 'GET', '/tablet/state', { token: tablet.token })
        await ok(a, 'POST', `/tablet/games/${state.game!.id}/confirm`, { token: tablet.token })
      }
      await until('the next round to be called to both boards', async () => {
        const live = await ok<{ boards: { state: string }[]; recent: unknown[] }>(
          a,
          'GET',
          `/events/${event.id}/live`,
          {
            token,
          },
        )
        return live.recent.length === 2 && live.boards.every((board) => board.state === 'called')
      })

      // Board planning went on after B died: A took the intervals over, still never two runs in one interval.
      const record = await until(
        'two board-planning runs by A after the kill',
        async () => {
          const seen = await jobRecord()
          return seen.runs.filter((run) => run.at > killedAt && run.by === a.name).length >= 2 ? seen : undefined
        },
        30_000,
      )
      const gaps = record.runs.slice(1).map((run, index) => run.at - record.runs[index]!.at)
      // Never closer than 90 % of the interval (the claim's rule), never a gap of more than an interval missed.
      for (const gap of gaps) {
        expect(gap).toBeGreaterThanOrEqual(planningIntervalMs * 0.9)
        expect(gap).toBeLessThan(planningIntervalMs * 3)
      }
    },
  )
})
