import type { Game } from '@oche/api'

/** How far a tournament is: games decided (played or walkover) of the games it plays (byes are not games). */
export type GameProgress = { finished: number; total: number }

export function gameProgress(games: readonly Game[]): GameProgress {
  const played = games.filter((game) => game.state !== 'bye' && game.state !== 'notNeeded')
  return {
    finished: played.filter((game) => game.state === 'finished' || game.state === 'walkover').length,
    total: played.length,
  }
}
