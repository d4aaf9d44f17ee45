import { localizedPath } from '@oche/i18n'
import { routePath } from '@oche/screens/routing'
import {
  readListSearch,
  TournamentListEmptyView,
  TournamentListErrorView,
  tournamentListActionLabel,
  tournamentListQuery,
  TournamentListView,
} from '@oche/screens/views'
import { buttonVariants, PageLayout } from '@oche/ui/static'
import type { Metadata } from 'next'
import { routeMetadata } from '../../route-metadata'
import { PageLink } from '../../server-page/page-link'
import { ServerFrame } from '../../server-page/server-frame'
import { TournamentListIsland, TournamentStart } from '../../server-page/islands'
import { requestPathSegments, serverIntl } from '../../server-context'
import { serverPageRequest } from '../../server-page/page-request'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return routeMetadata(await requestPathSegments(), searchParams)
}

/**
 * `/tournaments` for a visitor, as a server component page (docs/adr/031; the proxy rewrites the list's address
 * here): the list rendered on the server from the same views as the client screen, its tabs, search and pages one
 * client island around it. A signed-in user gets the client screen.
 */
export default async function TournamentsPage({ searchParams }: Props) {
  const { host, resolved, search, query, client, queryClient } = await serverPageRequest('tournaments', searchParams)
  const { locale } = resolved
  const state = readListSearch(search)
  const intl = serverIntl(locale)
  const page = await queryClient.fetchQuery(tournamentListQuery(client, state)).catch(() => null)
  const path = localizedPath(routePath('tournaments'), locale)
  const isSearching = state.search !== ''
  return (
    <ServerFrame route={resolved} searchParams={search} host={host} intl={intl}>
      <main>
        <PageLayout
          className="@container"
          title={intl.formatMessage({ id: 'tournaments.list.title', defaultMessage: 'Tournaments' })}
          description={intl.formatMessage({
            id: 'tournaments.list.description',
            defaultMessage: 'Follow darts tournaments live, see who is playing and look back at the results.',
          })}
        >
          <TournamentListIsland
            path={path}
            status={state.status}
            search={state.search}
            page={state.page}
            pageCount={page ? Math.max(1, Math.ceil(page.total / page.per_page)) : 1}
            searchCount={page ? (isSearching ? page.total : null) : undefined}
          >
            {!page ? (
              <TournamentListErrorView
                intl={intl}
                action={
                  <a href={`${path}${query ? `?${query}` : ''}`} className={buttonVariants()}>
                    {tournamentListActionLabel.tryAgain(intl)}
                  </a>
                }
              />
            ) : page.data.length === 0 ? (
              <TournamentListEmptyView
                intl={intl}
                isSearching={isSearching}
                action={
                  <PageLink href={path} className={buttonVariants({ variant: 'outline' })}>
                    {tournamentListActionLabel.showAll(intl)}
                  </PageLink>
                }
              />
            ) : (
              <TournamentListView
                tournaments={page.data}
                intl={intl}
                locale={locale}
                Link={PageLink}
                Start={TournamentStart}
              />
            )}
          </TournamentListIsland>
        </PageLayout>
      </main>
    </ServerFrame>
  )
}

export const dynamic = 'force-dynamic'
