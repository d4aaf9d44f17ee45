import { zodResolver } from '@hookform/resolvers/zod'
import { ForgotPasswordInputSchema, type ForgotPasswordInput } from '@oche/api'
import { Button } from '@oche/ui'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../parts/account-form/form-alert'
import { showServerErrors } from '../../app/form-errors/show-server-errors'
import { TextField } from '../parts/account-form/text-field'
import { useFormErrorMap } from '../../app/form-errors/use-form-error-map'
import { useRequestPasswordReset } from './use-reset-password'

const fields = new Set(['email'])

/** Step one: the e-mail address to send the link to. It never tells whether an account uses it. */
export function RequestResetForm() {
  const intl = useIntl()
  const request = useRequestPasswordReset()
  const error = useFormErrorMap()
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(ForgotPasswordInputSchema, { error }),
    defaultValues: { email: '' },
  })
  const { errors } = form.formState

  if (request.isSuccess) {
    return (
      <FormAlert tone="success">
        <strong className="font-semibold">
          <FormattedMessage id="accounts.resetPassword.sentTitle" defaultMessage="Check your inbox" />
        </strong>
        <FormattedMessage
          id="accounts.resetPassword.sentBody"
          defaultMessage="If an account uses {email}, we have sent it a link to choose a new password. The link works once and expires in 60 minutes."
          values={{ email: request.variables.email }}
        />
      </FormAlert>
    )
  }

  const handleSubmit = form.handleSubmit((values) =>
    request
      .mutateAsync(values)
      .catch((caught: unknown) => showServerErrors(caught, { anchors: fields, setError: form.setError, intl })),
  )
  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit}
      aria-busy={request.isPending}
      className="flex flex-col gap-5"
    >
      {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <TextField
        label={<FormattedMessage id="accounts.resetPassword.email" defaultMessage="E-mail address" />}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" size="lg" disabled={request.isPending}>
        <FormattedMessage id="accounts.resetPassword.sendLink" defaultMessage="Send reset link" />
      </Button>
    </form>
  )
}
