import { zodResolver } from '@hookform/resolvers/zod'
import { RequestNameChangeInputSchema, type RequestNameChangeInput, type User } from '@oche/api'
import { Button, toast } from '@oche/ui'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../parts/account-form/form-alert'
import { showServerErrors } from '../../app/form-errors/show-server-errors'
import { TextField } from '../parts/account-form/text-field'
import { useFormErrorMap } from '../../app/form-errors/use-form-error-map'
import { SettingsSection } from './settings-section'
import { useRequestNameChange } from './use-settings'

const fields = new Set(['name'])

/** The name changes once the user follows the link e-mailed to them. */
export function NameSection({ user }: { user: User }) {
  const intl = useIntl()
  const request = useRequestNameChange()
  const error = useFormErrorMap()
  const form = useForm<RequestNameChangeInput>({
    resolver: zodResolver(RequestNameChangeInputSchema, { error }),
    defaultValues: { name: user.name },
  })
  const { errors } = form.formState

  const handleSubmit = form.handleSubmit((values) =>
    request
      .mutateAsync(values)
      .then(() =>
        toast.success(
          intl.formatMessage({ id: 'accounts.settings.nameRequested', defaultMessage: 'Check your inbox' }),
        ),
      )
      .catch((caught: unknown) => showServerErrors(caught, { anchors: fields, setError: form.setError, intl })),
  )
  return (
    <SettingsSection
      title={<FormattedMessage id="accounts.settings.nameTitle" defaultMessage="Name" />}
      description={
        <FormattedMessage
          id="accounts.settings.nameDescription"
          defaultMessage="Shown on brackets, scoreboards and results. We e-mail you a link to confirm a new name."
        />
      }
    >
      <form noValidate onSubmit={handleSubmit} aria-busy={request.isPending} className="flex flex-col gap-4">
        {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        {request.isSuccess ? (
          <FormAlert tone="success">
            <FormattedMessage
              id="accounts.settings.nameRequestedBody"
              defaultMessage="Check your inbox: we sent a link to {email}. Your name becomes {name} once you follow it."
              values={{ email: user.email, name: request.variables.name }}
            />
          </FormAlert>
        ) : null}
        <TextField
          label={<FormattedMessage id="accounts.settings.name" defaultMessage="Name" />}
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Button type="submit" size="lg" className="self-start" disabled={request.isPending}>
          <FormattedMessage id="accounts.settings.nameSubmit" defaultMessage="Change name" />
        </Button>
      </form>
    </SettingsSection>
  )
}
