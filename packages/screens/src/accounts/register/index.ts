export { RegisterScreen, type RegisterScreenProps } from './register-screen'
