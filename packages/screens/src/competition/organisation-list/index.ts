export { OrganisationListScreen, type OrganisationListScreenProps } from './organisation-list-screen'
