import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { pino } from 'pino'
import { createApp, type AppOptions } from '../app'
import { DEFAULT_MAIL_FROM, DEFAULT_PUBLIC_URL, readConfig, type ServerConfig } from '../config'
import { createDatabase, type DatabaseHandle, type DatabaseKind } from '../db/database'
import { Mailer, type MailerOptions } from '../mail/mailer'

/** One database an API test file can run against; each `open()` gives a fresh, migrated database. */
export type TestDatabase = { kind: DatabaseKind; open: () => Promise<DatabaseHandle> }

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres'

const pglite: TestDatabase = {
  kind: 'pglite',
  open: async () => {
    const database = await createDatabase({ kind: 'pglite' })
    await database.migrate()
    return database
  },
}

function postgres(adminUrl: string): TestDatabase {
  return {
    kind: 'postgres',
    open: async () => {
      const name = `oche_test_${randomBytes(6).toString('hex')}`
      await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`))
      const url = new URL(adminUrl)
      url.pathname = `/${name}`
      const database = await createDatabase({ kind: 'postgres', url: url.toString() })
      await database.migrate()
      return {
        ...database,
        close: async () => {
          await database.close()
          await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`))
        },
      }
    },
  }
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

async function isReachable(url: string): Promise<boolean> {
  try {
    await withAdmin(url, (client) => client.query('select 1'))
    return true
  } catch {
    return false
  }
}

/**
 * PGlite always; PostgreSQL too when OCHE_TEST_POSTGRES_URL (or the machine's server at
 * postgres://postgres@127.0.0.1:5432/postgres) answers. Its role must be allowed to create databases.
 */
export async function availableTestDatabases(): Promise<TestDatabase[]> {
  const url = process.env.OCHE_TEST_POSTGRES_URL ?? DEFAULT_POSTGRES_URL
  if (await isReachable(url)) return [pglite, postgres(url)]
  console.warn(
    `PostgreSQL not reachable at ${new URL(url).host}: skipping the postgres variant (set OCHE_TEST_POSTGRES_URL to run it)`,
  )
  return [pglite]
}

export const TEST_SECRET = 'oche-test-secret-not-for-anything-real'

/** Development settings (test login and dev routes on) with no environment; nothing is written under dataDir. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const env = { DATA_DIR: join(tmpdir(), 'oche-test-unused'), OCHE_PROXY_SECRET: TEST_PROXY_SECRET }
  return { ...readConfig(env), ...overrides }
}

/** The outbox mailer, in the database only unless given a folder for the `.eml` files. */
export function createTestMailer(database: DatabaseHandle, options: Partial<MailerOptions> = {}): Mailer {
  return new Mailer({
    db: database.db,
    logger: pino({ level: 'silent' }),
    publicUrl: DEFAULT_PUBLIC_URL,
    from: DEFAULT_MAIL_FROM,
    ...options,
  })
}

/** The OCHE_PROXY_SECRET of test apps: `asClient()` sends it, as the web host does. */
export const TEST_PROXY_SECRET = 'oche-test-proxy-secret'

/** What @hono/node-server passes as the app's env: the request's socket. */
export type SocketEnv = { incoming: { socket: { remoteAddress: string } } }

/** A request whose TCP connection comes from `address` (as `app.request`'s third argument). */
export function fromSocket(address: string): SocketEnv {
  return { incoming: { socket: { remoteAddress: address } } }
}

/**
 * The headers the web host on this machine adds when it forwards a request from the device at `address` (a
 * phone on the venue's Wi-Fi): with them a test poses as that device. Without them a test app's request comes
 * from the machine itself (a loopback socket, see `createTestApp`).
 */
export function asClient(address: string): Record<string, string> {
  return { 'x-oche-client-address': address, 'x-oche-proxy-secret': TEST_PROXY_SECRET }
}

/**
 * The app with logging off, as API tests call it through `app.request()`. Requests come from a loopback socket
 * unless a test passes another one (`fromSocket()`), so a bare request is one from this machine; `asClient()`
 * headers pose as another device behind the web host. Set `config` with `testConfig()` to keep the proxy secret.
 */
export function createTestApp(database: DatabaseHandle, options: Partial<AppOptions> = {}) {
  const app = createApp({
    database,
    logger: pino({ level: 'silent' }),
    config: testConfig(),
    secret: TEST_SECRET,
    mailer: options.mailer ?? createTestMailer(database),
    ...options,
  })
  const request = app.request
  app.request = (input, init, env, executionContext) =>
    request(input, init, env ?? fromSocket('127.0.0.1'), executionContext)
  return app
}
