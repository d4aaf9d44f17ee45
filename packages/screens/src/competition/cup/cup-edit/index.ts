export { CupEditScreen, cupHasStarted, type CupEditScreenProps } from './cup-edit-screen'
