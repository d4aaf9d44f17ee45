export { PrivacyPolicyScreen } from './privacy-policy-screen'
export { TermsOfServiceScreen } from './terms-of-service-screen'
