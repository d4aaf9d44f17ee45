import type { TournamentListItem as TournamentListItemData } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { cn } from '@oche/ui'
import { CalendarDays, MapPin, Trophy, Users } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { tournamentColourClasses } from '../parts/tournament-header/tournament-colour'
import { TournamentStart } from '../parts/tournament-header/tournament-start'
import { TournamentStatusBadge } from '../parts/tournament-header/tournament-status-badge'
import { tournamentPath } from '../parts/tournament-page/tournament-sections'

/** One tournament of the list: a link with its name and status, start, venue, organiser, entries and champion. */
export function TournamentListItem({ tournament }: { tournament: TournamentListItemData }) {
  const locale = useLocale()
  const { Link } = usePlatform()
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
          <TournamentStatusBadge status={tournament.status} />
        </div>
        <dl className="grid gap-x-4 gap-y-1 text-sm text-muted-foreground @xl:grid-cols-2">
          <div className="flex items-center gap-1.5">
            <dt>
              <CalendarDays aria-hidden className="size-4" />
              <span className="sr-only">
                <FormattedMessage id="tournaments.list.starts" defaultMessage="Starts" />
              </span>
            </dt>
            <dd>
              <TournamentStart startsAt={tournament.starts_at} />
            </dd>
          </div>
          {tournament.venue ? (
            <div className="flex items-center gap-1.5">
              <dt>
                <MapPin aria-hidden className="size-4" />
                <span className="sr-only">
                  <FormattedMessage id="tournaments.list.venue" defaultMessage="Venue" />
                </span>
              </dt>
              <dd className="min-w-0 truncate">{tournament.venue}</dd>
            </div>
          ) : null}
          <div className="flex items-center gap-1.5">
            <dt>
              <Users aria-hidden className="size-4" />
              <span className="sr-only">
                <FormattedMessage id="tournaments.list.entries" defaultMessage="Entries" />
              </span>
            </dt>
            <dd>
              <FormattedMessage
                id="tournaments.list.entriesCount"
                defaultMessage="{count, plural, one {# entry} other {# entries}} · organised by {organiser}"
                values={{ count: tournament.entries_count, organiser: tournament.organiser.name }}
              />
            </dd>
          </div>
          {tournament.champion ? (
            <div className="flex items-center gap-1.5 font-medium text-foreground">
              <dt>
                <Trophy aria-hidden className="size-4" />
                <span className="sr-only">
                  <FormattedMessage id="tournaments.list.champion" defaultMessage="Champion" />
                </span>
              </dt>
              <dd>{tournament.champion}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </li>
  )
}
