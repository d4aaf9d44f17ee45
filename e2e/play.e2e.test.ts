import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, browserPerFile, newPage, signIn, visit } from './browser'

const browser = browserPerFile()

type MatchListItem = { id: string; kind: string; status: string }
async function myMatches(token: string) {
  const response = await fetch(`${baseUrl()}/api/matches/mine`, { headers: { Authorization: `Bearer ${token}` } })
  return (await response.json()) as MatchListItem[]
}

const remaining = (page: Page, side: number) =>
  page.locator(`[data-side="${side}"] [data-slot="scoreboard-side-remaining"]`)

async function tap(page: Page, score: string) {
  await page.getByRole('button', { name: score, exact: true }).click()
}

async function typeScore(page: Page, score: string) {
  await page.keyboard.type(score)
  await page.keyboard.press('Enter')
}

describe('playing darts in the browser', () => {
  it('plays a 501 best-of-3 match with a bust and an undo, stored on the account', async () => {
    const page = await newPage(browser())
    const token = await signIn(page, 'mia@oche.test', 'oche-demo')
    const before = (await myMatches(token)).length
    await visit(page, `${baseUrl()}/play`)
    await page.getByRole('radio', { name: 'Best of' }).click()
    await page.getByLabel('Legs to play (best of)').fill('3')
    await page.getByRole('button', { name: 'Start match' }).click()
    await page.getByText('501 · best of 3 legs').waitFor()

    // Leg 1: the first player throws 180, 180 and takes out 141.
    await tap(page, '180')
    await tap(page, '60')
    await tap(page, '180')
    await tap(page, '60')
    await typeScore(page, '141')
    await page.getByText('Leg 2').first().waitFor()
    // Leg 2: the second player starts; the first player busts.
    await tap(page, '180')
    await page.getByRole('button', { name: 'Bust' }).click()
    expect(await remaining(page, 0).textContent()).toContain('501')
    await tap(page, '180')
    await tap(page, '100')
    await typeScore(page, '141')
    await page.getByText('Leg 3').first().waitFor()
    // Leg 3: a mistyped 100 is undone and entered again as 60.
    await tap(page, '180')
    await tap(page, '100')
    await page.getByRole('button', { name: 'Undo' }).click()
    expect(await remaining(page, 1).textContent()).toContain('501')
    await tap(page, '60')
    await tap(page, '180')
    await tap(page, '60')
    await typeScore(page, '141')
    await page.getByRole('heading', { name: /wins 2–1/ }).waitFor()

    await expect
      .poll(async () => (await myMatches(token)).filter((match) => match.status === 'finished').length, {
        timeout: 10_000,
      })
      .toBeGreaterThan(0)
    expect((await myMatches(token)).length).toBe(before + 1)
    await page.context().close()
  })

  it('plays against a bot that throws its own visits', async () => {
    const page = await newPage(browser())
    await signIn(page, 'bram@oche.test', 'oche-demo')
    await visit(page, `${baseUrl()}/play/bot/professional`)
    await page.getByRole('button', { name: 'Start match' }).click()
    await tap(page, '60')
    // The bot answers with a visit of its own, dart by dart.
    await expect
      .poll(async () => Number((await remaining(page, 1).textContent())?.replace(/\D/g, '') ?? 501), {
        timeout: 15_000,
      })
      .toBeLessThan(501)
    await page.context().close()
  })

  it('plays offline with the network cut and uploads the match once it is back', async () => {
    const page = await newPage(browser())
    const token = await signIn(page, 'fleur@oche.test', 'oche-demo')
    const before = (await myMatches(token)).filter((match) => match.kind === 'offline').length
    await visit(page, `${baseUrl()}/play/offline`)
    await page.getByRole('button', { name: 'New offline match' }).first().click()
    await page.context().setOffline(true)
    await page.getByRole('radio', { name: 'Custom' }).click()
    await page.getByLabel('Custom start score').fill('101')
    await page.getByLabel('Legs to win').fill('1')
    await page.getByRole('button', { name: 'Start match' }).click()
    await typeScore(page, '60')
    // 41 left after 60 on a double-out leg: the scorer asks how many darts went at a double.
    await page.getByRole('dialog').getByRole('button', { name: '0', exact: true }).click()
    await tap(page, '45')
    await typeScore(page, '41')
    await page.getByRole('dialog').getByRole('button', { name: '2', exact: true }).click()
    await page.getByRole('heading', { name: /wins/ }).waitFor()
    expect((await myMatches(token)).filter((match) => match.kind === 'offline').length).toBe(before)
    await page.context().setOffline(false)
    await expect
      .poll(async () => (await myMatches(token)).filter((match) => match.kind === 'offline').length, {
        timeout: 15_000,
      })
      .toBe(before + 1)
    await page.context().close()
  })

  it('opens offline play with no network at all once the service worker has it', async () => {
    const page = await newPage(browser())
    await visit(page, `${baseUrl()}/play/offline`)
    // The service worker installs, precaches the build and this page, and takes control.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
      if (!navigator.serviceWorker.controller)
        await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }))
    })
    await page.context().setOffline(true)
    await page.reload()
    await page.waitForSelector('html[data-app-ready]')
    await page.getByRole('button', { name: 'New offline match' }).first().waitFor()
    await page.context().close()
  })
})
