#!/usr/bin/env node
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { pino } from 'pino'
import { createApp, createMailer } from './app'
import { loadSecret, readConfig } from './config'
import { createDatabase } from './db/database'
import { seedDemo } from './db/seed'
import { createPublisher, readRealtimeConfig, startRealtimeServer } from './realtime/index'
import { createRedisLimiterStore } from './services/accounts/redis-limiter-store'
import { BOARD_PLANNING_INTERVAL_MS, startBoardPlanning } from './services/event-boards/board-planning'
import { createFileStore } from './services/files/file-store'
import { startTestTournamentCleanup } from './services/tournaments/delete-expired-test-tournaments'

const SHUTDOWN_TIMEOUT_MS = 10_000

const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' })

/** A setting that cannot work (a bad OCHE_ROUTE_RULES, a port that is no port) stops the start with its reason. */
function readSettings() {
  try {
    return { config: readConfig(), realtimeConfig: readRealtimeConfig() }
  } catch (error) {
    logger.fatal((error as Error).message)
    process.exit(1)
  }
}

/**
 * OCHE_BOARD_PLANNING_INTERVAL_MS (20000): how often the boards of events in play are planned again. The tests of
 * several API processes shorten it to watch the job run once per interval; a night needs no other value.
 */
function boardPlanningIntervalMs(): number {
  const value = process.env.OCHE_BOARD_PLANNING_INTERVAL_MS
  if (value === undefined || value === '') return BOARD_PLANNING_INTERVAL_MS
  const interval = Number(value)
  if (!Number.isInteger(interval) || interval < 100) {
    logger.fatal(`OCHE_BOARD_PLANNING_INTERVAL_MS must be a whole number of milliseconds from 100, not "${value}"`)
    process.exit(1)
  }
  return interval
}

const { config, realtimeConfig } = readSettings()
const planningIntervalMs = boardPlanningIntervalMs()
const database = config.databaseUrl
  ? await createDatabase({
      kind: 'postgres',
      url: config.databaseUrl,
      onIdleError: (error) => logger.warn({ err: error }, 'an idle PostgreSQL connection failed; reconnecting'),
    })
  : await createDatabase({ kind: 'pglite', dataDir: join(config.dataDir, 'pglite') })
logger.info(
  { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
  'applying migrations',
)
// Several API processes starting at once on one PostgreSQL migrate and seed one after the other.
await database.exclusively(async () => {
  await database.migrate()
  if (config.shouldSeedDemo) {
    const seeded = await seedDemo(database.db, { fileStore: createFileStore(config) })
    logger.info({ created: seeded.created }, 'demo data ready (OCHE_SEED_DEMO=0 turns this off)')
  }
})

const mailer = createMailer(database, config, logger)
if (mailer.transport === 'outbox')
  logger[config.isProduction ? 'warn' : 'info'](
    { outbox: join(config.dataDir, 'outbox') },
    'no SMTP_URL: e-mail goes to the local outbox (GET /api/dev/outbox outside production)',
  )
if (config.enableTestLogin) logger.info('POST /api/test-login is on (OCHE_ENABLE_TEST_LOGIN=0 turns it off)')

// Both servers listen on this machine only unless told otherwise (HOST, REALTIME_HOST; docs/deploy.md): on a
// venue's network only the web host and the realtime server are opened (`npm start -- --venue`).
const loopback = '127.0.0.1'
// The embedded socket server runs in this process unless PUSHER_HOST / PUSHER_APP_CLUSTER point elsewhere.
const realtimeServer =
  realtimeConfig.mode === 'embedded'
    ? await startRealtimeServer({
        appId: realtimeConfig.appId,
        key: realtimeConfig.key,
        secret: realtimeConfig.secret,
        host: realtimeConfig.host ?? loopback,
        port: realtimeConfig.port,
        redisUrl: realtimeConfig.redisUrl,
        logger: logger.child({ component: 'realtime' }),
      })
    : undefined
if (realtimeConfig.mode === 'external')
  logger.info({ host: realtimeConfig.host, cluster: realtimeConfig.cluster }, 'publishing to an external Pusher server')
const publisher = createPublisher(realtimeConfig, realtimeServer)
// With REDIS_URL the rate limits count across every API process; without it, in this process (ADR 021).
const sharedLimits = config.redisUrl
  ? await createRedisLimiterStore(config.redisUrl, logger.child({ component: 'rate-limits' }))
  : undefined
if (sharedLimits) logger.info('rate limits are shared through Redis (REDIS_URL)')

const app = createApp({
  database,
  logger,
  trustProxy: config.trustProxy,
  config,
  mailer,
  secret: loadSecret(config),
  realtime: { publisher, client: realtimeConfig.client },
  limiterStore: sharedLimits?.store,
})
// Test tournaments live 24 hours: deleted now and every hour after.
const testTournamentCleanup = startTestTournamentCleanup(database.db, logger)
// Players resting after a game are called when their rest ends.
const boardPlanning = startBoardPlanning({ db: database.db, publisher, logger }, planningIntervalMs)
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host ?? loopback }, (info) => {
  logger.info(
    { host: info.address, port: info.port, url: `http://localhost:${info.port}/api/reference` },
    'Oche API listening',
  )
})

let isShuttingDown = false

/** Stop taking requests, let the ones in flight finish, close the realtime server, then the database. */
async function shutDown(signal: string): Promise<void> {
  if (isShuttingDown) return
  isShuttingDown = true
  logger.info({ signal }, 'shutting down')
  const forced = setTimeout(() => {
    logger.error('shutdown took too long; exiting')
    process.exit(1)
  }, SHUTDOWN_TIMEOUT_MS)
  forced.unref()
  await new Promise<void>((resolve) => {
    server.close(() => resolve())
    if ('closeIdleConnections' in server) server.closeIdleConnections()
  })
  await testTournamentCleanup.stop()
  await boardPlanning.stop()
  // Reset links still being mailed go out before the database closes.
  await mailer.settled()
  mailer.close()
  await sharedLimits?.close()
  // Sockets get 4200 and reconnect elsewhere; nothing publishes once the requests are done.
  await realtimeServer?.close()
  await database.close()
  logger.info('stopped')
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    shutDown(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  })
}
