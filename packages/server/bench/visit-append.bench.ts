/**
 * The visit-append route (`POST /api/matches/{id}/events`, what the scorer's tablet sends for every visit) on
 * PostgreSQL against a floor that sends the same SQL through the same driver (`pg`) in a bare Hono route, in one
 * run, at fixed concurrency; and on PGlite, as a second row.
 *
 *   pnpm exec tsx --conditions=@oche/source packages/server/bench/visit-append.bench.ts [--duration 10] [--rounds 3] [--connections 32] [--legs 6] [--no-write]
 *
 * - Load: `--connections` keep-alive loops, each scoring its own casual 501 match (double out, first to 999 legs, so
 *   it never ends) visit after visit with a fresh event id and the version it built on, and moving to a fresh match
 *   after `--legs` legs of 9 events (eight visits entered as totals, the checkout dart by dart), so every server
 *   appends to logs of the same lengths. The matches are made by the app's child before each warm-up and
 *   measurement, outside the measured time.
 * - The real app: served by @hono/node-server in a child process (http-load.ts), logging to /dev/null.
 * - The floor: the statements one append sent through `pg` (captured, texts and row modes as they were) sent by a
 *   bare Hono route through a `pg.Pool` of the app's size on one pooled client, in the same transaction, with the
 *   request's values (match id, event id, seq, version, payload, time; the summary as in the captured append), then
 *   answering the same JSON (`{ seq, event, match }`, the whole log) built from the rows it read.
 *
 * The result replaces the section between the visit-append markers in docs/benchmarks.md.
 */
import { Agent } from 'node:http'
import type { MatchConfig } from '@oche/api'
import type { PoolClient, QueryArrayConfig } from 'pg'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { writeBenchmarkSection } from './benchmarks-doc'
import {
  askChild,
  httpRequest,
  isPostgresReachable,
  listen,
  measure,
  measuredOn,
  openBenchDatabase,
  option,
  postgresUrlOf,
  rate,
  resultsTable,
  runChild,
  serveApp,
  startChild,
  statementHead,
  statementRecorder,
  stopChild,
  type Child,
  type Measurement,
  type Served,
  type Statement,
} from './http-load'

/** What changes from one append to the next, by the name the floor fills it in by. */
type PerRequest = 'matchId' | 'eventId' | 'seq' | 'version' | 'payload' | 'now'
/** A statement of the floor: the captured text and row mode, each value fixed or the request's. */
type FloorStatement = Pick<Statement, 'text' | 'rowMode'> & { values: ({ fixed: unknown } | { from: PerRequest })[] }

type StartMessage =
  | { kind: 'pglite' | 'postgres'; postgresUrl?: string }
  | { kind: 'floor'; databaseUrl: string; statements: FloorStatement[] }
type ReadyMessage = { port: number; token: string; databaseUrl?: string; statements?: FloorStatement[] }
/** Asked of the app's child: make `matches` fresh matches, answered with their ids. */
type MatchesQuestion = { matches: number }

/** 501, double out; first to 999 legs, so no match ends while it is scored. */
const config: MatchConfig = {
  startScore: 501,
  inRule: 'straight',
  outRule: 'double',
  format: { kind: 'firstTo', legs: 999 },
  sides: [{ name: 'Mia' }, { name: 'Bram' }],
}

const EVENTS_PER_LEG = 9

type Visit = { type: 'visit'; id: string; total: number } | { type: 'darts'; id: string; darts: string[] }

/**
 * One leg, the same whoever throws first: the starter 100 four times, then T20 S9 D16 (101) dart by dart; the other
 * side 60 four times in between. Event `index` of a match, with a fresh id.
 */
function visitAt(index: number): Visit {
  const turn = index % EVENTS_PER_LEG
  const id = crypto.randomUUID()
  if (turn === EVENTS_PER_LEG - 1) return { type: 'darts', id, darts: ['T20', 'S9', 'D16'] }
  return { type: 'visit', id, total: turn % 2 === 0 ? 100 : 60 }
}

// ---------------------------------------------------------------------------------------------------------
// The child: one server.

/**
 * The floor's statements from the ones the app sent for the sample append: every value that is one of the sample's
 * per-request values is filled in per request; the rest (the status, the summary, the author) stays as it was.
 */
