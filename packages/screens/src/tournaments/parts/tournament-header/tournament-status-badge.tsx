import type { TournamentStatus } from '@oche/api'
import { useIntl } from 'react-intl'
import { TournamentStatusBadgeView } from './tournament-status-badge-view'

/** Where a tournament stands, as a badge: upcoming, drawn, live (pulsing) or finished. */
export function TournamentStatusBadge({ status }: { status: TournamentStatus }) {
  return <TournamentStatusBadgeView status={status} intl={useIntl()} />
}
