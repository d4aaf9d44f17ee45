/**
 * What the HTTP benchmarks of the server share (get-user.bench.ts, visit-append.bench.ts): each server runs in a
 * child process of the benchmark's own file (`--serve`), so the load generator never shares its event loop; the
 * app's child opens a throwaway database (PGlite in a fresh folder, or a new PostgreSQL database) with the demo
 * seed and a token of mia@oche.test, and can record the statements the app sends through `pg`; the parent drives a
 * fixed number of keep-alive loops, each sending its next request when the last one answered, and writes a table.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Database, DatabaseHandle } from '../src/db/database'
import type { App } from '../src/index'

/** One statement as the app sent it to `pg` (`client.query`). */
export type Statement = { text: string; values?: unknown[]; rowMode?: string }
export type Measurement = { label: string; requests: number; errors: number; seconds: number; p50: number; p99: number }
/** What every child answers once it serves: its port, and what the parent needs of it. */
export type Ready = { port: number }

export const WARM_UP_MS = 2000

export function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`)
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`)
  return value
}

// ---------------------------------------------------------------------------------------------------------
// The child: one server.

/** Serves `fetch` with @hono/node-server on a random loopback port. */
export async function listen(
  fetch: (request: Request) => Response | Promise<Response>,
): Promise<{ port: number; close: () => Promise<void> }> {
  const { serve } = await import('@hono/node-server')
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({
        port: info.port,
        close: () =>
          new Promise((done) => {
            server.close(() => done())
            if ('closeAllConnections' in server) server.closeAllConnections()
          }),
      }),
    )
  })
}

/**
 * Every statement the app sends through `pg` (any `pg.Client`, pooled or not) while `record` runs: what a floor
 * sends for the same request.
 */
export async function statementRecorder(): Promise<
  <T>(run: () => Promise<T>) => Promise<{ result: T; statements: Statement[] }>
> {
  const pg = (await import('pg')).default
  let capture: Statement[] | undefined
  const query = pg.Client.prototype.query
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args as [string | Statement, unknown[] | undefined]
    if (capture)
      capture.push(
        typeof first === 'string'
          ? { text: first, values: second }
          : { text: first.text, values: first.values ?? second, rowMode: first.rowMode },
      )
    return (query as (...rest: unknown[]) => unknown).apply(this, args)
  } as typeof query
  return async (run) => {
    capture = []
    try {
      const result = await run()
      return { result, statements: capture }
    } finally {
      capture = undefined
    }
  }
}

export type BenchDatabase = {
  database: DatabaseHandle
  db: Database
  /** The throwaway PostgreSQL database's URL (none on PGlite). */
  databaseUrl?: string
  dataDir: string
  userId: string
  /** A bearer token of mia@oche.test. */
  token: string
  close: () => Promise<void>
}

