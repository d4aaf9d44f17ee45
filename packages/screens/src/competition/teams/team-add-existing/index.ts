export { TeamAddExistingScreen, type TeamAddExistingScreenProps } from './team-add-existing-screen'
