import type { TournamentListFilter } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import {
  Button,
  cn,
  EmptyState,
  EmptyStateActions,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateTitle,
  Input,
  PageLayout,
  Pagination,
  Skeleton,
  SkeletonGroup,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@oche/ui'
import { Search, Trophy, TriangleAlert } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { readListSearch, writeListSearch } from './list-search'
import { TournamentListView } from './tournament-list-view'
import { TournamentStart } from '../parts/tournament-header/tournament-start'
import { useTournamentList, type TournamentListQueryState } from './use-tournament-list'
import { routePath } from '../../routing/route-path'
import { commonMessages } from '../../app/common-messages/common-messages'

export type PublicTournamentListScreenProps = {
  /** The page's query string: `status` (upcoming, live, finished), `search` and `page`. */
  searchParams?: Record<string, string>
}

type Tab = TournamentListFilter | 'all'
const tabs: readonly Tab[] = ['all', 'live', 'upcoming', 'finished']
const searchDelayMs = 300

function TabName({ tab }: { tab: Tab }) {
  switch (tab) {
    case 'all':
      return <FormattedMessage id="tournaments.list.tabAll" defaultMessage="All" />
    case 'live':
      return <FormattedMessage id="tournaments.list.tabLive" defaultMessage="Live" />
    case 'upcoming':
      return <FormattedMessage id="tournaments.list.tabUpcoming" defaultMessage="Upcoming" />
    case 'finished':
      return <FormattedMessage id="tournaments.list.tabFinished" defaultMessage="Finished" />
    default:
      return tab satisfies never
  }
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

function ListEmpty({ isSearching, onClear }: { isSearching: boolean; onClear: () => void }) {
  return (
    <EmptyState>
      <EmptyStateIcon>
        <Trophy />
      </EmptyStateIcon>
      <EmptyStateTitle>
        {isSearching ? (
          <FormattedMessage id="tournaments.list.noMatchesTitle" defaultMessage="No tournaments match" />
        ) : (
          <FormattedMessage id="tournaments.list.emptyTitle" defaultMessage="No tournaments here yet" />
        )}
      </EmptyStateTitle>
      <EmptyStateDescription>
        {isSearching ? (
          <FormattedMessage
            id="tournaments.list.noMatchesBody"
            defaultMessage="Try another name or venue, or look at every tournament."
          />
        ) : (
          <FormattedMessage
            id="tournaments.list.emptyBody"
            defaultMessage="Public tournaments show up here as soon as their organisers publish them."
          />
        )}
      </EmptyStateDescription>
      {isSearching ? (
        <EmptyStateActions>
          <Button variant="outline" onClick={onClear}>
            <FormattedMessage id="tournaments.list.clearSearch" defaultMessage="Show every tournament" />
          </Button>
        </EmptyStateActions>
      ) : null}
    </EmptyState>
  )
}

function ListError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState role="alert">
      <EmptyStateIcon>
        <TriangleAlert />
      </EmptyStateIcon>
      <EmptyStateTitle>
        <FormattedMessage id="tournaments.list.errorTitle" defaultMessage="The tournaments could not be loaded" />
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage {...commonMessages.unreachable} />
      </EmptyStateDescription>
      <EmptyStateActions>
        <Button onClick={onRetry}>
          <FormattedMessage {...commonMessages.tryAgain} />
        </Button>
      </EmptyStateActions>
    </EmptyState>
  )
}

/**
 * `/tournaments` (public): every public tournament, by tab (all, live, upcoming, finished), searchable by name or
 * venue, 24 per page. The tab, search and page are kept in the address, so a filtered list can be shared.
 */
