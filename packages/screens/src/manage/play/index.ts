export { PlayListScreen, type PlayListScreenProps } from './play-list/play-list-screen'
export { PlayGroupsScreen, type PlayGroupsScreenProps } from './play-groups/play-groups-screen'
export { PlayResultsScreen, type PlayResultsScreenProps } from './play-results/play-results-screen'
export { PlayWinnersKoScreen, PlayLosersKoScreen, type PlayBracketScreenProps } from './play-brackets/bracket-screen'
