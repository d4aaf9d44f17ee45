export { SettingsScreen, type SettingsScreenProps } from './settings-screen'
