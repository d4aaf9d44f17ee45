import { zodResolver } from '@hookform/resolvers/zod'
import { LangcodeSchema, RegisterInputSchema, type RegisterInput } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Button } from '@oche/ui'
import { Controller, useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { AuthCard } from '../parts/account-form/auth-card'
import { FormAlert } from '../parts/account-form/form-alert'
import { LanguageField } from '../parts/account-form/language-field'
import { NewAccountFields } from '../parts/account-form/new-account-fields'
import { showServerErrors } from '../../app/form-errors/show-server-errors'
import { useFormErrorMap } from '../../app/form-errors/use-form-error-map'
import { useRegister } from './use-register'
import { routePath } from '../../routing/route-path'

export type RegisterScreenProps = Record<string, never>

const fields = new Set(['name', 'email', 'password', 'langcode'])

/** `/auth/register`: name, e-mail, password and language; the new account is signed in at once. */
export function RegisterScreen() {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const registration = useRegister()
  const error = useFormErrorMap()
  const form = useForm<RegisterInput>({
    resolver: zodResolver(RegisterInputSchema, { error }),
    defaultValues: { name: '', email: '', password: '', langcode: locale },
  })
  const { errors } = form.formState

  const handleSubmit = form.handleSubmit((values) =>
    registration
      .mutateAsync(values)
      .catch((caught: unknown) => showServerErrors(caught, { anchors: fields, setError: form.setError, intl })),
  )

  return (
    <AuthCard
      title={<FormattedMessage id="accounts.register.title" defaultMessage="Create your account" />}
      description={
        <FormattedMessage
          id="accounts.register.description"
          defaultMessage="Sign up to enter tournaments, follow your statistics and organise darts nights."
        />
      }
      footer={
        <>
          <FormattedMessage id="accounts.register.haveAccount" defaultMessage="Already have an account?" />
          <Button asChild variant="link" size="lg" className="px-2">
            <Link href={localizedPath(routePath('auth-login'), locale)}>
              <FormattedMessage id="accounts.register.signIn" defaultMessage="Sign in" />
            </Link>
          </Button>
        </>
      }
    >
      <form
        method="post"
        noValidate
        onSubmit={handleSubmit}
        aria-busy={registration.isPending}
        className="flex flex-col gap-5"
      >
        {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        <NewAccountFields register={form.register} errors={errors} />
        <Controller
          control={form.control}
          name="langcode"
          render={({ field, fieldState }) => (
            <LanguageField
              label={<FormattedMessage id="accounts.register.language" defaultMessage="Language" />}
              name={field.name}
              value={field.value ?? locale}
              onValueChange={(next) => field.onChange(LangcodeSchema.parse(next))}
              error={fieldState.error?.message}
            />
          )}
        />
        <Button type="submit" size="lg" disabled={registration.isPending}>
          {registration.isPending ? (
            <FormattedMessage id="accounts.register.submitting" defaultMessage="Creating your account…" />
          ) : (
            <FormattedMessage id="accounts.register.submit" defaultMessage="Create account" />
          )}
        </Button>
      </form>
    </AuthCard>
  )
}
