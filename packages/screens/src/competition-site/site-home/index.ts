export { SiteHomeScreen, type SiteHomeScreenProps } from './site-home-screen'
