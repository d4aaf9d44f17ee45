import type { Tournament } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { cn } from '@oche/ui'
import { CalendarDays, MapPin } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { tournamentPath, tournamentSections, type TournamentSection } from '../tournament-page/tournament-sections'
import { tournamentColourClasses } from './tournament-colour'
import { TournamentStart } from './tournament-start'
import { TournamentStatusBadge } from './tournament-status-badge'

export type TournamentHeaderProps = {
  tournament: Tournament
  /** The page on show, marked in the sub-navigation. */
  section: TournamentSection
}

function SectionName({ section, format }: { section: TournamentSection; format: Tournament['format'] }) {
  switch (section) {
    case 'overview':
      return <FormattedMessage id="tournaments.section.overview" defaultMessage="Overview" />
    case 'games':
      return <FormattedMessage id="tournaments.section.games" defaultMessage="Games" />
    case 'groups':
      return format.kind === 'roundRobin' ? (
        <FormattedMessage id="tournaments.section.standings" defaultMessage="Standings" />
      ) : (
        <FormattedMessage id="tournaments.section.groups" defaultMessage="Groups" />
      )
    case 'winnerBrackets':
      return format.kind === 'groupsKnockout' ? (
        <FormattedMessage id="tournaments.section.winnersKnockout" defaultMessage="Winners knockout" />
      ) : (
        <FormattedMessage id="tournaments.section.bracket" defaultMessage="Bracket" />
      )
    case 'consolationBrackets':
      return <FormattedMessage id="tournaments.section.consolationKnockout" defaultMessage="Consolation knockout" />
    case 'results':
      return <FormattedMessage id="tournaments.section.results" defaultMessage="Results" />
    default:
      return section satisfies never
  }
}

/**
 * The top of every public tournament page: name, status, start and venue, and the sub-navigation to the pages
 * the format has (links, the current one marked).
 */
export function TournamentHeader({ tournament, section }: TournamentHeaderProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <div data-slot="tournament-header" className="flex flex-col gap-4">
      <div className="flex gap-3">
        <span aria-hidden className={cn('w-1.5 shrink-0 rounded-full', tournamentColourClasses[tournament.colour])} />
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="text-2xl font-bold tracking-tight break-words @2xl:text-3xl">{tournament.name}</h1>
            <TournamentStatusBadge status={tournament.status} />
          </div>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden className="size-4" />
              <TournamentStart startsAt={tournament.starts_at} />
            </span>
            {tournament.venue ? (
              <span className="inline-flex items-center gap-1.5">
                <MapPin aria-hidden className="size-4" />
                {tournament.venue}
              </span>
            ) : null}
          </div>
        </div>
      </div>
      <nav
        aria-label={intl.formatMessage({ id: 'tournaments.section.navigation', defaultMessage: 'Tournament pages' })}
        className="print:hidden"
      >
        <ul className="flex max-w-full gap-1 overflow-x-auto border-b border-border">
          {tournamentSections(tournament.format).map((candidate) => (
            <li key={candidate} className="shrink-0">
              <Link
                href={localizedPath(tournamentPath(tournament.id, candidate), locale)}
                aria-current={candidate === section ? 'page' : undefined}
                data-section={candidate}
                className={cn(
                  '-mb-px inline-flex min-h-10 items-center border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap',
                  'text-muted-foreground hover:text-foreground',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  'aria-[current=page]:border-primary aria-[current=page]:text-foreground',
                )}
              >
                <SectionName section={candidate} format={tournament.format} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
