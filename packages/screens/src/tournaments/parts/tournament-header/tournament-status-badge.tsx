import type { TournamentStatus } from '@oche/api'
import { Badge } from '@oche/ui'
import { FormattedMessage } from 'react-intl'

/** Where a tournament stands, as a badge: upcoming, drawn, live (pulsing) or finished. */
export function TournamentStatusBadge({ status }: { status: TournamentStatus }) {
  switch (status) {
    case 'draft':
      return (
        <Badge variant="outline" data-status={status}>
          <FormattedMessage id="tournaments.status.draft" defaultMessage="Upcoming" />
        </Badge>
      )
    case 'drawn':
      return (
        <Badge variant="info" data-status={status}>
          <FormattedMessage id="tournaments.status.drawn" defaultMessage="Drawn" />
        </Badge>
      )
    case 'running':
      return (
        <Badge variant="live" data-status={status}>
          <FormattedMessage id="tournaments.status.running" defaultMessage="Live" />
        </Badge>
      )
    case 'finished':
      return (
        <Badge variant="neutral" data-status={status}>
          <FormattedMessage id="tournaments.status.finished" defaultMessage="Finished" />
        </Badge>
      )
    default:
      return status satisfies never
  }
}
