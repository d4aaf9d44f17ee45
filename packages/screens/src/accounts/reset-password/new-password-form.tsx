import { zodResolver } from '@hookform/resolvers/zod'
import { ResetPasswordInputSchema, type ResetPasswordInput } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Button } from '@oche/ui'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { FormAlert } from '../parts/account-form/form-alert'
import { PasswordField } from '../parts/account-form/password-field'
import { showServerErrors } from '../../app/form-errors/show-server-errors'
import { useFormErrorMap } from '../../app/form-errors/use-form-error-map'
import { useResetPassword } from './use-reset-password'
import { routePath } from '../../routing/route-path'

const fields = new Set(['token', 'password'])

export type NewPasswordFormProps = { token: string }

/** Step two, from the e-mailed link: the new password. An expired or used link says so and offers a new one. */
export function NewPasswordForm({ token }: NewPasswordFormProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const reset = useResetPassword()
  const error = useFormErrorMap()
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(ResetPasswordInputSchema, { error }),
    defaultValues: { token, password: '' },
  })
  const { errors } = form.formState

  const handleSubmit = form.handleSubmit((values) =>
    reset
      .mutateAsync(values)
      .catch((caught: unknown) => showServerErrors(caught, { anchors: fields, setError: form.setError, intl })),
  )
  return (
    <form method="post" noValidate onSubmit={handleSubmit} aria-busy={reset.isPending} className="flex flex-col gap-5">
      {errors.token ? (
        <FormAlert>
          <strong className="font-semibold">
            <FormattedMessage
              id="accounts.resetPassword.invalidLinkTitle"
              defaultMessage="This link has expired or was already used"
            />
          </strong>
          <FormattedMessage
            id="accounts.resetPassword.invalidLinkBody"
            defaultMessage="A reset link works once and only for 60 minutes. Ask for a new one and use the newest e-mail."
          />
          <Link
            href={localizedPath(routePath('auth-reset-password'), locale)}
            className="font-medium text-primary underline underline-offset-4"
          >
            <FormattedMessage id="accounts.resetPassword.requestNewLink" defaultMessage="Request a new link" />
          </Link>
        </FormAlert>
      ) : null}
      {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <PasswordField
        label={<FormattedMessage id="accounts.resetPassword.newPassword" defaultMessage="New password" />}
        description={
          <FormattedMessage id="accounts.resetPassword.newPasswordHelp" defaultMessage="At least 8 characters." />
        }
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" size="lg" disabled={reset.isPending}>
        <FormattedMessage id="accounts.resetPassword.save" defaultMessage="Save password and sign in" />
      </Button>
    </form>
  )
}
