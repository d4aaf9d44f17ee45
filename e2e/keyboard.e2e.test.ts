import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, browserPerFile, newPage, visit } from './browser'

// Issue #27: every control by keyboard. Nothing here clicks, fills or focuses by script: Tab, Shift+Tab, Enter,
// Space, the arrows and typed text only; locators only say where the focus should get to.

const browser = browserPerFile()

/** What has the focus, for failure messages: tag, accessible-ish name and the game it belongs to. */
async function focusOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return '<body>'
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60) ?? ''
    const game = element.closest('[data-game-id]')?.getAttribute('data-game-id')
    return `<${element.tagName.toLowerCase()}> "${name}"${game ? ` in game ${game}` : ''}`
  })
}

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement)

/**
 * Moves the focus to `target` with Tab (or Shift+Tab when it is before the focus), as a keyboard user does; fails
 * when it is not reached in `max` presses.
 */
async function tabTo(page: Page, target: Locator, max = 80) {
  await target.waitFor()
  for (let press = 0; press < max; press += 1) {
    if (await hasFocus(target)) return
    const isAhead = await target.evaluate((element) => {
      const active = document.activeElement
      if (!active || active === document.body) return true
      return Boolean(active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)
    })
    await page.keyboard.press(isAhead ? 'Tab' : 'Shift+Tab')
  }
  throw new Error(`Not reached by keyboard in ${max} presses: ${target}; the focus is on ${await focusOf(page)}`)
}

/** The game the focused element belongs to (its card on the Games list), or null. */
const focusedGame = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[data-game-id]')?.getAttribute('data-game-id') ?? null)

const remaining = (page: Page, side: number) =>
  page.locator(`[data-side="${side}"] [data-slot="scoreboard-side-remaining"]`)

describe('the platform by keyboard alone', () => {
  it(
    'signs in, enters and corrects a result with the focus back on its game, and plays three visits',
    { timeout: 120_000 },
    async () => {
      const page = await newPage(browser())

      // Sign in as the demo organiser.
      await visit(page, `${baseUrl()}/auth/login`)
      await tabTo(page, page.getByLabel('E-mail address'))
      await page.keyboard.type('organiser@oche.test')
      await tabTo(page, page.getByLabel('Password', { exact: true }))
      await page.keyboard.type('oche-demo')
      await page.keyboard.press('Enter')
      await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 15_000 })

      // Open the demo tournament from the organiser's list, then its Games page from the tournament's navigation.
      await visit(page, `${baseUrl()}/manage/tournaments`)
      await tabTo(page, page.getByRole('link', { name: /Oche Demo Open/ }).first())
      await page.keyboard.press('Enter')
      await page.waitForURL(/\/manage\/tournaments\/[0-9a-f-]{36}$/, { timeout: 15_000 })
      await page.waitForSelector('html[data-app-ready]')
      const nav = page.getByRole('navigation', { name: 'Tournament management' })
      await tabTo(page, nav.getByRole('link', { name: 'Games', exact: true }))
      await page.keyboard.press('Enter')
      await page.waitForURL(/\/play\/list$/, { timeout: 15_000 })

      // On the page as loaded, the skip link is the first stop and jumps past the header to the games.
      const gamesUrl = page.url()
      await visit(page, gamesUrl)
      const ready = page.locator('[data-slot="game-card"][data-state="ready"]').first()
      await ready.waitFor()
      await page.keyboard.press('Tab')
      expect(await focusOf(page)).toContain('Skip to content')
      await page.keyboard.press('Enter')
      await expect.poll(() => focusOf(page)).not.toContain('Skip to content')

      // Enter the result of the first ready game from its own button, named with its players.
      const gameId = (await ready.getAttribute('data-game-id'))!
      const card = page.locator(`[data-slot="game-card"][data-game-id="${gameId}"]`)
      const enter = card.getByRole('button', { name: /^Enter result: .+ v .+$/ })
      await tabTo(page, enter)
      await page.keyboard.press('Enter')
      const entry = page.getByRole('dialog', { name: 'Enter the result' })
      await entry.waitFor()
      const scores = entry.getByRole('group', { name: 'Final scores' }).getByRole('button')
      const first = scores.first()
      await tabTo(page, first)
      await page.keyboard.press('Enter')
      await expect.poll(() => first.getAttribute('aria-pressed')).toBe('true')
      await tabTo(page, entry.getByRole('button', { name: 'Save result' }))
      await page.keyboard.press('Enter')
      await entry.waitFor({ state: 'detached', timeout: 15_000 })
      await page.locator(`[data-slot="game-card"][data-game-id="${gameId}"][data-state="finished"]`).waitFor()
      // The focus stays with the game just entered, though its "Enter result" button is gone.
      await expect
        .poll(async () => (await focusedGame(page)) === gameId || (await focusOf(page)), {
          message: 'the focus is on the game whose result was entered',
        })
        .toBe(true)

      // Correct it: another score and the reason, then the focus is back on the same game's button.
      const correct = card.getByRole('button', { name: /^Correct result: .+ v .+$/ })
      await tabTo(page, correct)
      await page.keyboard.press('Enter')
      const correction = page.getByRole('dialog', { name: 'Correct the result' })
      await correction.waitFor()
      const finalScores = correction.getByRole('group', { name: 'Final scores' })
      const otherScore = (await finalScores.getByRole('button', { pressed: false }).first().textContent()) ?? ''
      const other = finalScores.getByRole('button', { name: otherScore, exact: true })
      await tabTo(page, other)
      await page.keyboard.press('Space')
      await expect.poll(() => other.getAttribute('aria-pressed')).toBe('true')
      await tabTo(page, correction.getByRole('textbox', { name: /Reason for the correction/ }))
      await page.keyboard.type('Entered the wrong way round')
      await tabTo(page, correction.getByRole('button', { name: 'Save correction' }))
      await page.keyboard.press('Enter')
      await correction.waitFor({ state: 'detached', timeout: 15_000 })
      await expect
        .poll(async () => (await hasFocus(correct)) || (await focusOf(page)), {
          message: 'the focus is back on "Correct result" of the corrected game',
        })
        .toBe(true)

      // /play: the start score chosen with the arrows, then three visits typed.
      await visit(page, `${baseUrl()}/play`)
      await tabTo(page, page.getByRole('radio', { name: '501', exact: true }))
      await page.keyboard.press('ArrowRight')
      const seven = page.getByRole('radio', { name: '701', exact: true })
      await expect.poll(() => seven.getAttribute('aria-checked')).toBe('true')
      expect(await hasFocus(seven)).toBe(true)
      await tabTo(page, page.getByRole('button', { name: 'Start match' }))
      await page.keyboard.press('Enter')
      await expect.poll(async () => (await remaining(page, 0).textContent()) ?? '').toContain('701')
      for (const [visitScore, side, left] of [
        ['60', 0, '641'],
        ['45', 1, '656'],
        ['100', 0, '541'],
      ] as const) {
        await page.keyboard.type(visitScore)
        await page.keyboard.press('Enter')
        await expect.poll(async () => (await remaining(page, side).textContent()) ?? '').toContain(left)
      }
      await page.context().close()
    },
  )
})
