import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, browserPerFile, newPage, visit } from './browser'
import { apiLogin, casualMatch, type CreatedMatch } from './event-api'

// The venue views of /live/{id}: the TV rotation (`?view=tv&matches=…`) and the stream overlay (`?view=overlay`).

const browser = browserPerFile()
let token: string
beforeAll(async () => {
  token = await apiLogin('organiser@oche.test')
})

async function post(path: string, body: unknown) {
  return fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })
}

/** A 501 match of two players, first to one leg, with `events` already played. */
const createMatch = (names: [string, string], events: unknown[] = []) => casualMatch(token, names, events)

async function scoreVisit(match: CreatedMatch, version: number, total: number) {
  const response = await post(`/matches/${match.id}/events`, {
    version,
    event: { type: 'visit', id: randomUUID(), total },
  })
  expect(response.status).toBe(201)
}

const visitOf = (total: number) => ({ type: 'visit', id: randomUUID(), total })

async function untilText(page: Page, selector: string, text: string) {
  await page.waitForFunction(
    ([selector, text]) => document.querySelector(selector!)?.textContent?.includes(text!) ?? false,
    [selector, text] as const,
    // As long as the other e2e tests wait: on a busy machine the realtime round trip takes a while.
    { timeout: 30_000 },
  )
}

async function pageSize(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    scrollHeight: document.documentElement.scrollHeight,
    width: innerWidth,
    height: innerHeight,
  }))
}

describe('the venue views of a live match', () => {
  it('shows a visit scored on the server in the TV view and the overlay at once, without a reload', async () => {
    const board1 = await createMatch(['Fleur', 'Dieter'])
    const board2 = await createMatch(['Mia', 'Bram'], [visitOf(60)])
    // Board 3 is over: 180, 180 and a 141 checkout (T20 T19 D12).
    const board3 = await createMatch(
      ['Anna', 'Joost'],
      [
        visitOf(180),
        visitOf(60),
        visitOf(180),
        visitOf(60),
        { type: 'darts', id: randomUUID(), darts: ['T20', 'T19', 'D12'] },
      ],
    )

    const tv = await newPage(browser(), { viewport: { width: 1920, height: 1080 } })
    // A result has one turn on screen while other matches are on; on a busy machine that turn may come while the
    // test still waits on another screen, so the page notes every heading it shows.
    await tv.addInitScript(() => {
      const shown = new Set<string>()
      Object.assign(window, { shownHeadings: shown })
      new MutationObserver(() => {
        for (const heading of document.querySelectorAll('h2')) shown.add(heading.textContent ?? '')
      }).observe(document, { subtree: true, childList: true, characterData: true })
    })
    await visit(tv, `${baseUrl()}/live/${board1.id}?view=tv&matches=${board2.id},not-an-id,${board3.id}&interval=5`)
    await tv.getByRole('group', { name: 'Match 1 of 3' }).waitFor()
    expect(await tv.locator('main[data-view="tv"]').getAttribute('data-match')).toBe(board1.id)
    // Across the room: no scrolling, no header or footer of the site, nothing to click.
    expect(await pageSize(tv)).toEqual({ scrollWidth: 1920, scrollHeight: 1080, width: 1920, height: 1080 })
    expect(await tv.locator('header a, footer').count()).toBe(0)
    expect(await tv.getByRole('button').count()).toBe(0)
    const remainingSize = await tv
      .locator('[data-slot="scoreboard-side-remaining"]')
      .first()
      .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))
    expect(remainingSize).toBeGreaterThanOrEqual(300)

    const overlay = await newPage(browser(), { viewport: { width: 1280, height: 200 } })
    await visit(overlay, `${baseUrl()}/live/${board1.id}?view=overlay`)
    await overlay.getByRole('table', { name: 'Scores' }).waitFor()
    const backgrounds = await overlay.evaluate(() => [
      getComputedStyle(document.documentElement).backgroundColor,
      getComputedStyle(document.body).backgroundColor,
      getComputedStyle(document.documentElement).backgroundImage,
    ])
    expect(backgrounds).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)', 'none'])
    expect(await overlay.locator('header, footer, [data-sonner-toaster], [data-slot="qr-code"]').count()).toBe(0)

    // Both pages have their socket open; then board 1's first visit is thrown.
    for (const page of [tv, overlay]) {
      await page.waitForFunction(() => document.querySelector('[data-connection="connected"]') !== null, null, {
        timeout: 15_000,
      })
    }
    await scoreVisit(board1, board1.version, 100)
    await untilText(tv, '[data-side="0"] [data-slot="scoreboard-side-remaining"]', '401')
    await untilText(overlay, '[data-side="0"] [data-stat="remaining"]', '401')
    await untilText(overlay, '[data-side="0"] [data-stat="last-visit"]', '100')
    // Now Dieter is to throw, on both screens.
    await untilText(overlay, 'tr[aria-current="true"]', 'Dieter')

    // Board 2 is scored while the TV shows board 1; its turn comes after 5 s, already up to date.
    await scoreVisit(board2, board2.version, 140)
    await tv.waitForFunction(
      (id) => document.querySelector('main[data-view="tv"]')?.getAttribute('data-match') === id,
      board2.id,
      // The turns change every 5 s; a busy machine may be a turn late.
      { timeout: 20_000 },
    )
    await untilText(tv, '[data-side="1"] [data-slot="scoreboard-side-remaining"]', '361')
    expect(await tv.getByRole('group', { name: 'Match 2 of 3' }).count()).toBe(1)
    // Board 3's result has its turn (once, as results do while other matches are on).
    await tv.waitForFunction(
      () =>
        [...(window as unknown as { shownHeadings: Set<string> }).shownHeadings].some((text) =>
          text.includes('Anna wins the match'),
        ),
      null,
      { timeout: 30_000 },
    )

    await tv.context().close()
    await overlay.context().close()
  })

  it('fits the TV view on a 1280×720 screen and answers an unknown first match with the 404 page', async () => {
    const board = await createMatch(['Noor', 'Pieter'], [visitOf(100), visitOf(45)])
    const tv = await newPage(browser(), { viewport: { width: 1280, height: 720 } })
    await visit(tv, `${baseUrl()}/live/${board.id}?view=tv`)
    await tv.locator('[data-slot="scoreboard-side-remaining"]').first().waitFor()
    expect(await pageSize(tv)).toEqual({ scrollWidth: 1280, scrollHeight: 720, width: 1280, height: 720 })
    const response = await tv.goto(`${baseUrl()}/live/not-a-match?view=tv&matches=${board.id}`)
    expect(response?.status()).toBe(404)
    await tv.context().close()
  })
})
