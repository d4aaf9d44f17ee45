import { ApiRequestError, competitionSiteQueries, createApiClient, encodeSiteDomain, type ApiClient } from '@oche/api'
import { tournamentDetailFixtures } from '@oche/mocks'
import { AppProviders, type Platform } from '@oche/screens'
import { useQuery } from '@tanstack/react-query'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { demoContext } from './competition-site.fixture'
import { resolveRoute } from '@oche/screens/routing'
import {
  createPrefetchHandoff,
  pageApiClient,
  prefetchPageQueries,
  prefetchRouteQueries,
  searchRecord,
} from './route-prefetch'

const domain = encodeSiteDomain('league.example.org')

/** An API client over a stand-in API that answers the site's context, and 404 for a season that does not exist. */
function standInApi() {
  const asked: string[] = []
  const client = createApiClient({
    baseUrl: 'http://api.test/api',
    getLocale: () => 'nl',
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input))
      asked.push(`${url.pathname}${url.search} ${new Headers(init?.headers).get('accept-language')}`)
      if (url.searchParams.get('season') === 'gone')
        return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 })
      if (url.pathname.endsWith('/boom')) return new Response('', { status: 502 })
      return new Response(JSON.stringify(demoContext), { headers: { 'content-type': 'application/json' } })
    }) as typeof fetch,
  })
  return { client, asked }
}

const failing = (client: ApiClient) => ({
  queryKey: ['boom'],
  queryFn: () => client.request('/competition/x/boom'),
})

/** What a screen of the site does: the same query options, rendered as text. */
function SiteName({ api }: { api: ApiClient }) {
  const { data, status } = useQuery(competitionSiteQueries.context(api, { domain, season: '' }))
  return createElement(
    'h1',
    null,
    data ? `${data.organisation.name}: ${data.teams.map((team) => team.name).join(', ')}` : status,
  )
}

function render(api: ApiClient, dehydratedState?: Parameters<typeof AppProviders>[0]['dehydratedState']) {
  const platform: Platform = {
    Link: (props) => createElement('a', props),
    navigate: () => undefined,
    reload: () => undefined,
    pathname: '/',
    api,
    config: { competitionDomains: '', host: 'league.example.org', buildId: '', shell: 'web' },
  }
  return renderToString(
    createElement(AppProviders, {
      locale: 'en',
      messages: {},
      platform,
      dehydratedState,
      children: createElement(SiteName, { api }),
    }),
  )
}

describe("a route's queries on the server", () => {
  it('asks every query at once, in the page language, and hands the answers to the first render', async () => {
    const { client, asked } = standInApi()
    const page = await prefetchRouteQueries([
      competitionSiteQueries.context(client, { domain, season: '' }),
      competitionSiteQueries.context(client, { domain, season: '2026' }),
    ])
    expect(page.notFound).toBe(false)
    expect(asked.sort()).toEqual([`/api/competition/${domain} nl`, `/api/competition/${domain}?season=2026 nl`])
    expect(page.state.queries.map((query) => query.queryKey)).toEqual([
      ['competitionSite', domain, 'season', '', 'context'],
      ['competitionSite', domain, 'season', '2026', 'context'],
    ])
    // The screen's useQuery finds the answer while rendering on the server: the HTML holds the content.
    const browserApi = createApiClient({ baseUrl: '/api', fetch: () => Promise.reject(new Error('not asked')) })
    expect(render(browserApi, page.state)).toContain('Demo Darts League: The Arrows, Bulls')
    // Without the server's answers the first render has no content (the browser fetches it).
    expect(render(browserApi)).not.toContain('Demo Darts League')
  })

  it('makes the page a 404 when a query answers 404', async () => {
    const { client } = standInApi()
    const page = await prefetchRouteQueries([
      competitionSiteQueries.context(client, { domain, season: '' }),
      competitionSiteQueries.context(client, { domain, season: 'gone' }),
    ])
    expect(page.notFound).toBe(true)
  })

  it('makes the page a 403 when a query answers 403, and a 404 when another one answers 404', async () => {
    const answering = (status: number) => ({
      queryKey: ['answers', status],
      queryFn: () => Promise.reject(new ApiRequestError(status, `Answered ${status}`)),
    })
    const { client } = standInApi()
    const hidden = await prefetchRouteQueries([
      competitionSiteQueries.context(client, { domain, season: '' }),
      answering(403),
    ])
    expect({ forbidden: hidden.forbidden, notFound: hidden.notFound }).toEqual({ forbidden: true, notFound: false })
    const gone = await prefetchRouteQueries([answering(403), answering(404)])
    expect({ forbidden: gone.forbidden, notFound: gone.notFound }).toEqual({ forbidden: false, notFound: true })
    const fine = await prefetchRouteQueries([competitionSiteQueries.context(client, { domain, season: '' })])
    expect({ forbidden: fine.forbidden, notFound: fine.notFound }).toEqual({ forbidden: false, notFound: false })
  })

  it('leaves a failed query to the browser, which asks again and shows its error state', async () => {
    const { client } = standInApi()
    const page = await prefetchRouteQueries([
      competitionSiteQueries.context(client, { domain, season: '' }),
      failing(client),
    ])
    expect(page.notFound).toBe(false)
    expect(page.state.queries.map((query) => query.queryKey)).toEqual([
      ['competitionSite', domain, 'season', '', 'context'],
    ])
  })

  it('does not ask again for an answer the server already has', async () => {
    const { client, asked } = standInApi()
    const key = competitionSiteQueries.context(client, { domain, season: '' }).queryKey
    const page = await prefetchRouteQueries(
      [competitionSiteQueries.context(client, { domain, season: '' })],
      [{ queryKey: key, data: demoContext }],
    )
    expect(asked).toEqual([])
    expect(page.state.queries).toHaveLength(1)
  })
})

