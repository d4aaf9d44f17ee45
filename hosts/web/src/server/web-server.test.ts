import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createWebServer, type WebServerOptions } from './web-server'

const secret = 'a-secret-of-this-start'
const servers: Server[] = []

async function listen(server: Server): Promise<string> {
  servers.push(server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((done) => server.close(done))
  }
})

/** A stand-in API that tells what it received, and one page handler that does the same. */
async function platform(overrides: Partial<WebServerOptions> = {}) {
  const seen: { api?: IncomingHttpHeaders; page?: IncomingHttpHeaders; body?: string } = {}
  const api = createServer((request, response) => {
    seen.api = request.headers
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk))
    request.on('end', () => {
      seen.body = body
      response.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/'])
      response.setHeader('x-middleware-rewrite', 'http://127.0.0.1:3001/api/x')
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ ok: true, path: request.url }))
    })
  })
  const apiOrigin = new URL(await listen(api))
  const web = createWebServer({
    apiOrigin,
    proxySecret: secret,
    trustProxy: false,
    handlePage: async (request, response) => {
      seen.page = request.headers
      response.setHeader('x-middleware-rewrite', '/_not-found')
      response.setHeader('content-type', 'text/html')
      response.end('<p>page</p>')
    },
    ...overrides,
  })
  return { url: await listen(web), seen }
}

const spoofed = {
  'x-forwarded-for': '203.0.113.9',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'evil.example',
  forwarded: 'for=203.0.113.9',
  'x-real-ip': '203.0.113.9',
  'x-oche-client-address': '127.0.0.1',
  'x-oche-proxy-secret': 'a guess',
  'x-oche-pathname': '/admin',
  'x-middleware-subrequest': 'proxy',
}

describe('the web host server', () => {
  it('forwards /api with the real client address and the secret, never what the client claimed', async () => {
    const { url, seen } = await platform()
    const response = await fetch(`${url}/api/login?next=1`, {
      method: 'POST',
      headers: { ...spoofed, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.c' }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true, path: '/api/login?next=1' })
    expect(seen.body).toBe('{"email":"a@b.c"}')
    expect(seen.api?.['x-oche-client-address']).toBe('127.0.0.1')
    expect(seen.api?.['x-oche-proxy-secret']).toBe(secret)
    for (const name of ['x-forwarded-host', 'forwarded', 'x-real-ip']) expect(seen.api?.[name]).toBeUndefined()
    // The forwarded headers the API gets are the web host's own.
    expect(seen.api?.['x-forwarded-for']).toBe('127.0.0.1')
    expect(seen.api?.['x-forwarded-proto']).toBe('http')
    expect(seen.api?.['x-oche-pathname']).toBeUndefined()
    expect(seen.api?.['x-middleware-subrequest']).toBeUndefined()
  })

  it("passes the API's answer on without internal headers, with every cookie and nosniff", async () => {
    const { url } = await platform()
    const response = await fetch(`${url}/api/health`)
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    expect(response.headers.get('x-middleware-rewrite')).toBeNull()
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('cleans page requests the same way and hides Next internals in the answer', async () => {
    const { url, seen } = await platform()
    const response = await fetch(`${url}/tournaments`, { headers: spoofed })
    expect(await response.text()).toBe('<p>page</p>')
    expect(seen.page?.['x-oche-pathname']).toBeUndefined()
    expect(seen.page?.['x-forwarded-for']).toBeUndefined()
    expect(seen.page?.['x-middleware-subrequest']).toBeUndefined()
    expect(seen.page?.['x-oche-client-address']).toBe('127.0.0.1')
    expect(seen.page?.['x-oche-proxy-secret']).toBe(secret)
    expect(seen.page?.['x-oche-client-proto']).toBe('http')
    expect(seen.page?.['x-oche-router-prefetch']).toBeUndefined()
    expect(response.headers.get('x-middleware-rewrite')).toBeNull()
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('behind a trusted proxy takes the right-most forwarded address and sends HSTS over https', async () => {
    const { url, seen } = await platform({ trustProxy: true })
    const response = await fetch(`${url}/api/health`, {
      headers: { 'x-forwarded-for': '198.51.100.7, 192.0.2.44', 'x-forwarded-proto': 'https' },
    })
    expect(seen.api?.['x-oche-client-address']).toBe('192.0.2.44')
    expect(seen.api?.['x-forwarded-for']).toBe('192.0.2.44')
    expect(seen.api?.['x-forwarded-proto']).toBe('https')
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
    await fetch(`${url}/standings`, { headers: { 'x-forwarded-proto': 'https', 'next-router-prefetch': '1' } })
    expect(seen.page?.['x-oche-client-proto']).toBe('https')
    // Only the router's own prefetch (an RSC request) is one.
    expect(seen.page?.['x-oche-router-prefetch']).toBeUndefined()
    await fetch(`${url}/standings`, { headers: { rsc: '1', 'next-router-prefetch': '1' } })
    expect(seen.page?.['x-oche-router-prefetch']).toBe('1')
  })

  it('answers 502 with no body when the API is down', async () => {
    const closed = createServer()
    const origin = new URL(await listen(closed))
    await new Promise((done) => closed.close(done))
    servers.splice(servers.indexOf(closed), 1)
    const { url } = await platform({ apiOrigin: origin })
    const response = await fetch(`${url}/api/health`)
    expect(response.status).toBe(502)
    expect(await response.text()).toBe('')
  })

  it("gives a too large upload the API's 413 while it is still being sent", async () => {
    const limit = 1024 * 1024
    // Like the API (Hono's body limit on Node): answers once the limit is passed, and Node discards the rest.
    const api = createServer((request, response) => {
      let received = 0
      request.on('data', (chunk: Buffer) => {
        received += chunk.length
        if (received > limit && !response.headersSent) {
          response.writeHead(413, { 'content-type': 'application/json' })
          response.end('{"message":"too large"}')
        }
      })
    })
    const { url } = await platform({ apiOrigin: new URL(await listen(api)) })
    const total = 64 * limit
    const chunk = Buffer.alloc(64 * 1024, 1)
    const result = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      let sent = 0
      let answered = false
      const upload = httpRequest(`${url}/api/tournaments/1/entries/import`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(total) },
      })
      upload.on('response', (response) => {
        answered = true
        let body = ''
        response.on('data', (part: Buffer) => (body += part))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, sent }))
      })
      upload.on('error', (error) => (answered ? undefined : reject(error)))
      const pump = () => {
        while (!answered && sent < total) {
          sent += chunk.length
          if (!upload.write(chunk)) return void upload.once('drain', pump)
        }
        if (sent >= total) upload.end()
      }
      pump()
    })
    expect(result.status).toBe(413)
    expect(result.body).toBe('{"message":"too large"}')
    expect(result.sent).toBeLessThan(total)
  })
})
