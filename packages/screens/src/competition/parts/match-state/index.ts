export { MatchStateBadge } from './match-state-badge'
