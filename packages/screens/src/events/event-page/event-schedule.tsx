import type { EventDetail } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { ChevronRight } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { TournamentStatusBadge } from '../../tournaments/parts/tournament-header/tournament-status-badge'
import { tournamentPath } from '../../tournaments/parts/tournament-page/tournament-sections'
import { formatEventTime } from './event-times'

export type EventScheduleProps = {
  event: EventDetail
  showZone: boolean
}

/** The tournaments played at the event, by start time, each with where it stands and a link to its pages. */
export function EventSchedule({ event, showZone }: EventScheduleProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const tournaments = [...event.tournaments].sort((a, b) => a.starts_at.localeCompare(b.starts_at))
  return (
    <section aria-labelledby="event-schedule" className="flex flex-col gap-3">
      <h2 id="event-schedule" className="text-lg font-semibold">
        <FormattedMessage id="events.page.schedule" defaultMessage="Schedule" />
      </h2>
      {tournaments.length === 0 ? (
        <p
          data-slot="schedule-empty"
          className="rounded-lg border border-dashed border-border px-4 py-6 text-muted-foreground"
        >
          <FormattedMessage
            id="events.page.noTournaments"
            defaultMessage="No tournaments yet. The organiser adds them before the event."
          />
        </p>
      ) : (
        <ol className="flex flex-col gap-2">
          {tournaments.map((tournament) => (
            <li
              key={tournament.id}
              data-slot="schedule-tournament"
              data-status={tournament.status}
              className="relative flex flex-wrap items-center gap-x-3 gap-y-0.5 rounded-md border border-border bg-surface-raised px-3 py-2 focus-within:ring-2 focus-within:ring-ring hover:border-foreground/40"
            >
              <time
                dateTime={tournament.starts_at}
                className="w-full shrink-0 text-sm tabular-nums text-muted-foreground @md:w-24"
              >
                {formatEventTime(intl, tournament.starts_at, event, showZone)}
              </time>
              <Link
                href={localizedPath(tournamentPath(tournament.id, 'overview'), locale)}
                className="min-w-0 flex-1 font-medium break-words outline-none after:absolute after:inset-0 after:rounded-md"
              >
                {tournament.name}
              </Link>
              <TournamentStatusBadge status={tournament.status} />
              <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground print:hidden" />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
