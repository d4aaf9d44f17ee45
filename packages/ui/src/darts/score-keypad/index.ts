export {
  ScoreKeypad,
  scoreKeypadKey,
  type ScoreKeypadAction,
  type ScoreKeypadLabels,
  type ScoreKeypadProps,
} from './score-keypad'
