export { MemberEditScreen, type MemberEditScreenProps } from './member-edit-screen'
