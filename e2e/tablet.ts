import type { Page } from 'playwright-core'
import { baseUrl, visit } from './browser'

/** A board tablet in landscape. */
export const tabletViewport = { width: 1024, height: 768 }

/** Logs a tablet in to a board with its code, as a player types it, and waits for the board screen. */
export async function logInTablet(tablet: Page, code: string) {
  await visit(tablet, `${baseUrl()}/tablet/login`)
  await tablet.getByLabel('Board code').fill(code.toLowerCase().replace(/^(...)/, '$1-'))
  await tablet.getByRole('button', { name: 'Log in' }).click()
  await tablet.waitForURL(/\/tablet$/, { timeout: 15_000 })
  await tablet.waitForSelector('html[data-app-ready]', { timeout: 15_000 })
}

/** Taps a score on the scorer's keypad. */
export async function tap(tablet: Page, score: string) {
  await tablet.getByRole('button', { name: score, exact: true }).click()
}

/** Types a score and enters it. */
export async function typeScore(tablet: Page, score: string) {
  await tablet.keyboard.type(score)
  await tablet.keyboard.press('Enter')
}

/** Starts the called game; the first player named wins the bull-off. */
export async function startCalledGame(tablet: Page) {
  await tablet.getByRole('button', { name: 'Start the game' }).click()
  const bullOff = tablet.locator('[data-slot="bull-off-prompt"] button').first()
  try {
    await bullOff.waitFor({ timeout: 20_000 })
  } catch (error) {
    // Say what the tablet showed instead, so a failure can be told apart from a slow machine.
    const shown = (
      await tablet
        .locator('main')
        .innerText()
        .catch(() => '')
    )
      .replace(/\s+/g, ' ')
      .slice(0, 400)
    throw new Error(`The started game shows no bull-off. The tablet shows: ${shown}`, { cause: error })
  }
  await bullOff.click()
}

/**
 * Starts the called game and plays a first-to-one-leg 501 to the end: the first player throws 180, 180 and takes
 * out 141, the second scores 60 twice in between. `whilePlaying` runs before the checkout.
 */
export async function scoreNineDarter(tablet: Page, options: { whilePlaying?: () => Promise<void> } = {}) {
  await startCalledGame(tablet)
  for (const score of ['180', '60', '180', '60']) await tap(tablet, score)
  await options.whilePlaying?.()
  await typeScore(tablet, '141')
  await tablet.getByRole('button', { name: 'Confirm the result' }).waitFor()
}

/** Where the scorer's parts are: the page's height and the bottom of every key, named. */
export function measureScorer(page: Page) {
  return page.evaluate(() => {
    const keys = [
      ...document.querySelectorAll<HTMLElement>(
        '[data-slot="score-keypad"] button, [data-slot="score-keypad-display"], [data-slot="scoreboard-side-remaining"]',
      ),
    ]
    return {
      pageHeight: document.documentElement.scrollHeight,
      parts: keys.map((key) => {
        const box = key.getBoundingClientRect()
        return {
          name: key.getAttribute('aria-label') ?? key.textContent?.trim() ?? '',
          isKey: key.tagName === 'BUTTON',
          top: box.top,
          bottom: box.bottom,
          height: box.height,
        }
      }),
    }
  })
}