/** A migrated database with the demo seed, on PGlite in a fresh folder or as a new database beside `postgresUrl`. */
export async function openBenchDatabase(kind: 'pglite' | 'postgres', postgresUrl = ''): Promise<BenchDatabase> {
  const { createDatabase, seedDemo } = await import('../src/index')
  const { issueToken } = await import('../src/services/accounts/tokens')
  const { users } = await import('../src/db/schema/index')
  const { eq } = await import('drizzle-orm')
  const pg = (await import('pg')).default
  const dataDir = mkdtempSync(join(tmpdir(), 'oche-bench-'))
  let dropDatabase = async () => {}
  let databaseUrl: string | undefined
  let database: DatabaseHandle
  if (kind === 'pglite') {
    database = await createDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') })
  } else {
    const name = `oche_bench_${randomBytes(6).toString('hex')}`
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: postgresUrl })
      await client.connect()
      await client.query(sql).finally(() => client.end())
    }
    await admin(`create database ${name}`)
    dropDatabase = () => admin(`drop database if exists ${name} with (force)`)
    const url = new URL(postgresUrl)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    database = await createDatabase({ kind: 'postgres', url: databaseUrl })
  }
  await database.migrate()
  await seedDemo(database.db)
  const [mia] = await database.db.select().from(users).where(eq(users.email, 'mia@oche.test'))
  if (!mia) throw new Error('The demo seed did not create mia@oche.test')
  const token = await issueToken(database.db, { userId: mia.id, kind: 'user' })
  return {
    database,
    db: database.db,
    databaseUrl,
    dataDir,
    userId: mia.id,
    token,
    close: async () => {
      await database.close()
      await dropDatabase()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The real app on `bench`'s database, logging a JSON line per request (as in production) to /dev/null. */
export async function serveApp(bench: BenchDatabase): Promise<{ app: App; port: number; close: () => Promise<void> }> {
  const { createApp, readConfig } = await import('../src/index')
  const { pino } = await import('pino')
  const logger = pino({ level: 'info' }, pino.destination('/dev/null'))
  const config = readConfig({ DATA_DIR: bench.dataDir, OCHE_SEED_DEMO: '0' })
  const app = createApp({ database: bench.database, logger, config, secret: randomBytes(32).toString('hex') })
  const { port, close } = await listen(app.fetch)
  return { app, port, close }
}

/** A served child: what it tells the parent, how it stops, and what it answers the parent's questions with. */
export type Served<R extends Ready> = {
  ready: R
  stop: () => Promise<void>
  answer?: (question: unknown) => Promise<unknown>
}

/**
 * The child's side (`--serve`): the first message starts the server with `serveOne`, `'stop'` stops it and
 * ends the process, and `{ ask, question }` is answered with `{ answer, value }`.
 */
export function runChild<M, R extends Ready>(serveOne: (message: M) => Promise<Served<R>>): void {
  let served: Served<R> | undefined
  // A parent that ends (or fails) takes its servers with it.
  process.on('disconnect', () => process.exit(1))
  process.on('message', (message: M | 'stop' | { ask: number; question: unknown }) => {
    if (message === 'stop') {
      void (served?.stop() ?? Promise.resolve()).then(() => process.exit(0))
      return
    }
    if (served && typeof message === 'object' && message !== null && 'ask' in message) {
      const { ask, question } = message
      void (served.answer?.(question) ?? Promise.resolve(undefined)).then(
        (value) => process.send?.({ answer: ask, value }),
        (error: unknown) => {
          console.error(error)
          process.exit(1)
        },
      )
      return
    }
    serveOne(message as M).then(
      (server) => {
        served = server
        process.send?.(server.ready)
      },
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  })
}

// ---------------------------------------------------------------------------------------------------------
// The parent: children, load and report.

export type Child<R extends Ready> = R & { process: ChildProcess }

/** Forks `file` with `--serve` (the same loader flags as this process) and starts its server with `message`. */
export function startChild<R extends Ready>(file: string, label: string, message: unknown): Promise<Child<R>> {
  const child = fork(file, ['--serve'], { execArgv: process.execArgv, stdio: 'inherit' })
  return new Promise((resolve, reject) => {
    child.once('message', (ready: R) => resolve({ process: child, ...ready }))
    child.once('exit', (code) => reject(new Error(`the ${label} server exited with ${code}`)))
    child.send(message as object)
  })
}

let questions = 0

/** Asks a child what its `answer` says to `question`. */
export function askChild<T>(child: Child<Ready>, question: unknown): Promise<T> {
  const ask = ++questions
  return new Promise((resolve) => {
    const listener = (message: { answer?: number; value?: unknown }) => {
      if (message.answer !== ask) return
      child.process.off('message', listener)
      resolve(message.value as T)
    }
    child.process.on('message', listener)
    child.process.send({ ask, question })
  })
}

export async function stopChild(child: Child<Ready>): Promise<void> {
  child.process.removeAllListeners('exit')
  const exited = new Promise((resolve) => child.process.once('exit', resolve))
  child.process.send('stop')
  await exited
}

export type HttpCall = { method?: string; path: string; headers?: Record<string, string>; body?: string }

/** One request on `agent` to the loopback `port`: its status and body. */
export function httpRequest(agent: Agent, port: number, call: HttpCall): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { agent, host: '127.0.0.1', port, method: call.method ?? 'GET', path: call.path, headers: call.headers },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(call.body)
  })
}

