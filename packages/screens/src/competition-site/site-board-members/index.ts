export { SiteBoardMembersScreen, type SiteBoardMembersScreenProps } from './site-board-members-screen'
