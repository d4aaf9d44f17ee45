export { MemberCreateScreen, type MemberCreateScreenProps } from './member-create-screen'
