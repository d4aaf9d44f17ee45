import type { BoardGame } from '@oche/api'
import type { IntlShape } from 'react-intl'
import { boardGameWhere } from '../../tournaments/parts/labels/board-game-where'

/** Where a game belongs: "Brabant Open Singles · Groups · Group A", "Brabant Open Singles · Consolation · Final". */
export function boardGameLabel(intl: IntlShape, game: BoardGame): string {
  return boardGameWhere(intl, game)
}

/** Both players of a game, for link names: "Luke Humphries – Gian van Veen". */
export function boardGamePlayers(game: BoardGame): string {
  return `${game.sides[0].name} – ${game.sides[1].name}`
}
