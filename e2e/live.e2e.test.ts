import { randomUUID } from 'node:crypto'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, launch, newPage, visit } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

async function api(path: string, token: string, body?: unknown) {
  return fetch(`${baseUrl()}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

describe('the live match view', () => {
  it('shows a visit scored on the server within a blink, without a reload', async () => {
    const login = await fetch(`${baseUrl()}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'organiser@oche.test', password: 'oche-demo' }),
    })
    const { token } = (await login.json()) as { token: string }
    const created = await api('/matches', token, {
      kind: 'casual',
      config: {
        startScore: 501,
        inRule: 'straight',
        outRule: 'double',
        format: { kind: 'firstTo', legs: 1 },
        sides: [{ name: 'Mia' }, { name: 'Bram' }],
      },
    })
    expect(created.status).toBe(201)
    const match = (await created.json()) as { id: string; version: number }

    const page = await newPage(browser)
    await visit(page, `${baseUrl()}/live/${match.id}`)
    const remaining = page.locator('[data-slot="scoreboard-side-remaining"]')
    await remaining.first().waitFor()
    expect(await remaining.allTextContents()).toEqual(['Remaining 501', 'Remaining 501'])
    // The socket is open once the connection indicator says so; then the server scores a visit.
    await page.waitForFunction(() => document.querySelector('[data-connection="connected"]') !== null, null, {
      timeout: 15_000,
    })
    const appended = await api(`/matches/${match.id}/events`, token, {
      version: match.version,
      event: { type: 'visit', id: randomUUID(), total: 100 },
    })
    expect(appended.status).toBe(201)
    await page.waitForFunction(
      () => document.querySelector('[data-slot="scoreboard-side-remaining"]')?.textContent?.endsWith(' 401'),
      null,
      { timeout: 5_000 },
    )
    await page.context().close()
  })
})
