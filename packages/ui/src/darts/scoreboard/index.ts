export {
  Scoreboard,
  ScoreboardSide,
  type ScoreboardLabels,
  type ScoreboardProps,
  type ScoreboardSideProps,
  type ScoreboardSideState,
  type ScoreboardSize,
} from './scoreboard'
