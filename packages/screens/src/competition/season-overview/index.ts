export { SeasonOverviewScreen, type SeasonOverviewScreenProps } from './season-overview-screen'
