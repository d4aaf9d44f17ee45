export { RankingRules } from './ranking-rules'
export { RankingTable } from './ranking-table'
export { useRanking, type RankingData } from './use-ranking'
export { CountBestText, RankingDay, RankingWindowText, BandPlaces, bandRanges, TieRuleText } from './ranking-words'
