import type { BoardGame } from '@oche/api'
import { parseRoundCode } from '@oche/darts'
import { defineMessage, type IntlShape } from 'react-intl'
import { roundName } from './round-names'

const messages = {
  stageRound: defineMessage<{ stage: string; round: string }>({
    id: 'tournaments.boardGame.stageRound',
    description:
      'The phase and round of a game on a board, e.g. "Consolation · Final", "Groups · Group A", "Round robin · Round 3"',
    defaultMessage:
      '{stage, select, groups {Groups} winnersKo {Winners} consolationKo {Consolation} knockout {Knockout} roundRobin {Round robin} doubleElimination {Double elimination} other {Games}} · {round}',
  }),
  where: defineMessage<{ tournament: string; stageRound: string }>({
    id: 'tournaments.boardGame.where',
    description: 'Where a game on a board belongs: its tournament, then its phase and round',
    defaultMessage: '{tournament} · {stageRound}',
  }),
  group: defineMessage<{ group: string }>({
    id: 'tournaments.boardGame.group',
    description: 'The group of a group-stage game, e.g. "Group A"',
    defaultMessage: 'Group {group}',
  }),
  round: defineMessage<{ number: number }>({
    id: 'tournaments.boardGame.round',
    description: 'The round of a round-robin game, e.g. "Round 3"',
    defaultMessage: 'Round {number}',
  }),
}

type Placed = Pick<BoardGame, 'stage' | 'round' | 'round_code' | 'group'>

/**
 * The phase of a game with its round, so that two finals never read alike: "Consolation · Final",
 * "Winners · Final", "Groups · Group A", "Round robin · Round 3". Every label of a board game uses it.
 */
export function boardGameStageRound(intl: IntlShape, game: Placed): string {
  const round =
    game.group !== null
      ? intl.formatMessage(messages.group, { group: game.group })
      : parseRoundCode(game.round_code)?.kind === 'roundRobin'
        ? intl.formatMessage(messages.round, { number: game.round })
        : roundName(intl, game)
  return intl.formatMessage(messages.stageRound, { stage: game.stage, round })
}

/** Where a game on a board belongs: "Brabant Open Singles · Consolation · Final". */
export function boardGameWhere(intl: IntlShape, game: Placed & Pick<BoardGame, 'tournament'>): string {
  return intl.formatMessage(messages.where, {
    tournament: game.tournament.name,
    stageRound: boardGameStageRound(intl, game),
  })
}
