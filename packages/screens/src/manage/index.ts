export { ManageTournamentNav, type ManageTournamentNavProps } from './parts/tournament-nav'
export { ManageHomeScreen, type ManageHomeScreenProps } from './manage-home'
export { TournamentListScreen, type TournamentListScreenProps } from './tournament-list'
export { TournamentCreateScreen, type TournamentCreateScreenProps } from './tournament-create'
export { TournamentOverviewScreen, type TournamentOverviewScreenProps } from './tournament-overview'
export { TournamentPlayersScreen, type TournamentPlayersScreenProps } from './tournament-players'
export { ParticipantsScreen, type ParticipantsScreenProps } from './participants'
export { EventBoardsScreen, type EventBoardsScreenProps } from './event-boards'
export { EventsLocationsScreen, type EventsLocationsScreenProps } from './events-locations'
export { EventCreateScreen, EventEditScreen } from './event-form'
export { MyTournamentsScreen, type MyTournamentsScreenProps } from './my-tournaments'
export {
  PlayListScreen,
  type PlayListScreenProps,
  PlayGroupsScreen,
  type PlayGroupsScreenProps,
  PlayResultsScreen,
  type PlayResultsScreenProps,
  PlayWinnersKoScreen,
  PlayLosersKoScreen,
  type PlayBracketScreenProps,
} from './play'
export {
  ManageRankingsScreen,
  type ManageRankingsScreenProps,
  RankingCreateScreen,
  type RankingCreateScreenProps,
  RankingEditScreen,
  type RankingEditScreenProps,
  ManageRankingScreen,
  type ManageRankingScreenProps,
} from './rankings'
