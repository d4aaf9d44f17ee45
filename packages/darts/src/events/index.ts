// Event-wide planning across the tournaments of one event: which waiting games go to which free boards.
export { planBoardCalls, queueOrder } from './board-calls'
export type {
  BoardCallInput,
  BoardCallPlan,
  CallBoard,
  CallCandidate,
  CallHold,
  CallReason,
  CallRules,
} from './board-calls'
