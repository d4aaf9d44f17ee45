import { beforeAll, describe, expect, it } from 'vitest'
import { localizedPath, type Locale } from '@oche/i18n'
import { isBuiltScreen, routes } from '@oche/screens/routing'
import { narrowPhone, overflowOf, unlocalized, violationsOf, type Violation } from './axe'
import { baseUrl, browserPerFile, newPage, signIn, visit } from './browser'
import { api, apiLogin, casualMatch, demoLeague } from './event-api'

/** Real ids from the demo data, and a match to follow live: the parameters of the routes that have some. */
async function demoParameters(): Promise<Record<string, Record<string, string>>> {
  const token = await apiLogin('organiser@oche.test')
  const mine = await api<{ organising: { id: string; name: string }[] }>('GET', '/me/tournaments', token)
  const tournament = mine.organising.find((candidate) => candidate.name === 'Oche Demo Open')
  const events = await api<{ id: string; name: string }[]>('GET', '/me/events', token)
  const event = events.find((candidate) => candidate.name === 'Oche Demo Night')
  const rankings = await api<{ id: string; name: string }[]>('GET', '/me/rankings', token)
  const ranking = rankings.find((candidate) => candidate.name === 'Oche Arms order of merit')
  if (!tournament || !event || !ranking) throw new Error('The demo tournament, ranking and event are missing')
  const detail = await api<{ games: { id: string }[] }>('GET', `/tournaments/${tournament.id}`, token)
  const game = detail.games[0]
  if (!game) throw new Error('The demo tournament has no games')
  const match = await casualMatch(token, ['Mia', 'Bram'])
  // An account as the super admin edits it.
  const adminToken = await apiLogin('admin@oche.test', 'oche-admin')
  const [user] = (await api<{ data: { id: string }[] }>('GET', '/admin/users?search=mia%40oche.test', adminToken)).data
  if (!user) throw new Error('The demo account mia is missing')
  // The demo league, as its admin sees it: the league screens' slugs.
  const league = await demoLeague()
  const { org, season, seasonApi } = league
  const seasons = await api<{ slug: string }[]>('GET', `/competition/manage/organisations/${org}/seasons`, league.token)
  const [team] = await api<{ slug: string }[]>('GET', `${seasonApi}/teams`, league.token)
  const [division] = await api<{ slug: string }[]>('GET', `${seasonApi}/divisions`, league.token)
  const [venue] = await api<{ id: string }[]>('GET', `/competition/manage/organisations/${org}/venues`, league.token)
  const [member] = team
    ? await api<{ id: string }[]>('GET', `${seasonApi}/teams/${team.slug}/members`, league.token)
    : []
  const earlier = seasons.find((candidate) => candidate.slug !== season)
  // The demo season's live match and its game under way (the play screen scores it).
  const [live] = await api<{ slug: string }[]>('GET', `${seasonApi}/matches?state=live`, league.token)
  const liveMatch = live
    ? await api<{ games: { number: number; state: string }[] }>(
        'GET',
        `${seasonApi}/matches/${live.slug}`,
        league.token,
      )
    : null
  const liveGame = liveMatch?.games.find((candidate) => candidate.state === 'live')
  if (!team || !division || !venue || !member || !earlier || !live || !liveGame)
    throw new Error('The demo league is missing its data')
  // Every league route takes its parameters from these (the admin's routes only the organisation).
  const leagueValues = {
    org_slug: org,
    season_slug: season,
    team_slug: team.slug,
    group_slug: division.slug,
    location_id: venue.id,
    member_id: member.id,
    manage_season_slug: earlier.slug,
    match_slug: live.slug,
    game_id: String(liveGame.number),
  }
  // The league site's content (its news, documents and board), as its admins manage it.
  const site = `/competition/manage/organisations/${org}/site`
  const news = await api<{ items: { slug: string }[] }>('GET', `${site}/news`, league.token)
  const [document] = await api<{ id: string }[]>('GET', `${site}/documents`, league.token)
  const [boardMember] = await api<{ id: string }[]>('GET', `${site}/board-members`, league.token)
  const [article] = news.items
  if (!article || !document || !boardMember) throw new Error('The demo league has no site content')
  const siteValues = {
    'competition-org_slug-season-season_slug-site-news-slug': { ...leagueValues, slug: article.slug },
    'competition-org_slug-season-season_slug-site-news-slug-edit': { ...leagueValues, slug: article.slug },
    'competition-org_slug-season-season_slug-site-documents-id': { ...leagueValues, id: document.id },
    'competition-org_slug-season-season_slug-site-documents-id-edit': { ...leagueValues, id: document.id },
    'competition-org_slug-season-season_slug-site-board-members-id-edit': { ...leagueValues, id: boardMember.id },
  }
  const leagueRoutes = routes.filter(
    (route) => route.name.startsWith('competition-org_slug') || route.name.startsWith('admin-organisations'),
  )
  return {
    ...Object.fromEntries(leagueRoutes.map((route) => [route.name, leagueValues])),
    ...siteValues,
    'live-id': { id: match.id },
    'admin-users-user_id-edit': { user_id: user.id },
    'play-bot-id': { id: 'professional' },
    'events-event': { event: event.id },
    'rankings-id': { id: ranking.id },
    'manage-rankings-id': { id: ranking.id },
    'manage-rankings-id-edit': { id: ranking.id },
    'manage-events-id-edit': { id: event.id },
    'manage-events-id-boards': { id: event.id },
    'manage-tournaments-id': { id: tournament.id },
    'manage-tournaments-id-players': { id: tournament.id },
    'manage-tournaments-id-play-list': { id: tournament.id },
    'manage-tournaments-id-play-groups': { id: tournament.id },
    'manage-tournaments-id-play-results': { id: tournament.id },
    'manage-tournaments-id-play-winners-ko': { id: tournament.id },
    'manage-tournaments-id-play-losers-ko': { id: tournament.id },
    'tournaments-tournament': { tournament: tournament.id },
    'tournaments-tournament-games': { tournament: tournament.id },
    'tournaments-tournament-games-id': { tournament: tournament.id, id: game.id },
    'tournaments-tournament-groups': { tournament: tournament.id },
    'tournaments-tournament-results': { tournament: tournament.id },
    'tournaments-tournament-winner-brackets': { tournament: tournament.id },
    'tournaments-tournament-consolation-brackets': { tournament: tournament.id },
  }
}

