export { CupCreateForm } from './cup-create-form'
export { CupForm, type CupFormProps } from './cup-form'
export {
  cupFormSchema,
  cupTemplateIssue,
  cupValues,
  deciderOf,
  newCupValues,
  toCupChanges,
  toCupInput,
  type CupFormValues,
} from './cup-form-values'
