import { zodResolver } from '@hookform/resolvers/zod'
import { Button, FormControl, FormDescription, FormField, FormLabel, FormMessage, Textarea } from '@oche/ui'
import { useMemo } from 'react'
import { Controller, FormProvider, useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../accounts/parts/account-form/form-alert'
import { LanguageField } from '../../accounts/parts/account-form/language-field'
import { TextField } from '../../accounts/parts/account-form/text-field'
import { commonMessages } from '../../app/common-messages/common-messages'
import { fieldPaths } from '../../app/form-errors/place-server-errors'
import { showServerErrors } from '../../app/form-errors/show-server-errors'
import { useFormErrorMap } from '../../app/form-errors/use-form-error-map'
import { usePlatform } from '../../app/platform/platform-context'
import { FormSection } from '../../manage/parts/form-fields/form-section'
import { ColourField } from '../admin-organisations/parts/organisation-form/colour-field'
import { DomainsField } from '../admin-organisations/parts/organisation-form/domains-field'
import { SiteHeaderPreview } from './site-header-preview'
import { SitePagesField } from './site-pages-field'
import { siteSettingsSchema, type SiteSettingsValues } from './site-settings-values'

export type SiteSettingsFormProps = {
  /** The organisation's name: the site's, shown in the header's preview. */
  name: string
  defaultValues: SiteSettingsValues
  /** Where "Cancel" goes: the season the page was opened from. */
  cancelHref: string
  /** Saves the checked form; a rejection with the server's 422 shows its errors on the fields. */
  onSubmit: (values: SiteSettingsValues) => Promise<unknown>
}

/**
 * The public site's settings: its domains, its look (logo and colour, previewed as the site's header), its default
 * language, and its pages with the help text. What the admin typed stays when saving fails.
 */
export function SiteSettingsForm({ name, defaultValues, cancelHref, onSubmit }: SiteSettingsFormProps) {
  const intl = useIntl()
  const { Link } = usePlatform()
  const error = useFormErrorMap()
  const schema = useMemo(() => siteSettingsSchema(intl), [intl])
  const form = useForm<SiteSettingsValues>({ resolver: zodResolver(schema, { error }), defaultValues })
  const anchors = useMemo(() => fieldPaths(defaultValues), [defaultValues])
  const { register, control, formState } = form
  const { errors, isSubmitting } = formState

  const handleSubmit = form.handleSubmit((values) =>
    onSubmit(values).catch((caught: unknown) => showServerErrors(caught, { anchors, setError: form.setError, intl })),
  )

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting} className="flex flex-col gap-6">
        {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        <FormSection
          title={<FormattedMessage id="competition.siteSettings.domainsTitle" defaultMessage="Web address" />}
          description={
            <FormattedMessage
              id="competition.siteSettings.domainsHelp"
              defaultMessage="Each domain’s DNS must point at this Oche server, and only these host names show the league’s public site; every other address shows the Oche app."
            />
          }
        >
          <DomainsField />
        </FormSection>
        <FormSection
          title={<FormattedMessage id="competition.siteSettings.lookTitle" defaultMessage="Look" />}
          description={
            <FormattedMessage
              id="competition.siteSettings.lookHelp"
              defaultMessage="The logo and colour at the top of every page of the site."
            />
          }
        >
          <TextField
            label={<FormattedMessage id="competition.siteSettings.logoUrl" defaultMessage="Logo link (optional)" />}
            description={
              <FormattedMessage
                id="competition.siteSettings.logoUrlHelp"
                defaultMessage="The web address of the logo image, starting with https://. A square image reads best."
              />
            }
            type="url"
            inputMode="url"
            autoComplete="off"
            error={errors.logo_url?.message}
            {...register('logo_url')}
          />
          <ColourField />
          <SiteHeaderPreview name={name} />
        </FormSection>
        <FormSection title={<FormattedMessage id="competition.siteSettings.languageTitle" defaultMessage="Language" />}>
          <Controller
            control={control}
            name="default_language"
            render={({ field, fieldState }) => (
              <LanguageField
                label={<FormattedMessage id="competition.siteSettings.language" defaultMessage="Default language" />}
                description={
                  <FormattedMessage
                    id="competition.siteSettings.languageHelp"
                    defaultMessage="The language the site opens in; visitors can switch to another."
                  />
                }
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        </FormSection>
        <FormSection title={<FormattedMessage id="competition.siteSettings.pagesTitle" defaultMessage="Pages" />}>
          <Controller
            control={control}
            name="pages"
            render={({ field, fieldState }) => (
              <SitePagesField
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                firstRef={field.ref}
              />
            )}
          />
          <FormField error={errors.help_text?.message}>
            <FormLabel>
              <FormattedMessage id="competition.siteSettings.helpText" defaultMessage="Help text (optional)" />
            </FormLabel>
            <FormControl>
              <Textarea autoResize rows={6} className="max-h-96" {...register('help_text')} />
            </FormControl>
            <FormDescription>
              <FormattedMessage
                id="competition.siteSettings.helpTextHelp"
                defaultMessage="What players and visitors ask most: when matches start, how to move one, whom to ask. Leave a blank line between paragraphs."
              />
            </FormDescription>
            <FormMessage />
          </FormField>
        </FormSection>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="lg" disabled={isSubmitting}>
            <FormattedMessage id="competition.siteSettings.save" defaultMessage="Save settings" />
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href={cancelHref}>
              <FormattedMessage {...commonMessages.cancel} />
            </Link>
          </Button>
        </div>
      </form>
    </FormProvider>
  )
}
