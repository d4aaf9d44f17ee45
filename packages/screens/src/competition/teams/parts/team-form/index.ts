export { TeamForm, type TeamFormProps } from './team-form'
export {
  noChoice,
  teamFormValues,
  toTeamChanges,
  toTeamInput,
  type TeamFormScope,
  type TeamFormValues,
} from './team-form-values'
export { weekdayName } from './weekday-name'
