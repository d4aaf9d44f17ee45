export {
  AdminOrganisationCreateScreen,
  type AdminOrganisationCreateScreenProps,
} from './admin-organisation-create-screen'
