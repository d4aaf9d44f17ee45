import { zodResolver } from '@hookform/resolvers/zod'
import { RequestEmailChangeInputSchema, type RequestEmailChangeInput, type User } from '@oche/api'
import { Button, toast } from '@oche/ui'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../parts/account-form/form-alert'
import { PasswordField } from '../parts/account-form/password-field'
import { showServerErrors } from '../../app/form-errors/show-server-errors'
import { TextField } from '../parts/account-form/text-field'
import { useFormErrorMap } from '../../app/form-errors/use-form-error-map'
import { SettingsSection } from './settings-section'
import { useRequestEmailChange } from './use-settings'

const fields = new Set(['email', 'current_password'])

/**
 * The address changes once the user follows the link sent to the new address. The current password proves the
 * account holder asks; the old address is told and can undo the change.
 */
export function EmailSection({ user }: { user: User }) {
  const intl = useIntl()
  const request = useRequestEmailChange()
  const error = useFormErrorMap()
  const form = useForm<RequestEmailChangeInput>({
    resolver: zodResolver(RequestEmailChangeInputSchema, { error }),
    defaultValues: { email: '', current_password: '' },
  })
  const { errors } = form.formState

  const handleSubmit = form.handleSubmit((values) =>
    request
      .mutateAsync(values)
      .then(() => {
        form.resetField('current_password')
        toast.success(
          intl.formatMessage({ id: 'accounts.settings.emailRequested', defaultMessage: 'Check the new inbox' }),
        )
      })
      .catch((caught: unknown) => showServerErrors(caught, { anchors: fields, setError: form.setError, intl })),
  )
  return (
    <SettingsSection
      title={<FormattedMessage id="accounts.settings.emailTitle" defaultMessage="E-mail address" />}
      description={
        <FormattedMessage
          id="accounts.settings.emailDescription"
          defaultMessage="You sign in with {email}. We send a confirmation link to the new address."
          values={{ email: <strong className="font-semibold text-foreground">{user.email}</strong> }}
        />
      }
    >
      <form
        method="post"
        noValidate
        onSubmit={handleSubmit}
        aria-busy={request.isPending}
        className="flex flex-col gap-4"
      >
        {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        {request.isSuccess ? (
          <FormAlert tone="success">
            <FormattedMessage
              id="accounts.settings.emailRequestedBody"
              defaultMessage="Check your inbox at {email} and follow the link. Until then you keep signing in with your current address."
              values={{ email: request.variables.email }}
            />
          </FormAlert>
        ) : null}
        <TextField
          label={<FormattedMessage id="accounts.settings.newEmail" defaultMessage="New e-mail address" />}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField
          label={<FormattedMessage id="accounts.settings.currentPassword" defaultMessage="Current password" />}
          description={
            <FormattedMessage
              id="accounts.settings.emailPasswordHelp"
              defaultMessage="Your password confirms that it is you who asks."
            />
          }
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
        <Button type="submit" size="lg" className="self-start" disabled={request.isPending}>
          <FormattedMessage id="accounts.settings.emailSubmit" defaultMessage="Change e-mail address" />
        </Button>
      </form>
    </SettingsSection>
  )
}
