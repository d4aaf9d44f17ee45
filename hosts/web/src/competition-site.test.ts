import { isBuiltScreen } from '@oche/screens/routing'
import { describe, expect, it } from 'vitest'
import { demoContext } from './competition-site.fixture'
import { siteContentQueries, type ApiClient, type SiteNewsItem } from '@oche/api'
import { QueryClient } from '@tanstack/react-query'
import {
  robotsTxt,
  siteAlternates,
  siteArticleHead,
  sitemapPaths,
  sitemapXml,
  siteNewsSlugs,
  siteSubjectName,
} from './competition-site'

describe("a league site's head", () => {
  it('names the team or division a page is about', () => {
    expect(siteSubjectName({ group: 'premier', team: 'bulls' }, demoContext)).toBe('Bulls')
    expect(siteSubjectName({ group: 'premier' }, demoContext)).toBe('Premier Division')
    expect(siteSubjectName({ group: 'summer-cup' }, demoContext)).toBe('Summer Cup')
    expect(siteSubjectName({ group: 'nobody' }, demoContext)).toBeNull()
    expect(siteSubjectName({}, demoContext)).toBeNull()
    expect(siteSubjectName({ season: '2026' }, demoContext)).toBe('2026–27')
    expect(siteSubjectName({ season: '2026', group: 'nobody' }, demoContext)).toBeNull()
  })

  it("links every language version on the site's own address", () => {
    expect(siteAlternates({ base_url: 'https://league.example.org/' }, '/groups/premier/standings', 'nl')).toEqual({
      canonical: 'https://league.example.org/nl/groups/premier/standings',
      languages: {
        'en-GB': 'https://league.example.org/groups/premier/standings',
        'nl-BE': 'https://league.example.org/nl/groups/premier/standings',
        'fr-FR': 'https://league.example.org/fr/groups/premier/standings',
        'de-DE': 'https://league.example.org/de/groups/premier/standings',
        'x-default': 'https://league.example.org/groups/premier/standings',
      },
    })
    expect(siteAlternates(demoContext, '/', 'fr').canonical).toBe('https://league.example.org/fr')
  })

  it('titles a news article with its title, describes it with its excerpt and previews it with its cover', () => {
    const article = {
      title: 'Finals night',
      excerpt: 'The finals are on Friday.',
      cover: { url: '/api/files/6b1f0000-0000-4000-8000-000000000001/cover.jpg' },
      published_at: '2026-11-20T18:00:00Z',
    } as SiteNewsItem
    const answers = new QueryClient()
    const key = siteContentQueries.publicNewsItem({} as ApiClient, {
      domain: 'league.example.org',
      season: '',
      slug: 'finals-night',
    }).queryKey
    answers.setQueryData(key, article)
    const route = { name: 'competition-site-season-news-slug', params: { slug: 'finals-night' } }
    expect(siteArticleHead(answers, 'league.example.org', route, demoContext)).toEqual({
      subject: { name: 'Finals night', description: 'The finals are on Friday.' },
      image: 'https://league.example.org/api/files/6b1f0000-0000-4000-8000-000000000001/cover.jpg',
      publishedTime: '2026-11-20T18:00:00Z',
    })
    // No cover: no image of its own (the league's logo stands in).
    answers.setQueryData(key, { ...article, cover: null })
    expect(siteArticleHead(answers, 'league.example.org', route, demoContext)?.image).toBeNull()
    // Another page, or an article that was not fetched: nothing.
    expect(
      siteArticleHead(answers, 'league.example.org', { name: 'competition-site-season-news', params: {} }, demoContext),
    ).toBeNull()
    expect(
      siteArticleHead(answers, 'league.example.org', { ...route, params: { slug: 'other' } }, demoContext),
    ).toBeNull()
  })
})

