import type { Logger } from 'pino'
import type { DatabaseHandle } from '../db/database'
import type { Mailer } from '../mail/mailer'
import type { Publisher } from '../realtime/index'
import type { Auth } from '../services/accounts/authenticate-token'
import type { LoginLimiter } from '../services/accounts/login-limiter'
import type { FileStore } from '../services/files/file-store'
import type { VirusScanner } from '../services/files/virus-scanner'
import type { Locale } from './messages'
import type { RequestOrigin } from './request-context'

export type AppVariables = {
  database: DatabaseHandle
  /** `database.db`, the handle every service takes. */
  db: DatabaseHandle['db']
  logger: Logger
  requestId: string
  language: Locale
  clientIp: string
  /** The scheme and host the client used, as far as it is known (`resolveRequestOrigin`). */
  origin: RequestOrigin
  /** The client is this machine itself (a loopback address): test mode, the dev outbox and demo accounts need it. */
  fromLocalMachine: boolean
  loginLimiter: LoginLimiter
  /** Wrong board codes of tablet logins, apart from password logins. */
  boardCodeLimiter: LoginLimiter
  /** Counts the requests that send e-mail, per address or account and per IP. */
  mailLimiter: LoginLimiter
  mailer: Mailer
  /** Signs the links of name and e-mail changes. */
  secret: string
  /** Publishes realtime events (after commits) and signs channel subscriptions. */
  publisher: Publisher
  version: string
  startedAt: number
  /** The platform's own host names (`platformHostNames(config)`): no league's site may take them. */
  platformHosts: readonly string[]
  /** Where uploaded files' bytes live (`<dataDir>/files` or an S3 bucket). */
  fileStore: FileStore
  /** The most an organisation's uploaded files may take together, in bytes. */
  organisationStorageBytes: number
  /** Scans every upload before it is stored (a ClamAV daemon, OCHE_CLAMD); undefined: uploads are not scanned. */
  virusScanner: VirusScanner | undefined
  /** The IANA time zone a league's public site shows its dates in (OCHE_TIME_ZONE). */
  timeZone: string
  /** Set by the guards once a bearer token was looked up: `null` when there is none or it is not valid. */
  auth: Auth | null | undefined
}

export type AppEnv = { Variables: AppVariables }

/** What a route sees after `requireUser()` or `requireSuperAdmin()`. */
export type AuthenticatedEnv = { Variables: AppVariables & { auth: Auth } }