function floorStatements(
  statements: Statement[],
  sample: Record<Exclude<PerRequest, 'now'>, unknown>,
): FloorStatement[] {
  const names = Object.keys(sample) as Exclude<PerRequest, 'now'>[]
  const values = names.map((name) => sample[name])
  if (new Set(values).size !== values.length) throw new Error('The sample append has two per-request values alike')
  // The times it sent (the token's expiry check, the match's start and change): a minute around the capture.
  const isNow = (value: unknown) =>
    typeof value === 'string' &&
    /^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(value) &&
    Math.abs(Date.parse(value) - Date.now()) < 60_000
  return statements.map(({ text, rowMode, values: sent = [] }) => ({
    text,
    rowMode,
    values: sent.map((value) => {
      const name = isNow(value) ? 'now' : names.find((candidate) => sample[candidate] === value)
      return name ? { from: name } : { fixed: value }
    }),
  }))
}

async function serveFloor(message: Extract<StartMessage, { kind: 'floor' }>): Promise<Served<ReadyMessage>> {
  const { Hono } = await import('hono')
  const pg = (await import('pg')).default
  const pool = new pg.Pool({ connectionString: message.databaseUrl, max: 10 })
  const { statements } = message
  const columnsOf = (text: string, clause: RegExp) =>
    (clause.exec(text)?.[1] ?? '').split(', ').map((column) => column.replace(/^.*"([^"]+)"$/, '$1'))
  const lockIndex = statements.findIndex(({ text }) => /^select .* from "matches" .* for update$/.test(text))
  const eventsIndex = statements.findIndex(({ text }) => /^select "payload" from "match_events"/.test(text))
  const updateIndex = statements.findIndex(({ text }) => text.startsWith('update "matches"'))
  const selectMatch = statements[lockIndex]
  const update = statements[updateIndex]
  if (!selectMatch || eventsIndex < 0 || !update) throw new Error('The append sent other statements than expected')
  const matchColumns = columnsOf(selectMatch.text, /^select (.*) from "matches"/)
  const returned = columnsOf(update.text, / returning (.*)$/)
  const field = (columns: string[], row: unknown[], name: string) => row[columns.indexOf(name)]

  const floor = new Hono().post('/api/matches/:id/events', async (c) => {
    const matchId = c.req.param('id')
    const { event } = await c.req.json<{ event: Visit; version: number }>()
    const answers: unknown[][][] = []
    let perRequest: Record<PerRequest, unknown> = {
      matchId,
      eventId: event.id,
      seq: null,
      version: null,
      payload: JSON.stringify(event),
      now: new Date().toISOString(),
    }
    // Between `begin` and `commit` on one client of the pool, as drizzle's transaction; the rest on the pool.
    let client: PoolClient | undefined
    try {
      for (const statement of statements) {
        if (statement.text === 'begin') client = await pool.connect()
        const values = statement.values.map((value) => ('fixed' in value ? value.fixed : perRequest[value.from]))
        const query = { text: statement.text, values, rowMode: statement.rowMode } as QueryArrayConfig
        const result = await (client ?? pool).query<unknown[]>(query)
        answers.push(result.rows)
        if (statement.text === 'commit') {
          client?.release()
          client = undefined
        }
        // The version comes from the locked row, as in the app.
        if (answers.length === lockIndex + 1) {
          const version = field(matchColumns, result.rows[0] ?? [], 'version') as number
          perRequest = { ...perRequest, version, seq: version + 1 }
        }
      }
    } finally {
      client?.release()
    }
    const [row = []] = answers[lockIndex] ?? []
    const events = answers[eventsIndex] ?? []
    const [after = []] = answers[updateIndex] ?? []
    const value = (name: string) => field(returned, after, name)
    const match = {
      id: field(matchColumns, row, 'id'),
      kind: field(matchColumns, row, 'kind'),
      status: value('status'),
      version: value('version'),
      config: field(matchColumns, row, 'config'),
      events: [...events.map(([payload]) => payload), event],
      summary: value('summary'),
      created_by: field(matchColumns, row, 'created_by'),
      created_at: field(matchColumns, row, 'created_at'),
      updated_at: value('updated_at'),
      realtime_channel: `match.${matchId}`,
    }
    return c.json({ seq: perRequest.seq, event, match }, 201)
  })
  const { port, close } = await listen(floor.fetch)
  return {
    ready: { port, token: 'unused' },
    stop: async () => {
      await close()
      await pool.end()
    },
  }
}

