import { ConfirmDialog, toast, type ConfirmDialogVariant } from '@oche/ui'
import { useIntl } from 'react-intl'
import { failureMessage } from '../../../app/form-errors/show-server-errors'

export type ConfirmActionDialogProps<T> = {
  title: string
  description: string
  confirmLabel: string
  cancelLabel: string
  /** `danger` for what cannot be undone, such as deleting. */
  variant?: ConfirmDialogVariant
  /** Does the thing once confirmed, usually a mutation's `mutateAsync`. */
  action: () => Promise<T>
  /** The toast once it is done, from the action's result. */
  successMessage: (result: T) => string
  /** A failure the screen shows itself: return true and the dialog closes without a toast. */
  onFailure?: (error: unknown) => boolean
  onClose: () => void
}

/**
 * Asks the organiser to confirm an action on one row (delete, unlink), then does it: while it runs the dialog is
 * busy; when it is done a toast says so and the dialog closes; when it fails a toast says why and the dialog stays.
 */
export function ConfirmActionDialog<T>({
  title,
  description,
  confirmLabel,
  cancelLabel,
  variant,
  action,
  successMessage,
  onFailure,
  onClose,
}: ConfirmActionDialogProps<T>) {
  const intl = useIntl()

  const handleConfirm = async () => {
    try {
      toast.success(successMessage(await action()))
    } catch (error) {
      if (onFailure?.(error)) return
      toast.error(failureMessage(error, intl))
      throw error
    }
  }

  return (
    <ConfirmDialog
      open
      variant={variant}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      onConfirm={handleConfirm}
    />
  )
}
