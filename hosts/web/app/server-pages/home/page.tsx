import { accountQueries } from '@oche/api'
import { HomeView } from '@oche/screens/views'
import type { Metadata } from 'next'
import { clientPageProps } from '../../client-page'
import { LazyWebApp } from '../../lazy-web-app'
import { routeMetadata } from '../../route-metadata'
import { ServerFrame } from '../../server-page/server-frame'
import { requestPathSegments, serverIntl } from '../../server-context'
import { serverPageRequest } from '../../server-page/page-request'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return routeMetadata(await requestPathSegments(), searchParams)
}

/**
 * `/` for a visitor, as a server component page (docs/adr/031; the proxy rewrites the home's address here): the
 * landing page rendered on the server, its only islands the frame's. While the platform still needs its first super
 * admin the home is the first-run screen, a form of the client app: rendered as the catch-all page renders it.
 */
export default async function HomePage({ searchParams }: Props) {
  const { segments, host, resolved, search, client, queryClient } = await serverPageRequest('index', searchParams)
  // Unknown (the API out of reach): the landing page, as the client page shows it while the answer is on its way.
  const setup = await queryClient.fetchQuery(accountQueries.setup(client)).catch(() => null)
  if (setup?.needed) return <LazyWebApp {...await clientPageProps(segments, searchParams)} />
  const intl = serverIntl(resolved.locale)
  return (
    <ServerFrame route={resolved} searchParams={search} host={host} intl={intl}>
      <HomeView intl={intl} locale={resolved.locale} />
    </ServerFrame>
  )
}

export const dynamic = 'force-dynamic'
