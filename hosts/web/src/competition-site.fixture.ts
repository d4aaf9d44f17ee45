import { encodeSiteDomain, type CompetitionSiteContext } from '@oche/api'

/** A league site's organisation context, as the API answers `GET /api/competition/{domain}` (tests only). */
export const demoContext: CompetitionSiteContext = {
  organisation: {
    slug: 'demo-darts-league',
    name: 'Demo Darts League',
    logo_url: null,
    primary_colour: null,
    default_language: 'nl',
    help_text: '',
    pages: ['calendar'],
  },
  domain: encodeSiteDomain('league.example.org'),
  base_url: 'https://league.example.org',
  season: { id: 'season-2026', slug: '2026', name: '2026–27', is_current: true, starts_on: null, ends_on: null },
  seasons: [{ id: 'season-2026', slug: '2026', name: '2026–27', is_current: true, starts_on: null, ends_on: null }],
  divisions: [
    { slug: 'premier', name: 'Premier Division', kind: 'league' },
    { slug: 'summer-cup', name: 'Summer Cup', kind: 'cup' },
  ],
  teams: [
    { slug: 'the-arrows', name: 'The Arrows', division: 'premier' },
    { slug: 'bulls', name: 'Bulls', division: 'premier' },
  ],
  time_zone: 'Europe/Amsterdam',
}
