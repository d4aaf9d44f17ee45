export { PrivacyPolicyScreen } from './privacy-policy-screen'
