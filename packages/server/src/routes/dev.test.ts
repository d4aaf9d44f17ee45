import { ApiErrorSchema, OutboxMessageListSchema, OutboxMessageSchema, TokenSchema, UserSchema } from '@oche/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { renderMail } from '../mail/render'
import {
  asClient,
  availableTestDatabases,
  createTestApp,
  createTestMailer,
  fromSocket,
  testConfig,
} from '../test/test-databases'
import { bearer, createSignedInUser, json } from '../test/test-users'

const databases = await availableTestDatabases()

describe.each(databases)('development routes on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    database = await open()
    app = createTestApp(database)
  })
  afterAll(async () => {
    await database.close()
  })

  const content = (subject: string, url: string) => ({
    subject,
    greeting: 'Hello,',
    intro: ['Follow this:'],
    action: { label: 'Go', url },
    outro: [],
    signature: 'Oche',
  })

  describe('POST /api/test-login', () => {
    it('answers a token that signs the existing account in, without its password', async () => {
      const { user } = await createSignedInUser(database.db)
      const response = await app.request('/api/test-login', json({ email: user.email.toUpperCase() }))
      expect(response.status).toBe(200)
      const { token } = TokenSchema.parse(await response.json())
      const me = UserSchema.parse(await (await app.request('/api/user', { headers: bearer(token) })).json())
      expect(me.id).toBe(user.id)
    })

    it('answers 422 on email, translated, for an address no account uses', async () => {
      const response = await app.request(
        '/api/test-login',
        json({ email: 'nobody@example.com' }, { 'Accept-Language': 'de' }),
      )
      expect(response.status).toBe(422)
      expect(ApiErrorSchema.parse(await response.json()).errors).toEqual({
        email: ['Kein Konto verwendet diese E-Mail-Adresse.'],
      })
    })

    it.each([[{ email: 'nope' }], [{}]])('answers 422 on email for %j', async (body) => {
      const response = await app.request('/api/test-login', json(body))
      expect(response.status).toBe(422)
      expect(Object.keys(ApiErrorSchema.parse(await response.json()).errors ?? {})).toEqual(['email'])
    })

    it('does not exist for another device, behind the web host or connecting directly', async () => {
      const { user } = await createSignedInUser(database.db)
      const fromPhone = await app.request('/api/test-login', json({ email: user.email }, asClient('192.168.1.23')))
      expect(fromPhone.status).toBe(404)
      expect(ApiErrorSchema.parse(await fromPhone.json())).toEqual({ message: 'Not found.' })
      const direct = await app.request(
        '/api/test-login',
        json({ email: user.email }, { 'X-Forwarded-For': '127.0.0.1', ...asClient('127.0.0.1') }),
        fromSocket('192.168.1.23'),
      )
      expect(direct.status).toBe(404)
      const vouchedRemote = await app.request(
        '/api/test-login',
        json({ email: user.email }, asClient('::ffff:192.168.1.23')),
      )
      expect(vouchedRemote.status).toBe(404)
    })

    it('answers the browser on this machine behind the web host', async () => {
      const { user } = await createSignedInUser(database.db)
      expect((await app.request('/api/test-login', json({ email: user.email }, asClient('::1')))).status).toBe(200)
    })

    it('does not exist in production mode', async () => {
      const { user } = await createSignedInUser(database.db)
      const production = createTestApp(database, { config: testConfig({ isProduction: true, enableTestLogin: true }) })
      const response = await production.request('/api/test-login', json({ email: user.email }))
      expect(response.status).toBe(404)
      expect(ApiErrorSchema.parse(await response.json())).toEqual({ message: 'Not found.' })
    })

    it('does not exist when OCHE_ENABLE_TEST_LOGIN is 0', async () => {
      const { user } = await createSignedInUser(database.db)
      const off = createTestApp(database, { config: testConfig({ enableTestLogin: false }) })
      expect((await off.request('/api/test-login', json({ email: user.email }))).status).toBe(404)
    })

    it('is left out of the OpenAPI document in production mode', async () => {
      const production = createTestApp(database, { config: testConfig({ isProduction: true }) })
      const paths = Object.keys(
        ((await (await production.request('/api/openapi.json')).json()) as { paths: object }).paths,
      )
      expect(paths).not.toContain('/api/test-login')
      expect(paths).not.toContain('/api/dev/outbox')
      expect(paths).toContain('/api/password/forgot')
    })
  })

  describe('GET /api/dev/outbox', () => {
    it('lists the messages newest first, with the links of each, filtered by recipient', async () => {
      const mailer = createTestMailer(database, { publicUrl: 'https://oche.example' })
      const to = `outbox-${Date.now()}@example.com`
      await mailer.send(renderMail(to, content('First', mailer.link('en', '/a', { token: '1' }))))
      await mailer.send(renderMail(to, content('Second', mailer.link('nl', '/b', { token: '2' }))))
      await mailer.send(renderMail('someone-else@example.com', content('Other', mailer.link('en', '/c'))))
      const response = await app.request(`/api/dev/outbox?to=${encodeURIComponent(to.toUpperCase())}`)
      expect(response.status).toBe(200)
      const messages = OutboxMessageListSchema.parse(await response.json())
      expect(messages.map((message) => [message.subject, message.links])).toEqual([
        ['Second', ['https://oche.example/nl/b?token=2']],
        ['First', ['https://oche.example/a?token=1']],
      ])
      const all = OutboxMessageListSchema.parse(await (await app.request('/api/dev/outbox')).json())
      expect(all.map((message) => message.subject).slice(0, 3)).toEqual(['Other', 'Second', 'First'])
    })

    it('answers one message by id', async () => {
      const mailer = createTestMailer(database)
      await mailer.send(renderMail('single@example.com', content('Single <one>', 'http://localhost:3000/x')))
      const [listed] = OutboxMessageListSchema.parse(
        await (await app.request('/api/dev/outbox?to=single@example.com')).json(),
      )
      const response = await app.request(`/api/dev/outbox/${listed?.id}`)
      expect(response.status).toBe(200)
      const message = OutboxMessageSchema.parse(await response.json())
      expect(message).toMatchObject({ subject: 'Single <one>', to: 'single@example.com' })
      expect(message.html).toContain('<title>Single &lt;one&gt;</title>')
    })

    it('answers 404 for a message that does not exist, and 422 for an id that is not one', async () => {
      expect((await app.request(`/api/dev/outbox/${crypto.randomUUID()}`)).status).toBe(404)
      const response = await app.request('/api/dev/outbox/not-a-uuid')
      expect(response.status).toBe(422)
      expect(Object.keys(ApiErrorSchema.parse(await response.json()).errors ?? {})).toEqual(['id'])
    })

    it('does not exist for another device', async () => {
      const mailer = createTestMailer(database)
      await mailer.send(renderMail('private@example.com', content('Reset', 'http://localhost:3000/reset?token=x')))
      const [listed] = OutboxMessageListSchema.parse(await (await app.request('/api/dev/outbox')).json())
      const fromPhone = asClient('192.168.1.23')
      expect((await app.request('/api/dev/outbox', { headers: fromPhone })).status).toBe(404)
      expect((await app.request(`/api/dev/outbox/${listed?.id}`, { headers: fromPhone })).status).toBe(404)
      expect((await app.request('/api/dev/outbox', {}, fromSocket('10.0.0.5'))).status).toBe(404)
    })

    it('does not exist in production mode', async () => {
      const production = createTestApp(database, { config: testConfig({ isProduction: true }) })
      expect((await production.request('/api/dev/outbox')).status).toBe(404)
      expect((await production.request(`/api/dev/outbox/${crypto.randomUUID()}`)).status).toBe(404)
    })
  })
})
