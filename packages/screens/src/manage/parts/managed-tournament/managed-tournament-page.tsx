import type { TournamentDetail } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { routePath } from '../../../routing/route-path'
import type { ManageTournamentPage } from '../tournament-nav/tournament-pages'
import {
  LoadErrorState,
  LoadingState,
  TournamentForbiddenState,
  TournamentNotFoundState,
} from '../screen-states/screen-states'
import { TournamentFrame } from '../tournament-frame'
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
  const tournament = useManagedTournament(id)
  const detail = tournament.status === 'ready' ? tournament.detail : null
  return (
    <TournamentFrame
      tournamentId={id}
      current={current}
      detail={detail}
      showNav={tournament.status === 'ready' || tournament.status === 'loading'}
      heading={detail ? description : undefined}
    >
      <PageBody id={id} tournament={tournament} loadingLabel={loadingLabel}>
        {children}
      </PageBody>
    </TournamentFrame>
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
              ? localizedPath(routePath('tournaments-tournament', { tournament: id }), locale)
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