/** Every built route of the web host's app site, its parameters filled in. */
function builtPaths(parameters: Record<string, Record<string, string>>): { name: string; path: string }[] {
  return routes
    .filter((route) => route.site === 'app' && isBuiltScreen(route.name))
    .map((route) => {
      const values = parameters[route.name] ?? {}
      const path = route.path.replace(/\{(\w+)\??\}/g, (_, name: string) => {
        const value = values[name]
        if (value === undefined) throw new Error(`No demo value for {${name}} of ${route.name}`)
        return value
      })
      return { name: route.name, path }
    })
}

const browser = browserPerFile()
let paths: { name: string; path: string }[] = []
beforeAll(async () => {
  paths = builtPaths(await demoParameters())
})

// The signed-out pass is on a desktop in English; the signed-in ones on a 320 px phone in the languages with the
// longest words (German, French, Dutch), where each page must also fit the screen's width (reflow).
describe.each([
  ['signed out', null, 'oche-demo', () => true, 'en', null],
  ['signed in as an organiser', 'organiser@oche.test', 'oche-demo', () => true, 'fr', narrowPhone],
  ['signed in as a league admin', 'league@oche.test', 'oche-demo', () => true, 'de', narrowPhone],
  // The others see the admin's pages as 403s; the super admin's own pass checks them filled in.
  [
    'signed in as the super admin, on the admin pages',
    'admin@oche.test',
    'oche-admin',
    (name: string) => name.startsWith('admin-'),
    'nl',
    narrowPhone,
  ],
] as const)('axe on every built route, %s', (_, email, password, includes, locale: Locale, device) => {
  it(`finds no violation on any of them${device ? ', and each fits a 320 px screen' : ''}`, async () => {
    expect(paths.length).toBeGreaterThan(30)
    const page = await newPage(browser(), { bypassCSP: true, ...(device ?? {}) })
    if (email) await signIn(page, email, password)
    const found: Record<string, Violation[]> = {}
    const tooWide: Record<string, number> = {}
    for (const { name, path } of paths.filter((candidate) => includes(candidate.name))) {
      await visit(page, `${baseUrl()}${localizedPath(path, locale)}`)
      // Data-driven screens fill in after hydration: axe the filled page rather than its skeleton (a screen still
      // loading after 5 s is checked as it stands).
      await page
        .waitForFunction(() => document.querySelector('[data-slot="skeleton"]') === null, null, { timeout: 5_000 })
        .catch(() => undefined)
      const shown = new URL(page.url()).pathname
      const violations = await violationsOf(page, unlocalized(shown))
      if (violations.length > 0) found[`${name} ${path} → ${shown}`] = violations
      if (device) {
        const overflow = await overflowOf(page)
        if (overflow > 0) tooWide[`${name} ${shown}`] = overflow
      }
    }
    await page.context().close()
    expect(found).toEqual({})
    // Each page that ran past the screen's edge, with how many pixels it did.
    expect(tooWide).toEqual({})
  }, 600_000)
})
