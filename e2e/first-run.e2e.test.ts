import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { baseUrl, browserPerFile, newPage, visit } from './browser'

async function control(action: 'kill' | 'start' | 'start-fresh') {
  const response = await fetch(`${inject('controlUrl')}/api/${action}`, { method: 'POST' })
  if (response.status !== 204) throw new Error(`Could not ${action} the API: ${response.status}`)
}

const browser = browserPerFile()
beforeAll(async () => {
  // A club going live: the API starts on an empty data folder without demo data, so no super admin exists.
  await control('kill')
  await control('start-fresh')
})
afterAll(async () => {
  // The other browser tests run against the seeded platform again.
  await control('kill')
  await control('start')
})

describe('the first run in the browser', () => {
  it('offers the machine itself a first-run screen at / that creates the first super admin and signs them in', async () => {
    const before = await fetch(`${baseUrl()}/api/setup`)
    expect(await before.json()).toEqual({ needed: true, from_this_machine: true })

    const page = await newPage(browser())
    await visit(page, `${baseUrl()}/`)
    await page.getByRole('heading', { level: 1, name: 'Welcome to Oche' }).waitFor()
    await page.getByLabel('Your name').fill('Clubhouse Admin')
    await page.getByLabel('E-mail address').fill('admin@clubhouse.example')
    await page.getByLabel('Password', { exact: true }).fill('bulls-eye-50')
    await page.getByRole('button', { name: 'Create the administrator' }).click()
    await page.getByRole('button', { name: 'Account menu of Clubhouse Admin' }).waitFor()
    await page.waitForURL(`${baseUrl()}/manage`)

    const after = await fetch(`${baseUrl()}/api/setup`)
    expect(await after.json()).toEqual({ needed: false, from_this_machine: true })
    // Set up: the home page is the landing page again, and nobody can make another first admin.
    await visit(page, `${baseUrl()}/`)
    await page.getByRole('heading', { level: 1, name: 'Next-level darts tournament platform' }).waitFor()
    const again = await fetch(`${baseUrl()}/api/setup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Intruder', email: 'intruder@example.com', password: 'let-me-in-please' }),
    })
    expect(again.status).toBe(409)
    await page.context().close()
  })
})
