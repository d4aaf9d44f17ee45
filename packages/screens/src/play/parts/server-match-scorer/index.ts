export { ServerMatchScorer, type ServerMatchScorerLabels, type ServerMatchScorerProps } from './server-match-scorer'
export { serverScorerMatch } from './server-scorer-match'