describe("a page's query string", () => {
  it('is given to the route as its screen gets it: each parameter given once', () => {
    expect(searchRecord(new URLSearchParams('division=first&sort=180&sort=171&empty='))).toEqual({
      division: 'first',
      empty: '',
    })
    expect(searchRecord(Object.entries({ division: 'first', sort: ['180', '171'], gone: undefined }))).toEqual({
      division: 'first',
    })
  })

  it('chooses what the server asks: the leaderboards of the division in ?division=', async () => {
    const asked: string[] = []
    const original = globalThis.fetch
    globalThis.fetch = (async (input: string | URL | Request) => {
      const url = new URL(String(input))
      asked.push(`${url.pathname}${url.search}`)
      return new Response(JSON.stringify(demoContext), { headers: { 'content-type': 'application/json' } })
    }) as typeof fetch
    const site = { site: 'competition', domain, context: demoContext } as const
    const page = (searchParams: Record<string, string>) =>
      prefetchPageQueries(
        { apiOrigin: 'http://api.test', headers: new Headers(), cookie: () => undefined, searchParams },
        site,
        resolveRoute('/individual/180-171', 'competition'),
      )
    try {
      await page({ division: 'second-division' })
      await page({})
    } finally {
      globalThis.fetch = original
    }
    expect(asked.filter((call) => call.includes('/leaderboards'))).toEqual([
      `/api/competition/${domain}/leaderboards?division=second-division`,
      `/api/competition/${domain}/leaderboards`,
    ])
  })
})

describe("the app's public pages on the server", () => {
  const detail = tournamentDetailFixtures.groupsRunning
  const tournamentId = detail.tournament.id
  const eventId = '5e0e00ff-0000-4000-8000-000000000001'

  /** The queries of app page `path` against a stand-in API that knows one tournament (else 404) and hides events (403). */
  async function prefetchApp(path: string, searchParams: Record<string, string> = {}) {
    const asked: string[] = []
    const original = globalThis.fetch
    globalThis.fetch = (async (input: string | URL | Request) => {
      const url = new URL(String(input))
      asked.push(`${url.pathname}${url.search}`)
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
      if (url.pathname === `/api/tournaments/${tournamentId}`) return json(detail)
      if (url.pathname === '/api/tournaments') return json({ data: [], page: 2, per_page: 24, total: 0 })
      if (url.pathname.startsWith('/api/events/')) return json({ message: 'Forbidden' }, 403)
      return json({ message: 'Not found' }, 404)
    }) as typeof fetch
    try {
      const page = await prefetchPageQueries(
        { apiOrigin: 'http://api.test', headers: new Headers(), cookie: () => undefined, searchParams },
        { site: 'app' },
        resolveRoute(path, 'app'),
      )
      return { page, asked, keys: page?.state.queries.map((query) => query.queryKey) }
    } finally {
      globalThis.fetch = original
    }
  }

  it('asks the tournament list of the tab, search and page in the address, under the key the list screen reads', async () => {
    const { asked, keys } = await prefetchApp('/nl/tournaments', { status: 'live', search: ' gent ', page: '2' })
    expect(asked).toEqual(['/api/tournaments?status=live&search=gent&page=2'])
    expect(keys).toEqual([['tournaments', 'list', { status: 'live', search: 'gent', page: 2 }]])
    const nonsense = await prefetchApp('/tournaments', { status: 'soon', page: 'last' })
    expect(nonsense.keys).toEqual([['tournaments', 'list', { status: null, search: '', page: 1 }]])
  })

  it("asks a tournament's page its tournament, and makes an unknown tournament or game a 404", async () => {
    for (const section of ['', '/games', '/groups', '/results', '/winner-brackets', '/consolation-brackets']) {
      const { page, keys } = await prefetchApp(`/tournaments/${tournamentId}${section}`)
      expect([section, page?.notFound, keys]).toEqual([section, false, [['tournaments', 'detail', tournamentId]]])
    }
    const game = detail.games[0]!
    expect((await prefetchApp(`/tournaments/${tournamentId}/games/${game.id}`)).page?.notFound).toBe(false)
    expect((await prefetchApp(`/tournaments/${tournamentId}/games/${eventId}`)).page?.notFound).toBe(true)
    expect((await prefetchApp(`/tournaments/${eventId}/groups`)).page?.notFound).toBe(true)
  })

  it('asks an event its boards too, makes a match it does not know a 404 and one it may not show a 403', async () => {
    const event = await prefetchApp(`/events/${eventId}`)
    expect(event.asked.sort()).toEqual([`/api/events/${eventId}`, `/api/events/${eventId}/live`])
    expect({ forbidden: event.page?.forbidden, notFound: event.page?.notFound }).toEqual({
      forbidden: true,
      notFound: false,
    })
    const live = await prefetchApp(`/live/${eventId}`)
    expect(live.asked).toEqual([`/api/matches/${eventId}`])
    expect(live.page?.notFound).toBe(true)
  })
})

