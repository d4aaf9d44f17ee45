export { SiteGroupsScreen, type SiteGroupsScreenProps } from './site-groups-screen'
