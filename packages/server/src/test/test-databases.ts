import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, openAsBlob, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { pino } from 'pino'
import { createApp, type AppOptions } from '../app'
import { DEFAULT_MAIL_FROM, DEFAULT_PUBLIC_URL, readConfig, type ServerConfig } from '../config'
import { createDatabase, type DatabaseHandle, type DatabaseKind } from '../db/database'
import { Mailer, type MailerOptions } from '../mail/mailer'
import { migrationsFolder, packageRoot } from '../package-root'

/** One database an API test file can run against; each `open()` gives a fresh, migrated database. */
export type TestDatabase = { kind: DatabaseKind; open: () => Promise<DatabaseHandle> }

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres'

/**
 * The committed migrations' fingerprint: a migrated database saved under it is reused until a migration changes.
 */
function migrationsFingerprint(): string {
  const hash = createHash('sha256')
  const folder = migrationsFolder()
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()
  for (const file of files) {
    if (!/\.(sql|json)$/.test(file)) continue
    hash.update(file).update(readFileSync(join(folder, file)))
  }
  return hash.digest('hex').slice(0, 16)
}

let migratedPglite: Promise<Blob> | undefined

/**
 * A freshly migrated PGlite data folder, saved once per set of migrations under node_modules/.cache and shared by
 * every test file. A new PGlite runs initdb, about 4 s on a busy 2-core machine, and the migrations another second;
 * one started from this tarball takes half a second. Each test still gets a database of its own.
 */
function migratedPgliteTemplate(): Promise<Blob> {
  migratedPglite ??= (async () => {
    const folder = join(packageRoot(), 'node_modules', '.cache', 'oche-test-databases')
    const file = join(folder, `pglite-${migrationsFingerprint()}.tar`)
    try {
      return await openAsBlob(file)
    } catch {
      const database = await createDatabase({ kind: 'pglite' })
      await database.migrate()
      const dump = await database.dumpDataDir!()
      await database.close()
      mkdirSync(folder, { recursive: true })
      // Another test worker may write the same file at the same time: each writes its own, the rename is atomic.
      const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`
      writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()))
      renameSync(partial, file)
      return dump
    }
  })()
  return migratedPglite
}

const pglite: TestDatabase = {
  kind: 'pglite',
  open: async () => {
    const database = await createDatabase({ kind: 'pglite', loadDataDir: await migratedPgliteTemplate() })
    // Nothing to apply when the template is current; it checks, as a database opened by the server would.
    await database.migrate()
    return database
  },
}

function postgres(adminUrl: string): TestDatabase {
  return {
    kind: 'postgres',
    open: async () => {
      const { url, drop } = await createEmptyDatabase(adminUrl, await migratedPostgresTemplate(adminUrl))
      const database = await createDatabase({ kind: 'postgres', url })
      await database.migrate()
      return {
        ...database,
        close: async () => {
          await database.close()
          await drop()
        },
      }
    },
  }
}

let migratedPostgres: Promise<string> | undefined

/**
 * Drops the templates of other migrations built more than a day ago (their build time is the database's comment),
 * and what a build that died left behind. A template a test run elsewhere on this server is still copying from is
 * in use and stays: the drop waits for no one and forces no one out.
 */
async function dropStaleTemplates(admin: pg.Client) {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000
  const { rows } = await admin.query<{ datname: string; built: string | null }>(
    `select datname, shobj_description(oid, 'pg_database') as built from pg_database
     where datname like 'oche\\_template\\_%'`,
  )
  for (const { datname, built } of rows) {
    const builtAt = built ? Date.parse(built) : Number.NaN
    if (!datname.endsWith('_building') && builtAt > dayAgo) continue
    await admin.query(`drop database if exists ${datname}`).catch(() => undefined)
  }
}

/**
 * The name of a migrated PostgreSQL database that test databases are copied from (`create database … template`),
 * made once per set of migrations and kept on the server; older templates go a day later. Copying is
 * several times faster than migrating an empty database. Test workers take turns through an advisory lock.
 */
function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  migratedPostgres ??= withAdmin(adminUrl, async (admin) => {
    const name = `oche_template_${migrationsFingerprint()}`
    await admin.query(`select pg_advisory_lock(hashtext('oche.test-template'))`)
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name])
      if (found.rowCount === 0) {
        await dropStaleTemplates(admin)
        const building = `${name}_building`
        await admin.query(`drop database if exists ${building} with (force)`)
        await admin.query(`create database ${building}`)
        const url = new URL(adminUrl)
        url.pathname = `/${building}`
        const database = await createDatabase({ kind: 'postgres', url: url.toString() })
        try {
          await database.migrate()
        } finally {
          await database.close()
        }
        await admin.query(`alter database ${building} rename to ${name}`)
        await admin.query(`comment on database ${name} is '${new Date().toISOString()}'`)
      }
      return name
    } finally {
      await admin.query(`select pg_advisory_unlock(hashtext('oche.test-template'))`)
    }
  })
  return migratedPostgres
}

async function createEmptyDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `oche_test_${randomBytes(6).toString('hex')}`
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}${template ? ` template ${template}` : ''}`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  }
}

/**
 * A fresh, migrated PostgreSQL database by its URL, which several handles open as several API processes would, or
 * undefined (with a warning naming `purpose`) when PostgreSQL is not reachable.
 */
export async function createSharedPostgresDatabase(
  purpose: string,
): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const adminUrl = process.env.OCHE_TEST_POSTGRES_URL ?? DEFAULT_POSTGRES_URL
  if (!(await isReachable(adminUrl))) {
    console.warn(`\n*** PostgreSQL not reachable at ${new URL(adminUrl).host}: ${purpose} did NOT run ***\n`)
    return undefined
  }
  const created = await createEmptyDatabase(adminUrl, await migratedPostgresTemplate(adminUrl))
  const database = await createDatabase({ kind: 'postgres', url: created.url })
  try {
    await database.migrate()
  } finally {
    await database.close()
  }
  return created
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
