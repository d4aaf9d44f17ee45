export { RankingForbiddenState, RankingNotFoundState, RankingsForbiddenState } from './ranking-states'
