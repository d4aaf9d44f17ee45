import { join } from 'node:path'
import { OpenAPIHono } from '@hono/zod-openapi'
import { Scalar } from '@scalar/hono-api-reference'
import { requestId } from 'hono/request-id'
import { pino, type Logger } from 'pino'
import { loadSecret, platformHostNames, readConfig, type ServerConfig } from './config'
import type { DatabaseHandle } from './db/database'
import type { AppEnv } from './http/app-env'
import { bodyLimits } from './http/body-limits'
import { createErrorHandler, notFound, nulBytesNotFound } from './http/errors'
import { requestContext } from './http/request-context'
import { validationHook } from './http/validation'
import { installRequestLocaleForZod } from './http/zod-locale'
import { Mailer } from './mail/mailer'
import { packageVersion } from './package-root'
import { adminRoutes } from './routes/admin'
import { adminAnalyticsRoutes } from './routes/admin-analytics'
import { adminAuditLogRoutes, adminUsersRoutes } from './routes/admin-users'
import { broadcastingAuth, broadcastingAuthDocument } from './routes/broadcasting'
import { competitionRoutes } from './routes/competition'
import { competitionDivisionsRoutes } from './routes/competition.divisions'
import { competitionFixturesRoutes } from './routes/competition.fixtures'
import { competitionLeagueCupRoutes } from './routes/competition.league-cup'
import { competitionLeagueNightRoutes } from './routes/competition.league-night'
import { competitionSeasonEndRoutes } from './routes/competition.season-end'
import { competitionSiteRoutes } from './routes/competition.site'
import { competitionSiteDirectoryRoutes } from './routes/competition.site-directory'
import { competitionSiteNewsRoutes } from './routes/competition.site-news'
import { competitionSitePagesRoutes } from './routes/competition.site-pages'
import { competitionSiteSettingsRoutes } from './routes/competition.site-settings'
import { competitionTeamsRoutes } from './routes/competition.teams'
import { competitionVenuesRoutes } from './routes/competition.venues'
import { configRoutes } from './routes/config'
import { devOutbox } from './routes/dev'
import { eventLocationsRoutes } from './routes/event-locations'
import { eventsRoutes } from './routes/events'
import { eventBoardsRoutes } from './routes/events.boards'
import { rankingsRoutes } from './routes/rankings'
import { filesRoutes } from './routes/files'
import { health } from './routes/health'
import { linkInvitationsRoutes } from './routes/link-invitations'
import { loginRoutes } from './routes/login'
import { logoutRoutes } from './routes/logout'
import { manageRoutes } from './routes/manage'
import { matchesRoutes } from './routes/matches'
import { meRoutes } from './routes/me'
import { notifications } from './routes/notifications'
import { organisationInvitationsRoutes } from './routes/organisation-invitations'
import { participantsRoutes } from './routes/participants'
import { passwordReset } from './routes/password'
import { registerRoutes } from './routes/register'
import { routeRulesRoutes } from './routes/route-rules'
import { setup } from './routes/setup'
import { tabletRoutes } from './routes/tablet'
import { testLogin } from './routes/test-login'
import { tournamentsRoutes } from './routes/tournaments'
import { tournamentPlayRoutes } from './routes/tournaments.play'
import { userRoutes } from './routes/user'
import { usersRoutes } from './routes/users'
import { readRealtimeConfig, type Publisher, type RealtimeClientConfig } from './realtime/index'
import {
  defaultBoardCodeLimits,
  defaultMailLimits,
  LoginLimiter,
  type LimiterStore,
  type LoginLimits,
} from './services/accounts/login-limiter'
import { createFileStore, type FileStore } from './services/files/file-store'
import { clamdScanner, loggedScanner, type VirusScanner } from './services/files/virus-scanner'

