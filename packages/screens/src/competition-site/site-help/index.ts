export { SiteHelpScreen, type SiteHelpScreenProps } from './site-help-screen'
