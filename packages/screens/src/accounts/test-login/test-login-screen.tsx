import { zodResolver } from '@hookform/resolvers/zod'
import { ApiRequestError, TestLoginInputSchema, type TestLoginInput } from '@oche/api'
import { Button } from '@oche/ui'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { AuthCard } from '../parts/account-form/auth-card'
import { FormAlert } from '../parts/account-form/form-alert'
import { showServerErrors } from '../../app/form-errors/show-server-errors'
import { TextField } from '../parts/account-form/text-field'
import { useFormErrorMap } from '../../app/form-errors/use-form-error-map'
import { useTestLogin } from './use-test-login'

export type TestLoginScreenProps = {
  /** The page's query parameters; `redirect` is where to go after signing in (a local path). */
  searchParams?: Record<string, string | undefined>
}

const fields = new Set(['email'])

/** `/test-login`: signs in as an existing account by e-mail alone, for end-to-end tests outside production. */
export function TestLoginScreen({ searchParams = {} }: TestLoginScreenProps) {
  const intl = useIntl()
  const login = useTestLogin(searchParams.redirect)
  const error = useFormErrorMap()
  const form = useForm<TestLoginInput>({
    resolver: zodResolver(TestLoginInputSchema, { error }),
    defaultValues: { email: '' },
  })
  const { errors } = form.formState

  const handleSubmit = form.handleSubmit((values) =>
    login.mutateAsync(values).catch((caught: unknown) => {
      // The route does not exist in production: say so rather than "not found".
      if (caught instanceof ApiRequestError && caught.status === 404) {
        form.setError('root.server', {
          type: 'disabled',
          message: intl.formatMessage({
            id: 'accounts.testLogin.disabled',
            defaultMessage: 'Test login is disabled',
          }),
        })
        return
      }
      showServerErrors(caught, { anchors: fields, setError: form.setError, intl })
    }),
  )
  return (
    <AuthCard
      title={<FormattedMessage id="accounts.testLogin.title" defaultMessage="Test login" />}
      description={
        <FormattedMessage
          id="accounts.testLogin.notice"
          defaultMessage="For automated tests: sign in as an existing account with its e-mail address only. This only works when Oche does not run in production mode."
        />
      }
    >
      <form
        method="post"
        noValidate
        onSubmit={handleSubmit}
        aria-busy={login.isPending}
        className="flex flex-col gap-5"
      >
        {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        <TextField
          label={<FormattedMessage id="accounts.testLogin.email" defaultMessage="E-mail address" />}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" size="lg" disabled={login.isPending}>
          <FormattedMessage id="accounts.testLogin.submit" defaultMessage="Sign in" />
        </Button>
      </form>
    </AuthCard>
  )
}
