import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

// Several API processes from source on one throwaway PostgreSQL database and one Redis (issue 21, ADR 021), and a
// board tablet that scores through them as the tablet app does: e2e/two-api-processes.e2e.test.ts and
// packages/server/bench/soak.bench.ts. Nothing here needs Vitest or the built platform.

const root = resolve(import.meta.dirname, '..')
export const postgresAdminUrl = process.env.OCHE_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
export const redisUrl = process.env.OCHE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

// `pg` is the server's dependency, not the workspace root's: taken from there, with the little of it used here.
type PgClient = {
  connect: () => Promise<void>
  query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>
  end: () => Promise<void>
}
const pg = createRequire(join(root, 'packages/server/package.json'))('pg') as {
  Client: new (options: { connectionString: string; connectionTimeoutMillis?: number }) => PgClient
}

export async function withClient<T>(url: string, run: (client: PgClient) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/** Redis answers PING at `url`. */
function isRedisUp(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((done) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) })
    socket.setTimeout(1000)
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (reply) => {
      socket.destroy()
      done(reply.toString().startsWith('+PONG'))
    })
    socket.once('error', () => done(false))
    socket.once('timeout', () => {
      socket.destroy()
      done(false)
    })
  })
}

/** What this machine lacks for several API processes, or null when PostgreSQL and Redis both answer. */
export async function missingServices(): Promise<string | null> {
  const postgres = await withClient(postgresAdminUrl, (client) => client.query('select 1')).then(
    () => true,
    () => false,
  )
  const redis = await isRedisUp(redisUrl)
  const missing = [
    postgres ? null : `PostgreSQL at ${new URL(postgresAdminUrl).host}`,
    redis ? null : `Redis at ${new URL(redisUrl).host}`,
  ].filter(Boolean)
  return missing.length > 0 ? missing.join(' and ') : null
}

