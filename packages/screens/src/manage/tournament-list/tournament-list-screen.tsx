import type { TournamentListItem } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import {
  Button,
  EmptyState,
  EmptyStateActions,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateTitle,
  PageLayout,
} from '@oche/ui'
import { Plus, SearchX, Trophy } from 'lucide-react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { routePath } from '../../routing/route-path'
import { LoadErrorState, LoadingState } from '../parts/screen-states/screen-states'
import { TournamentTable } from '../parts/tournament-table'
import { filterTournaments, type TournamentFilter } from './filter-tournaments'
import { TournamentFilters } from './tournament-filters'
import { useTournamentList } from './use-tournament-list'

export type TournamentListScreenProps = Record<string, never>

function CreateButton() {
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <Button asChild>
      <Link href={localizedPath(routePath('manage-tournaments-create'), locale)}>
        <Plus aria-hidden />
        <FormattedMessage id="manage.tournamentList.create" defaultMessage="New tournament" />
      </Link>
    </Button>
  )
}

function NoTournaments() {
  return (
    <EmptyState>
      <EmptyStateIcon>
        <Trophy />
      </EmptyStateIcon>
      <EmptyStateTitle>
        <FormattedMessage id="manage.tournamentList.emptyTitle" defaultMessage="No tournaments yet" />
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="manage.tournamentList.emptyBody"
          defaultMessage="Set up your first tournament: the format, the game settings, then the players. A test tournament is a safe way to try."
        />
      </EmptyStateDescription>
      <EmptyStateActions>
        <CreateButton />
      </EmptyStateActions>
    </EmptyState>
  )
}

function FilteredList({ items }: { items: TournamentListItem[] }) {
  const intl = useIntl()
  const locale = useLocale()
  const [filter, setFilter] = useState<TournamentFilter>({ status: 'all', search: '' })
  const shown = filterTournaments(items, filter)
  return (
    <div className="flex flex-col gap-4">
      <TournamentFilters value={filter} onValueChange={setFilter} />
      <p role="status" className="text-sm text-muted-foreground">
        <FormattedMessage
          id="manage.tournamentList.count"
          defaultMessage="{shown, plural, one {# tournament} other {# tournaments}} of {total}"
          values={{ shown: shown.length, total: items.length }}
        />
      </p>
      {shown.length > 0 ? (
        <TournamentTable
          items={shown}
          label={intl.formatMessage({
            id: 'manage.tournamentList.tableLabel',
            defaultMessage: 'Tournaments you organise',
          })}
          hrefOf={(item) => localizedPath(routePath('manage-tournaments-id', { id: item.id }), locale)}
        />
      ) : (
        <EmptyState>
          <EmptyStateIcon>
            <SearchX />
          </EmptyStateIcon>
          <EmptyStateTitle>
            <FormattedMessage id="manage.tournamentList.noMatchTitle" defaultMessage="No tournament matches" />
          </EmptyStateTitle>
          <EmptyStateActions>
            <Button variant="outline" onClick={() => setFilter({ status: 'all', search: '' })}>
              <FormattedMessage id="manage.tournamentList.clearFilters" defaultMessage="Show all tournaments" />
            </Button>
          </EmptyStateActions>
        </EmptyState>
      )}
    </div>
  )
}

/** `/manage/tournaments` (signed in): the tournaments the organiser runs, to filter, search and open. */
export function TournamentListScreen() {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const list = useTournamentList()
  return (
    <main>
      <PageLayout
        title={intl.formatMessage({ id: 'manage.tournamentList.title', defaultMessage: 'Your tournaments' })}
        backHref={localizedPath(routePath('manage'), locale)}
        backLabel={intl.formatMessage({ id: 'manage.tournamentList.back', defaultMessage: 'Organiser home' })}
        renderLink={({ href, children, ...props }) => (
          <Link href={href} {...props}>
            {children}
          </Link>
        )}
        actions={list.data && list.data.length > 0 ? <CreateButton /> : undefined}
      >
        {list.data ? (
          list.data.length > 0 ? (
            <FilteredList items={list.data} />
          ) : (
            <NoTournaments />
          )
        ) : list.error ? (
          <LoadErrorState
            title={
              <FormattedMessage
                id="manage.tournamentList.errorTitle"
                defaultMessage="Your tournaments could not be loaded"
              />
            }
            onRetry={() => void list.refetch()}
          />
        ) : (
          <LoadingState
            label={intl.formatMessage({
              id: 'manage.tournamentList.loading',
              defaultMessage: 'Loading your tournaments',
            })}
          />
        )}
      </PageLayout>
    </main>
  )
}
