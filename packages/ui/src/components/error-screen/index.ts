export { ErrorScreen, type ErrorScreenLinkProps, type ErrorScreenProps } from './error-screen'
