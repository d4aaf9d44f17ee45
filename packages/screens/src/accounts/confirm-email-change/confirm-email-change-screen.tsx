import { localizedPath } from '@oche/i18n'
import { Button } from '@oche/ui'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { ConfirmChangeResult, confirmChangeState } from '../parts/confirm-change/confirm-change-result'
import { useConfirmEmailChange } from './use-confirm-email-change'
import { useUndoEmailChange } from './use-undo-email-change'
import { routePath } from '../../routing/route-path'

export type ConfirmEmailChangeScreenProps = {
  /**
   * The page's query parameters: `token` from the link mailed to the new address, or `undo` from the link mailed
   * to the old one after the change.
   */
  searchParams?: Record<string, string | undefined>
}

/**
 * `/confirm-email-change?token=…`: confirms the new e-mail address on open. `?undo=…` gives the account its old
 * address back instead and signs every session out.
 */
export function ConfirmEmailChangeScreen({ searchParams = {} }: ConfirmEmailChangeScreenProps) {
  const undo = searchParams.undo?.trim() || undefined
  return undo ? (
    <UndoEmailChange token={undo} />
  ) : (
    <ConfirmEmailChange token={searchParams.token?.trim() || undefined} />
  )
}

function ConfirmEmailChange({ token }: { token: string | undefined }) {
  const confirmation = useConfirmEmailChange(token)
  return (
    <ConfirmChangeResult
      title={
        <FormattedMessage id="accounts.confirmEmailChange.title" defaultMessage="Confirm your new e-mail address" />
      }
      state={confirmChangeState(token, confirmation)}
      confirmingLabel={
        <FormattedMessage
          id="accounts.confirmEmailChange.confirming"
          defaultMessage="Confirming your new e-mail address…"
        />
      }
      confirmed={
        <FormattedMessage
          id="accounts.confirmEmailChange.confirmed"
          defaultMessage="You now sign in with {email}."
          values={{ email: <strong className="font-semibold">{confirmation.data?.email}</strong> }}
        />
      }
    />
  )
}

function UndoEmailChange({ token }: { token: string }) {
  const undo = useUndoEmailChange(token)
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <ConfirmChangeResult
      title={<FormattedMessage id="accounts.undoEmailChange.title" defaultMessage="Undo the e-mail change" />}
      state={confirmChangeState(token, undo)}
      confirmingLabel={
        <FormattedMessage id="accounts.undoEmailChange.undoing" defaultMessage="Restoring your e-mail address…" />
      }
      confirmed={
        <FormattedMessage
          id="accounts.undoEmailChange.undone"
          defaultMessage="Your account uses {email} again and every session was signed out. If you did not change the address yourself, choose a new password now."
          values={{ email: <strong className="font-semibold">{undo.data?.email}</strong> }}
        />
      }
      invalidLink={
        <FormattedMessage
          id="accounts.undoEmailChange.invalidLink"
          defaultMessage="This link is invalid, was used already or has expired. Undo links work for 7 days after the change."
        />
      }
      action={
        <Button asChild variant="outline" size="lg">
          <Link href={localizedPath(routePath('auth-reset-password'), locale)}>
            <FormattedMessage id="accounts.undoEmailChange.resetPassword" defaultMessage="Choose a new password" />
          </Link>
        </Button>
      }
    />
  )
}
