import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, browserPerFile, newPage, signIn, visit } from './browser'
import { api, roundRobinAtEvent } from './event-api'
import { logInTablet, measureScorer, startCalledGame } from './tablet'

const browser = browserPerFile()

const screenshotDir = process.env.OCHE_SCREENSHOTS ?? 'node_modules/.cache/oche-screenshots'

/** The board tablets a club puts beside its boards, on their side and upright. */
const tabletSizes = [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 800, height: 1280 },
] as const

/** Every error the page writes to the console or throws (a hydration mismatch is both). */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
  return errors
}

describe('the board tablet on a real board', () => {
  it(
    'loads without console errors and keeps the whole scorer in view at every tablet size',
    { timeout: 180_000 },
    async () => {
      const organiser = await newPage(browser())
      const token = await signIn(organiser, 'organiser@oche.test', 'oche-demo')
      const event = await api<{ id: string }>('POST', '/events', token, {
        name: 'Scorer Fit Night',
        starts_at: new Date().toISOString(),
        time_zone: 'Europe/Brussels',
        visibility: 'public',
      })
      const board = await api<{ code: string }>('POST', `/events/${event.id}/boards`, token, { number: 1 })
      const tournamentId = await roundRobinAtEvent(token, event.id, 'Scorer Fit Singles', ['Tess Treble', 'Ann Arc'])
      await api('POST', `/tournaments/${tournamentId}/draw`, token, {})

      const tablet = await newPage(browser(), { viewport: tabletSizes[0] })
      const errors = collectErrors(tablet)
      await logInTablet(tablet, board.code)
      // A fresh load of both tablet pages, as a tablet reopened at the board makes them.
      await visit(tablet, `${baseUrl()}/tablet`)
      await startCalledGame(tablet)
      await tablet.getByRole('button', { name: 'Enter score' }).waitFor()

      for (const size of tabletSizes) {
        await tablet.setViewportSize(size)
        await tablet.waitForFunction((height) => window.innerHeight === height, size.height)
        const { pageHeight, parts } = await measureScorer(tablet)
        const label = `${size.width}×${size.height}`
        expect(pageHeight, `the page scrolls at ${label}`).toBeLessThanOrEqual(size.height)
        expect(parts.length).toBeGreaterThanOrEqual(2 + 1 + 9 + 12 + 3)
        for (const part of parts) {
          expect(part.top, `"${part.name}" starts above the window at ${label}`).toBeGreaterThanOrEqual(0)
          expect(part.bottom, `"${part.name}" is below the window at ${label}`).toBeLessThanOrEqual(size.height)
          if (part.isKey) expect(part.height, `"${part.name}" is too small at ${label}`).toBeGreaterThanOrEqual(44)
        }
        // To look at (docs/screenshots has the ones last looked at): OCHE_SCREENSHOTS=docs/screenshots keeps them there.
        await tablet.screenshot({ path: `${screenshotDir}/tablet-scorer-${size.width}x${size.height}.png` })
      }

      expect(errors).toEqual([])
      await tablet.context().close()
      await organiser.context().close()
    },
  )
})

describe('pinch zoom', () => {
  it('is allowed on every page but the scoring screens', async () => {
    const page = await newPage(browser())
    const viewportOf = async (path: string) => {
      await visit(page, `${baseUrl()}${path}`)
      return page.locator('meta[name="viewport"]').getAttribute('content')
    }
    for (const path of ['/', '/tournaments', '/auth/login', '/play'])
      expect(await viewportOf(path), path).not.toMatch(/user-scalable=no|maximum-scale=1\b/)
    // The league's pages under /competition too, signed in: only a league game's scorer is a scoring screen.
    await signIn(page, 'league@oche.test', 'oche-demo')
    expect(await viewportOf('/competition')).not.toMatch(/user-scalable=no|maximum-scale=1\b/)
    // Still on the league's pages, not sent to sign in: the list, or the one organisation's home it opens for a user
    // who manages only one (as soon as its answer is in, which may be before or after the page is ready).
    expect(new URL(page.url()).pathname).toMatch(/^\/competition(\/demo-darts-league)?$/)
    expect(await viewportOf('/tablet/login')).toMatch(/user-scalable=no/)
    await page.context().close()
  })
})
