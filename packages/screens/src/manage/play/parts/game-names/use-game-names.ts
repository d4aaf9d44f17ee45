import type { Game, GameState, StageKind } from '@oche/api'
import { isSingleGameRound } from '@oche/darts'
import { useIntl } from 'react-intl'
import { gameMessages } from './game-messages'
import { roundName } from './round-name'

/** How the play pages name games, rounds, stages and states, in the interface language. */
export function useGameNames() {
  const intl = useIntl()
  const round = (game: Pick<Game, 'round_code' | 'round'>) => intl.formatMessage(gameMessages.round, roundName(game))
  const title = (game: Game) => {
    if (game.group) return intl.formatMessage(gameMessages.groupRound, { group: game.group, number: game.round })
    // Rounds of one game only: naming its slot would add nothing.
    return isSingleGameRound(game.round_code)
      ? round(game)
      : intl.formatMessage(gameMessages.withSlot, { round: round(game), slot: game.slot })
  }
  const versus = (game: Game) =>
    intl.formatMessage(gameMessages.versus, { home: game.sides[0].name, away: game.sides[1].name })
  return {
    round,
    title,
    versus,
    /** "Semi-final, game 1: Anna v Ben". */
    full: (game: Game) => intl.formatMessage(gameMessages.named, { title: title(game), players: versus(game) }),
    stage: (stage: StageKind) => intl.formatMessage(gameMessages.stage, { stage }),
    state: (state: GameState) => intl.formatMessage(gameMessages.state, { state }),
    /** "Consolation knockout · Final". */
    stageRound: (game: Game) =>
      intl.formatMessage(gameMessages.stageRound, {
        stage: intl.formatMessage(gameMessages.stage, { stage: game.stage }),
        round: round(game),
      }),
    group: (group: string) => intl.formatMessage(gameMessages.group, { group }),
  }
}

export type GameNames = ReturnType<typeof useGameNames>
