export { TeamStatisticsScreen, type TeamStatisticsScreenProps } from './team-statistics-screen'
