import { isBuiltScreen, routeHead, routeSubject, brand, type ResolvedRoute } from '@oche/screens/routing'
import type { CompetitionSiteContext } from '@oche/api'
import type { Metadata } from 'next'
import { siteAlternates, siteArticleHead, siteContextKey, siteSubjectName } from '../src/competition-site'
import { pageAlternates } from '../src/page-alternates'
import type { SiteOfHost } from '../src/site-selection'
import {
  appUrl,
  pageSearch,
  pathnameOf,
  prefetchPage,
  publicEvent,
  publicTournament,
  resolveRequest,
  serverIntl,
} from './server-context'

/**
 * The head of a page of the route table: its title and description (a tournament's or an event's own name), canonical
 * address and language versions, and Open Graph tags; on a league's site its name, logo and subject. One for the
 * catch-all page and the server component pages (docs/adr/031).
 */
export async function routeMetadata(
  segments: string[] | undefined,
  searchParams: Promise<Record<string, string | string[] | undefined>>,
): Promise<Metadata> {
  const { site, resolved } = await resolveRequest(segments)
  if (resolved.kind !== 'route' || !isBuiltScreen(resolved.route.name)) return {}
  if (site.site === 'competition') {
    const { query } = await pageSearch(searchParams)
    return competitionSiteMetadata(site, resolved, pathnameOf(segments), query)
  }
  const intl = serverIntl(resolved.locale)
  // Pages about a tournament or an event carry its name (and its description) when shared or found by a search engine.
  const subject = routeSubject(resolved.route, resolved.params)
  const record =
    subject?.kind === 'tournament'
      ? await publicTournament(subject.id)
      : subject?.kind === 'event'
        ? await publicEvent(subject.id)
        : null
  const { title, description } = routeHead(resolved.route, intl, record)
  const alternates = pageAlternates(appUrl(), resolved.path, resolved.locale)
  return {
    title: { absolute: title },
    description,
    alternates,
    openGraph: {
      title,
      description,
      siteName: brand,
      type: 'website',
      url: alternates.canonical,
      locale: intl.locale.replace('-', '_'),
    },
  }
}

/**
 * The head of a page of a league's site: the organisation's name in the title and as `og:site_name`, the team or
 * division the page is about before the page's title, the canonical address and language versions on the site's own
 * base URL, and the organisation's logo as the link preview's image.
 */
async function competitionSiteMetadata(
  site: Extract<SiteOfHost, { site: 'competition' }>,
  resolved: Extract<ResolvedRoute, { kind: 'route' }>,
  pathname: string,
  query: string,
): Promise<Metadata> {
  const intl = serverIntl(resolved.locale)
  // The context of the page's own season when the page asked for it, else the current season's.
  const season = resolved.params.season ?? ''
  const prefetched = await prefetchPage(pathname, query)
  const context =
    prefetched?.queryClient.getQueryData<CompetitionSiteContext>(siteContextKey(site.domain, season)) ?? site.context
  if (!context) {
    const { title, description } = routeHead(resolved.route, intl, null)
    return { title: { absolute: title }, description, robots: { index: false } }
  }
  // A news article is its own subject: its title, its excerpt as the description and its cover as the image.
  const article = prefetched
    ? siteArticleHead(
        prefetched.queryClient,
        site.domain,
        { name: resolved.route.name, params: resolved.params },
        context,
      )
    : null
  const subject = siteSubjectName(resolved.params, context)
  const { title, description } = routeHead(
    resolved.route,
    intl,
    article?.subject ?? (subject ? { name: subject, description: '' } : null),
    context.organisation,
  )
  const alternates = siteAlternates(context, resolved.path, resolved.locale)
  // The link preview's image: the article's cover, else the league's logo.
  const image = article?.image
    ? { url: article.image, alt: article.subject.name }
    : context.organisation.logo_url
      ? { url: context.organisation.logo_url, alt: context.organisation.name }
      : null
  return {
    title: { absolute: title },
    description,
    alternates,
    applicationName: context.organisation.name,
    openGraph: {
      title,
      description,
      siteName: context.organisation.name,
      url: alternates.canonical,
      locale: intl.locale.replace('-', '_'),
      ...(article
        ? { type: 'article' as const, ...(article.publishedTime ? { publishedTime: article.publishedTime } : {}) }
        : { type: 'website' as const }),
      ...(image ? { images: [image] } : {}),
    },
  }
}