describe("a league site's news on the server", () => {
  /** The routes' queries of `path` against a stand-in API whose news is shown or hidden (404), and what it asked. */
  async function prefetchNews(path: string, searchParams: Record<string, string>, news: 'shown' | 'hidden') {
    const asked: string[] = []
    const original = globalThis.fetch
    globalThis.fetch = (async (input: string | URL | Request) => {
      const url = new URL(String(input))
      asked.push(`${url.pathname}${url.search}`)
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
      if (url.pathname.includes('/news'))
        return news === 'hidden'
          ? json({ message: 'Not found' }, 404)
          : json({ items: [], total: 0, page: Number(url.searchParams.get('page') ?? 1), page_size: 10 })
      if (url.pathname.endsWith('/matches') || url.pathname.endsWith('/standings')) return json([])
      return json(demoContext)
    }) as typeof fetch
    try {
      const page = await prefetchPageQueries(
        { apiOrigin: 'http://api.test', headers: new Headers(), cookie: () => undefined, searchParams },
        { site: 'competition', domain, context: demoContext },
        resolveRoute(path, 'competition'),
      )
      return { page, asked: asked.filter((call) => call.includes('/news')) }
    } finally {
      globalThis.fetch = original
    }
  }

  it('asks the page of the news in ?page=, and the home its three newest articles', async () => {
    const second = await prefetchNews('/news', { page: '2' }, 'shown')
    expect(second.asked).toEqual([`/api/competition/${domain}/news?page=2&page_size=10`])
    const nonsense = await prefetchNews('/news', { page: 'last' }, 'shown')
    expect(nonsense.asked).toEqual([`/api/competition/${domain}/news?page=1&page_size=10`])
    const home = await prefetchNews('/', {}, 'shown')
    expect(home.asked).toEqual([`/api/competition/${domain}/news?page=1&page_size=3`])
    expect(home.page?.notFound).toBe(false)
  })

  it('makes the news pages a 404 while the league hides its news, but never its home', async () => {
    expect((await prefetchNews('/news', {}, 'hidden')).page?.notFound).toBe(true)
    expect((await prefetchNews('/news/finals-night', {}, 'hidden')).page?.notFound).toBe(true)
    const home = await prefetchNews('/', {}, 'hidden')
    expect(home.page?.notFound).toBe(false)
    expect(home.asked).toHaveLength(1)
  })
})

describe("a page's API client on the server", () => {
  it('asks as the visitor would through /api: their token, language, address, host and scheme', async () => {
    const seen: Headers[] = []
    const original = globalThis.fetch
    globalThis.fetch = (async (_input: string | URL | Request, init?: RequestInit) => {
      seen.push(new Headers(init?.headers))
      return new Response('{}', { headers: { 'content-type': 'application/json' } })
    }) as typeof fetch
    try {
      const request = {
        apiOrigin: 'http://api.test',
        headers: new Headers({
          host: 'league.example.org',
          'x-oche-client-proto': 'https',
          'x-oche-client-address': '203.0.113.9',
          'x-oche-proxy-secret': 's3cret',
        }),
        cookie: (name: string) => ({ token: 'user-token', board_token: 'board-token' })[name],
      }
      await pageApiClient(request, 'fr', '/standings').request('/x')
      await pageApiClient(request, 'fr', '/tablet').request('/x')
    } finally {
      globalThis.fetch = original
    }
    expect(Object.fromEntries(seen[0]!)).toMatchObject({
      authorization: 'Bearer user-token',
      'accept-language': 'fr',
      'x-oche-client-address': '203.0.113.9',
      'x-oche-proxy-secret': 's3cret',
      'x-forwarded-host': 'league.example.org',
      'x-forwarded-proto': 'https',
    })
    expect(seen[1]!.get('authorization')).toBe('Bearer board-token')
  })
})

describe('the handoff from the proxy to the page', () => {
  it('gives a page its answers once, and forgets answers nobody took', async () => {
    let clock = 0
    const handoff = createPrefetchHandoff({ ttlMs: 1_000, now: () => clock })
    const page = await prefetchRouteQueries([])
    const id = handoff.put(page)
    expect(handoff.take('someone-else')).toBeUndefined()
    expect(handoff.take(id)).toBe(page)
    expect(handoff.take(id)).toBeUndefined()
    const late = handoff.put(page)
    clock += 1_001
    expect(handoff.take(late)).toBeUndefined()
    handoff.put(page)
    clock += 1_001
    handoff.put(page)
    expect(handoff.size).toBe(1)
  })
})
