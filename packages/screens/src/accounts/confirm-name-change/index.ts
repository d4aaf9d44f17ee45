export { ConfirmNameChangeScreen, type ConfirmNameChangeScreenProps } from './confirm-name-change-screen'
