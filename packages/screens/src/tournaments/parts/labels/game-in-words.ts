import type { Game, MatchSummary } from '@oche/api'
import { defineMessage, type IntlShape } from 'react-intl'
import { sideInWords } from './side-labels'

const messages = {
  plain: defineMessage<{ game: string; home: string; away: string }>({
    id: 'tournaments.game.inWords',
    description: 'A game for a screen reader (a link or button) before it is played: "Quarter-final 2: Anna v Ben"',
    defaultMessage: '{game}: {home} v {away}',
  }),
  scored: defineMessage<{ game: string; home: string; homeScore: number; away: string; awayScore: number }>({
    id: 'tournaments.game.inWordsScored',
    description: 'A game for a screen reader with the legs each side won: "Final: Anna (winner) 3, Ben 1"',
    defaultMessage: '{game}: {home} {homeScore}, {away} {awayScore}',
  }),
  live: defineMessage<{
    game: string
    home: string
    homeLeft: number
    away: string
    awayLeft: number
    unit: 'legs' | 'sets'
    homeScore: number
    awayScore: number
  }>({
    id: 'tournaments.game.inWordsLive',
    description:
      'A game being played, for a screen reader: the points each player has left in the leg, then legs (or sets) won: "Group A: Anna 501, Ben 321, legs 1–0"',
    defaultMessage:
      '{game}: {home} {homeLeft}, {away} {awayLeft}, {unit, select, sets {sets} other {legs}} {homeScore}–{awayScore}',
  }),
  state: defineMessage<{ name: string; state: string; board: string }>({
    id: 'tournaments.game.inWordsState',
    description: 'A game for a screen reader, then where it stands: "Semi-final 1: Anna v Ben, called to board 4"',
    defaultMessage:
      '{name}, {state, select, live {live} liveOn {live on board {board}} called {called} calledTo {called to board {board}} walkover {walkover} other {not needed}}',
  }),
}

/** What a game's badge says, for the words; null for the states its other words already say. */
function stateInWords(game: Game): string | null {
  switch (game.state) {
    case 'live':
      return game.board ? 'liveOn' : 'live'
    case 'called':
      return game.board ? 'calledTo' : 'called'
    case 'walkover':
    case 'notNeeded':
      return game.state
    case 'waiting':
    case 'ready':
    case 'finished':
    case 'bye':
      return null
    default:
      return game.state satisfies never
  }
}

/**
 * A game in words for a screen reader, where a card or row shows "QF 2", group places and bare numbers:
 * "Quarter-final 2: Sanne de Vries v 2nd in group C", "Final: Anna (winner) 3, Ben 1", "Group A: Ines Janssens 501,
 * Dieter Doppel 501, legs 0–0, live on board 3". `title` names the game ("Quarter-final 2", "Group A"); `live` is
 * the summary of its match while it is played, with the points left.
 */
export function gameInWords(
  intl: IntlShape,
  {
    game,
    games,
    title,
    live = null,
  }: { game: Game; games: readonly Game[]; title: string; live?: MatchSummary | null },
): string {
  const [homeSide, awaySide] = game.sides
  const home = sideInWords(intl, homeSide, games)
  const away = sideInWords(intl, awaySide, games)
  const isKnown = homeSide.id !== null && awaySide.id !== null
  const isSets = game.format.kind === 'sets'
  const won = (index: 0 | 1) => (isSets ? live?.setsWon : live?.legsWon)?.[index] ?? game.sides[index].score
  const name =
    live && isKnown && game.state === 'live'
      ? intl.formatMessage(messages.live, {
          game: title,
          home,
          homeLeft: live.currentLeg.remaining[0] ?? 0,
          away,
          awayLeft: live.currentLeg.remaining[1] ?? 0,
          unit: isSets ? 'sets' : 'legs',
          homeScore: won(0),
          awayScore: won(1),
        })
      : isKnown && (game.state === 'live' || game.state === 'finished')
        ? intl.formatMessage(messages.scored, { game: title, home, homeScore: won(0), away, awayScore: won(1) })
        : intl.formatMessage(messages.plain, { game: title, home, away })
  const state = stateInWords(game)
  return state ? intl.formatMessage(messages.state, { name, state, board: game.board ?? '' }) : name
}
