import { messagesFor } from '@oche/i18n/messages'
import { describe, expect, it } from 'vitest'
import { messagesHash } from '../hosts/web/app/messages-hash'
import { baseUrl, browserPerFile, competitionUrl, newPage, signIn, visit } from './browser'

const browser = browserPerFile()

describe('languages', () => {
  it.each([
    ['', 'en-GB', 'Privacy policy'],
    ['/en', 'en-GB', 'Privacy policy'],
    ['/nl', 'nl-BE', 'Privacybeleid'],
    ['/fr', 'fr-FR', 'Politique de confidentialité'],
    ['/de', 'de-DE', 'Datenschutzerklärung'],
  ])('serves %s/privacy-policy in its language', async (prefix, lang, heading) => {
    const page = await newPage(browser())
    const response = await visit(page, `${baseUrl()}${prefix}/privacy-policy`)
    expect(response?.status()).toBe(200)
    expect(await page.getAttribute('html', 'lang')).toBe(lang)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading)
    expect(await page.title()).toBe(
      `${heading} - Oche | ${lang === 'en-GB' ? 'Tournament platform' : (await page.title()).split('| ')[1]}`,
    )
    // Absolute, on the app's public address, and this language's own page (not the English one).
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(
      `${baseUrl()}${prefix === '/en' ? '' : prefix}/privacy-policy`,
    )
    const hrefs = await page.$$eval('link[rel="alternate"][hreflang]', (links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    )
    expect(hrefs.every((href) => href.startsWith(`${baseUrl()}/`))).toBe(true)
    const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) =>
      links.map(
        (link) =>
          `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href') ?? '', location.href).pathname}`,
      ),
    )
    expect(alternates).toEqual(
      expect.arrayContaining([
        'en-GB /privacy-policy',
        'nl-BE /nl/privacy-policy',
        'fr-FR /fr/privacy-policy',
        'de-DE /de/privacy-policy',
        'x-default /privacy-policy',
      ]),
    )
    await page.context().close()
  })

  it('switches language from the menu, remembers it in the cookie and uses it for unprefixed pages', async () => {
    const page = await newPage(browser())
    await visit(page, `${baseUrl()}/privacy-policy`)
    await page.getByRole('button', { name: 'Language' }).click()
    await page.getByRole('menuitemradio', { name: 'Nederlands' }).click()
    await page.waitForURL(`${baseUrl()}/nl/privacy-policy`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Privacybeleid')
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'i18n_redirected')
    expect(cookie?.value).toBe('nl')
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600)
    await visit(page, `${baseUrl()}/terms-of-service`)
    expect(new URL(page.url()).pathname).toBe('/nl/terms-of-service')
    await page.context().close()
  })

  it('names the new language in <html lang> after a switch from the menu, without a page load', async () => {
    const page = await newPage(browser())
    await visit(page, `${baseUrl()}/privacy-policy`)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-GB')
    await page.getByRole('button', { name: 'Language' }).click()
    await page.getByRole('menuitemradio', { name: 'Français' }).click()
    await page.waitForURL(`${baseUrl()}/fr/privacy-policy`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Politique de confidentialité')
    // A screen reader picks its voice from <html lang>: French now, as a direct load of /fr would say.
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr-FR')
    await page.context().close()
  })

  it('offers a skip link as the first Tab stop that moves focus past the header to the page', async () => {
    const page = await newPage(browser())
    await visit(page, `${baseUrl()}/tournaments`)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect.poll(() => skip.evaluate((link) => link === document.activeElement)).toBe(true)
    expect(await skip.isVisible()).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true)
    // The next Tab goes on inside the page, not back to the header's logo.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('header') === null)).toBe(true)
    await page.context().close()
  })

  it('follows the browser language on a first visit', async () => {
    const page = await newPage(browser(), {
      locale: 'de-DE',
      extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9' },
    })
    await visit(page, `${baseUrl()}/`)
    expect(new URL(page.url()).pathname).toBe('/de')
    expect(await page.getAttribute('html', 'lang')).toBe('de-DE')
    await page.context().close()
  })
})