export type AppOptions = {
  database: DatabaseHandle
  /** Defaults to JSON logs on stdout at LOG_LEVEL (info). */
  logger?: Logger
  loginLimits?: LoginLimits
  /** Wrong board codes of tablet logins, per code and per IP (a limiter of their own). */
  boardCodeLimits?: LoginLimits
  /** Requests that send e-mail, per address or account and per IP. */
  mailLimits?: LoginLimits
  /**
   * Where the rate limits keep their counts. Omitted: each limiter in this process's memory (one API process).
   * Several processes pass one shared store (`createRedisLimiterStore(REDIS_URL)`, as main.ts does) so that
   * their attempts count together.
   */
  limiterStore?: LimiterStore
  /** Read the client IP from the right-most X-Forwarded-For entry; only behind a proxy that sets it. `config.trustProxy` when omitted. */
  trustProxy?: boolean
  /** Production mode, test login, public URL, mail: `readConfig()` (the environment) when omitted. */
  config?: ServerConfig
  /** Defaults to a mailer over `config` (SMTP_URL, else the outbox under `<dataDir>/outbox`). */
  mailer?: Mailer
  /** Signs the links in e-mails; defaults to `loadSecret(config)`. */
  secret?: string
  /**
   * The realtime server: `publisher` (from `createPublisher`) publishes match events after their commits and signs
   * `/api/broadcasting/auth`; `client` is what `GET /api/config` tells browsers. Without it events go nowhere,
   * `/api/broadcasting/auth` does not exist, and `/api/config` answers `readRealtimeConfig().client`.
   */
  realtime?: { publisher: Publisher; client: RealtimeClientConfig }
  /** Where uploaded files' bytes live; defaults to `createFileStore(config)` (`<dataDir>/files`, or S3 when configured). */
  fileStore?: FileStore
  /** Scans uploads before they are stored; defaults to the ClamAV daemon of OCHE_CLAMD, or none when it is unset. */
  virusScanner?: VirusScanner
}

/** Publishes nowhere: an app started without a realtime server still scores, and clients refetch. */
const silentPublisher: Publisher = {
  publish: async () => {},
  authorizeChannel: () => {
    throw new Error('No realtime server: /api/broadcasting/auth is not mounted')
  },
}

// A caller may bring its own id (a proxy or the client); anything else gets a fresh one.
const REQUEST_ID = /^[\w.:-]{1,128}$/

/**
 * The Oche HTTP API: every route lives under `/api`. Its contract is the OpenAPI document (`/api/openapi.json`) and
 * the zod schemas of @oche/api, so the app's type does not spell out every route: a route change is not a change of
 * this package's TypeScript surface (and its API report).
 */
