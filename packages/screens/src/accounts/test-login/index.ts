export { TestLoginScreen, type TestLoginScreenProps } from './test-login-screen'