describe("a league site's sitemap and robots.txt", () => {
  it('lists the built pages of the current season: home, divisions, teams, leaderboards, calendar', () => {
    const candidates = [
      ['competition-site-index', '/'],
      ['competition-site-season-groups', '/groups'],
      ['competition-site-season-groups-group-standings', '/groups/premier/standings'],
      ['competition-site-season-groups-group-teams', '/groups/premier/teams'],
      ['competition-site-season-groups-group-individual-standings', '/groups/premier/individual-standings'],
      ['competition-site-season-groups-group-teams-team', '/groups/premier/teams/the-arrows'],
      ['competition-site-season-groups-group-teams-team', '/groups/premier/teams/bulls'],
      ['competition-site-season-individual-180-171', '/individual/180-171'],
      ['competition-site-season-individual-low-visits', '/individual/low-visits'],
      ['competition-site-season-individual-games-played', '/individual/games-played'],
      ['competition-site-season-individual-high-checkouts', '/individual/high-checkouts'],
      ['competition-site-season-calendar', '/calendar'],
    ] as const
    const everyScreen = () => true
    expect(sitemapPaths(demoContext, everyScreen)).toEqual(candidates.map(([, path]) => path))
    // Only pages whose screen is built.
    expect(sitemapPaths(demoContext)).toEqual(
      candidates.filter(([name]) => isBuiltScreen(name)).map(([, path]) => path),
    )
    // The cup's pages and the optional pages once the organisation shows them.
    const everything = {
      ...demoContext,
      organisation: { ...demoContext.organisation, pages: ['cup', 'news', 'documents', 'board-members', 'help'] },
    }
    expect(sitemapPaths(everything as typeof demoContext, everyScreen)).toEqual(
      expect.arrayContaining([
        '/cup',
        '/cup/summer-cup/bracket',
        '/cup/summer-cup/standings',
        '/cup/summer-cup/individual-standings',
        '/news',
        '/documents',
        '/board-members',
        '/help',
      ]),
    )
    expect(sitemapPaths(everything as typeof demoContext, everyScreen)).not.toContain('/calendar')
    // The news, the documents and the board are built pages.
    expect(sitemapPaths(everything as typeof demoContext)).toEqual(
      expect.arrayContaining(['/news', '/documents', '/board-members']),
    )
  })

  it('lists the news’s articles after the news page, only while the news is shown', () => {
    const withNews = { ...demoContext, organisation: { ...demoContext.organisation, pages: ['news'] } }
    const paths = sitemapPaths(withNews as typeof demoContext, () => true, ['finals-night', 'new-season'])
    expect(paths.slice(paths.indexOf('/news'))).toEqual(['/news', '/news/finals-night', '/news/new-season'])
    expect(sitemapPaths(demoContext, () => true, ['finals-night'])).not.toContain('/news/finals-night')
  })

  it('asks the articles page by page as an anonymous visitor, and none when the news is not shown', async () => {
    const asked: string[] = []
    const slugs = Array.from({ length: 60 }, (_, index) => `article-${index + 1}`)
    const client: ApiClient = {
      request: (path: string) => {
        asked.push(path)
        const page = Number(new URL(path, 'http://api').searchParams.get('page'))
        const items = slugs.slice((page - 1) * 50, page * 50).map((slug) => ({ slug }))
        return Promise.resolve({ items, total: slugs.length, page, page_size: 50 }) as never
      },
    } as ApiClient
    await expect(siteNewsSlugs(client, 'league.example.org')).resolves.toEqual(slugs)
    expect(asked).toEqual([
      '/competition/league.example.org/news?page=1&page_size=50',
      '/competition/league.example.org/news?page=2&page_size=50',
    ])
    const hidden = { request: () => Promise.reject(Object.assign(new Error('Not found'), { status: 404 })) }
    await expect(siteNewsSlugs(hidden as unknown as ApiClient, 'league.example.org')).resolves.toEqual([])
  })

  it('gives each page in the four languages with its language versions', () => {
    const xml = sitemapXml({ ...demoContext, base_url: 'https://league.example.org' }, () => true)
    expect(xml.match(/<url>/g)).toHaveLength(12 * 4)
    expect(xml).toContain('<loc>https://league.example.org/</loc>')
    expect(xml).toContain('<loc>https://league.example.org/de</loc>')
    expect(xml).toContain('<loc>https://league.example.org/fr/groups/premier/teams/the-arrows</loc>')
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="nl-BE" href="https://league.example.org/nl"/>')
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://league.example.org/"/>')
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  })

  it('allows every page, not the API, and names the sitemap', () => {
    expect(robotsTxt(demoContext)).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://league.example.org/sitemap.xml\n',
    )
    expect(robotsTxt(null)).toBe('User-agent: *\nAllow: /\nDisallow: /api/\n')
  })
})
