import { describe, expect, it } from 'vitest'
import { fillPath, fillRoutePath, resolveRoute, siteForHost, splitLocale } from './match-route'
import { routePath } from './route-path'
import { routes } from './routes'

describe('splitLocale', () => {
  it('reads the language from the prefix and defaults to English without one', () => {
    expect(splitLocale('/nl/tournaments')).toEqual({ locale: 'nl', path: '/tournaments', isPrefixed: true })
    expect(splitLocale('/de')).toEqual({ locale: 'de', path: '/', isPrefixed: true })
    expect(splitLocale('/tournaments/')).toEqual({ locale: 'en', path: '/tournaments', isPrefixed: false })
    expect(splitLocale('/en/play')).toEqual({ locale: 'en', path: '/play', isPrefixed: true })
  })
})

describe('siteForHost', () => {
  const domains = 'league.example.org, www.darts-bond.be'
  it('recognises a competition domain without its port and leading www', () => {
    expect(siteForHost('league.example.org:3000', domains)).toBe('competition')
    expect(siteForHost('www.league.example.org', domains)).toBe('competition')
    expect(siteForHost('darts-bond.be', domains)).toBe('competition')
  })
  it('serves the app site on every other host', () => {
    expect(siteForHost('localhost:3000', domains)).toBe('app')
    expect(siteForHost('oche.example.org', '')).toBe('app')
    expect(siteForHost('league.example.org', undefined)).toBe('app')
  })
})

describe('resolveRoute', () => {
  it('finds an app route in all five language forms with its parameters', () => {
    for (const prefix of ['', '/en', '/nl', '/fr', '/de']) {
      const resolved = resolveRoute(`${prefix}/tournaments/spring-open/games/42`, 'app')
      expect(resolved.kind).toBe('route')
      if (resolved.kind !== 'route') return
      expect(resolved.route.name).toBe('tournaments-tournament-games-id')
      expect(resolved.params).toEqual({ tournament: 'spring-open', id: '42' })
      expect(resolved.locale).toBe(prefix ? prefix.slice(1) : 'en')
    }
  })

  it('drops competition routes on the app site and app routes on a competition site', () => {
    expect(resolveRoute('/calendar', 'app').kind).toBe('notFound')
    expect(resolveRoute('/profile/settings', 'competition').kind).toBe('notFound')
    // One segment on a competition site is a season slug.
    const season = resolveRoute('/tournaments', 'competition')
    expect(season.kind === 'route' && season.params).toEqual({ season: 'tournaments' })
    const home = resolveRoute('/', 'competition')
    expect(home.kind === 'route' && home.route.name).toBe('competition-site-index')
  })

  it('prefers a literal segment over a season parameter', () => {
    const news = resolveRoute('/fr/news', 'competition')
    expect(news.kind === 'route' && news.route.path).toBe('/{season?}/news')
    const seasonNews = resolveRoute('/2026-2027/news/opening-night', 'competition')
    expect(seasonNews.kind === 'route' && seasonNews.params).toEqual({ season: '2026-2027', slug: 'opening-night' })
    const season = resolveRoute('/2026-2027', 'competition')
    expect(season.kind === 'route' && season.route.path).toBe('/{season}')
  })

  it('follows the spec redirects, keeping the season and group', () => {
    expect(resolveRoute('/nl/2026/groups/a', 'competition')).toEqual({
      kind: 'redirect',
      locale: 'nl',
      to: '/2026/groups/a/standings',
    })
    expect(resolveRoute('/individual', 'competition')).toEqual({
      kind: 'redirect',
      locale: 'en',
      to: '/individual/180-171',
    })
    // The target's filler is kept between requests; each request fills it with its own parameters.
    expect(resolveRoute('/2025/groups/b', 'competition')).toMatchObject({ to: '/2025/groups/b/standings' })
    expect(resolveRoute('/groups/c%20d', 'competition')).toMatchObject({ to: '/groups/c%20d/standings' })
  })

  it('answers not found for unknown paths', () => {
    expect(resolveRoute('/nope', 'app')).toEqual({ kind: 'notFound', locale: 'en', path: '/nope' })
    expect(resolveRoute('/de/manage/unknown/deeper', 'app').kind).toBe('notFound')
  })
})

describe('routePath', () => {
  it('fills in parameters', () => {
    expect(routePath('live-id', { id: 'abc' })).toBe('/live/abc')
    expect(routePath('competition-site-season-cup', {})).toBe('/cup')
    expect(fillPath('/live/{id}', { id: 'abc' })).toBe('/live/abc')
    expect(fillPath('/{season?}/cup', {})).toBe('/cup')
  })

  it('encodes parameters and fills optional ones', () => {
    expect(routePath('manage-tournaments-id-players', { id: 'a b/c' })).toBe('/manage/tournaments/a%20b%2Fc/players')
    expect(routePath('competition-site-season-cup', { season: '2025' })).toBe('/2025/cup')
    expect(routePath('manage-tournaments')).toBe('/manage/tournaments')
  })

  it('fills the same route again with other parameters (its filler is kept, not its answer)', () => {
    expect(routePath('live-id', { id: 'first' })).toBe('/live/first')
    expect(routePath('live-id', { id: 'second' })).toBe('/live/second')
    expect(routePath('competition-site-season-cup', { season: '2024' })).toBe('/2024/cup')
    expect(routePath('competition-site-season-cup', {})).toBe('/cup')
  })

  it("fills only the table's own routes: a copy of one is a mistake, not a path to guess", () => {
    const live = routes.find((route) => route.name === 'live-id')!
    expect(fillRoutePath(live, { id: 'abc' })).toBe('/live/abc')
    expect(() => fillRoutePath({ ...live }, { id: 'abc' })).toThrow('Not a route of the table: live-id (/live/{id})')
  })

  it('takes only the names and parameters of the table', () => {
    // @ts-expect-error: no route has this name
    expect(() => routePath('manage-tournament', { id: 'x' })).toThrow()
    // @ts-expect-error: the parameter is `id`, not `tournament`
    expect(() => routePath('manage-tournaments-id-players', { tournament: 'x' })).toThrow()
    // @ts-expect-error: the parameter is required
    expect(() => routePath('live-id')).toThrow()
  })
})
