export { ManageHomeScreen, type ManageHomeScreenProps } from './manage-home-screen'
