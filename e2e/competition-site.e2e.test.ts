import { request } from 'node:http'
import {
  encodeSiteDomain,
  type CompetitionSiteContext,
  type LeagueMatchList,
  type LeagueStandings,
  type SiteDocument,
  type SiteNewsItem,
  type SiteNewsList,
} from '@oche/api'
import { localeInfo, locales, localizedPath, type Locale } from '@oche/i18n'
import { messagesFor } from '@oche/i18n/messages'
import { fillPath, routes, type RouteDefinition } from '@oche/screens/routing'
import { describe, expect, it } from 'vitest'
import { baseUrl, browserPerFile, renderErrors, long, newPage, visit } from './browser'
import { narrowPhone, overflowOf, violationsOf, type Violation } from './axe'
import { leagueHost, webPort } from './platform'

// The demo league's public website on its own domain (issue 16), chosen by host name from the database: the league's
// site and none of the app's pages there, none of its pages on the app's host, every built page server-rendered
// with its content in the four languages, the spec's redirects permanent, and what a search engine reads.

const browser = browserPerFile()

const leagueOrigin = () => `http://${leagueHost}:${webPort}`
const leagueUrl = (path: string) => `${leagueOrigin()}${path}`

type Answer = {
  status: number
  location: string | undefined
  contentType: string
  body: string
  headers: Record<string, string | string[] | undefined>
}

/**
 * A plain HTTP request as `curl -H 'Host: …'` sends it: to this machine, with the league's (or the app's) host name
 * in the Host header. No browser, no JavaScript: what a search engine or a link preview gets.
 */
function get(path: string, { host = `${leagueHost}:${webPort}`, headers = {} as Record<string, string> } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port: webPort, path, headers: { host, ...headers } }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location,
          contentType: response.headers['content-type'] ?? '',
          body,
          headers: response.headers,
        }),
      )
    })
    sent.on('error', reject)
    sent.end()
  })
}

/** The visible text of a page's `<main>` in its HTML, scripts left out. */
function mainText(html: string): string {
  const main = html.match(/<main[\s\S]*<\/main>/)?.[0] ?? ''
  return main
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}

/** What the demo league holds now, as the public API tells it (other tests play its league nights). */
async function demoLeague() {
  const domain = encodeSiteDomain(leagueHost)
  const read = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${baseUrl()}/api/competition/${domain}${path}`)
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`)
    return (await response.json()) as T
  }
  const context = await read<CompetitionSiteContext>('')
  const division = context.divisions.find((each) => each.kind === 'league')
  const cup = context.divisions.find((each) => each.kind === 'cup')
  const team = context.teams.find((each) => each.division === division?.slug)
  if (!division || !team || !context.season) throw new Error('The demo league has no season, division or team')
  const standings = await read<LeagueStandings>(`/divisions/${division.slug}/standings`)
  const [match] = await read<LeagueMatchList>('/matches')
  // The articles the public sees, newest first (the demo league publishes some and keeps a draft).
  const news = await read<SiteNewsList>('/news?page_size=50')
  return { context, season: context.season, division, cup, team, standings, match, news: news.items, read }
}

type DemoLeague = Awaited<ReturnType<typeof demoLeague>>

/** A built page of the site with its parameters from the demo league, and text its `<main>` must hold. */
function pageOf(route: RouteDefinition, league: DemoLeague): { path: string; shows: string[] } {
  const isCupPage = route.path.includes('/cup/')
  const params: Record<string, string> = {}
  const shows: string[] = []
  for (const [, name, optional] of route.path.matchAll(/\{(\w+)(\?)?\}/g)) {
    if (name === 'season') {
      if (!optional) params.season = league.season.slug
    } else if (name === 'group') {
      const group = isCupPage ? league.cup : league.division
      if (!group) throw new Error(`The demo league has no ${isCupPage ? 'cup' : 'division'} for ${route.name}`)
      params.group = group.slug
      shows.push(group.name)
    } else if (name === 'team') {
      params.team = league.team.slug
      shows.push(league.team.name)
    } else if (name === 'slug' && route.path.includes('/news/')) {
      const [article] = league.news
      if (!article) throw new Error(`The demo league has no published article for ${route.name}`)
      params.slug = article.slug
      shows.push(article.title)
    } else if (name === 'match') {
      if (!league.match) throw new Error(`The demo league has no match for ${route.name}`)
      params.match = league.match.slug
      shows.push(league.match.home.name, league.match.away.name)
    } else {
      throw new Error(`This test does not know what to give {${name}} of ${route.name}: teach it`)
    }
  }
  return { path: fillPath(route.path, params), shows }
}

