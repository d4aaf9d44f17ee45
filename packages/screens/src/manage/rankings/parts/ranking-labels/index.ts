export { RankingVisibilityBadge } from './ranking-labels'
