export { SeasonListScreen, type SeasonListScreenProps } from './season-list-screen'
