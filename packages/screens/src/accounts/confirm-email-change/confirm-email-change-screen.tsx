import { FormattedMessage } from 'react-intl'
import { ConfirmChangeResult, confirmChangeState } from '../confirm-change/confirm-change-result'
import { useConfirmEmailChange } from './use-confirm-email-change'

export type ConfirmEmailChangeScreenProps = {
  /** The page's query parameters; `token` comes from the e-mailed link. */
  searchParams?: Record<string, string | undefined>
}

/** `/confirm-email-change?token=…`: confirms the new e-mail address on open. */
export function ConfirmEmailChangeScreen({ searchParams = {} }: ConfirmEmailChangeScreenProps) {
  const token = searchParams.token?.trim() || undefined
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
