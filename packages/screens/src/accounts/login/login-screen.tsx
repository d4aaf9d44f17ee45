import { zodResolver } from '@hookform/resolvers/zod'
import { LoginInputSchema, type LoginInput } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Button } from '@oche/ui'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { AuthCard } from '../parts/account-form/auth-card'
import { FormAlert } from '../parts/account-form/form-alert'
import { PasswordField } from '../parts/account-form/password-field'
import { showServerErrors } from '../../app/form-errors/show-server-errors'
import { TextField } from '../parts/account-form/text-field'
import { useFormErrorMap } from '../../app/form-errors/use-form-error-map'
import { useLogin } from './use-login'
import { routePath } from '../../routing/route-path'

export type LoginScreenProps = {
  /** The page's query parameters; `redirect` is where to go after signing in (a local path). */
  searchParams?: Record<string, string | undefined>
}

const fields = new Set(['email', 'password'])

/** `/auth/login`: e-mail and password. */
export function LoginScreen({ searchParams = {} }: LoginScreenProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const login = useLogin(searchParams.redirect)
  const error = useFormErrorMap()
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginInputSchema, { error }),
    defaultValues: { email: '', password: '' },
  })
  const { errors } = form.formState

  const handleSubmit = form.handleSubmit((values) =>
    login
      .mutateAsync(values)
      .catch((caught: unknown) => showServerErrors(caught, { anchors: fields, setError: form.setError, intl })),
  )

  return (
    <AuthCard
      title={<FormattedMessage id="accounts.login.title" defaultMessage="Sign in" />}
      description={<FormattedMessage id="accounts.login.description" defaultMessage="Welcome back to the oche." />}
      footer={
        <>
          <FormattedMessage id="accounts.login.noAccount" defaultMessage="No account yet?" />
          <Button asChild variant="link" size="lg" className="px-2">
            <Link href={localizedPath(routePath('auth-register'), locale)}>
              <FormattedMessage id="accounts.login.register" defaultMessage="Register" />
            </Link>
          </Button>
        </>
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
          label={<FormattedMessage id="accounts.login.email" defaultMessage="E-mail address" />}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField
          label={<FormattedMessage id="accounts.login.password" defaultMessage="Password" />}
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button asChild variant="link" size="lg" className="self-start px-0">
          <Link href={localizedPath(routePath('auth-reset-password'), locale)}>
            <FormattedMessage id="accounts.login.forgotPassword" defaultMessage="Forgot password?" />
          </Link>
        </Button>
        <Button type="submit" size="lg" disabled={login.isPending}>
          {login.isPending ? (
            <FormattedMessage id="accounts.login.submitting" defaultMessage="Signing in…" />
          ) : (
            <FormattedMessage id="accounts.login.submit" defaultMessage="Sign in" />
          )}
        </Button>
      </form>
    </AuthCard>
  )
}
