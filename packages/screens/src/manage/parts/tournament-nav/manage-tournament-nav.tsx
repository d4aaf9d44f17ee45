import type { TournamentFormat } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { cn } from '@oche/ui'
import { useIntl, type IntlShape } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { routePath } from '../../../routing/route-path'
import type { ManageTournamentPage } from './tournament-pages'
import { tournamentPages } from './tournament-pages'

export type ManageTournamentNavProps = {
  tournamentId: string
  /** The page on show, marked as the current one. */
  current: ManageTournamentPage
  /** The tournament's format, to leave out pages it has no use for (groups, brackets); all pages while unknown. */
  format?: TournamentFormat | undefined
  className?: string
}

function pageLabel(intl: IntlShape, page: ManageTournamentPage, format: TournamentFormat | undefined): string {
  switch (page) {
    case 'manage-tournaments-id':
      return intl.formatMessage({ id: 'manage.tournamentNav.overview', defaultMessage: 'Overview' })
    case 'manage-tournaments-id-players':
      return intl.formatMessage({ id: 'manage.tournamentNav.players', defaultMessage: 'Players' })
    case 'manage-tournaments-id-play-list':
      return intl.formatMessage({ id: 'manage.tournamentNav.games', defaultMessage: 'Games' })
    case 'manage-tournaments-id-play-groups':
      return intl.formatMessage({ id: 'manage.tournamentNav.groups', defaultMessage: 'Groups' })
    case 'manage-tournaments-id-play-results':
      return intl.formatMessage({ id: 'manage.tournamentNav.results', defaultMessage: 'Results' })
    case 'manage-tournaments-id-play-winners-ko':
      return format?.kind === 'knockout'
        ? intl.formatMessage({ id: 'manage.tournamentNav.bracket', defaultMessage: 'Bracket' })
        : intl.formatMessage({ id: 'manage.tournamentNav.winnersBracket', defaultMessage: 'Winners bracket' })
    case 'manage-tournaments-id-play-losers-ko':
      return format?.kind === 'doubleElimination'
        ? intl.formatMessage({ id: 'manage.tournamentNav.losersBracket', defaultMessage: 'Losers bracket' })
        : intl.formatMessage({ id: 'manage.tournamentNav.consolationBracket', defaultMessage: 'Consolation bracket' })
    default:
      return page satisfies never
  }
}

/**
 * The sub-navigation of a tournament's management pages (overview, players, games, groups, results, brackets),
 * one line that scrolls sideways on a phone. The page on show is marked `aria-current="page"`.
 */
export function ManageTournamentNav({ tournamentId, current, format, className }: ManageTournamentNavProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'manage.tournamentNav.label', defaultMessage: 'Tournament management' })}
      data-slot="manage-tournament-nav"
      className={cn(
        // The line under the tabs is an inset shadow: a border overlapped by the tabs' own (-1px margin) made the bar
        // overflow downwards by a pixel, a 1-px vertical scrollbar on Linux and Windows.
        '-mx-4 overflow-x-auto overflow-y-hidden px-4 shadow-[inset_0_-1px_0_var(--color-border)] sm:mx-0 sm:px-0',
        className,
      )}
    >
      <ul className="flex min-w-max gap-1">
        {tournamentPages(format).map((page) => {
          const isCurrent = page === current
          return (
            <li key={page}>
              <Link
                href={localizedPath(routePath(page, { id: tournamentId }), locale)}
                aria-current={isCurrent ? 'page' : undefined}
                data-page={page}
                className={cn(
                  'inline-flex h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap',
                  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                  isCurrent
                    ? 'border-primary text-foreground'
                    : 'border-transparent text-muted-foreground hover:border-border hover:text-foreground',
                )}
              >
                {pageLabel(intl, page, format)}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
