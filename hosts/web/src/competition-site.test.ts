import { isBuiltScreen } from '@oche/screens/routing'
import { describe, expect, it } from 'vitest'
import { demoContext } from './competition-site.fixture'
import { robotsTxt, siteAlternates, sitemapPaths, sitemapXml, siteSubjectName } from './competition-site'

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
    const everything = { ...demoContext, organisation: { ...demoContext.organisation, pages: ['cup', 'news', 'help'] } }
    expect(sitemapPaths(everything as typeof demoContext, everyScreen)).toEqual(
      expect.arrayContaining([
        '/cup',
        '/cup/summer-cup/bracket',
        '/cup/summer-cup/standings',
        '/cup/summer-cup/individual-standings',
        '/news',
        '/help',
      ]),
    )
    expect(sitemapPaths(everything as typeof demoContext, everyScreen)).not.toContain('/calendar')
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
