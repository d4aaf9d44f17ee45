export {
  AdminOrganisationDetailScreen,
  type AdminOrganisationDetailScreenProps,
} from './admin-organisation-detail-screen'
