import type { Board, BoardInput, BoardWithCode, UpdateBoardInput } from '@oche/api'

/**
 * What the board list changes, whoever's boards they are (an event's, a league venue's): each call saves through the
 * API and refetches the boards; a failed call throws the API's error. A board's login code is only in the answers of
 * `create` and `regenerateCode`.
 */
export type BoardChanges = {
  create: (input: BoardInput) => Promise<BoardWithCode>
  update: (boardId: string, input: UpdateBoardInput) => Promise<Board>
  remove: (boardId: string) => Promise<unknown>
  regenerateCode: (boardId: string) => Promise<BoardWithCode>
}
