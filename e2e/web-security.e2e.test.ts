import { request as httpRequest } from 'node:http'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, browserPerFile, newPage, visit } from './browser'
import { apiLogin, casualMatch } from './event-api'
import { apiPort } from './platform'

// Issue 24 and 26: what the web host sends with every answer, and what it never sends.

const browser = browserPerFile()

/** No header may name an address or port of this machine's internals (the API's, 127.0.0.1:…). */
function expectNoInternalAddress(headers: Headers) {
  for (const [name, value] of headers) {
    expect(name).not.toMatch(/^x-middleware-/)
    expect(`${name}: ${value}`).not.toMatch(new RegExp(`127\\.0\\.0\\.1|localhost:${apiPort}|:${apiPort}\\b`))
  }
}

const directive = (policy: string | null, name: string) =>
  (policy ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))

describe('security headers', () => {
  it('sends a page with a nonce CSP, no framing and no internal address', async () => {
    const response = await fetch(`${baseUrl()}/privacy-policy`)
    expect(response.status).toBe(200)
    const policy = response.headers.get('content-security-policy')
    const scripts = directive(policy, 'script-src')
    expect(scripts).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/)
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'")
    expect(directive(policy, 'img-src')).toContain('data:')
    expect(directive(policy, 'connect-src')).toMatch(/ws:\/\/localhost:\d+/)
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
    // Plain http: no HSTS, which only a TLS connection may carry.
    expect(response.headers.get('strict-transport-security')).toBeNull()
    expectNoInternalAddress(response.headers)
    // The nonce is fresh for every page.
    const again = await fetch(`${baseUrl()}/privacy-policy`)
    expect(directive(again.headers.get('content-security-policy'), 'script-src')).not.toBe(scripts)
  })

  it('lets venues frame the TV and overlay views of a live match, and no other view', async () => {
    // A match that exists: an unknown one is the real 404 (issue 20).
    const { id } = await casualMatch(await apiLogin('organiser@oche.test'), ['Ann', 'Bea'])
    for (const view of ['overlay', 'tv']) {
      const response = await fetch(`${baseUrl()}/live/${id}?view=${view}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('x-frame-options')).toBeNull()
      expect(response.headers.get('content-security-policy')).not.toContain('frame-ancestors')
      expect(response.headers.get('content-security-policy')).toContain("'nonce-")
      expectNoInternalAddress(response.headers)
    }
    const phone = await fetch(`${baseUrl()}/live/${id}`)
    expect(phone.headers.get('x-frame-options')).toBe('DENY')
  })

  it('sends API answers with nosniff and without internal addresses, also 404s and a refused login', async () => {
    for (const response of [
      await fetch(`${baseUrl()}/api/health`),
      await fetch(`${baseUrl()}/api/no-such-route`),
      await fetch(`${baseUrl()}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@oche.test', password: 'wrong-password' }),
      }),
    ]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expectNoInternalAddress(response.headers)
    }
    const notFound = await fetch(`${baseUrl()}/no-such-page`)
    expect(notFound.status).toBe(404)
    expectNoInternalAddress(notFound.headers)
  })

  it('answers a body over the limit with 413 while it is still being uploaded', async () => {
    const total = 32 * 1024 * 1024
    const chunk = Buffer.alloc(256 * 1024, 0x20)
    const { status, sent } = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
      let sent = 0
      let answered = false
      const upload = httpRequest(`${baseUrl()}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(total) },
      })
      upload.on('response', (response) => {
        answered = true
        response.resume()
        response.on('end', () => {
          upload.destroy()
          resolve({ status: response.statusCode ?? 0, sent })
        })
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
    expect(status).toBe(413)
    expect(sent).toBeLessThan(total)
  })
})

describe('malformed addresses', () => {
  it.each(['/tournaments/%ZZ', '/%E0%A4%A', '/nl/%', '/live/%C0%AF?view=tv'])(
    'answers %s with 404 or 400, never 500',
    async (path) => {
      const response = await fetch(`${baseUrl()}${path}`, { headers: { Accept: 'text/html' } })
      expect([400, 404]).toContain(response.status)
    },
  )

  it('shows the 404 page for an undecodable path', async () => {
    const page = await newPage(browser())
    const response = await page.goto(`${baseUrl()}/tournaments/%ZZ`)
    expect(response?.status()).toBe(404)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy()
    await page.context().close()
  })
})

/** Every CSP violation on the page: the browser's console errors about it and the `securitypolicyviolation` events. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text())
  })
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ;(window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI}`,
      )
    })
  })
  return violations
}

describe('the Content-Security-Policy in the browser', () => {
  /** Until the browser has nothing left to do: the page's data is in and rendered. */
  const settled = (page: Page) =>
    page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(undefined), { timeout: 5000 })))

  it.each([
    ['a public page', '/tournaments'],
    ['the tablet login', '/tablet/login'],
    ['the scorer', '/play'],
  ])('blocks nothing of ours on %s', async (_name, path) => {
    const page = await newPage(browser())
    const violations = await watchViolations(page)
    await visit(page, `${baseUrl()}${path}`)
    // Hydrated: Next's own scripts ran with the page's nonce.
    expect(await page.evaluate(() => document.documentElement.dataset.appReady !== undefined)).toBe(true)
    await page.waitForLoadState('load')
    await settled(page)
    expect(violations).toEqual([])
    await page.context().close()
  })

  it('lets a live view open its realtime socket', async () => {
    const { id } = await casualMatch(await apiLogin('organiser@oche.test'), ['Ann', 'Bea'])
    const page = await newPage(browser())
    const violations = await watchViolations(page)
    const socket = page.waitForEvent('websocket')
    await visit(page, `${baseUrl()}/live/${id}?view=tv`)
    expect(new URL((await socket).url()).hostname).toBe('localhost')
    await settled(page)
    expect(violations).toEqual([])
    await page.context().close()
  })
})

describe('forms before the page is interactive', () => {
  it('posts the login form, so the password never lands in the address bar, and the page still answers', async () => {
    const context = await browser().newContext({ locale: 'en-GB', javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${baseUrl()}/auth/login`)
    await page.getByLabel('E-mail address').fill('organiser@oche.test')
    await page.getByLabel('Password', { exact: true }).fill('secret-password')
    const [request] = await Promise.all([
      page.waitForRequest((candidate) => candidate.url().startsWith(`${baseUrl()}/auth/login`)),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ])
    expect(request.method()).toBe('POST')
    expect(request.url()).not.toContain('secret-password')
    const response = await request.response()
    expect(response?.status()).toBeLessThan(500)
    await page.waitForLoadState()
    expect(page.url()).not.toContain('secret-password')
    await context.close()
  })
})
