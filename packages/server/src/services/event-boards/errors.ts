import { defineFeatureErrors } from '../../http/feature-errors'

/** Errors of an event's boards at play: calling, the queue, walkovers and the board tablets' games. */
export const eventBoardErrors = defineFeatureErrors({
  'boardGame.notFound': {
    status: 404,
  },
  'boardGame.unknownBoard': {
    status: 422,
    field: 'board_id',
  },
  'boardGame.boardBusy': {
    status: 422,
    field: 'board_id',
  },
  'boardGame.boardDisabled': {
    status: 422,
    field: 'board_id',
  },
  'boardGame.unknownQueueGame': {
    status: 422,
    field: 'game_ids',
  },
  'boardGame.started': {
    status: 409,
  },
  'boardGame.notCalled': {
    status: 409,
  },
  'boardGame.notFinished': {
    status: 409,
  },
  'tablet.notThisBoard': {
    status: 409,
  },
  'tablet.notThisMatch': {
    status: 403,
  },
})

export type EventBoardError = keyof typeof eventBoardErrors