describe('the phone menu', () => {
  it('says the drawer is open only once it is drawn, and points at it then', async () => {
    const page = await newPage(browser(), { viewport: { width: 390, height: 800 } })
    await visit(page, `${baseUrl()}/tournaments`)
    // From now on every script waits: the drawer's code (loaded when its button is first reached for) cannot come.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_next/static/chunks/**', async (route) => {
      await held
      await route.continue()
    })
    const button = page.locator('header button[aria-haspopup="dialog"]')
    await button.click()
    // A frame after the press, while the drawer's code is still held back.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))))
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    expect(await button.getAttribute('aria-controls')).toBeNull()
    release()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await drawer.waitFor()
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true')
    expect(await button.getAttribute('aria-controls')).toBe(await drawer.getAttribute('id'))
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'detached' })
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    await page.context().close()
  })
})

describe('sites by host name', () => {
  it('keeps app routes on the app host and drops them on a competition domain', async () => {
    const app = await fetch(`${baseUrl()}/privacy-policy`, { headers: { accept: 'text/html' } })
    expect(app.status).toBe(200)
    const page = await newPage(browser())
    const response = await visit(page, `${competitionUrl()}/privacy-policy`)
    expect(response?.status()).toBe(404)
    await page.context().close()
  })

  it('answers the competition-site redirects only on a competition domain', async () => {
    const page = await newPage(browser())
    await visit(page, `${competitionUrl()}/nl/individual`)
    expect(new URL(page.url()).pathname).toBe('/nl/individual/180-171')
    const onApp = await visit(page, `${baseUrl()}/individual`)
    expect(onApp?.status()).toBe(404)
    expect(new URL(page.url()).pathname).toBe('/individual')
    await page.context().close()
  })
})

describe('the global guard', () => {
  it('follows the route rules of the server, external ones included', async () => {
    const moved = await fetch(`${baseUrl()}/old-privacy`, { redirect: 'manual', headers: { accept: 'text/html' } })
    expect(moved.status).toBe(301)
    expect(new URL(moved.headers.get('location') ?? '', baseUrl()).pathname).toBe('/privacy-policy')
    const external = await fetch(`${baseUrl()}/club/news`, { redirect: 'manual', headers: { accept: 'text/html' } })
    expect(external.status).toBe(307)
    expect(external.headers.get('location')).toBe('https://club.example.org/')
  })
})

describe('the 404 page', () => {
  it.each([
    ['', 'en'],
    ['/nl', 'nl'],
    ['/fr', 'fr'],
    ['/de', 'de'],
  ] as const)('answers 404 with the error screen in %s', async (prefix, locale) => {
    const messages = messagesFor(locale)
    const page = await newPage(browser())
    const response = await visit(page, `${baseUrl()}${prefix}/no-such-page`)
    expect(response?.status()).toBe(404)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(messages['errors.notFound.heading'])
    const line = (messages['errors.notFound.path'] ?? '').replace('{path}', `${prefix}/no-such-page`)
    expect(await page.getByText(line).isVisible()).toBe(true)
    const home = page.getByRole('link', { name: messages['errors.notFound.home'] })
    expect(new URL((await home.getAttribute('href')) ?? '', baseUrl()).pathname).toBe(prefix || '/')
    await page.context().close()
  })

  it('answers the 404 status to a search bot without the error page', async () => {
    const response = await fetch(`${baseUrl()}/no-such-page`, {
      headers: { accept: 'text/html', 'user-agent': 'Googlebot/2.1' },
    })
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('Oops! Something went wrong')
  })

  it('answers a route whose parameters fail validation with the fatal error of the spec', async () => {
    const page = await newPage(browser())
    const response = await page.goto(`${baseUrl()}/nl/live/not-a-match-id`)
    expect(response?.status()).toBe(404)
    const line = (messagesFor('nl')['errors.notFound.path'] ?? '').replace('{path}', '/nl/live/not-a-match-id')
    expect(await page.getByText(line).isVisible()).toBe(true)
    await page.context().close()
  })

  it('answers a path under a real area that no route has with the real 404', async () => {
    const response = await fetch(`${baseUrl()}/admin/no-such-page`, { headers: { accept: 'text/html' } })
    expect(response.status).toBe(404)
  })
})

