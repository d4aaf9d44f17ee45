import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { migrationsFolder } from '../package-root'
/**
 * The Drizzle handle services take: the same API on PGlite and PostgreSQL. Built without the schema: no service uses
 * drizzle's relational queries (`db.query`), and with the schema every transaction built a query builder for each of
 * the schema's tables (a visit's append spent more on that than on its own statements' building, docs/benchmarks.md).
 */
export type Database = PgDatabase<PgQueryResultHKT>

export type DatabaseKind = 'pglite' | 'postgres'

export type DatabaseOptions =
  | {
      kind: 'pglite'
      /** Folder for the data files; omit for an in-memory database. */
      dataDir?: string
      /** A data folder saved by `dumpDataDir` to start from (tests start from a migrated one) instead of initdb. */
      loadDataDir?: Blob
    }
  | {
      kind: 'postgres'
      url: string
      /** Told when an idle pooled connection fails; the pool replaces it either way. */
      onIdleError?: (error: Error) => void
    }

export type DatabaseHandle = {
  kind: DatabaseKind
  db: Database
  /** Applies the committed migrations that have not run yet. */
  migrate: () => Promise<void>
  /**
   * Runs `run` holding the start-up lock of this database: API processes that start together on one PostgreSQL
   * migrate and seed one after the other (a session advisory lock), not twice at once. PGlite has one process.
   */
  exclusively: <T>(run: () => Promise<T>) => Promise<T>
  /** PGlite only: the whole data folder as a tarball, which `loadDataDir` starts another database from. */
  dumpDataDir?: () => Promise<Blob>
  /** The server's version number, such as "17.5". */
  serverVersion: () => Promise<string>
  close: () => Promise<void>
}

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  switch (options.kind) {
    case 'pglite':
      return createPgliteDatabase(options.dataDir, options.loadDataDir)
    case 'postgres':
      return createPostgresDatabase(options.url, options.onIdleError)
    default:
      return options satisfies never
  }
}

async function createPgliteDatabase(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}) })
  const db = drizzlePglite({ client })
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    exclusively: (run) => run(),
    dumpDataDir: () => client.dumpDataDir('none'),
    serverVersion: () => readServerVersion(db),
    close: () => client.close(),
  }
}

async function createPostgresDatabase(
  url: string,
  onIdleError: ((error: Error) => void) | undefined,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle connection that the server ended (a restart, an administrator) must not crash the process: the
  // pool drops it and opens a new one for the next query.
  pool.on('error', (error) => onIdleError?.(error))
  const db = drizzlePostgres({ client: pool })
  return {
    kind: 'postgres',
    db,
    migrate: () => migratePostgres(db, { migrationsFolder: migrationsFolder() }),
    exclusively: async (run) => {
      const client = await pool.connect()
      try {
        await client.query(`select pg_advisory_lock(hashtext('oche.startup'))`)
        try {
          return await run()
        } finally {
          await client.query(`select pg_advisory_unlock(hashtext('oche.startup'))`)
        }
      } finally {
        client.release()
      }
    },
    serverVersion: () => readServerVersion(db),
    close: () => pool.end(),
  }
}

async function readServerVersion(db: Database): Promise<string> {
  // Both drivers answer with a result that carries `rows`.
  const result = (await db.execute(sql`show server_version`)) as unknown as { rows: { server_version: string }[] }
  return result.rows[0]?.server_version ?? 'unknown'
}
