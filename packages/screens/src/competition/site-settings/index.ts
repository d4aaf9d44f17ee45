export { SiteSettingsScreen, type SiteSettingsScreenProps } from './site-settings-screen'
