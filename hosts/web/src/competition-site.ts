import {
  competitionSiteQueries,
  listPublicSiteNews,
  siteContentQueries,
  type ApiClient,
  type CompetitionSiteContext,
  type SiteNewsItem,
} from '@oche/api'
import { locales, type Locale } from '@oche/i18n'
import { isBuiltScreen, routePath, type RouteName, type RouteParams } from '@oche/screens/routing'
import { pageAlternates } from './page-alternates'

// What a league's public site says about itself to search engines and link previews: the name a page's title
// carries, its canonical address and language versions on the site's own base URL, its sitemap and robots.txt.

const keyOnly: ApiClient = { request: () => Promise.reject(new Error('only the query key is read')) }

/** The query key of the organisation context of a season ('' the current), as the site's screens ask for it. */
export function siteContextKey(domain: string, season: string) {
  return competitionSiteQueries.context(keyOnly, { domain, season }).queryKey
}

/**
 * The article a news page (`news/{slug}`) shows, from the answers prefetched for the page (`getQueryData` of its
 * query client), for its head: the title alone, the excerpt as the description, the cover as the link preview's
 * image (absolute on the site's base URL); null on any other page or when the article was not fetched.
 */
export function siteArticleHead(
  answers: { getQueryData<T>(key: readonly unknown[]): T | undefined },
  domain: string,
  route: { name: string; params: RouteParams },
  context: Pick<CompetitionSiteContext, 'base_url'>,
): { subject: { name: string; description: string }; image: string | null; publishedTime: string | null } | null {
  const { slug } = route.params
  if (route.name !== 'competition-site-season-news-slug' || !slug) return null
  const key = siteContentQueries.publicNewsItem(keyOnly, { domain, season: route.params.season ?? '', slug }).queryKey
  const article = answers.getQueryData<SiteNewsItem>(key)
  if (!article) return null
  return {
    subject: { name: article.title, description: article.excerpt },
    image: article.cover ? new URL(article.cover.url, `${baseOf(context)}/`).href : null,
    publishedTime: article.published_at,
  }
}

/** The site's base URL without a trailing slash (`https://league.example.org`). */
function baseOf(context: Pick<CompetitionSiteContext, 'base_url'>): string {
  return context.base_url.replace(/\/+$/, '')
}

/**
 * The name of what a page of the site is about, from its path's parameters and the context of its season: a team
 * (`{team}`), else a division or cup (`{group}`), else a season's own page (`/{season}`), else nothing. It goes
 * before the page's title.
 */
export function siteSubjectName(params: RouteParams, context: CompetitionSiteContext): string | null {
  if (params.team) {
    const team = context.teams.find((candidate) => candidate.slug === params.team)
    if (team) return team.name
  }
  if (params.group) {
    const division = context.divisions.find((candidate) => candidate.slug === params.group)
    if (division) return division.name
    return null
  }
  if (params.season && context.season?.slug === params.season) return context.season.name
  return null
}

/**
 * The canonical address of a page in one language and its versions in every language (hreflang), on the site's own
 * base URL; `x-default` is the unprefixed address, which picks the visitor's language.
 */
export function siteAlternates(context: Pick<CompetitionSiteContext, 'base_url'>, path: string, locale: Locale) {
  return pageAlternates(context.base_url, path, locale)
}

type SitePage = { [Name in RouteName]: { name: Name; params: RouteParams } }[RouteName]

/** The most articles the sitemap lists (the newest). */
const sitemapArticleLimit = 1_000

/**
 * The slugs of the articles the public sees, newest first (at most `sitemapArticleLimit`), for the sitemap; none
 * when the organisation does not show its news (the API's 404) or the API cannot say.
 */
export async function siteNewsSlugs(client: ApiClient, domain: string): Promise<string[]> {
  const slugs: string[] = []
  const page_size = 50
  try {
    for (let page = 1; slugs.length < sitemapArticleLimit; page += 1) {
      const list = await listPublicSiteNews(client, { domain, season: '' }, { page, page_size })
      slugs.push(...list.items.map((item) => item.slug))
      if (list.items.length < page_size || page * page_size >= list.total) break
    }
  } catch {
    // The sitemap lists the other pages all the same.
  }
  return slugs.slice(0, sitemapArticleLimit)
}

