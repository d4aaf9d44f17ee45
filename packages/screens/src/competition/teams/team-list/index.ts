export { TeamListScreen, type TeamListScreenProps } from './team-list-screen'
