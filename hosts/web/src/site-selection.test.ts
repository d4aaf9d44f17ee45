import { encodeSiteDomain } from '@oche/api'
import { describe, expect, it } from 'vitest'
import { demoContext } from './competition-site.fixture'
import { createSiteSelection, visitorOf } from './site-selection'

/** A stand-in API: which host names have an organisation, how it answers, and what it was asked. */
function api(answer: (host: string) => Response | Promise<Response>) {
  const asked: string[] = []
  const sent: Headers[] = []
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const domain = String(input).split('/api/competition/')[1] ?? ''
    const host = atob(domain.replace(/-/g, '+').replace(/_/g, '/'))
    asked.push(host)
    sent.push(new Headers(init?.headers))
    return answer(host)
  }) as typeof globalThis.fetch
  return { asked, sent, fetch }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function selection(fetch: typeof globalThis.fetch, options: { domains?: string; now?: () => number } = {}) {
  return createSiteSelection({
    apiOrigin: () => 'http://api.test',
    competitionDomains: () => options.domains,
    fetch,
    now: options.now,
    timeoutMs: 50,
  })
}

describe('site selection by host name', () => {
  it("serves a league's site on a domain an organisation has, and the app elsewhere", async () => {
    const { fetch } = api((host) => (host === 'league.example.org' ? json(demoContext) : json({ message: 'x' }, 404)))
    const sites = selection(fetch)
    expect(await sites.siteOf('League.Example.org:3000')).toEqual({
      site: 'competition',
      domain: encodeSiteDomain('league.example.org'),
      context: demoContext,
    })
    expect(await sites.siteOf('www.league.example.org')).toMatchObject({ site: 'competition' })
    expect(await sites.siteOf('oche.example.org')).toEqual({ site: 'app' })
  })

  it('keeps the configured competition domains, with or without an organisation', async () => {
    const { fetch } = api(() => json({ message: 'Not found' }, 404))
    const sites = selection(fetch, { domains: 'league.oche.test, other.test' })
    expect(await sites.siteOf('league.oche.test')).toEqual({
      site: 'competition',
      domain: encodeSiteDomain('league.oche.test'),
      context: null,
    })
    expect(await sites.siteOf('localhost:3000')).toEqual({ site: 'app' })
  })

  it('asks the API once per host name while an answer is fresh, then again', async () => {
    let clock = 0
    const { asked, fetch } = api((host) => (host === 'league.example.org' ? json(demoContext) : json({}, 404)))
    const sites = selection(fetch, { now: () => clock })
    await Promise.all([sites.siteOf('league.example.org'), sites.siteOf('league.example.org')])
    await sites.siteOf('oche.example.org')
    await sites.siteOf('oche.example.org')
    expect(asked).toEqual(['league.example.org', 'oche.example.org'])
    clock += 30_001
    await sites.siteOf('league.example.org')
    expect(asked).toEqual(['league.example.org', 'oche.example.org', 'league.example.org'])
  })

  it('tells the API how the visitor came, and keeps one answer per scheme and Host header', async () => {
    const { asked, sent, fetch } = api(() => json(demoContext))
    const sites = selection(fetch)
    const visitor = (host: string, proto: 'http' | 'https') =>
      visitorOf(new Headers({ host, 'x-oche-client-proto': proto, 'x-oche-proxy-secret': 's3cret' }))
    await sites.siteOf(visitor('league.example.org:8443', 'https'))
    await sites.siteOf(visitor('league.example.org:8443', 'https'))
    await sites.siteOf(visitor('league.example.org', 'http'))
    expect(asked).toEqual(['league.example.org', 'league.example.org'])
    expect(Object.fromEntries(sent[0]!)).toMatchObject({
      'x-forwarded-host': 'league.example.org:8443',
      'x-forwarded-proto': 'https',
      'x-oche-proxy-secret': 's3cret',
    })
    expect(sent[1]!.get('x-forwarded-proto')).toBe('http')
    // A client cannot claim TLS: only the web host's own header says it.
    expect(visitorOf(new Headers({ host: 'a.example.org', 'x-oche-client-proto': 'gopher' })).proto).toBe('http')
  })

  it('never asks about names no organisation can have', async () => {
    const { asked, fetch } = api(() => json({}, 404))
    const sites = selection(fetch)
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', "x'; drop", ''])
      expect(await sites.siteOf(host)).toEqual({ site: 'app' })
    expect(asked).toEqual([])
  })

  it('serves the app when the API is out of reach, slow or wrong, and asks again soon', async () => {
    let clock = 0
    let mode: 'down' | 'slow' | 'broken' | 'up' = 'down'
    const { asked, fetch } = api(async () => {
      if (mode === 'down') throw new TypeError('fetch failed')
      if (mode === 'slow') return new Promise<Response>(() => undefined)
      if (mode === 'broken') return json({ unexpected: true })
      return json(demoContext)
    })
    // The stand-in never answers when slow: the lookup's own timeout must end it.
    const timed: typeof globalThis.fetch = (input, init) =>
      Promise.race([
        fetch(input, init),
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
      ])
    const sites = selection(timed, { now: () => clock })
    expect(await sites.siteOf('league.example.org')).toEqual({ site: 'app' })
    for (const next of ['slow', 'broken', 'up'] as const) {
      mode = next
      clock += 5_001
      expect(await sites.siteOf('league.example.org')).toEqual(
        next === 'up' ? expect.objectContaining({ site: 'competition' }) : { site: 'app' },
      )
    }
    expect(asked).toHaveLength(4)
  })

  it('keeps a bounded number of host names', async () => {
    const { asked, fetch } = api(() => json({}, 404))
    const sites = createSiteSelection({
      apiOrigin: () => 'http://api.test',
      competitionDomains: () => '',
      fetch,
      maxEntries: 2,
    })
    for (const host of ['a.example.org', 'b.example.org', 'c.example.org', 'a.example.org']) await sites.siteOf(host)
    expect(asked).toEqual(['a.example.org', 'b.example.org', 'c.example.org', 'a.example.org'])
  })
})