const builtSitePages = () => routes.filter((route) => route.site === 'competition' && route.screen)

describe("the league's own domain", () => {
  it("shows the league's site: its name, and its standings with the teams and their points", async () => {
    const league = await demoLeague()
    const page = await newPage(browser())
    const standingsAsked: string[] = []
    page.on('request', (sent) => {
      if (sent.url().includes('/api/') && sent.url().includes('/standings')) standingsAsked.push(sent.url())
    })
    const home = await visit(page, leagueUrl('/'))
    expect(home?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe('/')
    await page.getByText(league.context.organisation.name).first().waitFor(long)
    expect(await page.title()).toBe(league.context.organisation.name)

    const response = await visit(page, leagueUrl(`/groups/${league.division.slug}/standings`))
    expect(response?.status()).toBe(200)
    const table = page.getByRole('table').first()
    await table.waitFor(long)
    for (const row of league.standings.rows) {
      const line = table.getByRole('row').filter({ hasText: row.team.name })
      await expect.poll(() => line.count()).toBe(1)
      expect(await line.textContent()).toContain(String(row.points))
    }
    expect(await page.title()).toBe(`${league.division.name} · Standings · ${league.context.organisation.name}`)
    // The answers came with the page: the browser did not ask for the standings again.
    expect(standingsAsked).toEqual([])
    await page.context().close()
  })

  it("has none of the app's pages", async () => {
    const page = await newPage(browser())
    for (const path of ['/tournaments', '/manage', '/privacy-policy', '/auth/login', '/nl/tournaments']) {
      const response = await page.goto(leagueUrl(path))
      expect(response?.status(), path).toBe(404)
    }
    // The 404 is the league's own, in its frame and with its menu, not the platform's app page.
    const { context } = await demoLeague()
    await page.goto(leagueUrl('/tournaments'))
    await page.getByRole('heading', { name: 'This page is not on the league’s site' }).waitFor()
    expect(await page.getByRole('navigation', { name: 'Site menu' }).isVisible()).toBe(true)
    expect(await page.getByText(context.organisation.name).first().isVisible()).toBe(true)
    expect(await page.getByRole('link', { name: 'Rankings' }).count()).toBe(0)
    await page.context().close()
  })

  it('sends an unprefixed page to the league’s own language unless the visitor asks for one of ours', async () => {
    const { context } = await demoLeague()
    const ownLanguage = context.organisation.default_language
    const html = { accept: 'text/html' }
    const nobody = await get('/groups', { headers: html })
    const spanish = await get('/groups', { headers: { ...html, 'accept-language': 'es-ES,es;q=0.9' } })
    for (const answer of [nobody, spanish]) {
      expect(answer.status).toBe(ownLanguage === 'en' ? 200 : 307)
      if (ownLanguage !== 'en') expect(answer.location).toBe(localizedPath('/groups', ownLanguage))
    }
    const german = await get('/groups', { headers: { ...html, 'accept-language': 'de-DE,de;q=0.9' } })
    expect([german.status, german.location]).toEqual([307, '/de/groups'])
    const english = await get('/groups', { headers: { ...html, 'accept-language': 'en-GB,en;q=0.9' } })
    expect(english.status).toBe(200)
  })
})

describe("the app's host", () => {
  it("has none of the league site's pages", async () => {
    const { division } = await demoLeague()
    const host = `localhost:${webPort}`
    for (const path of [
      '/groups',
      `/groups/${division.slug}/standings`,
      '/individual/180-171',
      '/nl/calendar',
      '/sitemap.xml',
      '/robots.txt',
    ])
      expect((await get(path, { host })).status, path).toBe(404)
    const page = await newPage(browser())
    expect((await page.goto(`${baseUrl()}/groups/${division.slug}/standings`))?.status()).toBe(404)
    expect((await visit(page, `${baseUrl()}/tournaments`))?.status()).toBe(200)
    await page.context().close()
  })
})

describe('every page of the league site, rendered on the server', () => {
  it('answers a plain request for a standings page with the team names and points in the HTML', async () => {
    const { division, standings } = await demoLeague()
    const answer = await get(`/groups/${division.slug}/standings`)
    expect(answer.status).toBe(200)
    const text = mainText(answer.body)
    expect(standings.rows.length).toBeGreaterThan(1)
    for (const row of standings.rows) {
      // The team's row: its name, then its figures up to its points.
      const at = text.indexOf(row.team.name)
      expect(at, row.team.name).toBeGreaterThanOrEqual(0)
      expect(text.slice(at, at + 200)).toContain(` ${row.points} `)
    }
  })

  it("shows each filter's choice in the first HTML, not a blank button until the page has run", async () => {
    const nl = messagesFor('nl')
    const shown = (html: string) =>
      [...html.matchAll(/<span data-slot="select-value"[^>]*>([\s\S]*?)<\/span>/g)].map(([, value]) => value)
    const leaderboard = await get('/nl/individual/high-checkouts')
    expect(leaderboard.status).toBe(200)
    expect(shown(leaderboard.body)).toEqual([nl['competitionSite.leaderboards.allDivisions']])
    const calendar = await get('/nl/calendar')
    expect(calendar.status).toBe(200)
    expect(shown(calendar.body)).toEqual([
      nl['competitionSite.calendar.anyDivision'],
      nl['competitionSite.calendar.anyTeam'],
    ])
  })

  it('hands the browser each text once, though Next renders the 404 and 403 screens into every page', async () => {
    // A phone downloads and parses all of it before the page responds: the league's home held every text three
    // times (974 kB of HTML) when the page and both error screens were each handed their own merged copy.
    const { division } = await demoLeague()
    const pages = [
      get('/'),
      get(`/nl/groups/${division.slug}/standings`),
      get('/tournaments', { host: `localhost:${webPort}` }),
    ]
    for (const answer of await Promise.all(pages)) {
      expect(answer.status).toBe(200)
      // The key of a text of the frame, which the page and both error screens use.
      expect(answer.body.split('errors.notFound.heading').length - 1).toBe(1)
    }
  })

  it(
    'renders every built page from the demo league in the four languages, content included',
    { timeout: 300_000 },
    async () => {
      const league = await demoLeague()
      const pages = builtSitePages().map((route) => ({ route, ...pageOf(route, league) }))
      expect(pages.map(({ route }) => route.name)).toContain('competition-site-season-groups-group-standings')
      for (const { route, path, shows } of pages) {
        for (const locale of locales) {
          const url = localizedPath(path, locale)
          const answer = await get(url)
          expect(answer.status, url).toBe(200)
          expect(answer.body, url).toContain(`<html lang="${localeInfo[locale].tag}"`)
          const text = mainText(answer.body)
          // The content itself, not its loading skeleton or an error.
          expect(answer.body, `${url} is still loading`).not.toContain('data-slot="skeleton"')
          expect(answer.body, `${url} failed`).not.toMatch(/<main[\s\S]*role="alert"[\s\S]*<\/main>/)
          expect(text.length, `${url} (${route.name}) has no content`).toBeGreaterThan(40)
          for (const expected of shows) expect(text, `${url} shows ${expected}`).toContain(expected)
          expect(answer.body).toContain(`<meta property="og:site_name" content="${league.context.organisation.name}"/>`)
          expect(answer.body).toContain(`<link rel="canonical" href="${leagueOrigin()}${url}"/>`)
        }
      }
    },
  )

  it('answers 404 for what the league does not have', async () => {
    const { division } = await demoLeague()
    for (const path of [
      '/groups/no-such-division/standings',
      `/groups/${division.slug}/teams/no-such-team`,
      '/no-such-season/groups',
      '/matches/no-such-match',
    ]) {
      const answer = await get(path)
      expect(answer.status, path).toBe(404)
      // The 404 page itself, rendered on the server.
      expect(mainText(answer.body), path).toContain('404')
    }
  })
})

/** The HTML inside the element of `data-slot="{slot}"` (up to its end, well enough for a check): '' without one. */
function slotHtml(html: string, slot: string): string {
  const at = html.indexOf(`data-slot="${slot}"`)
  if (at < 0) return ''
  return html.slice(at, html.indexOf('</article>', at) > 0 ? html.indexOf('</article>', at) : undefined)
}

/** The plain text of some HTML: tags out, entities of text decoded, white space collapsed. */
const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim()

describe("the league's news, documents and board, rendered on the server", () => {
  it('lists the published articles on the news page, newest first, and no draft', async () => {
    const { news } = await demoLeague()
    // The demo league publishes two articles and keeps a draft (seed-demo-site-content.ts of the server); other
    // tests may publish more.
    const titles = news.map((article) => article.title)
    expect(titles).toEqual(expect.arrayContaining(['League Cup draw made', 'The new season starts']))
    expect(titles.indexOf('League Cup draw made')).toBeLessThan(titles.indexOf('The new season starts'))
    expect(titles).not.toContain('End-of-season party')
    const answer = await get('/news')
    expect(answer.status).toBe(200)
    const text = mainText(answer.body)
    const places = news.map((article) => text.indexOf(article.title))
    for (const [index, article] of news.entries()) expect(places[index], article.title).toBeGreaterThanOrEqual(0)
    expect(places).toEqual([...places].sort((a, b) => a - b))
    for (const article of news) expect(answer.body).toContain(`href="/news/${article.slug}"`)
    expect(text).not.toContain('End-of-season party')
  })

  it('serves an article with its body in the HTML, no script in it, and its excerpt and cover in the head', async () => {
    const { news, read } = await demoLeague()
    const [summary] = news
    if (!summary) throw new Error('The demo league has no published article')
    const article = await read<SiteNewsItem>(`/news/${summary.slug}`)
    const answer = await get(`/news/${summary.slug}`)
    expect(answer.status).toBe(200)
    const body = slotHtml(answer.body, 'article-body')
    expect(body, 'the article body is in the HTML').not.toBe('')
    expect(body.toLowerCase()).not.toContain('<script')
    // The body's words as the server stored them, in the page's HTML before any JavaScript runs.
    const words = plainText(article.html).slice(0, 60)
    expect(words.length).toBeGreaterThan(10)
    expect(plainText(body)).toContain(words)
    // The head: the article's title before the league's name, its excerpt as the description, its cover as the image.
    const head = (pattern: RegExp) => plainText(answer.body.match(pattern)?.[1] ?? '')
    expect(head(/<title>([^<]*)<\/title>/)).toBe(`${summary.title} · ${(await demoLeague()).context.organisation.name}`)
    if (article.excerpt)
      expect(head(/<meta name="description" content="([^"]*)"/)).toBe(plainText(article.excerpt).slice(0, 200).trim())
    if (article.cover)
      expect(head(/<meta property="og:image" content="([^"]*)"/)).toBe(`${leagueOrigin()}${article.cover.url}`)
  })

  it('answers 404 for an article that is not published', async () => {
    const answer = await get('/news/no-such-article')
    expect(answer.status).toBe(404)
    expect(mainText(answer.body)).toContain('404')
  })

  it('answers the site’s 404 for a page of the news past the last, with no entry of its menu current', async () => {
    const { news } = await demoLeague()
    expect((await get('/news?page=1')).status).toBe(200)
    for (const path of [`/news?page=${news.length + 1}`, '/news?page=9999', '/no-such-page']) {
      const answer = await get(path)
      expect(answer.status, path).toBe(404)
      // The league's own 404 page, in its frame, rendered on the server.
      expect(mainText(answer.body), path).toContain('This page is not on the league’s site')
      const menu = answer.body.match(/<nav aria-label="Site menu"[\s\S]*?<\/nav>/)?.[0] ?? ''
      expect(menu, path).toContain('href="/news"')
      expect(menu, path).not.toContain('aria-current')
    }
  })

  it('links each document to its file, which downloads as an attachment', async () => {
    const { read } = await demoLeague()
    const documents = await read<SiteDocument[]>('/documents')
    expect(documents.length).toBeGreaterThan(0)
    const answer = await get('/documents')
    expect(answer.status).toBe(200)
    const [document] = documents
    if (!document) throw new Error('The demo league has no document')
    expect(mainText(answer.body)).toContain(document.title)
    const link = [...answer.body.matchAll(/<a [^>]*>/g)]
      .map(([tag]) => tag)
      .find((tag) => plainText(tag.match(/href="([^"]*)"/)?.[1] ?? '') === document.file.url)
    expect(link, 'a link to the file').toBeDefined()
    expect(link).toMatch(/ download="[^"]+"/)
    const file = await get(document.file.url)
    expect(file.status).toBe(200)
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment/)
    expect(file.headers['x-content-type-options']).toBe('nosniff')
  })

  it('lists the news, the documents and the board in the menu and the sitemap', async () => {
    const { news } = await demoLeague()
    const home = await get('/')
    for (const path of ['/news', '/documents', '/board-members']) expect(home.body).toContain(`href="${path}"`)
    const sitemap = await get('/sitemap.xml')
    for (const path of ['/news', '/documents', '/board-members', ...news.map((article) => `/news/${article.slug}`)])
      expect(sitemap.body, path).toContain(`<loc>${leagueOrigin()}${path}</loc>`)
  })

  it('opens an article from the news page in the browser', async () => {
    const { news } = await demoLeague()
    const [article] = news
    if (!article) throw new Error('The demo league has no published article')
    const page = await newPage(browser())
    expect((await visit(page, leagueUrl('/news')))?.status()).toBe(200)
    await page.getByRole('link', { name: article.title }).click()
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor(long)
    expect(new URL(page.url()).pathname).toBe(`/news/${article.slug}`)
    await page.context().close()
  })

  it(
    'hydrates every built page without redoing it and with every text in Dutch, for a reader in another time zone than the server, on a 320 px phone where each page fits and axe finds nothing',
    { timeout: 300_000 },
    async () => {
      const league = await demoLeague()
      const paths = builtSitePages().map((route) => pageOf(route, league).path)
      // One visit of each page checks all three: the phone is as narrow as WCAG's reflow asks for.
      const page = await newPage(browser(), { timezoneId: 'Pacific/Auckland', ...narrowPhone })
      const found: Record<string, Violation[]> = {}
      const tooWide: Record<string, number> = {}
      const errors = await renderErrors(page, async () => {
        for (const path of paths) {
          await visit(page, leagueUrl(localizedPath(path, 'nl')))
          const violations = await violationsOf(page, path)
          if (violations.length > 0) found[path] = violations
          const overflow = await overflowOf(page)
          if (overflow > 0) tooWide[path] = overflow
        }
      })
      await page.context().close()
      expect(errors).toEqual([])
      expect(found).toEqual({})
      // Each page that ran past the screen's edge, with how many pixels it did.
      expect(tooWide).toEqual({})
    },
  )
})

describe('the redirects of the spec', () => {
  it('answer permanently (308), in every language, keeping the season', async () => {
    const { season, division, cup } = await demoLeague()
    const cases: [string, string][] = [
      ['/individual', '/individual/180-171'],
      [`/${season.slug}/individual`, `/${season.slug}/individual/180-171`],
      [`/groups/${division.slug}`, `/groups/${division.slug}/standings`],
      [`/${season.slug}/groups/${division.slug}`, `/${season.slug}/groups/${division.slug}/standings`],
      ...(cup ? ([[`/cup/${cup.slug}`, `/cup/${cup.slug}/bracket`]] as [string, string][]) : []),
    ]
    for (const [from, to] of cases) {
      for (const locale of locales) {
        const answer = await get(localizedPath(from, locale))
        expect([answer.status, answer.location], from).toEqual([308, localizedPath(to, locale)])
      }
    }
    const page = await newPage(browser())
    await visit(page, leagueUrl(`/fr/groups/${division.slug}`))
    expect(new URL(page.url()).pathname).toBe(`/fr/groups/${division.slug}/standings`)
    await page.context().close()
  })
})

describe('what search engines read', () => {
  it('gives each page its title, description, canonical address and language versions on the site', async () => {
    const { context, division } = await demoLeague()
    const path = `/groups/${division.slug}/standings`
    const { body } = await get(`/nl${path}`)
    const name = context.organisation.name
    expect(body).toMatch(new RegExp(`<title>${division.name} · [^<]+ · ${name}</title>`))
    expect(body).toMatch(/<meta name="description" content="[^"]{20,}"\/>/)
    expect(body).toContain(`<link rel="canonical" href="${leagueOrigin()}/nl${path}"/>`)
    for (const locale of locales)
      expect(body).toContain(
        `<link rel="alternate" hrefLang="${localeInfo[locale].tag}" href="${leagueOrigin()}${localizedPath(path, locale)}"/>`,
      )
    expect(body).toContain(`<link rel="alternate" hrefLang="x-default" href="${leagueOrigin()}${path}"/>`)
    expect(body).toContain(`<meta property="og:site_name" content="${name}"/>`)
  })

  it("lists the season's pages in the sitemap in four languages, and points robots to it", async () => {
    const { division, team } = await demoLeague()
    const sitemap = await get('/sitemap.xml')
    expect(sitemap.status).toBe(200)
    expect(sitemap.contentType).toContain('application/xml')
    for (const path of ['/', `/groups/${division.slug}/standings`, `/groups/${division.slug}/teams/${team.slug}`])
      for (const locale of locales as readonly Locale[])
        expect(sitemap.body).toContain(`<loc>${leagueOrigin()}${localizedPath(path, locale)}</loc>`)
    const robots = await get('/robots.txt')
    expect(robots.status).toBe(200)
    expect(robots.body).toContain(`Sitemap: ${leagueOrigin()}/sitemap.xml`)
  })
})
