import { randomUUID } from 'node:crypto'
import type { EventBoardsLive, EventListItem, Game, TournamentDetail, TournamentPage } from '@oche/api'
import { messagesFor } from '@oche/i18n/messages'
import { describe, expect, it } from 'vitest'
import { baseUrl, browserPerFile, renderErrors, newPage, visit } from './browser'
import { api, apiLogin, casualMatch } from './event-api'

// Issue 20: the app's public pages hold their content in their first HTML, as a search engine, a link preview or a
// visitor without JavaScript gets it (a plain request, no browser), and answer the real status of what they are
// about: 404 for an id nobody knows, and for a tournament the visitor may not see (the API hides that it exists).

type Answer = { status: number; html: string }

/** A plain page request, as a search engine sends it; `token` signs it in as the browser's cookie does. */
async function page(path: string, token?: string): Promise<Answer> {
  const response = await fetch(`${baseUrl()}${path}`, {
    headers: { accept: 'text/html', ...(token ? { cookie: `token=${token}` } : {}) },
    redirect: 'manual',
  })
  return { status: response.status, html: await response.text() }
}

/** The page's HTML without its scripts: what is rendered, not the answers handed to the browser's code. */
function rendered(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>/g, ' ')
}

/** The visible text of rendered HTML. */
function textOf(html: string): string {
  return rendered(html)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The texts of the cells of each table row of the HTML. */
function tableRows(html: string): string[][] {
  return [...rendered(html).matchAll(/<tr[\s\S]*?<\/tr>/g)].map((row) =>
    [...row[0].matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((cell) => textOf(cell[1] ?? '')),
  )
}

const publicApi = <T>(path: string) => api<T>('GET', path, null)

/** The demo tournament as the public sees it. */
async function demoTournament(): Promise<TournamentDetail> {
  const list = await publicApi<TournamentPage>(`/tournaments?search=${encodeURIComponent('Oche Demo Open')}`)
  const found = list.data.find((tournament) => tournament.name === 'Oche Demo Open')
  if (!found) throw new Error('The demo tournament is missing')
  return publicApi<TournamentDetail>(`/tournaments/${found.id}`)
}

/** The named players of a stage's games (sides whose entry is known). */
function playersOf(games: readonly Game[], stage: Game['stage']): string[] {
  const names = games
    .filter((game) => game.stage === stage)
    .flatMap((game) => game.sides.filter((side) => side.id !== null).map((side) => side.name))
  return [...new Set(names)]
}

const browser = browserPerFile()

describe('public pages rendered on the server', () => {
  it('lists every public tournament as a link in the first HTML of /tournaments', async () => {
    const list = await publicApi<TournamentPage>('/tournaments')
    expect(list.data.length).toBeGreaterThan(0)
    const { status, html } = await page('/tournaments')
    expect(status).toBe(200)
    for (const tournament of list.data) {
      expect(rendered(html), tournament.name).toContain(`href="/tournaments/${tournament.id}"`)
      expect(textOf(html)).toContain(tournament.name)
    }
    // The tab in the address chooses the list the server renders.
    const finished = await publicApi<TournamentPage>('/tournaments?status=finished')
    const live = await publicApi<TournamentPage>('/tournaments?status=live')
    const onlyLive = live.data.filter((tournament) => !finished.data.some((other) => other.id === tournament.id))
    const liveHtml = rendered((await page('/nl/tournaments?status=live')).html)
    for (const tournament of onlyLive) expect(liveHtml).toContain(`href="/nl/tournaments/${tournament.id}"`)
    for (const tournament of finished.data) expect(liveHtml).not.toContain(`/tournaments/${tournament.id}"`)
  })

  it('renders a visitor’s tournament list as a server component page whose tabs, search and menus work', async () => {
    const nl = messagesFor('nl')
    const demo = await demoTournament()
    // Without script: the search is a form the server answers, its count said in the status region.
    const searched = await page(`/nl/tournaments?search=${encodeURIComponent('Oche Demo Open')}`)
    expect(rendered(searched.html)).toContain(`href="/nl/tournaments/${demo.tournament.id}"`)
    expect(rendered(searched.html)).toMatch(/role="status"[^>]*>\d+ toernooi/)
    expect(textOf((await page('/tournaments?search=no-such-tournament-anywhere')).html)).toContain(
      'No tournaments match',
    )
    // A visitor's header is on the server too: sign in and register; a signed-in user gets the client page's menu.
    expect(textOf((await page('/nl/tournaments')).html)).toContain(nl['shell.account.signIn'])
    const signedIn = await page('/nl/tournaments', await apiLogin('organiser@oche.test'))
    expect(signedIn.status).toBe(200)
    expect(rendered(signedIn.html)).toContain('data-testid="account-menu"')

    const browserPage = await newPage(browser())
    await visit(browserPage, `${baseUrl()}/nl/tournaments`)
    // The search as you type: the address and the server's list follow.
    await browserPage.getByRole('searchbox').fill('Oche Demo Open')
    await browserPage.waitForURL(/\/nl\/tournaments\?search=Oche\+Demo\+Open$/)
    await browserPage.getByRole('status').filter({ hasText: /\d/ }).waitFor()
    await browserPage.getByRole('link', { name: 'Oche Demo Open' }).first().waitFor()
    // A tab is a link that keeps the search and starts from the first page.
    const finished = browserPage
      .getByRole('navigation', { name: nl['tournaments.list.tabs'] })
      .getByRole('link', { name: nl['tournaments.list.tabFinished'] })
    await finished.click()
    await browserPage.waitForURL(/\/nl\/tournaments\?status=finished&search=Oche\+Demo\+Open$/)
    await expect.poll(() => finished.getAttribute('aria-current')).toBe('page')
    // The language menu, an island: the same list in English.
    await browserPage.getByTestId('language-menu').click()
    await browserPage.getByRole('menuitemradio', { name: 'English' }).click()
    await browserPage.waitForURL(/\/tournaments\?status=finished&search=Oche\+Demo\+Open$/)
    await browserPage.getByRole('heading', { level: 1, name: 'Tournaments' }).waitFor()
    expect(await browserPage.getAttribute('html', 'lang')).toBe('en-GB')
    await browserPage.context().close()
  })

  it('shows the group tables in Dutch: every player with their points', async () => {
    const detail = await demoTournament()
    const nl = messagesFor('nl')
    const { status, html } = await page(`/nl/tournaments/${detail.tournament.id}/groups`)
    expect(status).toBe(200)
    const text = textOf(html)
    expect(text).toContain(nl['tournaments.groupTable.name'])
    expect(text).toContain(nl['tournaments.groupTable.points'])
    expect(detail.groups.length).toBeGreaterThan(0)
    const rows = tableRows(html)
    for (const group of detail.groups) {
      expect(text).toContain((nl['tournaments.groupTable.title'] ?? '').replace('{group}', group.id))
      for (const standing of group.rows) {
        const row = rows.find((cells) => cells.some((cell) => cell.includes(standing.name)))
        expect(row, standing.name).toBeDefined()
        expect(row, standing.name).toContain(String(standing.points))
      }
    }
  })

  it("shows a tournament's overview, its games and a game with their players", async () => {
    const detail = await demoTournament()
    const id = detail.tournament.id
    const overview = await page(`/tournaments/${id}`)
    expect(overview.status).toBe(200)
    expect(textOf(overview.html)).toContain(detail.tournament.name)
    const games = await page(`/tournaments/${id}/games`)
    expect(games.status).toBe(200)
    for (const name of playersOf(detail.games, 'groups')) expect(textOf(games.html)).toContain(name)
    // The filters show their choice in the first HTML, not a blank button until the page has run.
    const nl = messagesFor('nl')
    const filters = (await page(`/nl/tournaments/${id}/games`)).html
    expect(
      [...rendered(filters).matchAll(/<span data-slot="select-value"[^>]*>([\s\S]*?)<\/span>/g)].map(
        ([, value]) => value,
      ),
    ).toEqual([nl['tournaments.games.filterAll'], nl['tournaments.games.anyPlayer']])
    const game = detail.games.find((candidate) => candidate.sides.every((side) => side.id !== null))
    if (!game) throw new Error('The demo tournament has no game between two players')
    const one = await page(`/tournaments/${id}/games/${game.id}`)
    expect(one.status).toBe(200)
    for (const side of game.sides) expect(textOf(one.html)).toContain(side.name)
  })

  it('shows both brackets with their players', async () => {
    const detail = await demoTournament()
    for (const [path, stage] of [
      ['winner-brackets', 'winnersKo'],
      ['consolation-brackets', 'consolationKo'],
    ] as const) {
      const players = playersOf(detail.games, stage)
      expect(players.length, stage).toBeGreaterThan(0)
      const { status, html } = await page(`/tournaments/${detail.tournament.id}/${path}`)
      expect(status).toBe(200)
      for (const name of players) expect(textOf(html), `${stage}: ${name}`).toContain(name)
    }
  })

  it("shows an event's boards", async () => {
    const organiser = await apiLogin('organiser@oche.test')
    const event = (await api<EventListItem[]>('GET', '/me/events', organiser)).find(
      (candidate) => candidate.name === 'Oche Demo Night',
    )
    if (!event) throw new Error('The demo event is missing')
    const live = await publicApi<EventBoardsLive>(`/events/${event.id}/live`)
    expect(live.boards.length).toBeGreaterThan(0)
    const { status, html } = await page(`/events/${event.id}`)
    expect(status).toBe(200)
    const text = textOf(html)
    expect(text).toContain(event.name)
    for (const board of live.boards) {
      expect(rendered(html)).toContain(`data-board="${board.number}"`)
      expect(text).toContain(`Board ${board.number}`)
    }
  })

  it('shows a live match with both players and the score', async () => {
    const organiser = await apiLogin('organiser@oche.test')
    const visit = (total: number) => ({ type: 'visit', id: randomUUID(), total })
    const match = await casualMatch(organiser, ['Anna Arrows', 'Bert Bulls'], [visit(100), visit(60), visit(140)])
    const { status, html } = await page(`/live/${match.id}`)
    expect(status).toBe(200)
    const text = textOf(html)
    expect(text).toContain('Anna Arrows')
    expect(text).toContain('Bert Bulls')
    // 501 less 100 and 140 for the first, less 60 for the second.
    expect(text).toMatch(/\b261\b/)
    expect(text).toMatch(/\b441\b/)
    // The TV view, a chunk of its own, is rendered on the server all the same.
    const tv = await page(`/live/${match.id}?view=tv`)
    expect(tv.status).toBe(200)
    expect(tv.html).toContain('data-view="tv"')
    expect(textOf(tv.html)).toMatch(/Anna Arrows.*\b261\b/)
  })

  it('answers 404 for what does not exist, and for a private tournament to a visitor', async () => {
    const unknown = randomUUID()
    for (const path of [
      `/events/${unknown}`,
      `/live/${unknown}`,
      `/tournaments/${unknown}`,
      `/nl/tournaments/${unknown}/groups`,
      `/tournaments/${unknown}/winner-brackets`,
    ])
      expect([path, (await page(path)).status]).toEqual([path, 404])
    const detail = await demoTournament()
    expect((await page(`/tournaments/${detail.tournament.id}/games/${unknown}`)).status).toBe(404)

    const organiser = await apiLogin('organiser@oche.test')
    const name = `Private ${randomUUID().slice(0, 8)}`
    const hidden = await api<{ id: string }>('POST', '/tournaments', organiser, {
      name,
      type: 'singles',
      visibility: 'private',
      starts_at: new Date().toISOString(),
      format: { kind: 'roundRobin' },
    })
    // The API answers a visitor 404 for a private tournament (it does not tell that one exists): so does the page.
    expect((await page(`/tournaments/${hidden.id}`)).status).toBe(404)
    expect((await page(`/tournaments/${hidden.id}/groups`)).status).toBe(404)
    // Its organiser, signed in, gets the page rendered on their behalf.
    const own = await page(`/tournaments/${hidden.id}`, organiser)
    expect(own.status).toBe(200)
    expect(textOf(own.html)).toContain(name)
  })

  it('hydrates each page without redoing it and with every text in Dutch, for a reader in another time zone than the server', async () => {
    const detail = await demoTournament()
    const organiser = await apiLogin('organiser@oche.test')
    const event = (await api<EventListItem[]>('GET', '/me/events', organiser)).find(
      (candidate) => candidate.name === 'Oche Demo Night',
    )
    const match = await casualMatch(organiser, ['Anna Arrows', 'Bert Bulls'], [])
    const id = detail.tournament.id
    const game = detail.games[0]
    const paths = [
      '/tournaments',
      `/tournaments/${id}`,
      `/tournaments/${id}/games`,
      `/tournaments/${id}/games/${game?.id}`,
      `/tournaments/${id}/groups`,
      `/tournaments/${id}/results`,
      `/tournaments/${id}/winner-brackets`,
      `/tournaments/${id}/consolation-brackets`,
      `/events/${event?.id}`,
      `/live/${match.id}`,
    ]
    const page = await newPage(browser(), { timezoneId: 'Pacific/Auckland' })
    const errors = await renderErrors(page, async () => {
      for (const path of paths) await visit(page, `${baseUrl()}/nl${path}`)
    })
    await page.context().close()
    expect(errors).toEqual([])
  })

  it('formats its texts in the browser from messages compiled on the server, without loading a message parser', async () => {
    const { tournament } = await demoTournament()
    const page = await newPage(browser())
    const scripts: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
    })
    const errors = await renderErrors(page, async () => {
      await visit(page, `${baseUrl()}/nl/tournaments/${tournament.id}/groups`)
      // A screen the page had not loaded, drawn in the browser only: its texts (with their numbers) too.
      await page
        .getByRole('link', { name: messagesFor('nl')['tournaments.section.games'] })
        .first()
        .click()
      await page.waitForURL(/\/games$/)
      await page.getByRole('heading', { level: 1 }).first().waitFor()
    })
    const bodies = await Promise.all(scripts)
    await page.context().close()
    expect(errors).toEqual([])
    expect(bodies.length).toBeGreaterThan(5)
    // The parser's error names: in every build of @formatjs/icu-messageformat-parser, in none of the parser-less one.
    expect(bodies.filter((body) => body.includes('EXPECT_ARGUMENT_CLOSING_BRACE'))).toEqual([])
  })

  it('loads a header menu’s code when the menu is first reached for, not with the page', async () => {
    const page = await newPage(browser())
    const scripts: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
    })
    // Radix's positioning of a menu's content (its popper) marks its wrapper with this attribute.
    const positioning = async () =>
      (await Promise.all(scripts)).filter((body) => body.includes('data-radix-popper-content-wrapper')).length
    await visit(page, `${baseUrl()}/`)
    await page.waitForLoadState('networkidle')
    expect(await positioning()).toBe(0)
    await page.getByTestId('language-menu').click()
    await page.getByRole('menuitemradio', { name: 'Nederlands' }).waitFor()
    expect(await positioning()).toBe(1)
    await page.keyboard.press('Escape')
    await expect
      .poll(() => page.getByTestId('language-menu').evaluate((button) => button === document.activeElement))
      .toBe(true)
    await page.context().close()
  })

  it('loads the sign-up form and dialog for a player who can use them, and a match’s TV view when it is asked for', async () => {
    const organiser = await apiLogin('organiser@oche.test')
    const open = await api<{ id: string }>('POST', '/tournaments', organiser, {
      name: `Sign-up ${randomUUID().slice(0, 8)}`,
      type: 'singles',
      visibility: 'public',
      signup_open: true,
      starts_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      format: { kind: 'roundRobin' },
    })
    const match = await casualMatch(organiser, ['Anna Arrows', 'Bert Bulls'], [])
    const browserPage = await newPage(browser())
    const scripts: Promise<string>[] = []
    browserPage.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
    })
    const loaded = async (marker: string) => (await Promise.all(scripts)).filter((body) => body.includes(marker)).length

    // A visitor reads the tournament and is asked to sign in: no form or dialog code (Radix's alert dialog) comes.
    await visit(browserPage, `${baseUrl()}/tournaments/${open.id}`)
    await browserPage.getByRole('link', { name: 'Sign in to register' }).waitFor()
    await browserPage.waitForLoadState('networkidle')
    expect(await loaded('AlertDialogContent')).toBe(0)
    // A signed-in player gets the form in the page's first HTML.
    const player = await apiLogin('mia@oche.test')
    const buttons = [
      ...rendered((await page(`/tournaments/${open.id}`, player)).html).matchAll(/<button[^>]*>[\s\S]*?<\/button>/g),
    ]
    expect(buttons.filter(([button]) => button.includes('type="submit"')).map(([button]) => textOf(button))).toContain(
      'Register',
    )

    // A spectator's phone view loads no TV view, until "TV mode" is pressed.
    await visit(browserPage, `${baseUrl()}/live/${match.id}`)
    const toTv = browserPage.getByRole('button', { name: 'TV mode', pressed: false })
    await toTv.waitFor()
    await browserPage.waitForLoadState('networkidle')
    expect(await loaded('tv-slide')).toBe(0)
    await toTv.click()
    const back = browserPage.getByRole('button', { name: 'TV mode', pressed: true })
    await back.waitFor()
    await expect.poll(() => back.evaluate((button) => button === document.activeElement)).toBe(true)
    expect(await browserPage.locator('main[data-view="tv"]').count()).toBe(1)
    expect(await loaded('tv-slide')).toBe(1)
    await browserPage.context().close()
  })
})
