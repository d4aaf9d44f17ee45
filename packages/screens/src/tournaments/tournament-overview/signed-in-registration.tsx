import { ApiRequestError, type TournamentDetail } from '@oche/api'
import { Button, ConfirmDialog, FormControl, FormField, FormLabel, FormMessage, Input, toast } from '@oche/ui'
import { CircleCheck, UserPlus } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { failureMessage } from '../../app/form-errors/show-server-errors'
import { useRegistration } from './use-registration'

// A signed-in player's side of the register panel, loaded only for them (`register-panel.tsx`): a visitor who reads
// the tournament gets no form or dialog code.

/** The server's message for a refused call (its partner error first), or the shared failure message. */
function useFailureMessage() {
  const intl = useIntl()
  return (error: unknown) =>
    (error instanceof ApiRequestError ? error.errors.partner_name?.[0] : undefined) ?? failureMessage(error, intl)
}

function RegisterForm({ detail }: { detail: TournamentDetail }) {
  const intl = useIntl()
  const { tournament } = detail
  const isPairs = tournament.type === 'pairs'
  const { register } = useRegistration(tournament.id)
  const describeFailure = useFailureMessage()
  const [partner, setPartner] = useState('')
  const [partnerError, setPartnerError] = useState<string | undefined>()
  const [error, setError] = useState<string | null>(null)

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setError(null)
    const partnerName = partner.trim()
    if (isPairs && !partnerName) {
      setPartnerError(
        intl.formatMessage({
          id: 'tournaments.register.partnerRequired',
          defaultMessage: 'Fill in the name of your partner.',
        }),
      )
      return
    }
    setPartnerError(undefined)
    register.mutate(isPairs ? { partner_name: partnerName } : {}, {
      onSuccess: () =>
        toast.success(
          intl.formatMessage(
            { id: 'tournaments.register.done', defaultMessage: 'You are registered for {name}' },
            { name: tournament.name },
          ),
        ),
      onError: (caught) => {
        if (caught instanceof ApiRequestError && caught.errors.partner_name) {
          setPartnerError(caught.errors.partner_name[0])
        } else setError(describeFailure(caught))
      },
    })
  }
  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={register.isPending} className="flex flex-col gap-3">
      {isPairs ? (
        <FormField error={partnerError}>
          <FormLabel>
            <FormattedMessage id="tournaments.register.partner" defaultMessage="Your partner’s name" />
          </FormLabel>
          <FormControl>
            <Input
              value={partner}
              maxLength={100}
              autoComplete="off"
              onChange={(event) => setPartner(event.target.value)}
            />
          </FormControl>
          <FormMessage />
        </FormField>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="self-start" disabled={register.isPending}>
        <UserPlus aria-hidden />
        {isPairs ? (
          <FormattedMessage id="tournaments.register.submitPair" defaultMessage="Register our pair" />
        ) : (
          <FormattedMessage id="tournaments.register.submit" defaultMessage="Register" />
        )}
      </Button>
    </form>
  )
}

function Registered({ detail }: { detail: TournamentDetail }) {
  const intl = useIntl()
  const { tournament, entries, viewer } = detail
  const { withdraw } = useRegistration(tournament.id)
  const describeFailure = useFailureMessage()
  const [isConfirming, setIsConfirming] = useState(false)
  const entry = entries.find((candidate) => candidate.id === viewer.entry_id)
  const canWithdraw = tournament.status === 'draft'
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="flex items-center gap-2 text-sm font-medium">
        <CircleCheck aria-hidden className="size-4 text-success" />
        {tournament.type === 'pairs' && entry ? (
          <FormattedMessage
            id="tournaments.register.registeredPair"
            defaultMessage="You play as {pair}."
            values={{ pair: entry.name }}
          />
        ) : (
          <FormattedMessage id="tournaments.register.registered" defaultMessage="You are registered." />
        )}
      </p>
      {canWithdraw ? (
        <>
          <Button variant="outline" className="self-start" onClick={() => setIsConfirming(true)}>
            <FormattedMessage id="tournaments.register.withdraw" defaultMessage="Withdraw" />
          </Button>
          <ConfirmDialog
            open={isConfirming}
            onOpenChange={setIsConfirming}
            variant="danger"
            title={intl.formatMessage({
              id: 'tournaments.register.withdrawTitle',
              defaultMessage: 'Withdraw from this tournament?',
            })}
            description={intl.formatMessage({
              id: 'tournaments.register.withdrawBody',
              defaultMessage: 'Your entry is removed. You can register again while sign-up is open.',
            })}
            confirmLabel={intl.formatMessage({
              id: 'tournaments.register.withdrawConfirm',
              defaultMessage: 'Withdraw',
            })}
            cancelLabel={intl.formatMessage({
              id: 'tournaments.register.withdrawCancel',
              defaultMessage: 'Stay entered',
            })}
            onConfirm={() =>
              withdraw.mutateAsync().then(
                () =>
                  toast.success(
                    intl.formatMessage({ id: 'tournaments.register.withdrawn', defaultMessage: 'You have withdrawn' }),
                  ),
                // Rejected again, so the dialog stays open: the player sees why and may try again or stay entered.
                (caught: unknown) => {
                  toast.error(describeFailure(caught))
                  throw caught
                },
              )
            }
          />
        </>
      ) : null}
    </div>
  )
}

/** The player's entry with a way to withdraw, or the form to register: for a viewer the server says may do either. */
export function SignedInRegistration({ detail }: { detail: TournamentDetail }) {
  return detail.viewer.entry_id ? <Registered detail={detail} /> : <RegisterForm detail={detail} />
}
