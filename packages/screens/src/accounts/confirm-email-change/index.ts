export { ConfirmEmailChangeScreen, type ConfirmEmailChangeScreenProps } from './confirm-email-change-screen'
