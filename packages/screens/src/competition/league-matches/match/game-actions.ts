import type { LeagueGame, LeagueMatchPermissions } from '@oche/api'

/**
 * What can be done with a game: `score` starts it on the scorer, `continue` goes back to its scorer, `enter` types
 * its result in (or a forfeit), `change` types it in again before sign-off, `correct` is an admin's correction after
 * sign-off (with a reason), `watch` follows it on its live page.
 */
export type GameAction = 'score' | 'continue' | 'enter' | 'change' | 'correct' | 'watch'

/** The actions a game offers the caller, in the order they are shown (the first is the main one). */
export function gameActions(game: LeagueGame, can: Pick<LeagueMatchPermissions, 'score' | 'correct'>): GameAction[] {
  if (can.correct) return game.state === 'finished' ? ['correct'] : []
  switch (game.state) {
    case 'waiting':
      return []
    case 'ready':
      if (!can.score) return []
      // A result-only game (a cricket-type game) is not scored here: only its result is typed in.
      return game.slot.x01 ? ['score', 'enter'] : ['enter']
    case 'live':
      return can.score ? ['continue'] : game.match_id ? ['watch'] : []
    case 'finished':
      return can.score ? ['change'] : []
    default:
      return game.state satisfies never
  }
}
