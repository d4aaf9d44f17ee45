import { localizedPath } from '@oche/i18n'
import {
  Button,
  EmptyState,
  EmptyStateActions,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateTitle,
  PageLayout,
  Pagination,
} from '@oche/ui'
import { Target } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { LoadErrorState, LoadingState } from '../../manage/parts/screen-states/screen-states'
import { routePath } from '../../routing/route-path'
import { InvitationCard } from './invitation-card'
import { MyMatchDetail } from './my-match-detail'
import { MyMatchFilters } from './my-match-filters'
import { MyMatchRow } from './my-match-row'
import { hasMyMatchFilters, readMyMatchesSearch, writeMyMatchesSearch, type MyMatchesSearch } from './my-matches-search'
import { useMatchInvitations, usePlayedMatches, type PlayedMatchesData } from './use-my-matches'

export type MyMatchesScreenProps = {
  /** The page's query string: `kind`, `period`, `result`, `page`, and `match` for an opened match. */
  searchParams?: Record<string, string>
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

function NoMatches({ isFiltered, onClear }: { isFiltered: boolean; onClear: () => void }) {
  return (
    <EmptyState>
      <EmptyStateIcon>
        <Target />
      </EmptyStateIcon>
      <EmptyStateTitle>
        {isFiltered ? (
          <FormattedMessage id="accounts.myMatches.noneMatchTitle" defaultMessage="No matches for these filters" />
        ) : (
          <FormattedMessage id="accounts.myMatches.emptyTitle" defaultMessage="No matches yet" />
        )}
      </EmptyStateTitle>
      <EmptyStateDescription>
        {isFiltered ? (
          <FormattedMessage
            id="accounts.myMatches.noneMatchBody"
            defaultMessage="Try another kind, period or result."
          />
        ) : (
          <FormattedMessage
            id="accounts.myMatches.emptyBody"
            defaultMessage="The matches you play show here: in tournaments and leagues, against the bot and on this device, and the ones you accept when someone puts you in theirs."
          />
        )}
      </EmptyStateDescription>
      {isFiltered ? (
        <EmptyStateActions>
          <Button variant="outline" onClick={onClear}>
            <FormattedMessage id="accounts.myMatches.showAll" defaultMessage="Show every match" />
          </Button>
        </EmptyStateActions>
      ) : null}
    </EmptyState>
  )
}

function PlayedMatchList({
  data,
  search,
  update,
}: {
  data: PlayedMatchesData
  search: MyMatchesSearch
  update: (next: Partial<MyMatchesSearch>) => void
}) {
  const intl = useIntl()
  const locale = useLocale()
  switch (data.status) {
    case 'loading':
      return (
        <LoadingState
          label={intl.formatMessage({ id: 'accounts.myMatches.loading', defaultMessage: 'Loading your matches' })}
        />
      )
    case 'error':
      return (
        <LoadErrorState
          title={
            <FormattedMessage id="accounts.myMatches.errorTitle" defaultMessage="Your matches could not be loaded" />
          }
          onRetry={data.retry}
        />
      )
    case 'ready': {
      const { page } = data
      if (page.data.length === 0)
        return (
          <NoMatches
            isFiltered={hasMyMatchFilters(search)}
            onClear={() => update({ kind: null, period: null, result: null, page: 1 })}
          />
        )
      const pageCount = Math.max(1, Math.ceil(page.total / page.per_page))
      return (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground" role="status">
            <FormattedMessage
              id="accounts.myMatches.count"
              defaultMessage="{count, plural, one {# match} other {# matches}}"
              values={{ count: page.total }}
            />
          </p>
          <ul
            aria-busy={data.isUpdating || undefined}
            data-slot="my-match-list"
            className="flex flex-col gap-2 aria-busy:opacity-60"
          >
            {page.data.map((match) => (
              <MyMatchRow
                key={match.id}
                match={match}
                detailHref={`${localizedPath(routePath('profile-my-matches'), locale)}${writeMyMatchesSearch({ ...search, match: match.id })}`}
                onOpen={() => update({ match: match.id })}
              />
            ))}
          </ul>
          {pageCount > 1 ? (
            <Pagination
              page={search.page}
              pageCount={pageCount}
              onPageChange={(next) => update({ page: next })}
              previousLabel={intl.formatMessage({ id: 'accounts.myMatches.previous', defaultMessage: 'Previous' })}
              nextLabel={intl.formatMessage({ id: 'accounts.myMatches.next', defaultMessage: 'Next' })}
              getPageLabel={(next) =>
                intl.formatMessage(
                  { id: 'accounts.myMatches.pageLabel', defaultMessage: 'Page {page}' },
                  { page: next },
                )
              }
              aria-label={intl.formatMessage({ id: 'accounts.myMatches.pages', defaultMessage: 'Pages' })}
            />
          ) : null}
        </div>
      )
    }
    default:
      return data satisfies never
  }
}

/**
 * `/profile/my-matches` (signed in): the invitations to others' matches, to accept or decline, and every match the
 * user played (tournaments, leagues, the bot, local play) with their result and average, filtered by kind, period
 * and result, 20 a page. The filters, the page and an opened match (its legs and visits) are kept in the address.
 */
export function MyMatchesScreen({ searchParams = {} }: MyMatchesScreenProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link, navigate } = usePlatform()
  const [search, setSearch] = useState<MyMatchesSearch>(() => readMyMatchesSearch(searchParams))
  const played = usePlayedMatches(search)
  const invitations = useMatchInvitations()
  const waiting = invitations.data ?? []

  const update = (next: Partial<MyMatchesSearch>) => {
    const merged = { ...search, ...next }
    setSearch(merged)
    navigate(`${localizedPath(routePath('profile-my-matches'), locale)}${writeMyMatchesSearch(merged)}`, {
      replace: true,
    })
  }

  return (
    <main>
      <PageLayout
        title={intl.formatMessage({ id: 'accounts.myMatches.title', defaultMessage: 'My matches' })}
        backHref={localizedPath(routePath('profile'), locale)}
        backLabel={intl.formatMessage({ id: 'accounts.myMatches.back', defaultMessage: 'Profile' })}
        renderLink={({ href, children, ...props }) => (
          <Link href={href} {...props}>
            {children}
          </Link>
        )}
      >
        {search.match ? (
          <MyMatchDetail matchId={search.match} onClose={() => update({ match: null })} />
        ) : (
          <div className="flex flex-col gap-8">
            {waiting.length > 0 ? (
              <Section title={<FormattedMessage id="accounts.myMatches.invitations" defaultMessage="Invitations" />}>
                <ul className="flex flex-col gap-3">
                  {waiting.map((invitation) => (
                    <InvitationCard key={invitation.match.id} invitation={invitation} />
                  ))}
                </ul>
              </Section>
            ) : null}
            <Section title={<FormattedMessage id="accounts.myMatches.history" defaultMessage="Match history" />}>
              <MyMatchFilters value={search} onValueChange={(filters) => update({ ...filters, page: 1 })} />
              <PlayedMatchList data={played} search={search} update={update} />
            </Section>
          </div>
        )}
      </PageLayout>
    </main>
  )
}
