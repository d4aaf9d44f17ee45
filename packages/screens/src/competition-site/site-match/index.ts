export { SiteMatchScreen, type SiteMatchScreenProps } from './site-match-screen'
