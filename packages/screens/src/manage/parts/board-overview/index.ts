export { BoardOverview, boardListAnchor, type BoardOverviewProps } from './board-overview'
