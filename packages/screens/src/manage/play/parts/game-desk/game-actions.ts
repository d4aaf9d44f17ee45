import type { Game } from '@oche/api'

/**
 * What an organiser can do with a game: call it to a board (or move it to another), call it off, score it live on
 * this device, enter its result by hand, correct or remove a result.
 */
export type GameAction = 'call' | 'uncall' | 'score' | 'enterResult' | 'correctResult' | 'removeResult'

/** The actions a game offers in its state, the main one first. */
export function gameActions(game: Pick<Game, 'state'>): GameAction[] {
  switch (game.state) {
    case 'ready':
      return ['call', 'score', 'enterResult']
    case 'called':
      return ['score', 'enterResult', 'call', 'uncall']
    case 'live':
      // A tablet that gave up mid-game: the organiser finishes the scoring here or types the result in.
      return ['score', 'enterResult']
    case 'finished':
    case 'walkover':
      return ['correctResult', 'removeResult']
    case 'waiting':
    case 'bye':
    case 'notNeeded':
      return []
    default:
      return game.state satisfies never
  }
}
