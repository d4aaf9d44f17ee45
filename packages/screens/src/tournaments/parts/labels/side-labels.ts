import type { Game, GameSide } from '@oche/api'
import { defineMessage, defineMessages, type IntlShape } from 'react-intl'
import { gameLabel, gameTitle } from './round-names'

const sourceMessages = {
  winnerOf: defineMessage<{ game: string }>({ id: 'tournaments.source.winnerOf', defaultMessage: 'Winner of {game}' }),
  loserOf: defineMessage<{ game: string }>({ id: 'tournaments.source.loserOf', defaultMessage: 'Loser of {game}' }),
  groupPosition: defineMessage<{ position: number; group: string }>({
    id: 'tournaments.source.groupPosition',
    description: 'Where a player not known yet comes from, in words (a bracket shows "C2"): their place in a group',
    defaultMessage: '{position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in group {group}',
  }),
  bestPlaced: defineMessage<{ position: number; rank: number }>({
    id: 'tournaments.source.bestPlaced',
    description: 'Short: a player not known yet who goes up as one of the best placed across groups (best 3rd, #1)',
    defaultMessage: 'Best {position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} #{rank}',
  }),
  bestPlacedInWords: defineMessage<{ position: number; rank: number }>({
    id: 'tournaments.source.bestPlacedInWords',
    description: 'Where a player not known yet comes from, in words: the rank-th best of the players placed position',
    defaultMessage:
      '{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} best of the {position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}-placed players across the groups',
  }),
  winner: defineMessage<{ name: string }>({
    id: 'tournaments.side.winner',
    description: 'The winner of a game, in the words a screen reader reads for a game (a link or button)',
    defaultMessage: '{name} (winner)',
  }),
}
const messages = defineMessages({
  winnerOfEarlier: { id: 'tournaments.source.winnerOfEarlier', defaultMessage: 'Winner of an earlier game' },
  loserOfEarlier: { id: 'tournaments.source.loserOfEarlier', defaultMessage: 'Loser of an earlier game' },
  toBeDecided: { id: 'tournaments.side.toBeDecided', defaultMessage: 'To be decided' },
  bye: { id: 'tournaments.side.bye', defaultMessage: 'Bye' },
})

/** A place in a group as brackets write it: group A, second place is "A2". */
export function groupPlace(group: string, position: number): string {
  return `${group}${position}`
}

/**
 * Where a side not known yet comes from: "Winner of QF 2", "Loser of SF 1", the group position "A2", or one of the
 * best placed across groups "Best 3rd #1". Games are
 * looked up among `games` (the stage's games); one that is not there is "an earlier game".
 */
export function sourceLabel(intl: IntlShape, source: GameSide['source'], games: readonly Game[]): string | null {
  if (!source) return null
  switch (source.kind) {
    case 'groupPosition':
      return groupPlace(source.group, source.position)
    case 'bestPlaced':
      return intl.formatMessage(sourceMessages.bestPlaced, { position: source.position, rank: source.rank })
    case 'winnerOf': {
      const game = games.find((candidate) => candidate.id === source.game_id)
      return game
        ? intl.formatMessage(sourceMessages.winnerOf, { game: gameLabel(intl, game) })
        : intl.formatMessage(messages.winnerOfEarlier)
    }
    case 'loserOf': {
      const game = games.find((candidate) => candidate.id === source.game_id)
      return game
        ? intl.formatMessage(sourceMessages.loserOf, { game: gameLabel(intl, game) })
        : intl.formatMessage(messages.loserOfEarlier)
    }
    default:
      return source satisfies never
  }
}

/**
 * Where a side not known yet comes from, in words for a screen reader: "Winner of Quarter-final 2", "2nd in group
 * C". `sourceLabel` is the short form a bracket shows.
 */
export function sourceInWords(intl: IntlShape, source: GameSide['source'], games: readonly Game[]): string | null {
  if (!source) return null
  switch (source.kind) {
    case 'groupPosition':
      return intl.formatMessage(sourceMessages.groupPosition, { position: source.position, group: source.group })
    case 'bestPlaced':
      return intl.formatMessage(sourceMessages.bestPlacedInWords, { position: source.position, rank: source.rank })
    case 'winnerOf':
    case 'loserOf': {
      const game = games.find((candidate) => candidate.id === source.game_id)
      const isWinner = source.kind === 'winnerOf'
      if (!game) return intl.formatMessage(isWinner ? messages.winnerOfEarlier : messages.loserOfEarlier)
      return intl.formatMessage(isWinner ? sourceMessages.winnerOf : sourceMessages.loserOf, {
        game: gameTitle(intl, game),
      })
    }
    default:
      return source satisfies never
  }
}

/**
 * A side in words for a screen reader: the entry (marked when it won), "Bye", or where its player comes from
 * ("Winner of Quarter-final 2").
 */
export function sideInWords(intl: IntlShape, side: GameSide, games: readonly Game[]): string {
  const display = sideDisplay(intl, side, games)
  const name = display.kind === 'placeholder' ? (sourceInWords(intl, side.source, games) ?? display.name) : display.name
  return side.is_winner ? intl.formatMessage(sourceMessages.winner, { name }) : name
}

/** How a side is shown: an entry by name, a bye, or a placeholder with where its player comes from. */
export type SideDisplay =
  | { kind: 'entry'; name: string }
  | { kind: 'bye'; name: string }
  | { kind: 'placeholder'; name: string; source: string | null }

/** The shown name of a side: the entry, "Bye", or "To be decided" with its source ("Winner of QF 2"). */
export function sideDisplay(intl: IntlShape, side: GameSide, games: readonly Game[]): SideDisplay {
  if (side.is_bye) return { kind: 'bye', name: intl.formatMessage(messages.bye) }
  if (side.id === null) {
    const source = sourceLabel(intl, side.source, games)
    return { kind: 'placeholder', name: source ?? intl.formatMessage(messages.toBeDecided), source }
  }
  return { kind: 'entry', name: side.name }
}
