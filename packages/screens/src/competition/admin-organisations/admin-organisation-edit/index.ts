export { AdminOrganisationEditScreen, type AdminOrganisationEditScreenProps } from './admin-organisation-edit-screen'
