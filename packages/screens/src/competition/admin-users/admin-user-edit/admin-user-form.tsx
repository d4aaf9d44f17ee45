import { zodResolver } from '@hookform/resolvers/zod'
import { UpdateAdminUserInputSchema, type AdminUser, type UpdateAdminUserInput } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Button, FormControl, FormDescription, FormField, FormLabel, FormMessage, Switch } from '@oche/ui'
import { useMemo } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../../accounts/parts/account-form/form-alert'
import { LanguageField } from '../../../accounts/parts/account-form/language-field'
import { TextField } from '../../../accounts/parts/account-form/text-field'
import { commonMessages } from '../../../app/common-messages/common-messages'
import { useLocale } from '../../../app/language/use-locale'
import { fieldPaths } from '../../../app/form-errors/place-server-errors'
import { showServerErrors } from '../../../app/form-errors/show-server-errors'
import { useFormErrorMap } from '../../../app/form-errors/use-form-error-map'
import { usePlatform } from '../../../app/platform/platform-context'
import { FormSection } from '../../../manage/parts/form-fields/form-section'
import { routePath } from '../../../routing/route-path'

/** Every field of the account the form edits; the contract's rules with none left out. */
const adminUserFormSchema = UpdateAdminUserInputSchema.required()
export type AdminUserFormValues = Required<UpdateAdminUserInput>

export function adminUserFormValues(user: AdminUser): AdminUserFormValues {
  return { name: user.name, email: user.email, langcode: user.langcode, is_super_admin: user.is_super_admin }
}

/** Only what changed, so the audit log records only that. */
function changesOf(user: AdminUser, values: AdminUserFormValues): UpdateAdminUserInput {
  const before = adminUserFormValues(user)
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => before[key as keyof AdminUserFormValues] !== value),
  ) as UpdateAdminUserInput
}

export type AdminUserFormProps = {
  user: AdminUser
  /** Saves the changes; a rejection with the server's 422 shows its errors on the fields. */
  onSubmit: (input: UpdateAdminUserInput) => Promise<unknown>
}

/**
 * The account's name, e-mail address, language and super admin role. A change of address takes effect at once,
 * without a confirmation mail. What the admin typed stays when the server refuses it.
 */
export function AdminUserForm({ user, onSubmit }: AdminUserFormProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const error = useFormErrorMap()
  const defaultValues = useMemo(() => adminUserFormValues(user), [user])
  const form = useForm<AdminUserFormValues>({ resolver: zodResolver(adminUserFormSchema, { error }), defaultValues })
  const anchors = useMemo(() => fieldPaths(defaultValues), [defaultValues])
  const { register, control, formState } = form
  const { errors, isSubmitting } = formState

  const handleSubmit = form.handleSubmit(async (values) => {
    const changes = changesOf(user, values)
    if (Object.keys(changes).length === 0) return
    await onSubmit(changes).catch((caught: unknown) =>
      showServerErrors(caught, { anchors, setError: form.setError, intl }),
    )
  })

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting} className="flex flex-col gap-6">
      {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <FormSection title={<FormattedMessage id="competition.adminUserEdit.accountTitle" defaultMessage="Account" />}>
        <TextField
          label={<FormattedMessage id="competition.adminUserEdit.name" defaultMessage="Name" />}
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={<FormattedMessage id="competition.adminUserEdit.email" defaultMessage="E-mail address" />}
          description={
            <FormattedMessage
              id="competition.adminUserEdit.emailHelp"
              defaultMessage="Changes at once, without a confirmation mail; the new address counts as unconfirmed, and the old one is told of the change."
            />
          }
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <Controller
          control={control}
          name="langcode"
          render={({ field, fieldState }) => (
            <LanguageField
              label={<FormattedMessage id="competition.adminUserEdit.language" defaultMessage="Language" />}
              description={
                <FormattedMessage
                  id="competition.adminUserEdit.languageHelp"
                  defaultMessage="The language of the account’s pages and e-mails."
                />
              }
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="is_super_admin"
          render={({ field, fieldState }) => (
            <FormField error={fieldState.error?.message}>
              <FormLabel>
                <FormattedMessage id="competition.adminUserEdit.superAdmin" defaultMessage="Super admin" />
              </FormLabel>
              <FormControl>
                <Switch
                  ref={field.ref}
                  name={field.name}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                />
              </FormControl>
              <FormDescription>
                <FormattedMessage
                  id="competition.adminUserEdit.superAdminHelp"
                  defaultMessage="A super admin manages every user and league organisation on Oche."
                />
              </FormDescription>
              <FormMessage />
            </FormField>
          )}
        />
      </FormSection>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          <FormattedMessage id="competition.adminUserEdit.submit" defaultMessage="Save changes" />
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href={localizedPath(routePath('admin-users'), locale)}>
            <FormattedMessage {...commonMessages.cancel} />
          </Link>
        </Button>
      </div>
    </form>
  )
}
