import { zodResolver } from '@hookform/resolvers/zod'
import { LangcodeSchema, UpdateLocaleInputSchema, type UpdateLocaleInput, type User } from '@oche/api'
import { Button, toast } from '@oche/ui'
import { Controller, useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../parts/account-form/form-alert'
import { LanguageField } from '../parts/account-form/language-field'
import { showServerErrors } from '../../app/form-errors/show-server-errors'
import { SettingsSection } from './settings-section'
import { useUpdateLocale } from './use-settings'

const fields = new Set(['langcode'])

/** The account's language: e-mails use it, and saving it opens this page in that language. */
export function LanguageSection({ user }: { user: User }) {
  const intl = useIntl()
  const update = useUpdateLocale()
  const form = useForm<UpdateLocaleInput>({
    resolver: zodResolver(UpdateLocaleInputSchema),
    defaultValues: { langcode: user.langcode },
  })
  const { errors } = form.formState

  const handleSubmit = form.handleSubmit(({ langcode }) =>
    update
      .mutateAsync(langcode)
      .then(() =>
        toast.success(intl.formatMessage({ id: 'accounts.settings.languageSaved', defaultMessage: 'Language saved' })),
      )
      .catch((caught: unknown) => showServerErrors(caught, { anchors: fields, setError: form.setError, intl })),
  )
  return (
    <SettingsSection
      title={<FormattedMessage id="accounts.settings.languageTitle" defaultMessage="Language" />}
      description={
        <FormattedMessage
          id="accounts.settings.languageDescription"
          defaultMessage="The language of Oche and of the e-mails we send you."
        />
      }
    >
      <form noValidate onSubmit={handleSubmit} aria-busy={update.isPending} className="flex flex-col gap-4">
        {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        <Controller
          control={form.control}
          name="langcode"
          render={({ field, fieldState }) => (
            <LanguageField
              label={<FormattedMessage id="accounts.settings.language" defaultMessage="Interface language" />}
              name={field.name}
              value={field.value}
              onValueChange={(next) => field.onChange(LangcodeSchema.parse(next))}
              error={fieldState.error?.message}
            />
          )}
        />
        <Button type="submit" size="lg" className="self-start" disabled={update.isPending}>
          <FormattedMessage id="accounts.settings.languageSubmit" defaultMessage="Save language" />
        </Button>
      </form>
    </SettingsSection>
  )
}