async function serveOne(message: StartMessage): Promise<Served<ReadyMessage>> {
  if (message.kind === 'floor') return serveFloor(message)
  const record = await statementRecorder()
  const bench = await openBenchDatabase(message.kind, message.postgresUrl)
  const { createMatch } = await import('../src/services/matches/create-match')
  const { app, port, close } = await serveApp(bench)
  const { token, userId } = bench
  const makeMatch = async () => {
    const made = await createMatch(bench.db, { userId, match: { kind: 'casual', config } })
    if (!made.ok) throw new Error(`Could not make a match: ${made.error}`)
    return made.value.value.match.id
  }
  const append = (matchId: string, event: Visit, version: number) =>
    app.request(`/api/matches/${matchId}/events`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ event, version }),
    })

  // The statements of one append (the eighth of its match: seq, version and visit count set apart from the rest).
  const matchId = await makeMatch()
  for (let version = 0; version < 7; version++)
    if ((await append(matchId, visitAt(version), version)).status !== 201)
      throw new Error('The append did not answer 201')
  const event = visitAt(7)
  const { result, statements } = await record(async () => append(matchId, event, 7))
  if (result.status !== 201) throw new Error(`The sample append answered ${result.status}`)
  const sample = { matchId, eventId: event.id, seq: 8, version: 7, payload: JSON.stringify(event) }
  return {
    ready: {
      port,
      token,
      databaseUrl: bench.databaseUrl,
      statements: message.kind === 'postgres' ? floorStatements(statements, sample) : undefined,
    },
    answer: async (question) => {
      const ids: string[] = []
      for (let made = 0; made < (question as MatchesQuestion).matches; made++) ids.push(await makeMatch())
      return ids
    },
    stop: async () => {
      await close()
      await bench.close()
    },
  }
}

if (process.argv.includes('--serve')) runChild(serveOne)
else await main()

// ---------------------------------------------------------------------------------------------------------
// The parent: load and report.

function start(message: StartMessage): Promise<Child<ReadyMessage>> {
  return startChild<ReadyMessage>(fileURLToPath(import.meta.url), message.kind, message)
}