export function PublicTournamentListScreen({ searchParams = {} }: PublicTournamentListScreenProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { navigate } = usePlatform()
  const searchId = useId()
  const [state, setState] = useState<TournamentListQueryState>(() => readListSearch(searchParams))
  const [draft, setDraft] = useState(state.search)
  const data = useTournamentList(state)

  const update = (next: Partial<TournamentListQueryState>) => {
    const merged = { ...state, ...next }
    setState(merged)
    navigate(`${localizedPath(routePath('tournaments'), locale)}${writeListSearch(merged)}`, { replace: true })
  }

  // The search runs once typing pauses, from the first page.
  useEffect(() => {
    if (draft.trim() === state.search) return
    const timer = setTimeout(() => {
      const merged = { ...state, search: draft.trim(), page: 1 }
      setState(merged)
      navigate(`${localizedPath(routePath('tournaments'), locale)}${writeListSearch(merged)}`, { replace: true })
    }, searchDelayMs)
    return () => clearTimeout(timer)
  }, [draft, state, locale, navigate])

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
        <Tabs
          value={state.status ?? 'all'}
          onValueChange={(value) =>
            update({ status: value === 'all' ? null : (value as TournamentListFilter), page: 1 })
          }
          className="gap-4"
        >
          <div className="flex flex-col gap-3 @2xl:flex-row @2xl:items-center @2xl:justify-between">
            <TabsList
              variant="pills"
              aria-label={intl.formatMessage({ id: 'tournaments.list.tabs', defaultMessage: 'Which tournaments' })}
            >
              {tabs.map((tab) => (
                <TabsTrigger key={tab} value={tab}>
                  <TabName tab={tab} />
                </TabsTrigger>
              ))}
            </TabsList>
            <form
              role="search"
              className="relative @2xl:max-w-96 @2xl:min-w-80 @2xl:flex-1"
              onSubmit={(event) => event.preventDefault()}
            >
              <label htmlFor={searchId} className="sr-only">
                <FormattedMessage id="tournaments.list.searchLabel" defaultMessage="Search by name or venue" />
              </label>
              <Search
                aria-hidden
                className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                id={searchId}
                type="search"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                maxLength={100}
                placeholder={intl.formatMessage({
                  id: 'tournaments.list.searchPlaceholder',
                  defaultMessage: 'Search by name or venue',
                })}
                className="ps-9"
              />
            </form>
          </div>
          {data.status === 'ready' ? (
            <SearchCount count={state.search !== '' && !data.isUpdating ? data.page.total : null} />
          ) : null}
          {tabs.map((tab) => (
            <TabsContent key={tab} value={tab} className="flex flex-col gap-4">
              <TournamentListBody
                data={data}
                isSearching={state.search !== ''}
                onClear={() => {
                  setDraft('')
                  update({ search: '', status: null, page: 1 })
                }}
              />
              {data.status === 'ready' && pageCount > 1 ? (
                <Pagination
                  page={state.page}
                  pageCount={pageCount}
                  onPageChange={(page) => update({ page })}
                  previousLabel={intl.formatMessage({ id: 'tournaments.list.previous', defaultMessage: 'Previous' })}
                  nextLabel={intl.formatMessage({ id: 'tournaments.list.next', defaultMessage: 'Next' })}
                  getPageLabel={(page) =>
                    intl.formatMessage({ id: 'tournaments.list.pageLabel', defaultMessage: 'Page {page}' }, { page })
                  }
                  aria-label={intl.formatMessage({ id: 'tournaments.list.pages', defaultMessage: 'Pages' })}
                />
              ) : null}
            </TabsContent>
          ))}
        </Tabs>
      </PageLayout>
    </main>
  )
}

/**
 * How many tournaments the search found, in a polite status region that stays on the page while the list is shown,
 * so a screen reader hears each new count (WCAG 4.1.3). When none match, the empty state below says so on screen
 * and the count is for screen readers only.
 */
function SearchCount({ count }: { count: number | null }) {
  return (
    <p
      role="status"
      data-slot="tournament-search-count"
      className={cn('text-sm text-muted-foreground', !count && 'sr-only')}
    >
      {count === null ? null : (
        <FormattedMessage
          id="tournaments.list.searchCount"
          defaultMessage="{count, plural, =0 {No tournaments match your search} one {# tournament matches your search} other {# tournaments match your search}}"
          values={{ count }}
        />
      )}
    </p>
  )
}

function TournamentListBody({
  data,
  isSearching,
  onClear,
}: {
  data: ReturnType<typeof useTournamentList>
  isSearching: boolean
  onClear: () => void
}) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  switch (data.status) {
    case 'loading':
      return <ListLoading />
    case 'error':
      return <ListError onRetry={data.retry} />
    case 'ready':
      return data.page.data.length === 0 ? (
        <ListEmpty isSearching={isSearching} onClear={onClear} />
      ) : (
        <TournamentListView
          tournaments={data.page.data}
          isUpdating={data.isUpdating}
          intl={intl}
          locale={locale}
          Link={Link}
          Start={TournamentStart}
        />
      )
    default:
      return data satisfies never
  }
}
