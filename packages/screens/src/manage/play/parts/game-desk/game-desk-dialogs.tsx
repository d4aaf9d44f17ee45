import type { TournamentDetail } from '@oche/api'
import { ConfirmDialog, toast } from '@oche/ui'
import { FormattedMessage, useIntl } from 'react-intl'
import { CallGameDialog } from '../call-game/call-game-dialog'
import { useGameNames } from '../game-names/use-game-names'
import { LiveScoringDialog } from '../live-scoring/live-scoring-dialog'
import { ResultDialog } from '../result-entry/result-dialog'
import { GameMenuDialog } from './game-menu-dialog'
import type { GameDesk } from './use-game-desk'

export type GameDeskDialogsProps = {
  desk: GameDesk
  detail: TournamentDetail
}

/** The dialog the desk has open, on the game as the tournament holds it now. */
export function GameDeskDialogs({ desk, detail }: GameDeskDialogsProps) {
  const intl = useIntl()
  const names = useGameNames()
  const { dialog, setDialog, actions } = desk
  const game = dialog ? detail.games.find((each) => each.id === dialog.gameId) : undefined
  if (!dialog || !game) return null
  const close = (open: boolean) => {
    if (!open) setDialog(null)
  }
  const tournamentId = detail.tournament.id

  switch (dialog.kind) {
    case 'menu':
      return (
        <GameMenuDialog
          game={game}
          games={detail.games}
          open
          onOpenChange={close}
          onAction={(action) => desk.act(action, game)}
          isBusy={desk.startingGameId === game.id}
        />
      )
    case 'call':
      return (
        <CallGameDialog
          key={game.id}
          game={game}
          open
          onOpenChange={close}
          onCall={(board) => actions.callGame.mutateAsync({ gameId: game.id, board })}
        />
      )
    case 'result':
      return (
        <ResultDialog
          key={game.id}
          game={game}
          games={detail.games}
          open
          onOpenChange={close}
          onSubmit={async (input) => {
            await actions.enterResult.mutateAsync({ gameId: game.id, input })
            toast.success(
              intl.formatMessage(
                { id: 'manage.playDesk.resultSaved', defaultMessage: 'Result saved: {game}' },
                { game: names.full(game) },
              ),
            )
          }}
        />
      )
    case 'remove':
      return (
        <ConfirmDialog
          open
          onOpenChange={close}
          variant="danger"
          title={<FormattedMessage id="manage.playDesk.removeTitle" defaultMessage="Remove this result?" />}
          description={
            <FormattedMessage
              id="manage.playDesk.removeDescription"
              defaultMessage="{game} becomes undecided again and can be played or entered anew. The removal is kept in the audit trail."
              values={{ game: names.full(game) }}
            />
          }
          confirmLabel={<FormattedMessage id="manage.playDesk.removeConfirm" defaultMessage="Remove result" />}
          cancelLabel={<FormattedMessage id="manage.playDesk.removeCancel" defaultMessage="Keep it" />}
          onConfirm={() =>
            actions.removeResult.mutateAsync(game.id).catch((error: unknown) => {
              desk.showFailure(error)
              throw error
            })
          }
        />
      )
    case 'score':
      return (
        <LiveScoringDialog tournamentId={tournamentId} game={game} matchId={dialog.matchId} open onOpenChange={close} />
      )
    default:
      return dialog satisfies never
  }
}
