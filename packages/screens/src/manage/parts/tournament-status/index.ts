export { TournamentStatusBadge, useStatusName } from './tournament-status-badge'
