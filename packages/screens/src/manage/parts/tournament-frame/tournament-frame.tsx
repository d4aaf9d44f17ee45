import type { TournamentDetail } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { PageLayout } from '@oche/ui'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { routePath } from '../../../routing/route-path'
import type { ManageTournamentPage } from '../tournament-nav/tournament-pages'
import { ManageTournamentNav } from '../tournament-nav'

export type TournamentFrameProps = {
  tournamentId: string
  /** The tab on show. */
  current: ManageTournamentPage
  /** The tournament once loaded: its name titles the page, its format picks the tabs. */
  detail: TournamentDetail | null
  /** Whether to show the tabs (not on the not-found, forbidden and error states). */
  showNav: boolean
  /** The page's heading under the tabs ("Games", "Groups", …), if it has one. */
  heading?: ReactNode
  children: ReactNode
}

/**
 * The one frame of every tab of a tournament's management (overview, players, games, groups, results, brackets):
 * the main landmark, the same width, the tournament's name, the same link back to the organiser's tournaments, the
 * link to the public page and the tabs. Switching tabs changes only what is under them.
 */
export function TournamentFrame({ tournamentId, current, detail, showNav, heading, children }: TournamentFrameProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <main data-slot="tournament-frame">
      <PageLayout
        contentWidth="wide"
        title={
          detail?.tournament.name ??
          intl.formatMessage({ id: 'manage.tournamentPage.title', defaultMessage: 'Manage tournament' })
        }
        backHref={localizedPath(routePath('manage-tournaments'), locale)}
        backLabel={intl.formatMessage({ id: 'manage.tournamentPage.back', defaultMessage: 'Your tournaments' })}
        renderLink={({ href, children: label, ...props }) => (
          <Link href={href} {...props}>
            {label}
          </Link>
        )}
        actions={
          detail && detail.tournament.visibility !== 'private' ? (
            <Link
              href={localizedPath(routePath('tournaments-tournament', { tournament: tournamentId }), locale)}
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              <FormattedMessage id="manage.tournamentPage.publicPage" defaultMessage="Public page" />
            </Link>
          ) : undefined
        }
      >
        <div className="flex flex-col gap-6">
          {showNav ? (
            <ManageTournamentNav tournamentId={tournamentId} current={current} format={detail?.tournament.format} />
          ) : null}
          {heading ? <h2 className="text-xl font-semibold tracking-tight">{heading}</h2> : null}
          {children}
        </div>
      </PageLayout>
    </main>
  )
}
