export { SiteCupListScreen, type SiteCupListScreenProps } from './site-cup-list-screen'
