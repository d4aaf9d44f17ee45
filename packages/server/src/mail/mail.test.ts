import { createServer, type Server } from 'node:net'
import type { Langcode } from '@oche/api'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { outboxEmails } from '../db/schema/index'
import { availableTestDatabases } from '../test/test-databases'
import { Mailer } from './mailer'
import { renderMail } from './render'
import { confirmEmailChangeMail } from './templates/confirm-email-change'
import { confirmNameChangeMail } from './templates/confirm-name-change'
import { emailChangedByAdminMail } from './templates/email-changed-by-admin'
import { resetPasswordMail } from './templates/reset-password'

const langcodes: Langcode[] = ['en', 'nl', 'fr', 'de']
const url = 'http://localhost:3000/x?token=abc'

describe('the mail templates', () => {
  const templates = {
    'reset-password': (langcode: Langcode) => resetPasswordMail(langcode, { name: 'Mia', url, expiresInMinutes: 60 }),
    'confirm-name-change': (langcode: Langcode) =>
      confirmNameChangeMail(langcode, { currentName: 'Mia', newName: 'Mia Max', url, expiresInHours: 24 }),
    'confirm-email-change': (langcode: Langcode) =>
      confirmEmailChangeMail(langcode, { name: 'Mia', newEmail: 'new@example.com', url, expiresInHours: 24 }),
    'email-changed-by-admin': (langcode: Langcode) =>
      emailChangedByAdminMail(langcode, { name: 'Mia', newEmail: 'new@example.com', url }),
  }

  it.each(Object.entries(templates))('%s has its own words in every language, and the link', (_name, template) => {
    const contents = langcodes.map(template)
    expect(new Set(contents.map((content) => content.subject)).size).toBe(4)
    expect(new Set(contents.map((content) => content.action.label)).size).toBe(4)
    for (const content of contents) {
      expect(content.action.url).toBe(url)
      expect(content.greeting).toContain('Mia')
    }
  })

  it('renders plain text with the link on its own line, and HTML with the user input escaped', () => {
    const mail = renderMail(
      'mia@example.com',
      confirmNameChangeMail('en', { currentName: 'Mia', newName: '<b>Max</b> & co', url, expiresInHours: 24 }),
    )
    expect(mail.text).toContain(`Confirm my new name:\n${url}\n`)
    expect(mail.text).toContain('“<b>Max</b> & co”')
    expect(mail.html).toContain('&lt;b&gt;Max&lt;/b&gt; &amp; co')
    expect(mail.html).not.toContain('<b>Max</b>')
    expect(mail.html).toContain(`href="http://localhost:3000/x?token=abc"`)
  })
})

describe('Mailer.link', () => {
  const mailer = new Mailer({
    db: undefined as never,
    logger: pino({ level: 'silent' }),
    publicUrl: 'https://oche.example/app/',
    from: 'Oche <no-reply@oche.example>',
  })

  it.each([
    ['en', 'https://oche.example/app/auth/reset-password?token=a%2Bb'],
    ['nl', 'https://oche.example/app/nl/auth/reset-password?token=a%2Bb'],
    ['fr', 'https://oche.example/app/fr/auth/reset-password?token=a%2Bb'],
    ['de', 'https://oche.example/app/de/auth/reset-password?token=a%2Bb'],
  ] as const)('prefixes %s links as the web app routes them', (langcode, expected) => {
    expect(mailer.link(langcode, '/auth/reset-password', { token: 'a+b' })).toBe(expected)
  })
})

/** Just enough of an SMTP server to receive one message, without STARTTLS. */
function fakeSmtpServer(): { server: Server; received: string[] } {
  const received: string[] = []
  const server = createServer((socket) => {
    let buffer = ''
    let inData = false
    socket.write('220 fake.test ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          received.push(buffer.slice(0, end))
          buffer = buffer.slice(end + 5)
          inData = false
          socket.write('250 2.0.0 queued\r\n')
          continue
        }
        const newline = buffer.indexOf('\r\n')
        if (newline < 0) return
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 2)
        const command = line.slice(0, 4).toUpperCase()
        if (command === 'EHLO') socket.write('250-fake.test\r\n250 8BITMIME\r\n')
        else if (command === 'DATA') {
          inData = true
          socket.write('354 go ahead\r\n')
        } else if (command === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('250 OK\r\n')
      }
    })
  })
  return { server, received }
}

const [pglite] = await availableTestDatabases()

describe('Mailer with SMTP_URL', () => {
  let database: DatabaseHandle
  let smtp: ReturnType<typeof fakeSmtpServer>
  let port: number

  beforeAll(async () => {
    database = await pglite!.open()
    smtp = fakeSmtpServer()
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve))
    port = (smtp.server.address() as { port: number }).port
  })
  afterAll(async () => {
    smtp.server.close()
    await database.close()
  })

  it('delivers through SMTP and keeps no copy in the outbox table', async () => {
    const mailer = new Mailer({
      db: database.db,
      logger: pino({ level: 'silent' }),
      publicUrl: 'http://localhost:3000',
      from: 'Oche <no-reply@oche.example>',
      smtpUrl: `smtp://127.0.0.1:${port}`,
    })
    expect(mailer.transport).toBe('smtp')
    await mailer.send(
      renderMail('mia@example.com', resetPasswordMail('nl', { name: 'Mia', url, expiresInMinutes: 60 })),
    )
    mailer.close()
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]).toContain('To: mia@example.com')
    expect(smtp.received[0]).toContain('From: Oche <no-reply@oche.example>')
    expect(smtp.received[0]).toMatch(/Subject: .*Oche/)
    expect(await database.db.select().from(outboxEmails)).toEqual([])
  })
})
