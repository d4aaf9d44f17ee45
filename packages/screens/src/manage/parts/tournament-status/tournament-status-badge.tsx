import type { TournamentStatus } from '@oche/api'
import { Badge, type BadgeVariant } from '@oche/ui'
import { useIntl } from 'react-intl'

const variants: Record<TournamentStatus, BadgeVariant> = {
  draft: 'outline',
  drawn: 'info',
  running: 'live',
  finished: 'neutral',
}

/** The name of each tournament status, in the interface language. */
export function useStatusName() {
  const intl = useIntl()
  return (status: TournamentStatus): string => {
    switch (status) {
      case 'draft':
        return intl.formatMessage({ id: 'manage.status.draft', defaultMessage: 'Being set up' })
      case 'drawn':
        return intl.formatMessage({ id: 'manage.status.drawn', defaultMessage: 'Drawn' })
      case 'running':
        return intl.formatMessage({ id: 'manage.status.running', defaultMessage: 'Live' })
      case 'finished':
        return intl.formatMessage({ id: 'manage.status.finished', defaultMessage: 'Finished' })
      default:
        return status satisfies never
    }
  }
}

/** Where a tournament stands, as a badge: being set up, drawn, live (pulsing) or finished. */
export function TournamentStatusBadge({ status }: { status: TournamentStatus }) {
  const statusName = useStatusName()
  return (
    <Badge variant={variants[status]} data-status={status}>
      {statusName(status)}
    </Badge>
  )
}
