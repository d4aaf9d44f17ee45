import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { normaliseHost } from '@oche/api'
import { packageRoot } from './package-root'
import { parseRouteRules, type RouteRule } from './route-rules'

export type ServerConfig = {
  port: number
  host: string | undefined
  /** PGlite keeps its files under `<dataDir>/pglite`. */
  dataDir: string
  databaseUrl: string | undefined
  /**
   * REDIS_URL: several API processes share it, for realtime fan-out (realtime/config.ts) and for the rate limits
   * (login, tablet codes, e-mail requests), which otherwise count in each process's memory.
   */
  redisUrl: string | undefined
  shouldSeedDemo: boolean
  /** TRUST_PROXY=1: behind the deployment's own reverse proxy, the client is the right-most X-Forwarded-For entry. */
  trustProxy: boolean
  /**
   * OCHE_PROXY_SECRET: set by `npm start` (a fresh one per start) for the API and the web host, which forwards
   * `/api/*` with `x-oche-client-address` and this secret. Unset: only the socket's address counts.
   */
  proxySecret: string | undefined
  /** NODE_ENV is `production`: no test login, no dev outbox routes. */
  isProduction: boolean
  /** `POST /api/test-login` exists (never in production). */
  enableTestLogin: boolean
  /** The web app's address, for links in e-mails (no trailing slash). */
  publicUrl: string
  /** `smtp://` or `smtps://` URL; without it, e-mail goes to the local outbox. */
  smtpUrl: string | undefined
  mailFrom: string
  /** OCHE_SECRET; when unset, `loadSecret()` keeps one in `<dataDir>/secret`. */
  secret: string | undefined
  /** OCHE_ROUTE_RULES: the redirects `GET /api/route-rules` answers to the web host. */
  routeRules: RouteRule[]
  /** OCHE_S3_BUCKET and the rest: uploaded files go to an S3-compatible bucket; unset, to `<dataDir>/files`. */
  s3: S3Config | undefined
  /** OCHE_ORGANISATION_STORAGE_MB (500): the most an organisation's uploaded files may take together, in bytes. */
  organisationStorageBytes: number
  /**
   * OCHE_TIME_ZONE (`Europe/Amsterdam`): the IANA time zone a league's public site shows its dates and times in, on
   * the server's HTML and in the browser alike.
   */
  timeZone: string
  /**
   * OCHE_CLAMD: a ClamAV daemon every upload is scanned by before it is stored (a Unix socket path or
   * `tcp://host:port`); unset, uploads are not scanned (docs/security.md says what protects them then).
   */
  clamd: ClamdAddress | undefined
}

/** Where clamd listens: a Unix socket, or a host and port. */
export type ClamdAddress = { socket: string } | { host: string; port: number }

/** Where uploaded files go when not on disk: an S3-compatible bucket (AWS, MinIO, Garage, R2, …). */
export type S3Config = {
  bucket: string
  /** `https://s3.example.org`; unset: AWS's own endpoint for the region. */
  endpoint: string | undefined
  region: string
  /** Unset: the SDK's own credential chain (environment, profile, instance role). */
  accessKeyId: string | undefined
  secretAccessKey: string | undefined
}

/** The workspace root when running from the repository, else the working directory. */
function defaultDataDir(): string {
  let dir = packageRoot()
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return join(dir, '.data')
    const parent = dirname(dir)
    if (parent === dir) return resolve('.data')
    dir = parent
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3001)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`)
  const isProduction = env.NODE_ENV === 'production'
  return {
    port,
    host: env.HOST || undefined,
    dataDir: resolve(env.DATA_DIR || defaultDataDir()),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    shouldSeedDemo: env.OCHE_SEED_DEMO !== '0',
    trustProxy: env.TRUST_PROXY === '1',
    proxySecret: env.OCHE_PROXY_SECRET || undefined,
    isProduction,
    enableTestLogin: !isProduction && env.OCHE_ENABLE_TEST_LOGIN !== '0',
    publicUrl: publicUrl(env.OCHE_PUBLIC_URL),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    secret: env.OCHE_SECRET || undefined,
    routeRules: parseRouteRules(env.OCHE_ROUTE_RULES),
    s3: s3Config(env),
    organisationStorageBytes: megabytes('OCHE_ORGANISATION_STORAGE_MB', env.OCHE_ORGANISATION_STORAGE_MB, 500),
    timeZone: timeZone(env.OCHE_TIME_ZONE),
    clamd: clamdAddress(env.OCHE_CLAMD),
  }
}

/**
 * OCHE_CLAMD: a Unix socket path (`/run/clamav/clamd.ctl`) or `tcp://host:port` (`host:port` too). Anything else
 * stops the server at start with a clear message, rather than let it store files unscanned.
 */
