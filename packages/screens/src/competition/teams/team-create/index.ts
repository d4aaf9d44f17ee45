export { TeamCreateScreen, type TeamCreateScreenProps } from './team-create-screen'