export function createApp(options: AppOptions): App {
  installRequestLocaleForZod()
  const logger = options.logger ?? pino({ level: process.env.LOG_LEVEL ?? 'info' })
  const config = options.config ?? readConfig()
  const mailer = options.mailer ?? createMailer(options.database, config, logger)
  const app = createBaseApp()
  app.use(
    requestId({
      headerName: 'X-Request-Id',
      generator: (c) => {
        const incoming = c.req.header('X-Request-Id')
        return incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID()
      },
    }),
  )
  app.use(
    requestContext({
      database: options.database,
      logger,
      loginLimiter: new LoginLimiter(options.loginLimits, { store: options.limiterStore, name: 'login' }),
      boardCodeLimiter: new LoginLimiter(options.boardCodeLimits ?? defaultBoardCodeLimits, {
        store: options.limiterStore,
        name: 'board-code',
      }),
      mailLimiter: new LoginLimiter(options.mailLimits ?? defaultMailLimits, {
        store: options.limiterStore,
        name: 'mail',
      }),
      mailer,
      secret: options.secret ?? loadSecret(config),
      publisher: options.realtime?.publisher ?? silentPublisher,
      version: packageVersion(),
      startedAt: Date.now(),
      platformHosts: platformHostNames(config),
      fileStore: options.fileStore ?? createFileStore(config),
      organisationStorageBytes: config.organisationStorageBytes,
      virusScanner:
        options.virusScanner ?? (config.clamd ? loggedScanner(clamdScanner(config.clamd), logger) : undefined),
      timeZone: config.timeZone,
      trustProxy: options.trustProxy ?? config.trustProxy,
      proxySecret: config.proxySecret,
    }),
  )
  // Bodies over 1 MB (the CSV import: 1.5 MB, an upload: 20 MB) answer 413 before anything reads them.
  app.use(bodyLimits())
  app.use(nulBytesNotFound())
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'An opaque token from /api/login, /api/register or /api/users/impersonate.',
  })
  app.openAPIRegistry.registerComponent('securitySchemes', 'boardToken', {
    type: 'http',
    scheme: 'bearer',
    description:
      'A board token from /api/tablet/login, sent as `Authorization: Bearer`: it opens the /api/tablet routes and ' +
      "lets the tablet see its event's matches, never a user route.",
  })
  // Each sub-app on its URL prefix: `routes/<prefix>.ts` serves `/api/<prefix>/…` (`<prefix>.<part>.ts` a part of it).
  app
    .route('/health', health)
    .route('/setup', setup)
    .route('/register', registerRoutes)
    .route('/login', loginRoutes)
    .route('/logout', logoutRoutes)
    .route('/user', userRoutes)
    .route('/users', usersRoutes)
    .route('/password', passwordReset)
    .route('/notifications', notifications)
    .route('/matches', matchesRoutes)
    .route('/participants', participantsRoutes)
    .route('/link-invitations', linkInvitationsRoutes)
    .route('/me', meRoutes)
    .route('/manage', manageRoutes)
    .route('/tournaments', tournamentsRoutes)
    .route('/tournaments', tournamentPlayRoutes)
    .route('/event-locations', eventLocationsRoutes)
    .route('/events', eventsRoutes)
    .route('/events', eventBoardsRoutes)
    .route('/rankings', rankingsRoutes)
    .route('/tablet', tabletRoutes)
    .route('/competition', competitionRoutes)
    .route('/competition', competitionDivisionsRoutes)
    .route('/competition', competitionTeamsRoutes)
    .route('/competition', competitionVenuesRoutes)
    .route('/competition', competitionFixturesRoutes)
    .route('/competition', competitionLeagueNightRoutes)
    .route('/competition', competitionLeagueCupRoutes)
    .route('/competition', competitionSeasonEndRoutes)
    .route('/competition', competitionSiteSettingsRoutes)
    .route('/competition', competitionSiteNewsRoutes)
    .route('/competition', competitionSiteDirectoryRoutes)
    .route('/competition', competitionSiteRoutes)
    .route('/competition', competitionSitePagesRoutes)
    .route('/files', filesRoutes)
    .route('/admin', adminRoutes)
    .route('/admin/users', adminUsersRoutes)
    .route('/admin/audit-log', adminAuditLogRoutes)
    .route('/admin/analytics', adminAnalyticsRoutes)
    .route('/organisation-invitations', organisationInvitationsRoutes)
    .route('/config', configRoutes({ realtime: options.realtime?.client ?? readRealtimeConfig().client }))
    .route('/route-rules', routeRulesRoutes(config.routeRules))
  if (options.realtime) {
    app.route('/broadcasting', broadcastingAuth(options.realtime.publisher))
    app.openAPIRegistry.registerPath(broadcastingAuthDocument)
  }
  // Development helpers: absent (404) in production.
  if (config.enableTestLogin && !config.isProduction) app.route('/test-login', testLogin)
  if (!config.isProduction) app.route('/dev', devOutbox)
  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Oche API',
      version: packageVersion(),
      description: 'The HTTP API of Oche, the darts tournament platform.',
      license: { name: 'MIT', url: 'https://spdx.org/licenses/MIT.html' },
    },
    // The paths already start with /api: the server is the origin that serves the document, whatever its host.
    servers: [{ url: '/', description: 'This Oche server' }],
    // No document-wide `security`: every operation says its own (`[]` when public), so one that forgets is caught.
  })
  app.get('/reference', Scalar({ url: '/api/openapi.json', pageTitle: 'Oche API reference' }))
  app.notFound(notFound)
  app.onError(createErrorHandler(logger))
  return app
}

/** The Hono app `createApp` builds: serve it with `app.fetch`, or call it in-process with `app.request`. */
export type App = ReturnType<typeof createBaseApp>

function createBaseApp() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).basePath('/api')
}

/** The mailer `createApp` uses when it is given none: SMTP_URL, else the outbox under `<dataDir>/outbox`. */
export function createMailer(database: DatabaseHandle, config: ServerConfig, logger: Logger): Mailer {
  return new Mailer({
    db: database.db,
    logger,
    publicUrl: config.publicUrl,
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    outboxDir: join(config.dataDir, 'outbox'),
  })
}