/** Sends one request of loop `connection` on the loops' shared agent: whether it answered as it should. */
export type Send = (agent: Agent, connection: number) => Promise<boolean>

/** `connections` loops, each sending its next request as soon as the last one answered, for `ms`. */
export async function load(connections: number, ms: number, send: Send): Promise<Omit<Measurement, 'label'>> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const latencies: number[] = []
  let errors = 0
  const started = performance.now()
  const deadline = started + ms
  await Promise.all(
    Array.from({ length: connections }, async (_, connection) => {
      while (performance.now() < deadline) {
        const sent = performance.now()
        try {
          if (await send(agent, connection)) latencies.push(performance.now() - sent)
          else errors += 1
        } catch {
          errors += 1
        }
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN
  return { requests: latencies.length, errors, seconds, p50: at(0.5), p99: at(0.99) }
}

/**
 * A warm-up of `WARM_UP_MS`, then `seconds` of load. `prepare` runs before each of the two (with its length in
 * ms): what the loops need for it (fresh matches) is made then, outside the measured time.
 */
export async function measure(
  label: string,
  connections: number,
  seconds: number,
  send: Send,
  prepare: (ms: number) => Promise<void> = async () => {},
): Promise<Measurement> {
  process.stdout.write(`${label}: warming up… `)
  await prepare(WARM_UP_MS)
  await load(connections, WARM_UP_MS, send)
  process.stdout.write(`measuring ${seconds} s… `)
  await prepare(seconds * 1000)
  const result = await load(connections, seconds * 1000, send)
  console.log(`${Math.round(result.requests / result.seconds)} req/s, p99 ${result.p99.toFixed(2)} ms`)
  return { label, ...result }
}

export const rate = (m: Measurement): number => m.requests / m.seconds

export async function isPostgresReachable(url: string): Promise<boolean> {
  const pg = (await import('pg')).default
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

export function postgresUrlOf(): string {
  return process.env.OCHE_BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
}

/** The results with their throughput and p99 against `baseline` (named `versus`, as in "vs bare"). */
export function resultsTable(results: Measurement[], baseline: Measurement, versus: string): string {
  const rows = results.map((m) =>
    [
      m.label,
      Math.round(rate(m)).toLocaleString('en'),
      m.p50.toFixed(2),
      m.p99.toFixed(2),
      String(m.errors),
      `${((100 * rate(m)) / rate(baseline)).toFixed(1)} %`,
      `${(m.p99 / baseline.p99).toFixed(1)} ×`,
    ].join(' | '),
  )
  return [
    `| server | req/s | p50 ms | p99 ms | errors | throughput vs ${versus} | p99 vs ${versus} |`,
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n')
}

/** "Measured {date} on {cores} × {CPU}, Node {version}: …, load average …" for a section's first sentence. */
export function measuredOn(connections: number, seconds: number): string {
  const cpu = cpus()
  const [load1] = loadavg()
  return (
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ` +
    `Node ${process.version}: ${connections} keep-alive connections, ${seconds} s per server after a ` +
    `${WARM_UP_MS / 1000} s warm-up, load generator on the same machine (1-minute load average ` +
    `${load1?.toFixed(1) ?? '?'} when the run ended).`
  )
}

/** The first `length` characters of a statement's text on one line, for a section's prose. */
export function statementHead(statement: Statement, length = 80): string {
  return `\`${statement.text.replace(/\s+/g, ' ').slice(0, length)}…\``
}
