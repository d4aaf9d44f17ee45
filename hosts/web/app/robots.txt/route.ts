import { robotsTxt } from '../../src/competition-site'
import { requestSite } from '../server-context'

/** A league site's robots.txt: crawl every page, not the API; where the sitemap is (src/competition-site.ts). */
export async function GET() {
  const { site } = await requestSite()
  if (site.site !== 'competition') return new Response(null, { status: 404 })
  return new Response(robotsTxt(site.context), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}

export const dynamic = 'force-dynamic'
