import { zodResolver } from '@hookform/resolvers/zod'
import { SetupInputSchema, type SetupInput } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Button, Skeleton, SkeletonGroup } from '@oche/ui'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { AuthCard } from '../parts/account-form/auth-card'
import { FormAlert } from '../parts/account-form/form-alert'
import { NewAccountFields } from '../parts/account-form/new-account-fields'
import { showServerErrors } from '../../app/form-errors/show-server-errors'
import { useFormErrorMap } from '../../app/form-errors/use-form-error-map'
import { useCreateFirstSuperAdmin, useSetupStatus } from './use-first-run'
import { routePath } from '../../routing/route-path'

export type FirstRunScreenProps = Record<string, never>

const fields = new Set(['name', 'email', 'password'])

/**
 * The first-run screen (docs/adr/010-first-run-setup.md), shown at `/` while no super admin exists: on the machine
 * running Oche it creates the first super admin and signs them in; anywhere else it says the platform is being
 * set up on its host machine.
 */
export function FirstRunScreen() {
  const status = useSetupStatus()
  const title = <FormattedMessage id="accounts.firstRun.title" defaultMessage="Welcome to Oche" />
  if (status.isPending)
    return (
      <AuthCard title={title}>
        <SkeletonGroup
          label={<FormattedMessage id="accounts.firstRun.checking" defaultMessage="Checking whether Oche is set up…" />}
        >
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </SkeletonGroup>
      </AuthCard>
    )
  if (status.isError)
    return (
      <AuthCard title={title}>
        <FormAlert>
          <FormattedMessage
            id="accounts.firstRun.unreachable"
            defaultMessage="Oche could not be reached. Check that the platform is running, then reload this page."
          />
        </FormAlert>
      </AuthCard>
    )
  if (!status.data.needed) return <SetUpAlready />
  if (!status.data.from_this_machine)
    return (
      <AuthCard title={title}>
        <FormAlert tone="success" data-testid="first-run-not-local">
          <FormattedMessage
            id="accounts.firstRun.notLocal"
            defaultMessage="Oche is being set up on the machine it runs on. The first administrator is created there; come back once the platform is ready."
          />
        </FormAlert>
      </AuthCard>
    )
  return <FirstRunForm />
}

function FirstRunForm() {
  const intl = useIntl()
  const locale = useLocale()
  const create = useCreateFirstSuperAdmin()
  const error = useFormErrorMap()
  const form = useForm<SetupInput>({
    resolver: zodResolver(SetupInputSchema, { error }),
    defaultValues: { name: '', email: '', password: '', langcode: locale },
  })
  const { errors } = form.formState
  const handleSubmit = form.handleSubmit((values) =>
    create
      .mutateAsync(values)
      .catch((caught: unknown) => showServerErrors(caught, { anchors: fields, setError: form.setError, intl })),
  )
  return (
    <AuthCard
      title={<FormattedMessage id="accounts.firstRun.title" defaultMessage="Welcome to Oche" />}
      description={
        <FormattedMessage
          id="accounts.firstRun.description"
          defaultMessage="This platform has no administrator yet. Create the first one: the super admin who manages accounts and organisations. Only this machine can do it, and only once."
        />
      }
    >
      <form
        method="post"
        noValidate
        onSubmit={handleSubmit}
        aria-busy={create.isPending}
        className="flex flex-col gap-5"
      >
        {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        <NewAccountFields
          register={form.register}
          errors={errors}
          nameLabel={<FormattedMessage id="accounts.firstRun.name" defaultMessage="Your name" />}
        />
        <Button type="submit" size="lg" disabled={create.isPending}>
          {create.isPending ? (
            <FormattedMessage id="accounts.firstRun.submitting" defaultMessage="Creating the administrator…" />
          ) : (
            <FormattedMessage id="accounts.firstRun.submit" defaultMessage="Create the administrator" />
          )}
        </Button>
      </form>
    </AuthCard>
  )
}

function SetUpAlready() {
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <AuthCard title={<FormattedMessage id="accounts.firstRun.title" defaultMessage="Welcome to Oche" />}>
      <FormAlert tone="success">
        <FormattedMessage id="accounts.firstRun.done" defaultMessage="Oche is set up: sign in to continue." />
      </FormAlert>
      <Button asChild size="lg">
        <Link href={localizedPath(routePath('auth-login'), locale)}>
          <FormattedMessage id="accounts.firstRun.signIn" defaultMessage="Sign in" />
        </Link>
      </Button>
    </AuthCard>
  )
}
