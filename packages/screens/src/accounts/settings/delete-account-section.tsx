import { zodResolver } from '@hookform/resolvers/zod'
import { DeleteAccountInputSchema, type DeleteAccountInput } from '@oche/api'
import { Button, ConfirmDialog } from '@oche/ui'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../parts/account-form/form-alert'
import { PasswordField } from '../parts/account-form/password-field'
import { showServerErrors } from '../../app/form-errors/show-server-errors'
import { useFormErrorMap } from '../../app/form-errors/use-form-error-map'
import { SettingsSection } from './settings-section'
import { useDeleteAccount } from './use-settings'

const fields = new Set(['password'])

/** Deleting needs the password and a confirmation; a wrong password closes the dialog and shows on the field. */
export function DeleteAccountSection() {
  const intl = useIntl()
  const deletion = useDeleteAccount()
  const error = useFormErrorMap()
  const [isConfirming, setConfirming] = useState(false)
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(DeleteAccountInputSchema, { error }),
    defaultValues: { password: '' },
  })
  const { errors } = form.formState

  const handleSubmit = form.handleSubmit(() => setConfirming(true))
  const handleConfirm = () =>
    deletion
      .mutateAsync(form.getValues())
      .catch((caught: unknown) => showServerErrors(caught, { anchors: fields, setError: form.setError, intl }))

  return (
    <SettingsSection
      tone="danger"
      title={<FormattedMessage id="accounts.settings.deleteTitle" defaultMessage="Delete account" />}
      description={
        <FormattedMessage
          id="accounts.settings.deleteDescription"
          defaultMessage="Removes your account and signs you out everywhere. This cannot be undone."
        />
      }
    >
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        <PasswordField
          label={<FormattedMessage id="accounts.settings.deletePassword" defaultMessage="Your password" />}
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" variant="danger" size="lg" className="self-start">
          <FormattedMessage id="accounts.settings.deleteSubmit" defaultMessage="Delete my account" />
        </Button>
      </form>
      <ConfirmDialog
        variant="danger"
        open={isConfirming}
        onOpenChange={setConfirming}
        title={intl.formatMessage({
          id: 'accounts.settings.deleteConfirmTitle',
          defaultMessage: 'Delete your account?',
        })}
        description={intl.formatMessage({
          id: 'accounts.settings.deleteConfirmText',
          defaultMessage: 'Your account, your profile and your sign-ins are removed for good.',
        })}
        confirmLabel={intl.formatMessage({ id: 'accounts.settings.deleteConfirm', defaultMessage: 'Delete for good' })}
        cancelLabel={intl.formatMessage({ id: 'accounts.settings.deleteCancel', defaultMessage: 'Keep my account' })}
        onConfirm={handleConfirm}
      />
    </SettingsSection>
  )
}
