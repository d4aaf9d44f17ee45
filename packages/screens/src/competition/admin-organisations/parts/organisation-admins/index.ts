export { OrganisationAdminsSection, type OrganisationAdminsSectionProps } from './organisation-admins-section'
