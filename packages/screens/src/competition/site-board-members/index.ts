export { SiteBoardMemberListScreen, type SiteBoardMemberListScreenProps } from './site-board-member-list-screen'
export { SiteBoardMemberCreateScreen, type SiteBoardMemberCreateScreenProps } from './site-board-member-create-screen'
export { SiteBoardMemberEditScreen, type SiteBoardMemberEditScreenProps } from './site-board-member-edit-screen'
