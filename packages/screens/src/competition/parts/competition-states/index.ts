export { CompetitionForbiddenState, CompetitionNotFoundState, failedStatus } from './competition-states'
