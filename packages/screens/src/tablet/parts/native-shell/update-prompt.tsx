import { ConfirmDialog, toast } from '@oche/ui'
import { useIntl } from 'react-intl'
import { nativeUpdateMessages } from '../native-update/native-update-messages'

export type UpdatePromptProps = {
  /** The version offered; the prompt is closed without one. */
  version: string | null
  /** Installs the version (the app restarts in it); a rejection keeps the prompt open and says it failed. */
  onUpdate: () => Promise<void>
  onLater: () => void
}

/** Spec section 8: "Update Available", "Version {version} is available. Would you like to update now?". */
export function UpdatePrompt({ version, onUpdate, onLater }: UpdatePromptProps) {
  const intl = useIntl()
  return (
    <ConfirmDialog
      open={version !== null}
      onCancel={onLater}
      title={intl.formatMessage(nativeUpdateMessages.title)}
      description={intl.formatMessage(nativeUpdateMessages.body, { version: version ?? '' })}
      confirmLabel={intl.formatMessage(nativeUpdateMessages.update)}
      cancelLabel={intl.formatMessage(nativeUpdateMessages.later)}
      onConfirm={() =>
        onUpdate().catch((error: unknown) => {
          toast.error(
            intl.formatMessage({
              id: 'tablet.native.updateFailed',
              defaultMessage: 'The update could not be installed. The tablet keeps running this version.',
              description: 'Toast when installing a new version of the tablet app failed',
            }),
          )
          throw error
        })
      }
    />
  )
}
