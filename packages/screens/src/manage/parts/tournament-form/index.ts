export { TournamentForm, type TournamentFormProps } from './tournament-form'
export {
  newTournamentFormValues,
  toTournamentInput,
  toTournamentUpdate,
  tournamentFormValuesFrom,
} from './tournament-form-input'
export type { TournamentFormValues } from './tournament-form-values'
