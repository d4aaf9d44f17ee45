export { RankingForm, type RankingFormProps } from './ranking-form'
export type { RankingTournamentChoice } from './tournaments-field'
export { newRankingFormValues, rankingFormValuesFrom, toRankingInput } from './ranking-form-values'
export { RankingPage, type RankingPageProps } from './ranking-page'
