import type { BoardGame } from '@oche/api'
import type { IntlShape } from 'react-intl'
import { roundName } from '../../tournaments/labels/round-names'

/** Where a game belongs: "Brabant Open Singles · Group A", "Brabant Open Singles · Quarter-finals". */
export function boardGameLabel(intl: IntlShape, game: BoardGame): string {
  const round =
    game.stage === 'groups' && game.group
      ? intl.formatMessage({ id: 'events.page.group', defaultMessage: 'Group {group}' }, { group: game.group })
      : roundName(intl, game)
  return intl.formatMessage(
    { id: 'events.page.gameLabel', defaultMessage: '{tournament} · {round}' },
    { tournament: game.tournament.name, round },
  )
}

/** Both players of a game, for link names: "Luke Humphries – Gian van Veen". */
export function boardGamePlayers(game: BoardGame): string {
  return `${game.sides[0].name} – ${game.sides[1].name}`
}
