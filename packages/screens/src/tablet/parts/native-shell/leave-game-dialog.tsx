import { ConfirmDialog } from '@oche/ui'
import { useIntl } from 'react-intl'

export type LeaveGameDialogProps = {
  open: boolean
  /** The answer: leave the game (`true`) or keep scoring (`false`). */
  onAnswer: (leave: boolean) => void
}

/** The tablet's back button was pressed during a game: ask before leaving it. */
export function LeaveGameDialog({ open, onAnswer }: LeaveGameDialogProps) {
  const intl = useIntl()
  return (
    <ConfirmDialog
      open={open}
      onCancel={() => onAnswer(false)}
      variant="danger"
      title={intl.formatMessage({
        id: 'tablet.native.leaveGameTitle',
        defaultMessage: 'Leave the game?',
        description: 'Asked when the back button is pressed while a game is being scored',
      })}
      description={intl.formatMessage({
        id: 'tablet.native.leaveGameBody',
        defaultMessage: 'The game is still being scored. Every visit so far is kept, and you can carry on later.',
        description: 'Explains that leaving the scorer loses nothing',
      })}
      confirmLabel={intl.formatMessage({
        id: 'tablet.native.leaveGame',
        defaultMessage: 'Leave the game',
        description: 'Leaves the game being scored',
      })}
      cancelLabel={intl.formatMessage({
        id: 'tablet.native.keepScoring',
        defaultMessage: 'Keep scoring',
        description: 'Stays in the game being scored',
      })}
      onConfirm={() => onAnswer(true)}
    />
  )
}
