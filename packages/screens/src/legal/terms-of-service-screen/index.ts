export { TermsOfServiceScreen } from './terms-of-service-screen'
