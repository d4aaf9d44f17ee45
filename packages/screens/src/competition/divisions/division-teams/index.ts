export { DivisionTeamsScreen, type DivisionTeamsScreenProps } from './division-teams-screen'
