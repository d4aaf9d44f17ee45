import type { Game, TournamentDetail } from '@oche/api'
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormControl,
  FormDescription,
  FormField,
  FormLabel,
  FormMessage,
  Input,
} from '@oche/ui'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../../../accounts/parts/account-form/form-alert'
import { showServerErrors } from '../../../../app/form-errors/show-server-errors'
import { useGameNames } from '../game-names/use-game-names'
import { commonMessages } from '../../../../app/common-messages/common-messages'

export const maxBoardLength = 40

type CallValues = { board: string }

export type CallGameDialogProps = {
  game: Game
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Sends the game to the board; resolves when the server took it. */
  onCall: (board: string) => Promise<TournamentDetail>
}

/** Sends a ready game to a board, or a called game to another board: the board's name or number. */
export function CallGameDialog({ game, open, onOpenChange, onCall }: CallGameDialogProps) {
  const intl = useIntl()
  const names = useGameNames()
  const form = useForm<CallValues>({ defaultValues: { board: game.board ?? '' } })
  const { errors, isSubmitting } = form.formState
  const isMove = game.state === 'called'

  const handleSubmit = form.handleSubmit(async ({ board }) => {
    try {
      await onCall(board.trim())
      onOpenChange(false)
    } catch (error) {
      showServerErrors(error, { anchors: new Set(['board']), setError: form.setError, intl })
    }
  })

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" closeLabel={intl.formatMessage(commonMessages.close)}>
        <DialogHeader>
          <DialogTitle>
            {isMove ? (
              <FormattedMessage id="manage.playCall.moveTitle" defaultMessage="Move to another board" />
            ) : (
              <FormattedMessage id="manage.playCall.title" defaultMessage="Call to a board" />
            )}
          </DialogTitle>
          <DialogDescription>{names.full(game)}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting} className="flex flex-col gap-5">
          {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
          <FormField error={errors.board?.message} required>
            <FormLabel>
              <FormattedMessage id="manage.playCall.board" defaultMessage="Board" />
            </FormLabel>
            <FormControl>
              <Input
                size="lg"
                autoComplete="off"
                maxLength={maxBoardLength}
                {...form.register('board', {
                  validate: (value) => {
                    const board = value.trim()
                    if (board === '')
                      return intl.formatMessage({
                        id: 'manage.playCall.boardRequired',
                        defaultMessage: 'Enter the board’s name or number.',
                      })
                    if (board.length > maxBoardLength)
                      return intl.formatMessage(
                        { id: 'manage.playCall.boardTooLong', defaultMessage: 'Use at most {max} characters.' },
                        { max: maxBoardLength },
                      )
                    return true
                  },
                })}
              />
            </FormControl>
            <FormDescription>
              <FormattedMessage
                id="manage.playCall.boardHelp"
                defaultMessage="The number or name on the board, such as 3 or Stage. The players see it on the tournament’s page."
              />
            </FormDescription>
            <FormMessage />
          </FormField>
          <DialogFooter>
            <Button variant="outline" size="lg" onClick={() => onOpenChange(false)}>
              <FormattedMessage {...commonMessages.cancel} />
            </Button>
            <Button type="submit" size="lg" disabled={isSubmitting}>
              {isMove ? (
                <FormattedMessage id="manage.playCall.move" defaultMessage="Move game" />
              ) : (
                <FormattedMessage id="manage.playCall.submit" defaultMessage="Call game" />
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
