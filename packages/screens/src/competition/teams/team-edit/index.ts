export { TeamEditScreen, type TeamEditScreenProps } from './team-edit-screen'
