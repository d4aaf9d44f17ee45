import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { launchChromium } from './chromium'
import { competitionHost } from './platform'

export const baseUrl = () => inject('baseUrl')
export const competitionUrl = () => baseUrl().replace('localhost', competitionHost)

/** Debian's chromium, as everywhere in the tests; the competition host name resolves to this machine. */
export function launch(): Promise<Browser> {
  return launchChromium(competitionHost)
}

/**
 * The test file's browser, launched before its tests and closed after them: call once at the top of the file and
 * `browser()` is it in the tests.
 */
export function browserPerFile(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('The browser is launched before the tests, not when the file is read')
    return browser
  }
}

/** Room for what a page shows after the server or the realtime channel answered, on a machine busy with other tests. */
export const long = { timeout: 30_000 }
/** A phone in the hand: what the captains and players use on a league night. */
export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

export async function newPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ locale: 'en-GB', ...options })
  return context.newPage()
}

/** Signs a demo account in through the API and hands its token to the browser, as the login screen would. */
export async function signIn(page: Page, email: string, password: string) {
  const response = await fetch(`${baseUrl()}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`Login of ${email} failed: ${response.status} ${await response.text()}`)
  const { token } = (await response.json()) as { token: string }
  await page.context().addCookies([{ name: 'token', value: token, url: baseUrl() }])
  return token
}

/**
 * Opens a page and waits until it is interactive (hydrated), so clicks reach React. On a machine busy with the other
 * browser tests a page can take more than 15 s to hydrate; waiting longer never makes a failing test pass.
 */
export async function visit(page: Page, url: string) {
  const response = await page.goto(url)
  await page.waitForSelector('html[data-app-ready]', { timeout: 30_000 })
  return response
}

/**
 * What went wrong in rendering while `visitAll` opens pages in `page`: a server render React had to redo (#418: the
 * HTML did not match, #423, #425), reported as a console or page error, and a text missing from a page's messages
 * (`MISSING_TRANSLATION`: it showed in English).
 */
export async function renderErrors(page: Page, visitAll: () => Promise<void>): Promise<string[]> {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
  await visitAll()
  return errors.filter((error) => /#418|#423|#425|hydrat|MISSING_TRANSLATION|FORMAT_ERROR/i.test(error))
}
