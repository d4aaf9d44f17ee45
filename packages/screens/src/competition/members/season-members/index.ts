export { SeasonMembersScreen, type SeasonMembersScreenProps } from './season-members-screen'
