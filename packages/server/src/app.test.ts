import { Writable } from 'node:stream'
import { ApiErrorSchema, HealthSchema } from '@oche/api'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from './db/database'
import { availableTestDatabases, createTestApp } from './test/test-databases'

const databases = await availableTestDatabases()

describe.each(databases)('the API foundation on $kind', ({ kind, open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>

  beforeAll(async () => {
    database = await open()
    app = createTestApp(database)
  })
  afterAll(async () => {
    await database.close()
  })

  it('reports itself healthy with the database kind and version', async () => {
    const response = await app.request('/api/health')
    expect(response.status).toBe(200)
    const health = HealthSchema.parse(await response.json())
    expect(health.database).toBe(kind)
    expect(health.databaseVersion).toMatch(/^\d+(\.\d+)?/)
    expect(health.version).toBe('0.1.0')
  })

  it('gives every response a request id', async () => {
    const response = await app.request('/api/health')
    expect(response.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("keeps the caller's request id", async () => {
    const response = await app.request('/api/health', { headers: { 'X-Request-Id': 'edge-1234' } })
    expect(response.headers.get('X-Request-Id')).toBe('edge-1234')
  })

  it('replaces a request id that is not safe to log', async () => {
    const response = await app.request('/api/health', { headers: { 'X-Request-Id': 'bad id\u0007' } })
    expect(response.headers.get('X-Request-Id')).not.toBe('bad id\u0007')
  })

  it('says the language of every answer, a success and a refusal alike', async () => {
    const headers = { 'Accept-Language': 'fr-BE,fr;q=0.9' }
    const health = await app.request('/api/health', { headers })
    expect(health.status).toBe(200)
    expect(health.headers.get('Content-Language')).toBe('fr')
    const missing = await app.request('/api/no-such-thing', { headers })
    expect(missing.status).toBe(404)
    expect(missing.headers.get('Content-Language')).toBe('fr')
    const signedOut = await app.request('/api/user', { headers })
    expect(signedOut.status).toBe(401)
    expect(signedOut.headers.get('Content-Language')).toBe('fr')
  })

  it('answers unknown routes with 404 JSON', async () => {
    const response = await app.request('/api/no-such-thing')
    expect(response.status).toBe(404)
    expect(ApiErrorSchema.parse(await response.json())).toEqual({ message: 'Not found.' })
  })

  it('answers unknown routes in the caller’s language', async () => {
    const response = await app.request('/api/no-such-thing', { headers: { 'Accept-Language': 'de-DE,de;q=0.9' } })
    expect(await response.json()).toEqual({ message: 'Nicht gefunden.' })
  })

  it('answers a body that is not JSON with 400', async () => {
    const response = await app.request('/api/login', {
      method: 'POST',
      body: '{"email":',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(response.status).toBe(400)
    expect(ApiErrorSchema.parse(await response.json()).message).toBe('The request could not be read.')
  })

  it('publishes an OpenAPI document generated from the schemas', async () => {
    const response = await app.request('/api/openapi.json')
    expect(response.status).toBe(200)
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> }
    expect(document.openapi).toBe('3.1.0')
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/login',
        '/api/register',
        '/api/user',
        '/api/notifications/{id}/read',
      ]),
    )
  })

  it('serves a browsable API reference', async () => {
    const response = await app.request('/api/reference')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toContain('text/html')
    expect(await response.text()).toContain('/api/openapi.json')
  })
})

describe.each(databases)('unexpected errors on $kind', ({ open }) => {
  let database: DatabaseHandle
  const lines: Record<string, unknown>[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)))
      done()
    },
  })

  beforeAll(async () => {
    database = await open()
  })
  afterAll(async () => {
    await database.close()
  })

  it('answers 500 with the request id, no stack, and logs the error under that id', async () => {
    const app = createTestApp(database, { logger: pino({ level: 'info' }, sink) })
    app.get('/explode', () => {
      throw new Error('the bracket table caught fire')
    })
    const response = await app.request('/api/explode', { headers: { 'X-Request-Id': 'req-500' } })
    expect(response.status).toBe(500)
    const body = await response.json()
    expect(body).toEqual({ message: 'Something went wrong on our side.', requestId: 'req-500' })
    expect(response.headers.get('X-Request-Id')).toBe('req-500')
    expect(response.headers.get('Content-Language')).toBe('en')
    expect(JSON.stringify(body)).not.toContain('fire')
    const logged = lines.find((line) => line.msg === 'unhandled error')
    expect(logged).toMatchObject({ requestId: 'req-500', err: { message: 'the bracket table caught fire' } })
  })
})