/**
 * The pages of the current season a search engine should know (unprefixed: the current season needs no
 * `{season}`): the home, the divisions with their standings, teams and players, each team, the calendar, the
 * leaderboards, and the optional pages the organisation shows, with the news's articles (`articles`, their slugs).
 * Only pages whose screen is built.
 */
export function sitemapPaths(
  context: CompetitionSiteContext,
  built: (name: RouteName) => boolean = isBuiltScreen,
  articles: readonly string[] = [],
): string[] {
  const shown = new Set(context.organisation.pages)
  const leagues = context.divisions.filter((division) => division.kind === 'league')
  const cups = context.divisions.filter((division) => division.kind === 'cup')
  const leagueSlugs = new Set(leagues.map((division) => division.slug))
  const pages: SitePage[] = [
    { name: 'competition-site-index', params: {} },
    { name: 'competition-site-season-groups', params: {} },
    ...leagues.flatMap(({ slug: group }): SitePage[] => [
      { name: 'competition-site-season-groups-group-standings', params: { group } },
      { name: 'competition-site-season-groups-group-teams', params: { group } },
      { name: 'competition-site-season-groups-group-individual-standings', params: { group } },
    ]),
    ...context.teams.flatMap(({ slug: team, division }): SitePage[] =>
      division && leagueSlugs.has(division)
        ? [{ name: 'competition-site-season-groups-group-teams-team', params: { group: division, team } }]
        : [],
    ),
    { name: 'competition-site-season-individual-180-171', params: {} },
    { name: 'competition-site-season-individual-low-visits', params: {} },
    { name: 'competition-site-season-individual-games-played', params: {} },
    { name: 'competition-site-season-individual-high-checkouts', params: {} },
    ...(shown.has('calendar') ? [{ name: 'competition-site-season-calendar', params: {} } as const] : []),
    ...(shown.has('cup')
      ? [
          { name: 'competition-site-season-cup', params: {} } as const,
          ...cups.flatMap(({ slug: group }): SitePage[] => [
            { name: 'competition-site-season-cup-group-bracket', params: { group } },
            { name: 'competition-site-season-cup-group-standings', params: { group } },
            { name: 'competition-site-season-cup-group-individual-standings', params: { group } },
          ]),
        ]
      : []),
    ...(shown.has('news')
      ? [
          { name: 'competition-site-season-news', params: {} } as const,
          ...articles.map((slug): SitePage => ({ name: 'competition-site-season-news-slug', params: { slug } })),
        ]
      : []),
    ...(shown.has('documents') ? [{ name: 'competition-site-season-documents', params: {} } as const] : []),
    ...(shown.has('board-members') ? [{ name: 'competition-site-season-board-members', params: {} } as const] : []),
    ...(shown.has('help') ? [{ name: 'competition-site-season-help', params: {} } as const] : []),
  ]
  return pages
    .filter((page) => built(page.name))
    .map((page) => (routePath as (name: RouteName, params: RouteParams) => string)(page.name, page.params))
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** `/sitemap.xml`: every page of `sitemapPaths` in the four languages, each with its language versions. */
export function sitemapXml(
  context: CompetitionSiteContext,
  built?: (name: RouteName) => boolean,
  articles: readonly string[] = [],
): string {
  const entries = sitemapPaths(context, built, articles).flatMap((path) => {
    const { languages } = siteAlternates(context, path, 'en')
    const links = Object.entries(languages)
      .map(([tag, href]) => `<xhtml:link rel="alternate" hreflang="${tag}" href="${escapeXml(href)}"/>`)
      .join('')
    return locales.map(
      (locale) =>
        `<url><loc>${escapeXml(siteAlternates(context, path, locale).canonical)}</loc>${links}<changefreq>daily</changefreq></url>`,
    )
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')
}

/** `/robots.txt`: every page may be crawled, the API may not; the sitemap when the site has an organisation. */
export function robotsTxt(context: Pick<CompetitionSiteContext, 'base_url'> | null): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...(context ? ['', `Sitemap: ${baseOf(context)}/sitemap.xml`] : []),
    '',
  ].join('\n')
}
