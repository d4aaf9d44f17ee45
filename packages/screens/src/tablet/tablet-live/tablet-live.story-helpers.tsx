import type { EventBoardsLive, LiveBoard, Match } from '@oche/api'
import { boardTokenFixture, eventBoardsLiveFixture, tabletBoardFixture } from '@oche/mocks'
import { removeCookie, writeCookie } from '../../app/preferences/cookies'
import { storageKeys } from '../../app/preferences/storage-keys'

// Stories only: the spectator display of the fixture event's board 2, logged in with the board token, and the
// board in each of its states.

/** The tablet holds the board token (cookie `board_token`), as after a board login; forgotten after the story. */
export function holdBoardToken() {
  writeCookie(storageKeys.boardToken, boardTokenFixture, 1)
  return () => removeCookie(storageKeys.boardToken)
}

/** No board token: the display was never logged in (or was logged out). */
export function forgetBoardToken() {
  removeCookie(storageKeys.boardToken)
}

/** The fixture event's boards with board 2 (the display's) changed. */
export function withBoard2(changes: Partial<LiveBoard>): EventBoardsLive {
  return {
    ...eventBoardsLiveFixture,
    boards: eventBoardsLiveFixture.boards.map((board) =>
      board.id === tabletBoardFixture.id ? { ...board, ...changes } : board,
    ),
  }
}

/** Board 2 free: the display waits, with the first game that can go as the next one. */
export const boardWaiting = withBoard2({ state: 'free', game: null, busy_since: null })

/** Board 2 with the fixture's called game scored on `match`, in `state`. */
export function boardWithMatch(match: Match, state: 'playing' | 'confirming'): EventBoardsLive {
  const called = eventBoardsLiveFixture.boards.find((board) => board.id === tabletBoardFixture.id)?.game
  if (!called) throw new Error('Board 2 has no game in the fixture')
  const [first, second] = match.config.sides
  return withBoard2({
    state,
    game: {
      ...called,
      sides: [
        { ...called.sides[0], name: first?.name ?? '' },
        { ...called.sides[1], name: second?.name ?? '' },
      ],
      match_id: match.id,
      summary: match.summary,
      started_at: match.created_at,
      no_show_at: null,
    },
  })
}
