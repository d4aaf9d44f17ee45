import { localizedPath } from '@oche/i18n'
import { Button, PageLayout, Skeleton, SkeletonGroup } from '@oche/ui'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import useLatestCallback from 'use-latest-callback'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { readListSearch, writeListSearch } from './list-address'
import {
  TournamentListEmptyView,
  TournamentListErrorView,
  TournamentListView,
  tournamentListActionLabel,
} from './tournament-list-view'
import { TournamentListControls } from './tournament-list-controls'
import { TournamentStart } from '../parts/tournament-header/tournament-start'
import { useTournamentList, type TournamentListQueryState } from './use-tournament-list'
import { routePath } from '../../routing/route-path'

export type PublicTournamentListScreenProps = {
  /** The page's query string: `status` (upcoming, live, finished), `search` and `page`. */
  searchParams?: Record<string, string>
}

function ListLoading() {
  const intl = useIntl()
  return (
    <SkeletonGroup
      label={intl.formatMessage({ id: 'tournaments.list.loading', defaultMessage: 'Loading tournaments' })}
      className="flex flex-col gap-3"
    >
      <Skeleton shape="block" className="h-28" />
      <Skeleton shape="block" className="h-28" />
      <Skeleton shape="block" className="h-28" />
    </SkeletonGroup>
  )
}

/**
 * `/tournaments` (public): every public tournament, by tab (all, live, upcoming, finished), searchable by name or
 * venue, 24 per page. The tab, search and page are kept in the address, so a filtered list can be shared. A visitor
 * gets the server component page of the same list (docs/adr/031); this screen is a signed-in user's, the tablet's and
 * Storybook's.
 */
export function PublicTournamentListScreen({ searchParams = {} }: PublicTournamentListScreenProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { navigate, Link } = usePlatform()
  const [state, setState] = useState<TournamentListQueryState>(() => readListSearch(searchParams))
  const data = useTournamentList(state)

  const path = localizedPath(routePath('tournaments'), locale)
  const update = (next: Partial<TournamentListQueryState>) => {
    const merged = { ...state, ...next }
    setState(merged)
    navigate(`${path}${writeListSearch(merged)}`, { replace: true })
  }
  // One function for the search field's timer, which a render while it runs (the next page came) must not restart.
  const onSearch = useLatestCallback((search: string) => update({ search, page: 1 }))

  const pageCount = data.status === 'ready' ? Math.max(1, Math.ceil(data.page.total / data.page.per_page)) : 1
  return (
    <main>
      <PageLayout
        className="@container"
        title={<FormattedMessage id="tournaments.list.title" defaultMessage="Tournaments" />}
        description={
          <FormattedMessage
            id="tournaments.list.description"
            defaultMessage="Follow darts tournaments live, see who is playing and look back at the results."
          />
        }
      >
        <TournamentListControls
          status={state.status}
          tabHref={(status) => `${path}${writeListSearch({ ...state, status, page: 1 })}`}
          onStatusChange={(status) => update({ status, page: 1 })}
          search={state.search}
          onSearch={onSearch}
          searchCount={
            data.status === 'ready' ? (state.search !== '' && !data.isUpdating ? data.page.total : null) : undefined
          }
          page={state.page}
          pageCount={pageCount}
          onPageChange={(page) => update({ page })}
        >
          {data.status === 'loading' ? (
            <ListLoading />
          ) : data.status === 'error' ? (
            <TournamentListErrorView
              intl={intl}
              action={<Button onClick={data.retry}>{tournamentListActionLabel.tryAgain(intl)}</Button>}
            />
          ) : data.page.data.length === 0 ? (
            <TournamentListEmptyView
              intl={intl}
              isSearching={state.search !== ''}
              action={
                <Button variant="outline" onClick={() => update({ search: '', status: null, page: 1 })}>
                  {tournamentListActionLabel.showAll(intl)}
                </Button>
              }
            />
          ) : (
            <TournamentListView
              tournaments={data.page.data}
              isUpdating={data.isUpdating}
              intl={intl}
              locale={locale}
              Link={Link}
              Start={TournamentStart}
            />
          )}
        </TournamentListControls>
      </PageLayout>
    </main>
  )
}
