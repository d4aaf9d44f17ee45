export { ResetPasswordScreen, type ResetPasswordScreenProps } from './reset-password-screen'