describe('colour mode', () => {
  it('keeps the chosen mode across visits, applied before the first paint', async () => {
    const page = await newPage(browser(), { colorScheme: 'light' })
    await visit(page, `${baseUrl()}/`)
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false)
    await page.getByRole('button', { name: 'Colour mode' }).click()
    await page.getByRole('menuitemradio', { name: 'Dark' }).click()
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'))
    // On the next visit the inline script sets the class before React runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        ;(window as unknown as { darkAtFirstPaint: boolean }).darkAtFirstPaint =
          document.documentElement.classList.contains('dark')
      })
    })
    await visit(page, `${baseUrl()}/de`)
    expect(await page.evaluate(() => (window as unknown as { darkAtFirstPaint: boolean }).darkAtFirstPaint)).toBe(true)
    await page.context().close()
  })

  it('follows the system mode when none is chosen', async () => {
    const page = await newPage(browser(), { colorScheme: 'dark' })
    await visit(page, `${baseUrl()}/`)
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    await page.emulateMedia({ colorScheme: 'light' })
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'))
    await page.context().close()
  })
})

describe('tablet mode', () => {
  it('is entered after confirmation, keeps every page on /tablet and is left by tapping the logo five times', async () => {
    const page = await newPage(browser())
    await signIn(page, 'organiser@oche.test', 'oche-demo')
    await visit(page, `${baseUrl()}/`)
    await page.getByTestId('account-menu').click()
    await page.getByRole('menuitem', { name: 'Use as board tablet' }).click()
    await page.getByRole('button', { name: 'Start tablet mode' }).click()
    // /tablet, and since no board is logged in yet, its login.
    await page.waitForURL(`${baseUrl()}/tablet/login`)
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'token')).toBe(false)
    await visit(page, `${baseUrl()}/privacy-policy`)
    await page.waitForURL(`${baseUrl()}/tablet/login`)
    await page.getByRole('heading', { name: 'Log in a board' }).waitFor()
    const logo = page.getByRole('button', { name: 'Oche (tap five times to leave tablet mode)' })
    for (let tap = 0; tap < 5; tap++) await logo.click()
    await page.waitForURL(`${baseUrl()}/`)
    expect(await page.evaluate(() => localStorage.getItem('tabletMode'))).toBeNull()
    await page.context().close()
  })
})

