export { OrganisationHomeScreen, type OrganisationHomeScreenProps } from './organisation-home-screen'