/** Waits until `check` answers a value that is not undefined/false, or fails after `ms` naming `what`. */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  ms = 20_000,
) {
  const deadline = Date.now() + ms
  let lastError: unknown
  for (;;) {
    try {
      const value = await check()
      if (value !== undefined && value !== false) return value
    } catch (error) {
      lastError = error
    }
    if (Date.now() > deadline)
      throw new Error(`Waited ${ms} ms for ${what}`, lastError === undefined ? undefined : { cause: lastError })
    await new Promise((done) => setTimeout(done, 50))
  }
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => done(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

export type ApiProcess = { name: string; url: string; realtimePort: number; child: ChildProcess; output: string[] }

type Answer<T> = { status: number; body: T }

/** One request to an API process; throws only when the process cannot be reached (as a tablet's fetch does). */
export async function call<T = unknown>(
  server: ApiProcess,
  method: string,
  path: string,
  options: { token?: string | null; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    signal: options.signal,
    headers: {
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T }
}

/** As `call`, for an answer that must be a success. */
export async function ok<T = unknown>(...args: Parameters<typeof call>): Promise<T> {
  const answer = await call<T>(...args)
  if (answer.status >= 300)
    throw new Error(`${args[1]} ${args[2]} on ${args[0].name}: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body
}

/** An event starting now, made by the organiser `token` on `server`, with boards 1 to `boards` and their codes. */
export async function eventWithBoards(server: ApiProcess, token: string, name: string, boards: number) {
  const event = await ok<{ id: string }>(server, 'POST', '/events', {
    token,
    body: { name, starts_at: new Date().toISOString(), time_zone: 'Europe/Brussels' },
  })
  const codes: string[] = []
  for (let number = 1; number <= boards; number += 1)
    codes.push(
      (await ok<{ code: string }>(server, 'POST', `/events/${event.id}/boards`, { token, body: { number } })).code,
    )
  return { id: event.id, codes }
}

export type ApiProcessesOptions = {
  /** Names the throwaway database (`{prefix}_{random}`) and the data folders. */
  prefix: string
  /** Set in every process's environment, over the defaults. */
  env?: Record<string, string>
  /** Node options before the server's entry (after tsx's). */
  execArgv?: string[]
  /** An IPC channel to each process (`child.send`), for a preloaded module of the caller's. */
  ipc?: boolean
}

/**
 * API processes from source on one new PostgreSQL database and the local Redis, sharing their secrets and Pusher
 * app: `createDatabase()` first, then `start(name)` each (their connections name them in PostgreSQL) and
 * `waitForHealth`; `stop()` ends them, drops the database and removes their data folders.
 */
export function apiProcesses(options: ApiProcessesOptions) {
  const databaseName = `${options.prefix.replaceAll('-', '_')}_${randomBytes(6).toString('hex')}`
  const url = new URL(postgresAdminUrl)
  url.pathname = `/${databaseName}`
  const databaseUrl = url.toString()
  const dataDirs: string[] = []
  const processes: ApiProcess[] = []
  const shared = {
    OCHE_SECRET: randomBytes(32).toString('hex'),
    OCHE_PROXY_SECRET: randomBytes(32).toString('hex'),
    PUSHER_APP_ID: `${options.prefix}-${randomBytes(4).toString('hex')}`,
    PUSHER_APP_KEY: `${options.prefix}-key`,
    PUSHER_APP_SECRET: randomBytes(24).toString('hex'),
  }

  /** One API process from source, on its own ports and data folder. */
  async function start(name: string): Promise<ApiProcess> {
    const [port, realtimePort] = [await freePort(), await freePort()]
    const dataDir = mkdtempSync(join(tmpdir(), `${options.prefix}-${name}-`))
    dataDirs.push(dataDir)
    const url = new URL(databaseUrl)
    url.searchParams.set('application_name', name)
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--conditions=@oche/source',
        ...(options.execArgv ?? []),
        join(root, 'packages/server/src/main.ts'),
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          ...shared,
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(port),
          REALTIME_PORT: String(realtimePort),
          DATA_DIR: dataDir,
          DATABASE_URL: url.toString(),
          REDIS_URL: redisUrl,
          OCHE_SEED_DEMO: '1',
          LOG_LEVEL: 'warn',
          ...options.env,
        },
        stdio: ['ignore', 'pipe', 'pipe', ...(options.ipc ? (['ipc'] as const) : [])],
      },
    )
    const output: string[] = []
    const keep = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean).slice(-50))
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)
    const server = { name, url: `http://127.0.0.1:${port}`, realtimePort, child, output }
    processes.push(server)
    return server
  }

  async function waitForHealth(server: ApiProcess) {
    await until(
      `${server.name} to answer /api/health`,
      async () => {
        if (server.child.exitCode !== null)
          throw new Error(`${server.name} exited (${server.child.exitCode}):\n${server.output.slice(-20).join('\n')}`)
        return (await fetch(`${server.url}/api/health`).catch(() => null))?.ok
      },
      110_000,
    )
  }

  async function stop() {
    await Promise.all(
      processes.map(
        (server) =>
          new Promise<void>((done) => {
            if (server.child.exitCode !== null || server.child.signalCode !== null) return done()
            server.child.once('exit', () => done())
            server.child.kill('SIGTERM')
          }),
      ),
    )
    await withClient(postgresAdminUrl, (admin) => admin.query(`drop database if exists ${databaseName} with (force)`))
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  }

  const createDatabase = () => withClient(postgresAdminUrl, (admin) => admin.query(`create database ${databaseName}`))
  return { databaseUrl, shared, processes, createDatabase, start, waitForHealth, stop }
}

export type MatchEvent = { type: string; id: string; total?: number; winner?: number; darts?: string[] }
export type StoredMatch = {
  id: string
  status: string
  version: number
  events: MatchEvent[]
  summary: { legsWon: number[]; currentLeg: { remaining: number[] }; outcome: unknown }
  realtime_channel: string
}
export type TabletState = {
  state: string
  game: { id: string; match_id: string | null } | null
  /** The boards' version it was answered at (`boards.changed` announces a newer one). */
  version: number
}

/** The tablet's outbox entry: the event and the version it was scored on (packages/screens/src/tablet/parts/outbox). */
type Entry = { event: MatchEvent; version: number }

/**
 * A board tablet as the tablet app scores: every visit gets its id on the tablet, goes into the outbox with the
 * version it was built on, and leaves the outbox only when a server answered it; the outbox is sent in order, one
 * entry at a time. The tablet reaches the API through `servers`, in order, as a balancer would: when one cannot
 * be reached, the next takes the same entry again.
 */
export class Tablet {
  readonly outbox: Entry[] = []
  /** Every answer to a visit: which process stored it (201) or recognised its id (200). */
  readonly answers: { id: string; server: string; status: number }[] = []
  /** Everything this tablet scored, in order. */
  readonly thrown: MatchEvent[] = []
  #version = 0
  matchId = ''

  constructor(
    readonly name: string,
    readonly token: string,
    public servers: ApiProcess[],
  ) {}

  start(match: Pick<StoredMatch, 'id' | 'version'>) {
    this.matchId = match.id
    this.#version = match.version
  }

  score(event: Omit<MatchEvent, 'id'>): string {
    const scored = { ...event, id: randomUUID() }
    this.outbox.push({ event: scored, version: this.#version })
    this.thrown.push(scored)
    this.#version += 1
    return scored.id
  }

  /** Sends the outbox's first entry to the first server that can be reached; answers its status and server. */
  async send(entry: Entry): Promise<{ status: number; server: string }> {
    for (const server of this.servers) {
      let answer: Answer<unknown>
      try {
        answer = await call(server, 'POST', `/tablet/matches/${this.matchId}/events`, {
          token: this.token,
          body: { event: entry.event, version: entry.version },
        })
      } catch {
        continue // cannot be reached: the next process takes the same entry
      }
      if (answer.status !== 200 && answer.status !== 201)
        throw new Error(`${this.name}'s visit on ${server.name}: ${answer.status} ${JSON.stringify(answer.body)}`)
      this.answers.push({ id: entry.event.id, server: server.name, status: answer.status })
      return { status: answer.status, server: server.name }
    }
    throw new Error(`${this.name} reached no API process`)
  }

  /** Sends the whole outbox in order, removing each entry once answered. */
  async drain() {
    while (this.outbox[0]) {
      await this.send(this.outbox[0])
      this.outbox.shift()
    }
  }
}
