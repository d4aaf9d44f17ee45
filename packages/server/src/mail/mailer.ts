import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Langcode } from '@oche/api'
import { createTransport } from 'nodemailer'
import type { Logger } from 'pino'
import type { Database } from '../db/database'
import { outboxEmails } from '../db/schema/index'
import type { RenderedMail } from './render'

export type MailerOptions = {
  db: Database
  logger: Logger
  /** The web app's address, without a trailing slash: links in e-mails point there. */
  publicUrl: string
  from: string
  /** `smtp://user:pass@host:587` or `smtps://…`: deliver through SMTP. Without it, the local outbox. */
  smtpUrl?: string
  /** Where the outbox writes each message as an `.eml` file; omit to keep it in the database only. */
  outboxDir?: string
}

export type MailTransportKind = 'smtp' | 'outbox'

/**
 * Sends the platform's e-mail through nodemailer. With SMTP the message leaves the machine and is not kept
 * (a stored copy of a reset link would undo storing its token hashed). Without SMTP, the local outbox keeps
 * every message in `outbox_emails` and as an `.eml` file, for `GET /api/dev/outbox` and for mail clients.
 */
export class Mailer {
  readonly transport: MailTransportKind
  readonly publicUrl: string
  readonly #options: MailerOptions
  readonly #smtp
  readonly #stream
  readonly #pending = new Set<Promise<void>>()

  constructor(options: MailerOptions) {
    this.#options = options
    this.publicUrl = options.publicUrl.replace(/\/+$/, '')
    this.transport = options.smtpUrl ? 'smtp' : 'outbox'
    this.#smtp = options.smtpUrl ? createTransport(options.smtpUrl) : undefined
    this.#stream = createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    if (options.outboxDir) mkdirSync(options.outboxDir, { recursive: true })
  }

  /**
   * A link into the web app in the recipient's language: English unprefixed, the others under `/nl`, `/fr`,
   * `/de` (spec §2).
   */
  link(langcode: Langcode, path: string, query: Record<string, string> = {}): string {
    const url = new URL(`${this.publicUrl}${langcode === 'en' ? '' : `/${langcode}`}${path}`)
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
    return url.toString()
  }

  async send(mail: RenderedMail): Promise<void> {
    const message = { from: this.#options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html }
    if (this.#smtp) {
      const info = await this.#smtp.sendMail(message)
      this.#options.logger.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent')
      return
    }
    const id = randomUUID()
    const { message: eml } = await this.#stream.sendMail({ ...message, messageId: `<${id}@oche.outbox>` })
    if (this.#options.outboxDir) {
      const file = join(this.#options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`)
      await writeFile(file, eml)
    }
    // created_at comes from the database (microseconds), so that "newest first" holds within a millisecond.
    await this.#options.db.insert(outboxEmails).values({
      id,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      sentAt: new Date(),
    })
    this.#options.logger.info({ to: mail.to, subject: mail.subject, outboxId: id }, 'mail written to the outbox')
  }

  /**
   * Runs `task` (which usually ends in `send`) after the caller has answered, so that the answer takes as
   * long whether or not a mail goes out. A failure is logged, never thrown.
   */
  inBackground(task: () => Promise<void>): void {
    const running = task().catch((error: unknown) => {
      this.#options.logger.error({ err: error }, 'background mail failed')
    })
    const tracked = running.finally(() => this.#pending.delete(tracked))
    this.#pending.add(tracked)
  }

  /** Resolves once every background task has finished (tests; graceful shutdown). */
  async settled(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending])
  }

  close(): void {
    this.#smtp?.close()
  }
}
