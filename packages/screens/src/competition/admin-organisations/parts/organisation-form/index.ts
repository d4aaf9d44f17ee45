export { OrganisationForm, type OrganisationFormProps } from './organisation-form'
export {
  organisationFormValues,
  toOrganisationInput,
  type OrganisationFormMode,
  type OrganisationFormValues,
} from './organisation-form-values'