function clamdAddress(value: string | undefined): ClamdAddress | undefined {
  const text = value?.trim()
  if (!text) return undefined
  if (text.startsWith('/')) return { socket: text }
  const match = /^(?:tcp:\/\/)?(\[[0-9a-f:]+\]|[^:/\s[\]]+):(\d{1,5})\/?$/i.exec(text)
  const port = Number(match?.[2])
  if (!match?.[1] || port < 1 || port > 65535)
    throw new Error(`OCHE_CLAMD must be a Unix socket path or tcp://host:port of a ClamAV daemon, not "${text}"`)
  return { host: match[1].replace(/^\[|\]$/g, ''), port }
}

export const DEFAULT_TIME_ZONE = 'Europe/Amsterdam'

/** An IANA time zone this runtime knows, in its canonical spelling (`europe/london` is `Europe/London`). */
function timeZone(value: string | undefined): string {
  const zone = value?.trim() || DEFAULT_TIME_ZONE
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone
  } catch {
    throw new Error(`OCHE_TIME_ZONE must be an IANA time zone such as Europe/Amsterdam, not "${zone}"`)
  }
}

function s3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  if (!env.OCHE_S3_BUCKET) return undefined
  const endpoint = env.OCHE_S3_ENDPOINT || undefined
  if (endpoint && (!URL.canParse(endpoint) || !/^https?:$/.test(new URL(endpoint).protocol)))
    throw new Error(`OCHE_S3_ENDPOINT must be an http(s) URL, not "${endpoint}"`)
  const accessKeyId = env.OCHE_S3_ACCESS_KEY_ID || undefined
  const secretAccessKey = env.OCHE_S3_SECRET_ACCESS_KEY || undefined
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('OCHE_S3_ACCESS_KEY_ID and OCHE_S3_SECRET_ACCESS_KEY go together: set both or neither')
  return {
    bucket: env.OCHE_S3_BUCKET,
    endpoint,
    region: env.OCHE_S3_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
  }
}

function megabytes(name: string, value: string | undefined, fallback: number): number {
  const size = Number(value || fallback)
  if (!Number.isFinite(size) || size <= 0)
    throw new Error(`${name} must be a positive number of megabytes, not "${value}"`)
  return Math.round(size * 1024 * 1024)
}

export const DEFAULT_PUBLIC_URL = 'http://localhost:3000'
export const DEFAULT_MAIL_FROM = 'Oche <no-reply@oche.localhost>'

function publicUrl(value: string | undefined): string {
  const url = value || DEFAULT_PUBLIC_URL
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
    throw new Error(`OCHE_PUBLIC_URL must be an http(s) URL, not "${url}"`)
  return url.replace(/\/+$/, '')
}

/**
 * The platform's own host names, which no league may take for its public site (a league on them would hide the
 * app): the public URL's host, and `localhost`.
 */
export function platformHostNames(config: Pick<ServerConfig, 'publicUrl'>): string[] {
  return [...new Set([normaliseHost(new URL(config.publicUrl).hostname), 'localhost'])]
}

const SECRET_BYTES = 32

/**
 * The key that signs the links in e-mails: OCHE_SECRET, or else one generated once into `<dataDir>/secret`
 * (readable by the owner only), so that links keep working across restarts.
 */
export function loadSecret(config: Pick<ServerConfig, 'secret' | 'dataDir'>): string {
  if (config.secret) {
    if (config.secret.length < 32) throw new Error('OCHE_SECRET must be at least 32 characters long')
    return config.secret
  }
  const file = join(config.dataDir, 'secret')
  mkdirSync(config.dataDir, { recursive: true })
  try {
    writeFileSync(file, randomBytes(SECRET_BYTES).toString('hex') + '\n', { flag: 'wx', mode: 0o600 })
  } catch (error) {
    // Another process (or an earlier start) wrote it first: use that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const secret = readFileSync(file, 'utf8').trim()
  if (secret.length < 32) throw new Error(`${file} holds no usable secret: delete it to generate a new one`)
  return secret
}
