import { headers } from 'next/headers'
import { siteNewsSlugs, sitemapXml } from '../../src/competition-site'
import { pageApiClient } from '../../src/route-prefetch'
import { apiOrigin, requestSite } from '../server-context'

/** A league site's sitemap: the current season's pages in the four languages (src/competition-site.ts). */
export async function GET() {
  const { site } = await requestSite()
  // The proxy sends the app's /sitemap.xml to the 404 page; a site without an organisation has no pages to list.
  if (site.site !== 'competition' || !site.context) return new Response(null, { status: 404 })
  // The news's articles, asked as an anonymous visitor would see them (none when the news is not shown).
  const articles = site.context.organisation.pages.includes('news')
    ? await siteNewsSlugs(
        pageApiClient({ apiOrigin, headers: await headers(), cookie: () => undefined }, 'en', '/'),
        site.domain,
      )
    : []
  return new Response(sitemapXml(site.context, undefined, articles), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}

export const dynamic = 'force-dynamic'
