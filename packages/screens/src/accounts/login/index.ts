export { LoginScreen, type LoginScreenProps } from './login-screen'
