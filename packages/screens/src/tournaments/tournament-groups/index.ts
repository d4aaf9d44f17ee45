export { TournamentGroupsScreen, type TournamentGroupsScreenProps } from './tournament-groups-screen'
