/**
 * @oche/server: the Oche HTTP API. Hosts build an app over a database and serve `app.fetch`:
 *
 * ```ts
 * const database = await createDatabase({ kind: 'pglite', dataDir: '.data/pglite' })
 * await database.migrate()
 * const app = createApp({ database })
 * ```
 */
export { createApp, type App, type AppOptions } from './app'
/** Opens PGlite (embedded; in memory without `dataDir`) or PostgreSQL (`url`) with the same Drizzle API. */
export {
  createDatabase,
  type Database,
  type DatabaseHandle,
  type DatabaseKind,
  type DatabaseOptions,
} from './db/database'
/** Creates the documented demo accounts that are missing; safe to run on every start. */
export { seedDemo, demoAccounts } from './db/seed'
/** Reads PORT, HOST, DATA_DIR, DATABASE_URL, OCHE_SEED_DEMO and TRUST_PROXY. */
export { readConfig, type ServerConfig } from './config'
/** The folder of the committed migrations, for hosts that must ship it (Next standalone tracing). */
export { migrationsFolder } from './package-root'
export { defaultLoginLimits, type LoginLimits } from './services/accounts/login-limiter'
