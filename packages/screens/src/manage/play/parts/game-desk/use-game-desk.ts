import { correctionConflictOf, type Game, type TournamentDetail } from '@oche/api'
import { toast } from '@oche/ui'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { failureMessage } from '../../../../app/form-errors/show-server-errors'
import { useGameNames } from '../game-names/use-game-names'
import { usePlayActions } from '../play-data/use-play-actions'
import type { GameAction } from './game-actions'

/** The dialog open on the desk: a game's menu, a call, a result, a removal, or its live scoring. */
export type DeskDialog =
  { kind: 'menu' | 'call' | 'result' | 'remove'; gameId: string } | { kind: 'score'; gameId: string; matchId: string }

/**
 * Where an organiser works on games from any play page: one dialog at a time, opened by an action on a game.
 * Calling off is done at once; live scoring first opens the game's match on the server.
 */
export function useGameDesk(tournamentId: string, detail: TournamentDetail) {
  const intl = useIntl()
  const names = useGameNames()
  const actions = usePlayActions(tournamentId)
  const [dialog, setDialog] = useState<DeskDialog | null>(null)
  const [startingGameId, setStartingGameId] = useState<string | null>(null)

  /** The server's refusal as a toast, naming the games that block it when there are any. */
  const showFailure = (error: unknown) => {
    const conflict = correctionConflictOf(error)
    const blocking = (conflict?.blocking_game_ids ?? [])
      .map((id) => detail.games.find((game) => game.id === id))
      .filter((game) => game !== undefined)
      .map(names.full)
    toast.error(conflict?.message ?? failureMessage(error, intl), {
      description: blocking.length > 0 ? blocking.join(' · ') : undefined,
    })
  }

  const startScoring = (game: Game) => {
    if (game.match_id) {
      setDialog({ kind: 'score', gameId: game.id, matchId: game.match_id })
      return
    }
    setStartingGameId(game.id)
    actions.startGameMatch
      .mutateAsync(game.id)
      .then(({ match_id }) => setDialog({ kind: 'score', gameId: game.id, matchId: match_id }), showFailure)
      .finally(() => setStartingGameId(null))
  }

  const act = (action: GameAction | 'menu', game: Game) => {
    switch (action) {
      case 'menu':
        return setDialog({ kind: 'menu', gameId: game.id })
      case 'call':
        return setDialog({ kind: 'call', gameId: game.id })
      case 'uncall':
        setDialog(null)
        return void actions.uncallGame
          .mutateAsync(game.id)
          .then(
            () =>
              toast.success(
                intl.formatMessage(
                  { id: 'manage.playDesk.calledOff', defaultMessage: '{game} is no longer called.' },
                  { game: names.full(game) },
                ),
              ),
            showFailure,
          )
      case 'score':
        return startScoring(game)
      case 'enterResult':
      case 'correctResult':
        return setDialog({ kind: 'result', gameId: game.id })
      case 'removeResult':
        return setDialog({ kind: 'remove', gameId: game.id })
      default:
        return action satisfies never
    }
  }

  return { dialog, setDialog, act, startingGameId, actions, showFailure }
}

export type GameDesk = ReturnType<typeof useGameDesk>
