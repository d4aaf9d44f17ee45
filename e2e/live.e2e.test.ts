import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { baseUrl, browserPerFile, newPage, visit } from './browser'
import { apiLogin, casualMatch } from './event-api'

const browser = browserPerFile()

async function api(path: string, token: string, body?: unknown) {
  return fetch(`${baseUrl()}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

describe('the live match view', () => {
  it('shows a visit scored on the server within a blink, without a reload', async () => {
    const token = await apiLogin('organiser@oche.test')
    const match = await casualMatch(token, ['Mia', 'Bram'])

    const page = await newPage(browser())
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
