import type { TournamentDetail } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { PageLayout } from '@oche/ui'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { managePaths, publicTournamentPath, type ManageTournamentPage } from '../manage-paths'
import {
  LoadErrorState,
  LoadingState,
  TournamentForbiddenState,
  TournamentNotFoundState,
} from '../screen-states/screen-states'
import { ManageTournamentNav } from '../tournament-nav'
import { useManagedTournament, type ManagedTournament } from './use-managed-tournament'

export type ManagedTournamentPageProps = {
  id: string
  current: ManageTournamentPage
  /** What loads, for screen readers ("Loading the players"). */
  loadingLabel: string
  /** The page's heading under the tournament's name. */
  description?: ReactNode
  children: (detail: TournamentDetail) => ReactNode
}

/**
 * The frame of a tournament's management pages: the tournament's name, a link back to the organiser's list, the
 * sub-navigation, and the loading, not-found, forbidden and error states; `children` renders the ready page.
 */
export function ManagedTournamentPage({
  id,
  current,
  loadingLabel,
  description,
  children,
}: ManagedTournamentPageProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const tournament = useManagedTournament(id)
  const detail = tournament.status === 'ready' ? tournament.detail : null
  const backLabel = intl.formatMessage({ id: 'manage.tournamentPage.back', defaultMessage: 'Your tournaments' })
  return (
    <main>
      <PageLayout
        title={
          detail?.tournament.name ??
          intl.formatMessage({ id: 'manage.tournamentPage.title', defaultMessage: 'Manage tournament' })
        }
        description={detail ? description : undefined}
        backHref={localizedPath(managePaths.tournaments, locale)}
        backLabel={backLabel}
        renderLink={({ href, children: label, ...props }) => (
          <Link href={href} {...props}>
            {label}
          </Link>
        )}
        actions={
          detail && detail.tournament.visibility !== 'private' ? (
            <Link
              href={localizedPath(publicTournamentPath(id), locale)}
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              <FormattedMessage id="manage.tournamentPage.publicPage" defaultMessage="Public page" />
            </Link>
          ) : undefined
        }
      >
        <div className="flex flex-col gap-6">
          {tournament.status === 'ready' || tournament.status === 'loading' ? (
            <ManageTournamentNav tournamentId={id} current={current} format={detail?.tournament.format} />
          ) : null}
          <PageBody id={id} tournament={tournament} loadingLabel={loadingLabel}>
            {children}
          </PageBody>
        </div>
      </PageLayout>
    </main>
  )
}

type PageBodyProps = Pick<ManagedTournamentPageProps, 'id' | 'loadingLabel' | 'children'> & {
  tournament: ManagedTournament
}

function PageBody({ id, tournament, loadingLabel, children }: PageBodyProps) {
  const locale = useLocale()
  switch (tournament.status) {
    case 'loading':
      return <LoadingState label={loadingLabel} />
    case 'notFound':
      return <TournamentNotFoundState />
    case 'forbidden':
      return (
        <TournamentForbiddenState
          publicHref={
            tournament.detail && tournament.detail.tournament.visibility !== 'private'
              ? localizedPath(publicTournamentPath(id), locale)
              : null
          }
        />
      )
    case 'error':
      return (
        <LoadErrorState
          title={
            <FormattedMessage
              id="manage.tournamentPage.errorTitle"
              defaultMessage="The tournament could not be loaded"
            />
          }
          onRetry={tournament.retry}
        />
      )
    case 'ready':
      return children(tournament.detail)
    default:
      return tournament satisfies never
  }
}
