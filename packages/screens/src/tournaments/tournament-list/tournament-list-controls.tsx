import type { TournamentListFilter } from '@oche/api'
import { cn, Input, Pagination } from '@oche/ui'
import { Search } from 'lucide-react'
import { useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../app/platform/platform-context'
import { TabLinksView } from '../../app/tab-links/tab-links-view'

export type TournamentListTab = TournamentListFilter | 'all'
export const tournamentListTabs: readonly TournamentListTab[] = ['all', 'live', 'upcoming', 'finished']
const searchDelayMs = 300

function TabName({ tab }: { tab: TournamentListTab }) {
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

export type TournamentListControlsProps = {
  /** The tab shown (null: all). */
  status: TournamentListFilter | null
  /** The address of each tab (the list's path with its query). */
  tabHref: (status: TournamentListFilter | null) => string
  /**
   * Where the screen shows another tab itself (the client screen's own state): a tab's press changes it instead of
   * following the link. Without it a tab is a plain link (a server component page renders the new address's list).
   */
  onStatusChange?: (status: TournamentListFilter | null) => void
  /** The search the list shows. */
  search: string
  /** A new search, once typing pauses (trimmed). */
  onSearch: (search: string) => void
  /** The search form's address without script (a `GET` form): the list's own path. */
  searchAction?: string
  /**
   * How many tournaments the search found, for the status region: null while there is no count to say (no search, or
   * the next page is loading), undefined while there is no list at all (loading, failed).
   */
  searchCount: number | null | undefined
  page: number
  pageCount: number
  onPageChange?: (page: number) => void
  /** Each page's address, where pages are links (a server component page, docs/adr/031). */
  getPageHref?: (page: number) => string
  /** The list, or its empty, loading or failed state. */
  children: ReactNode
}

/**
 * The tournament list's tabs (links: each is an address), search as you type, search count and pages around the list. One component for the
 * client screen and for the server component page, where it is the list's island (docs/adr/031): the list inside
 * it is rendered on the server and handed in as `children`.
 */
export function TournamentListControls({
  status,
  tabHref,
  onStatusChange,
  search,
  onSearch,
  searchAction,
  searchCount,
  page,
  pageCount,
  onPageChange,
  getPageHref,
  children,
}: TournamentListControlsProps) {
  const intl = useIntl()
  const { Link } = usePlatform()
  const searchId = useId()
  const [draft, setDraft] = useState(search)
  // The search this field last sent, and the last one it was shown: a search that changed from elsewhere (the
  // empty state's "Show every tournament", the browser's back button) replaces what was typed.
  const [sent, setSent] = useState(search)
  const [shown, setShown] = useState(search)
  if (search !== shown) {
    setShown(search)
    if (search !== sent) {
      setSent(search)
      setDraft(search)
    }
  }

  // The search runs once typing pauses.
  useEffect(() => {
    const next = draft.trim()
    if (next === sent) return
    const timer = setTimeout(() => {
      setSent(next)
      onSearch(next)
    }, searchDelayMs)
    return () => clearTimeout(timer)
  }, [draft, sent, onSearch])

  const pagination =
    searchCount !== undefined && pageCount > 1 ? (
      <Pagination
        page={page}
        pageCount={pageCount}
        {...(onPageChange ? { onPageChange } : {})}
        {...(getPageHref ? { getHref: getPageHref } : {})}
        previousLabel={intl.formatMessage({ id: 'tournaments.list.previous', defaultMessage: 'Previous' })}
        nextLabel={intl.formatMessage({ id: 'tournaments.list.next', defaultMessage: 'Next' })}
        getPageLabel={(target) =>
          intl.formatMessage({ id: 'tournaments.list.pageLabel', defaultMessage: 'Page {page}' }, { page: target })
        }
        aria-label={intl.formatMessage({ id: 'tournaments.list.pages', defaultMessage: 'Pages' })}
      />
    ) : null
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 @2xl:flex-row @2xl:items-end @2xl:justify-between">
        <TabLinksView
          label={intl.formatMessage({ id: 'tournaments.list.tabs', defaultMessage: 'Which tournaments' })}
          Link={Link}
          className="@2xl:flex-1"
          links={tournamentListTabs.map((tab) => {
            const next = tab === 'all' ? null : tab
            return {
              href: tabHref(next),
              label: <TabName tab={tab} />,
              current: (status ?? 'all') === tab,
              ...(onStatusChange
                ? {
                    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
                      event.preventDefault()
                      onStatusChange(next)
                    },
                  }
                : {}),
            }
          })}
        />
        <form
          role="search"
          action={searchAction}
          method="get"
          className="relative @2xl:max-w-96 @2xl:min-w-80 @2xl:flex-1"
          onSubmit={(event) => event.preventDefault()}
        >
          {status ? <input type="hidden" name="status" value={status} /> : null}
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
            name="search"
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
      {searchCount !== undefined ? <SearchCount count={searchCount} /> : null}
      {children}
      {pagination}
    </div>
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
