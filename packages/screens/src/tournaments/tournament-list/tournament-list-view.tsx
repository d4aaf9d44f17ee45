import type { TournamentListItem } from '@oche/api'
import { localizedPath, type Locale } from '@oche/i18n'
import {
  cn,
  EmptyState,
  EmptyStateActions,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateTitle,
} from '@oche/ui/static'
import { CalendarDays, MapPin, Trophy, TriangleAlert, Users } from 'lucide-react'
import type { ComponentType, ReactNode } from 'react'
import type { IntlShape } from 'react-intl'
import type { LinkProps } from '../../app/platform/platform-context'
import { commonMessages } from '../../app/common-messages/common-messages'
import { tournamentColourClasses } from '../parts/tournament-header/tournament-colour'
import { TournamentStatusBadgeView } from '../parts/tournament-header/tournament-status-badge-view'
import { tournamentPath } from '../parts/tournament-page/tournament-sections'

export type TournamentListViewProps = {
  tournaments: readonly TournamentListItem[]
  /** Formats the texts: `useIntl()` in a client screen, the server's `IntlShape` on a server component page. */
  intl: IntlShape
  locale: Locale
  /** The host's link component. */
  Link: ComponentType<LinkProps>
  /** A tournament's start in the reader's time zone, which only the browser knows: a client component (an island). */
  Start: ComponentType<{ startsAt: string }>
  /** The next page is loading: the list stays on show, dimmed and marked busy. */
  isUpdating?: boolean
}

/**
 * The tournament list's tournaments, each a link with its name and status, start, venue, organiser, entries and
 * champion. A view (docs/adr/031): no hooks and no context, so the client screen and a server component page render
 * the same markup.
 */
export function TournamentListView({ tournaments, isUpdating = false, ...item }: TournamentListViewProps) {
  return (
    <ul
      aria-busy={isUpdating || undefined}
      data-slot="tournament-list"
      className="flex flex-col gap-3 aria-busy:opacity-60"
    >
      {tournaments.map((tournament) => (
        <TournamentListItemView key={tournament.id} tournament={tournament} {...item} />
      ))}
    </ul>
  )
}

function TournamentListItemView({
  tournament,
  intl,
  locale,
  Link,
  Start,
}: Omit<TournamentListViewProps, 'tournaments' | 'isUpdating'> & { tournament: TournamentListItem }) {
  return (
    <li
      data-slot="tournament-list-item"
      data-status={tournament.status}
      className="relative flex gap-3 rounded-lg border border-border bg-surface-raised p-4 focus-within:ring-2 focus-within:ring-ring hover:border-foreground/40"
    >
      <span aria-hidden className={cn('w-1.5 shrink-0 rounded-full', tournamentColourClasses[tournament.colour])} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="min-w-0 text-lg font-semibold break-words">
            {/* The whole card is the link's target area; the name stays the link's text. */}
            <Link
              href={localizedPath(tournamentPath(tournament.id, 'overview'), locale)}
              className="outline-none after:absolute after:inset-0 after:rounded-lg"
            >
              {tournament.name}
            </Link>
          </h2>
          <TournamentStatusBadgeView status={tournament.status} intl={intl} />
        </div>
        <dl className="grid gap-x-4 gap-y-1 text-sm text-muted-foreground @xl:grid-cols-2">
          <Fact
            icon={<CalendarDays aria-hidden className="size-4" />}
            term={intl.formatMessage({ id: 'tournaments.list.starts', defaultMessage: 'Starts' })}
          >
            <Start startsAt={tournament.starts_at} />
          </Fact>
          {tournament.venue ? (
            <Fact
              icon={<MapPin aria-hidden className="size-4" />}
              term={intl.formatMessage({ id: 'tournaments.list.venue', defaultMessage: 'Venue' })}
              valueClassName="min-w-0 truncate"
            >
              {tournament.venue}
            </Fact>
          ) : null}
          <Fact
            icon={<Users aria-hidden className="size-4" />}
            term={intl.formatMessage({ id: 'tournaments.list.entries', defaultMessage: 'Entries' })}
          >
            {intl.formatMessage(
              {
                id: 'tournaments.list.entriesCount',
                defaultMessage: '{count, plural, one {# entry} other {# entries}} · organised by {organiser}',
              },
              { count: tournament.entries_count, organiser: tournament.organiser.name },
            )}
          </Fact>
          {tournament.champion ? (
            <Fact
              icon={<Trophy aria-hidden className="size-4" />}
              term={intl.formatMessage({ id: 'tournaments.list.champion', defaultMessage: 'Champion' })}
              className="font-medium text-foreground"
            >
              {tournament.champion}
            </Fact>
          ) : null}
        </dl>
      </div>
    </li>
  )
}

/** One fact of a tournament: its icon with the term for screen readers, and the value. */
function Fact({
  icon,
  term,
  className,
  valueClassName,
  children,
}: {
  icon: ReactNode
  term: string
  className?: string
  valueClassName?: string
  children: ReactNode
}) {
  return (
    <div className={cn('flex items-center gap-1.5', className)}>
      <dt>
        {icon}
        <span className="sr-only">{term}</span>
      </dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  )
}

/**
 * No tournament to list: none published yet, or none matching the search, whose `action` shows them all again (a
 * button on the client screen, a link on a server component page).
 */
export function TournamentListEmptyView({
  intl,
  isSearching,
  action,
}: {
  intl: IntlShape
  isSearching: boolean
  action?: ReactNode
}) {
  return (
    <EmptyState>
      <EmptyStateIcon>
        <Trophy />
      </EmptyStateIcon>
      <EmptyStateTitle>
        {isSearching
          ? intl.formatMessage({ id: 'tournaments.list.noMatchesTitle', defaultMessage: 'No tournaments match' })
          : intl.formatMessage({ id: 'tournaments.list.emptyTitle', defaultMessage: 'No tournaments here yet' })}
      </EmptyStateTitle>
      <EmptyStateDescription>
        {isSearching
          ? intl.formatMessage({
              id: 'tournaments.list.noMatchesBody',
              defaultMessage: 'Try another name or venue, or look at every tournament.',
            })
          : intl.formatMessage({
              id: 'tournaments.list.emptyBody',
              defaultMessage: 'Public tournaments show up here as soon as their organisers publish them.',
            })}
      </EmptyStateDescription>
      {isSearching && action ? <EmptyStateActions>{action}</EmptyStateActions> : null}
    </EmptyState>
  )
}

/** The list could not be loaded; `action` tries again. */
export function TournamentListErrorView({ intl, action }: { intl: IntlShape; action: ReactNode }) {
  return (
    <EmptyState role="alert">
      <EmptyStateIcon>
        <TriangleAlert />
      </EmptyStateIcon>
      <EmptyStateTitle>
        {intl.formatMessage({
          id: 'tournaments.list.errorTitle',
          defaultMessage: 'The tournaments could not be loaded',
        })}
      </EmptyStateTitle>
      <EmptyStateDescription>{intl.formatMessage(commonMessages.unreachable)}</EmptyStateDescription>
      <EmptyStateActions>{action}</EmptyStateActions>
    </EmptyState>
  )
}

/** The labels of the list's actions, the same on the client screen's buttons and a server page's links. */
export const tournamentListActionLabel = {
  showAll: (intl: IntlShape) =>
    intl.formatMessage({ id: 'tournaments.list.clearSearch', defaultMessage: 'Show every tournament' }),
  tryAgain: (intl: IntlShape) => intl.formatMessage(commonMessages.tryAgain),
}