describe('global behaviour', () => {
  it('shows the loading bar while a page loads', async () => {
    const page = await newPage(browser())
    // Hold the next page's server answer until the bar has shown (past its 200 ms throttle); Next's prefetch of the
    // link is refused, or the click could be answered from it at once (whether it ran first depends on the machine).
    let answer = () => {}
    const barShown = new Promise<void>((resolve) => (answer = resolve))
    await page.route('**/privacy-policy**', async (route) => {
      if (route.request().headers()['next-router-prefetch']) return route.abort()
      await barShown
      await route.continue()
    })
    await visit(page, `${baseUrl()}/`)
    await page.getByRole('link', { name: 'Privacy policy' }).click()
    await page.getByRole('progressbar', { name: 'Loading page' }).waitFor({ state: 'visible' })
    answer()
    await page.waitForURL(`${baseUrl()}/privacy-policy`)
    await page.getByRole('progressbar', { name: 'Loading page' }).waitFor({ state: 'hidden' })
    await page.context().close()
  })

  it('ends the loading bar in its error colour when a navigation arrives on an error page', async () => {
    const page = await newPage(browser())
    await signIn(page, 'organiser@oche.test', 'oche-demo')
    await visit(page, `${baseUrl()}/profile`)
    await page.waitForSelector('html[data-app-ready]')
    // No screen links to a page that is not there: this link stands for a stale one (in a news item, a bookmark
    // page), which the browser loads in full.
    await page.evaluate(() => {
      const link = document.createElement('a')
      link.href = '/manage/no-such-page'
      link.textContent = 'Stale link'
      document.querySelector('main')?.append(link)
    })
    await page.getByRole('link', { name: 'Stale link' }).click()
    await page.waitForURL(`${baseUrl()}/manage/no-such-page`)
    await page.getByText('We couldn’t find the page you were looking for').waitFor()
    await page.locator('[data-slot="loading-bar-indicator"].bg-danger').waitFor({ state: 'attached' })
    await page.context().close()
  })

  it('prefetches a page on hover', async () => {
    // Which links are worth a prefetch (never one that answers 404) is `worthPrefetching`'s unit test.
    const page = await newPage(browser())
    const prefetched: string[] = []
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) prefetched.push(new URL(request.url()).pathname)
    })
    await signIn(page, 'organiser@oche.test', 'oche-demo')
    await visit(page, `${baseUrl()}/profile`)
    await page.waitForSelector('html[data-app-ready]')
    await page.getByRole('link', { name: 'Privacy policy' }).hover()
    await expect.poll(() => prefetched.includes('/privacy-policy'), { timeout: 15_000 }).toBe(true)
    await page.context().close()
  })

  it('offers a reload in a toast when a new build was deployed', async () => {
    const page = await newPage(browser())
    await page.route('**/builds/latest.json**', (route) => route.fulfill({ json: { id: 'a-newer-build' } }))
    await visit(page, `${baseUrl()}/`)
    // The page checks when it becomes visible again; nudge it until its check (a network round trip) has run.
    const announcement = page.getByText('A new version of Oche is available')
    await expect
      .poll(
        async () => {
          await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
          return announcement.isVisible()
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true)
    await page.getByRole('button', { name: 'Reload' }).click()
    await page.waitForLoadState('load')
    await page.context().close()
  })

  it('reloads the page in full after a chunk of an old build failed to load, once', async () => {
    const page = await newPage(browser())
    await visit(page, `${baseUrl()}/privacy-policy`)
    await page.waitForSelector('html[data-app-ready]')
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true))
    const reloaded = page.waitForEvent('load')
    await page.evaluate(() => {
      const error = new Error('Loading chunk 123 failed.')
      error.name = 'ChunkLoadError'
      window.dispatchEvent(
        new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason: error }),
      )
    })
    await reloaded
    await page.waitForSelector('html[data-app-ready]')
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined()
    expect(new URL(page.url()).pathname).toBe('/privacy-policy')
    // A second chunk error within 10 seconds does not reload again.
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true))
    // The handler decides while the event is dispatched: a reload would have written a new time into its guard.
    const decision = await page.evaluate(() => {
      const guard = () => sessionStorage.getItem('oche:chunk-reload-at')
      const before = guard()
      const error = new Error('Loading chunk 124 failed.')
      error.name = 'ChunkLoadError'
      window.dispatchEvent(
        new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason: error }),
      )
      return { before, after: guard() }
    })
    expect(decision.before).not.toBeNull()
    expect(decision.after).toBe(decision.before)
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true)
    await page.context().close()
  })

  it('links the scoring manifest on scoring pages and the normal one elsewhere', async () => {
    const home = await (await fetch(`${baseUrl()}/`, { headers: { accept: 'text/html' } })).text()
    expect(home).toContain('href="/manifest.webmanifest"')
    expect(home).toContain('<meta name="theme-color" content="#111827"')
  })

  it("serves each language's messages with long caching for the current hash", async () => {
    const stale = await fetch(`${baseUrl()}/_i18n/not-the-hash/fr/messages.json`)
    expect(stale.status).toBe(200)
    expect(stale.headers.get('cache-control')).toBe('no-cache')
    const body = (await stale.json()) as Record<string, Record<string, string>>
    expect(body.fr?.['errors.notFound.home']).toBe('Retour à l’accueil')
    const current = await fetch(`${baseUrl()}/_i18n/${messagesHash}/de/messages.json`)
    expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(Object.keys(((await current.json()) as Record<string, object>).de ?? {}).length).toBeGreaterThan(50)
  })
})
