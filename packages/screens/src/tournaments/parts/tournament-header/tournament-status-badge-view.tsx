import type { TournamentStatus } from '@oche/api'
import { Badge } from '@oche/ui/static'
import type { IntlShape } from 'react-intl'

/**
 * Where a tournament stands, as a badge: upcoming, drawn, live (pulsing) or finished. A view (docs/adr/031): no
 * hooks, its texts formatted with the `intl` it is given, so a server component page renders it as it is.
 */
export function TournamentStatusBadgeView({ status, intl }: { status: TournamentStatus; intl: IntlShape }) {
  switch (status) {
    case 'draft':
      return (
        <Badge variant="outline" data-status={status}>
          {intl.formatMessage({ id: 'tournaments.status.draft', defaultMessage: 'Upcoming' })}
        </Badge>
      )
    case 'drawn':
      return (
        <Badge variant="info" data-status={status}>
          {intl.formatMessage({ id: 'tournaments.status.drawn', defaultMessage: 'Drawn' })}
        </Badge>
      )
    case 'running':
      return (
        <Badge variant="live" data-status={status}>
          {intl.formatMessage({ id: 'tournaments.status.running', defaultMessage: 'Live' })}
        </Badge>
      )
    case 'finished':
      return (
        <Badge variant="neutral" data-status={status}>
          {intl.formatMessage({ id: 'tournaments.status.finished', defaultMessage: 'Finished' })}
        </Badge>
      )
    default:
      return status satisfies never
  }
}
