export { ParticipantsScreen, type ParticipantsScreenProps } from './participants-screen'
