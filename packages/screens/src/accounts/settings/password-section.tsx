import { zodResolver } from '@hookform/resolvers/zod'
import { ChangePasswordInputSchema, type ChangePasswordInput } from '@oche/api'
import { Button, toast } from '@oche/ui'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../parts/account-form/form-alert'
import { PasswordField } from '../parts/account-form/password-field'
import { showServerErrors } from '../../app/form-errors/show-server-errors'
import { useFormErrorMap } from '../../app/form-errors/use-form-error-map'
import { SettingsSection } from './settings-section'
import { useChangePassword } from './use-settings'

const fields = new Set(['current_password', 'new_password'])

export function PasswordSection() {
  const intl = useIntl()
  const change = useChangePassword()
  const error = useFormErrorMap()
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(ChangePasswordInputSchema, { error }),
    defaultValues: { current_password: '', new_password: '' },
  })
  const { errors } = form.formState

  const handleSubmit = form.handleSubmit((values) =>
    change
      .mutateAsync(values)
      .then(() => {
        form.reset()
        toast.success(
          intl.formatMessage({ id: 'accounts.settings.passwordChanged', defaultMessage: 'Your password is changed' }),
        )
      })
      .catch((caught: unknown) => showServerErrors(caught, { anchors: fields, setError: form.setError, intl })),
  )
  return (
    <SettingsSection title={<FormattedMessage id="accounts.settings.passwordTitle" defaultMessage="Password" />}>
      <form
        method="post"
        noValidate
        onSubmit={handleSubmit}
        aria-busy={change.isPending}
        className="flex flex-col gap-4"
      >
        {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        <PasswordField
          label={<FormattedMessage id="accounts.settings.currentPassword" defaultMessage="Current password" />}
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
        <PasswordField
          label={<FormattedMessage id="accounts.settings.newPassword" defaultMessage="New password" />}
          description={
            <FormattedMessage id="accounts.settings.newPasswordHelp" defaultMessage="At least 8 characters." />
          }
          autoComplete="new-password"
          error={errors.new_password?.message}
          {...form.register('new_password')}
        />
        <Button type="submit" size="lg" className="self-start" disabled={change.isPending}>
          <FormattedMessage id="accounts.settings.passwordSubmit" defaultMessage="Change password" />
        </Button>
      </form>
    </SettingsSection>
  )
}
