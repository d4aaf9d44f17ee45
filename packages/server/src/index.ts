/**
 * @oche/server: the Oche HTTP API. Hosts build an app over a database and serve `app.fetch`:
 *
 * ```ts
 * const database = await createDatabase({ kind: 'pglite', dataDir: '.data/pglite' })
 * await database.migrate()
 * const app = createApp({ database })
 * ```
 */
export { createApp, createMailer, type App, type AppOptions } from './app'
/** Sends e-mail through SMTP, or into the local outbox (`outbox_emails` and `.eml` files). */
export { Mailer, type MailerOptions, type MailTransportKind } from './mail/mailer'
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
/** Reads the environment (see the README); `loadSecret` keeps OCHE_SECRET or one generated into DATA_DIR. */
export { readConfig, loadSecret, type ServerConfig, type S3Config } from './config'
/** Where league sites' uploads live: `<dataDir>/files`, or an S3-compatible bucket when `config.s3` is set. */
export {
  createFileStore,
  diskFileStore,
  type FileStore,
  type StagedFile,
  type StoredBytes,
} from './services/files/file-store'
/** The folder of the committed migrations, for hosts that must ship it (Next standalone tracing). */
export { migrationsFolder } from './package-root'
export {
  defaultLoginLimits,
  defaultMailLimits,
  type LoginLimits,
  type LimiterStore,
  type CounterWindow,
} from './services/accounts/login-limiter'
/** The rate limits' counters in Redis (`REDIS_URL`), shared by several API processes: `createApp({ limiterStore })`. */
export { createRedisLimiterStore, type RedisLimiterStoreHandle } from './services/accounts/redis-limiter-store'
/**
 * The realtime (Pusher protocol) side: read the settings, start the embedded server or point at an external one,
 * and pass `{ publisher: createPublisher(config, server), client: config.client }` to `createApp({ realtime })`.
 */
export {
  readRealtimeConfig,
  startRealtimeServer,
  createPublisher,
  type RealtimeConfig,
  type RealtimeClientConfig,
  type RealtimeServer,
  type Publisher,
} from './realtime/index'
/** The web host's redirects (`OCHE_ROUTE_RULES`), as `readConfig()` parses them. */
export { parseRouteRules, type RouteRule } from './route-rules'
