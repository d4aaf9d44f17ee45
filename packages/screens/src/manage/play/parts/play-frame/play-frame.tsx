import type { TournamentDetail } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import {
  Button,
  EmptyState,
  EmptyStateActions,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateTitle,
  Skeleton,
  SkeletonGroup,
} from '@oche/ui'
import { Lock, SearchX, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../../app/language/use-locale'
import { usePlatform } from '../../../../app/platform/platform-context'
import { TournamentFrame } from '../../../parts/tournament-frame'
import { routePath } from '../../../../routing/route-path'
import type { ManageTournamentPage } from '../../../parts/tournament-nav/tournament-pages'
import type { TournamentPlayData } from '../play-data/use-tournament-play'
import { commonMessages } from '../../../../app/common-messages/common-messages'

export type PlayFrameProps = {
  tournamentId: string
  page: ManageTournamentPage
  /** The page's heading under the tournament's name ("Games", "Groups", …). */
  heading: ReactNode
  data: TournamentPlayData
  /** The page's content once the tournament is loaded. */
  children: (detail: TournamentDetail) => ReactNode
}

function FrameMessage({
  icon,
  title,
  body,
  action,
  isAlert = false,
}: {
  icon: ReactNode
  title: ReactNode
  body: ReactNode
  action: ReactNode
  isAlert?: boolean
}) {
  return (
    <EmptyState role={isAlert ? 'alert' : undefined} className="w-full">
      <EmptyStateIcon>{icon}</EmptyStateIcon>
      <EmptyStateTitle>{title}</EmptyStateTitle>
      <EmptyStateDescription>{body}</EmptyStateDescription>
      <EmptyStateActions>{action}</EmptyStateActions>
    </EmptyState>
  )
}

/**
 * The frame of a tournament's play pages: the tournament's name, the management sub-navigation and the page's
 * heading, around the page's content, or the loading, forbidden, not-found and error states.
 */
export function PlayFrame({ tournamentId, page, heading, data, children }: PlayFrameProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const backToTournaments = (
    <Button asChild variant="outline">
      <Link href={localizedPath(routePath('manage-tournaments'), locale)}>
        <FormattedMessage id="manage.playFrame.backToTournaments" defaultMessage="Go to your tournaments" />
      </Link>
    </Button>
  )
  const detail = data.status === 'ready' ? data.detail : null

  function content(): ReactNode {
    switch (data.status) {
      case 'loading':
        return (
          <SkeletonGroup
            label={intl.formatMessage({ id: 'manage.playFrame.loading', defaultMessage: 'Loading the tournament' })}
          >
            <Skeleton className="h-10 w-full max-w-xl" />
            <Skeleton shape="block" className="h-28" />
            <Skeleton shape="block" className="h-28" />
            <Skeleton shape="block" className="h-28" />
          </SkeletonGroup>
        )
      case 'forbidden':
        return (
          <FrameMessage
            icon={<Lock />}
            title={
              <FormattedMessage
                id="manage.playFrame.forbiddenTitle"
                defaultMessage="You cannot manage this tournament"
              />
            }
            body={
              <FormattedMessage
                id="manage.playFrame.forbiddenBody"
                defaultMessage="Only its organisers can call games and enter results. Ask one of them to add you."
              />
            }
            action={backToTournaments}
          />
        )
      case 'notFound':
        return (
          <FrameMessage
            icon={<SearchX />}
            title={
              <FormattedMessage id="manage.playFrame.notFoundTitle" defaultMessage="This tournament cannot be found" />
            }
            body={
              <FormattedMessage
                id="manage.playFrame.notFoundBody"
                defaultMessage="The link may be mistyped, or the tournament was deleted."
              />
            }
            action={backToTournaments}
          />
        )
      case 'error':
        return (
          <FrameMessage
            isAlert
            icon={<TriangleAlert />}
            title={
              <FormattedMessage id="manage.playFrame.errorTitle" defaultMessage="The tournament could not be loaded" />
            }
            body={<FormattedMessage {...commonMessages.unreachable} />}
            action={
              <Button onClick={data.retry}>
                <FormattedMessage {...commonMessages.tryAgain} />
              </Button>
            }
          />
        )
      case 'ready':
        return children(data.detail)
      default:
        return data satisfies never
    }
  }

  return (
    <TournamentFrame
      tournamentId={tournamentId}
      current={page}
      detail={detail}
      showNav={data.status === 'ready' || data.status === 'loading'}
      heading={heading}
    >
      {content()}
    </TournamentFrame>
  )
}