function post(agent: Agent, server: Child<ReadyMessage>, matchId: string, event: Visit, version: number) {
  return httpRequest(agent, server.port, {
    method: 'POST',
    path: `/api/matches/${matchId}/events`,
    headers: { Authorization: `Bearer ${server.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ event, version }),
  })
}

/**
 * Appends on `server` with `connections` loops, each on a match of its own, moving to a fresh one (made by `app`,
 * the app's child on the same database) after `eventsPerMatch` events.
 */
async function measureAppend(
  label: string,
  server: Child<ReadyMessage>,
  app: Child<ReadyMessage>,
  options: { connections: number; seconds: number; eventsPerMatch: number; expectedRate: number },
): Promise<Measurement> {
  const { connections, seconds, eventsPerMatch } = options
  let fresh: string[] = []
  const playing: ({ matchId: string; version: number } | undefined)[] = []
  let overruns = 0
  const refused = new Map<number, string>()
  const send = async (agent: Agent, connection: number) => {
    let current = playing[connection]
    if (!current || current.version >= eventsPerMatch) {
      const matchId = fresh.pop()
      if (matchId) current = playing[connection] = { matchId, version: 0 }
      else overruns += 1
    }
    if (!current) return false
    const { status, body } = await post(agent, server, current.matchId, visitAt(current.version), current.version)
    if (status !== 201) {
      refused.set(status, body)
      return false
    }
    current.version += 1
    return true
  }
  // Enough fresh matches for each warm-up and measurement: one a loop, and half as many again as the expected rate
  // would fill.
  const prepare = async (ms: number) => {
    const matches = connections + Math.ceil((1.5 * options.expectedRate * ms) / 1000 / eventsPerMatch)
    fresh = await askChild<string[]>(app, { matches } satisfies MatchesQuestion)
    playing.length = 0
  }
  const result = await measure(label, connections, seconds, send, prepare)
  if (overruns > 0) console.log(`${label}: the loops ran out of fresh matches ${overruns} times`)
  for (const [status, body] of refused) console.log(`${label}: answered ${status}, last: ${body.slice(0, 300)}`)
  return result
}

/** The index of the median value (the lower of the middle two for an even count). */
function medianIndex(values: number[]): number {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value)
  return order[Math.floor((order.length - 1) / 2)]?.index ?? 0
}

async function main(): Promise<void> {
  const seconds = option('duration', 10)
  const rounds = option('rounds', 3)
  const connections = option('connections', 32)
  const legs = option('legs', 6)
  const eventsPerMatch = legs * EVENTS_PER_LEG
  const postgresUrl = postgresUrlOf()
  const loadOptions = { connections, seconds, eventsPerMatch, expectedRate: 2000 }

  const results: Measurement[] = []
  let floor: Measurement | undefined
  let floorNote = ''
  let postgresNote = ''
  if (await isPostgresReachable(postgresUrl)) {
    const postgres = await start({ kind: 'postgres', postgresUrl })
    const statements = postgres.statements ?? []
    if (process.argv.includes('--debug')) console.log(JSON.stringify(statements, null, 1))
    const floorChild = await start({ kind: 'floor', databaseUrl: postgres.databaseUrl ?? '', statements })
    // The floor answers what the app answers: the same status and fields, on a match of the app's.
    const [matchId = ''] = await askChild<string[]>(postgres, { matches: 1 } satisfies MatchesQuestion)
    const sampleAgent = new Agent({ keepAlive: false })
    const floorAnswer = await post(sampleAgent, floorChild, matchId, visitAt(0), 0)
    const appAnswer = await post(sampleAgent, postgres, matchId, visitAt(1), 1)
    sampleAgent.destroy()
    const shape = (body: string) => {
      const { match, ...rest } = JSON.parse(body) as { match: object }
      return JSON.stringify([Object.keys(rest), Object.keys(match)])
    }
    if (floorAnswer.status !== 201 || appAnswer.status !== 201 || shape(floorAnswer.body) !== shape(appAnswer.body))
      throw new Error(`The floor answers otherwise than the app:\n${floorAnswer.body}\n${appAnswer.body}`)

    // The floor and the route take turns, `--rounds` times: on a shared machine the speed drifts over a minute, so
    // each round's ratio compares two measurements taken side by side, and the median round is the one reported.
    const floors: Measurement[] = []
    const reals: Measurement[] = []
    for (let round = 1; round <= rounds; round++) {
      const measuredFloor = await measureAppend(
        `same SQL in a bare Hono route (floor), round ${round}`,
        floorChild,
        postgres,
        loadOptions,
      )
      floors.push(measuredFloor)
      reals.push(
        await measureAppend(`POST /api/matches/{id}/events on PostgreSQL, round ${round}`, postgres, postgres, {
          ...loadOptions,
          expectedRate: rate(measuredFloor),
        }),
      )
    }
    await stopChild(floorChild)
    await stopChild(postgres)
    const ratios = reals.map((measured, index) => measured.p50 / (floors[index]?.p50 ?? NaN))
    const median = medianIndex(ratios)
    floor = { ...floors[median]!, label: 'same SQL in a bare Hono route (floor)' }
    const real = { ...reals[median]!, label: 'POST /api/matches/{id}/events on PostgreSQL' }
    results.push(floor, real)
    floorNote =
      `\nThe floor sends the ${statements.length} statements the app sent for one append (captured from \`pg\`), ` +
      'one after the other through a `pg.Pool` of the same size (those between `begin` and `commit` on one of its ' +
      'clients), with the request’s values, then ' +
      'answers the same JSON: ' +
      statements.map((statement) => statementHead(statement, 60)).join(', ') +
      `. The floor and the route took turns ${rounds} times, ${seconds} s each; the route's median time against the ` +
      `floor's, round by round: ${ratios.map((ratio) => `${ratio.toFixed(2)} ×`).join(', ')}. The table shows the ` +
      `median round: the route answers at ${((100 * rate(real)) / rate(floor)).toFixed(0)} % of the floor's rate, ` +
      `with ${(real.p50 / floor.p50).toFixed(2)} × its median time.\n`
    console.log(floorNote.trim())
  } else {
    postgresNote = `\nPostgreSQL was not reachable at ${new URL(postgresUrl).host}: no floor and no PostgreSQL row in this run.\n`
    console.log(postgresNote.trim())
  }

  const pglite = await start({ kind: 'pglite' })
  results.push(
    await measureAppend('POST /api/matches/{id}/events on PGlite', pglite, pglite, {
      ...loadOptions,
      expectedRate: 300,
    }),
  )
  await stopChild(pglite)

  const baseline = floor ?? results[0]
  if (!baseline) throw new Error('Nothing was measured')
  const table = resultsTable(results, baseline, floor ? 'floor' : 'PGlite')
  const section = [
    '## Appending a visit (`POST /api/matches/{id}/events`) against the same SQL in a bare Hono route',
    '',
    `${measuredOn(connections, seconds)} Each server is its own process on @hono/node-server. Each connection ` +
      `scores a casual 501 match of its own (double out, first to 999 legs) visit after visit, and moves to a ` +
      `fresh match after ${legs} legs (${eventsPerMatch} events: eight visits entered as totals and the checkout dart by dart a leg), ` +
      'so the logs read and answered are 0 to ' +
      `${eventsPerMatch - 1} events long on every server. The real app authenticates the bearer token, validates ` +
      'the body, locks the match row and reads its log in a transaction, replays the log with @oche/darts and ' +
      'checks the visit, inserts the event and updates the match (version, status, summary, visit count), ' +
      'publishes the realtime events after the commit (no subscriber here), validates the answer (the event and ' +
      'the match with its whole log) with `AppendEventResultSchema` and logs a JSON line per request (to ' +
      '/dev/null). The floor (PostgreSQL only) is a bare Hono route that sends the same SQL through the same ' +
      'driver in the same transaction and answers the same JSON: what is left between it and the real route ' +
      'is the app itself.',
    '',
    table,
    floorNote,
    "Where the rest went (issue 21, 2026-11-27; the app's child profiled with `node --cpu-prof` over its " +
      'measured seconds, on a quiet machine). Before: the floor 1,185 req/s, the route 624 req/s, 1.93 × its ' +
      'median time (same machine and day, load average under 1). Drizzle took a fifth of the process: it built ' +
      "each of the append's statements again for every request, and every transaction built a relational query " +
      "builder for each of the schema's tables (the database handle was made with the schema; no service uses " +
      "`db.query`). The append's statements (the match row locked, its log, the board's open game, the insert " +
      "and the update) and the match's tournament are now built once per driver and sent on the caller's " +
      'session, the database or its transaction (`reusableQuery` in packages/server/src/db), and the handle is ' +
      "made without the schema. Hono's body limit asked every request for its body, which made @hono/node-server " +
      'build a web `Request` and stream for each (5 % of the process): a body that declares its length is now ' +
      "checked from its headers. `c.var` built an object of every request variable at each use (hono's getter); " +
      'the routes ask `c.get` for the one they need. After them: drizzle under 5 %, the rest is the `pg` driver ' +
      "and socket writes (a third of the process, as in the floor's), Hono, zod (the body and the answer, 3 %), " +
      "replaying the log (2 %) and the request's log line (1 %). Then (2026-11-27, evening, another machine " +
      '(2 × AMD EPYC), whose PostgreSQL commits slower: the floor 350–450 req/s): every answer became a second ' +
      "`Response` after the handler, when the request's middleware set `Content-Language` on the answer already " +
      'made (Hono copies it, and @hono/node-server writes a copied answer through a stream instead of at once): ' +
      "a tenth of the route's process. The header is now set before the handler. Three runs before: 1.46 ×, " +
      '1.52 ×, 1.45 × the median time; three after: 1.43 ×, 1.43 ×, 1.32 ×. The floor and the route now take ' +
      'turns (`--rounds`), because this machine drifted by a fifth between runs a minute apart.',
    postgresNote,
    `Run it again with \`pnpm exec tsx --conditions=@oche/source packages/server/bench/visit-append.bench.ts\`` +
      ' (`--duration`, `--rounds`, `--connections`, `--legs`, `--no-write`).',
  ].join('\n')
  console.log(`\n${table}\n`)
  if (!process.argv.includes('--no-write')) {
    const file = writeBenchmarkSection('visit-append', section)
    console.log(`Wrote the section to ${relative(process.cwd(), file)}`)
  }
}
