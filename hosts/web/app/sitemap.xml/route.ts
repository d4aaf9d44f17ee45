import { sitemapXml } from '../../src/competition-site'
import { requestSite } from '../server-context'

/** A league site's sitemap: the current season's pages in the four languages (src/competition-site.ts). */
export async function GET() {
  const { site } = await requestSite()
  // The proxy sends the app's /sitemap.xml to the 404 page; a site without an organisation has no pages to list.
  if (site.site !== 'competition' || !site.context) return new Response(null, { status: 404 })
  return new Response(sitemapXml(site.context), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}

export const dynamic = 'force-dynamic'
