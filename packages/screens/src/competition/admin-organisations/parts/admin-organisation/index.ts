export { AdminOrganisationBody, type AdminOrganisationBodyProps } from './admin-organisation-body'
export { AdminForbiddenState, AdminOrganisationNotFoundState } from './admin-organisation-states'
export { AdminOrganisationsPage, type AdminOrganisationsPageProps } from './admin-organisations-page'
export {
  useAdminOrganisation,
  useRefreshAdminOrganisation,
  useStoreAdminOrganisation,
  type AdminOrganisationPage,
  type AdminOrganisationRoute,
} from './use-admin-organisation'
