export { AdminOrganisationListScreen, type AdminOrganisationListScreenProps } from './admin-organisation-list-screen'
