import { FormattedMessage } from 'react-intl'
import { ConfirmChangeResult, confirmChangeState } from '../parts/confirm-change/confirm-change-result'
import { useConfirmNameChange } from './use-confirm-name-change'

export type ConfirmNameChangeScreenProps = {
  /** The page's query parameters; `token` comes from the e-mailed link. */
  searchParams?: Record<string, string | undefined>
}

/** `/confirm-name-change?token=…`: confirms the new name on open. */
export function ConfirmNameChangeScreen({ searchParams = {} }: ConfirmNameChangeScreenProps) {
  const token = searchParams.token?.trim() || undefined
  const confirmation = useConfirmNameChange(token)
  return (
    <ConfirmChangeResult
      title={<FormattedMessage id="accounts.confirmNameChange.title" defaultMessage="Confirm your new name" />}
      state={confirmChangeState(token, confirmation)}
      confirmingLabel={
        <FormattedMessage id="accounts.confirmNameChange.confirming" defaultMessage="Confirming your new name…" />
      }
      confirmed={
        <FormattedMessage
          id="accounts.confirmNameChange.confirmed"
          defaultMessage="Your name is now {name}."
          values={{ name: <strong className="font-semibold">{confirmation.data?.name}</strong> }}
        />
      }
    />
  )
}
