import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@oche/ui'
import { useMemo, type ReactNode } from 'react'
import { Controller, FormProvider, useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../../../accounts/parts/account-form/form-alert'
import { LanguageField } from '../../../../accounts/parts/account-form/language-field'
import { TextField } from '../../../../accounts/parts/account-form/text-field'
import { commonMessages } from '../../../../app/common-messages/common-messages'
import { fieldPaths } from '../../../../app/form-errors/place-server-errors'
import { showServerErrors } from '../../../../app/form-errors/show-server-errors'
import { useFormErrorMap } from '../../../../app/form-errors/use-form-error-map'
import { usePlatform } from '../../../../app/platform/platform-context'
import { FormSection } from '../../../../manage/parts/form-fields/form-section'
import { ColourField } from './colour-field'
import { DomainsField } from './domains-field'
import {
  organisationFormSchema,
  type OrganisationFormMode,
  type OrganisationFormValues,
} from './organisation-form-values'

export type OrganisationFormProps = {
  /** `create` asks for the first admin's address as well. */
  mode: OrganisationFormMode
  defaultValues: OrganisationFormValues
  submitLabel: ReactNode
  /** Where "Cancel" goes: back to the page the form was opened from. */
  cancelHref: string
  /** Saves the checked form; a rejection with the server's 422 shows its errors on the fields. */
  onSubmit: (values: OrganisationFormValues) => Promise<unknown>
}

/**
 * The one form for creating and editing a league organisation: its name and slug, its look (logo, colour), its
 * default language and domains, and on creating, the first admin to invite. What the user typed stays on errors.
 */
export function OrganisationForm({ mode, defaultValues, submitLabel, cancelHref, onSubmit }: OrganisationFormProps) {
  const intl = useIntl()
  const { Link } = usePlatform()
  const error = useFormErrorMap()
  const schema = useMemo(() => organisationFormSchema(intl, mode), [intl, mode])
  const form = useForm<OrganisationFormValues>({ resolver: zodResolver(schema, { error }), defaultValues })
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
          title={<FormattedMessage id="competition.organisationForm.basicsTitle" defaultMessage="Organisation" />}
        >
          <TextField
            label={<FormattedMessage id="competition.organisationForm.name" defaultMessage="Name" />}
            description={
              <FormattedMessage
                id="competition.organisationForm.nameHelp"
                defaultMessage="The league or federation as its players know it, such as “Kempen Dartsbond”."
              />
            }
            autoComplete="off"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={
              mode === 'create' ? (
                <FormattedMessage id="competition.organisationForm.slugOptional" defaultMessage="Slug (optional)" />
              ) : (
                <FormattedMessage id="competition.organisationForm.slug" defaultMessage="Slug" />
              )
            }
            description={
              mode === 'create' ? (
                <FormattedMessage
                  id="competition.organisationForm.slugCreateHelp"
                  defaultMessage="The organisation’s name in web addresses, such as /competition/kempen-dartsbond. Left empty, it is made from the name."
                />
              ) : (
                <FormattedMessage
                  id="competition.organisationForm.slugEditHelp"
                  defaultMessage="The organisation’s name in web addresses. After a change, links with the old slug still lead here."
                />
              )
            }
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            error={errors.slug?.message}
            {...register('slug')}
          />
        </FormSection>
        <FormSection
          title={<FormattedMessage id="competition.organisationForm.lookTitle" defaultMessage="Look" />}
          description={
            <FormattedMessage
              id="competition.organisationForm.lookHelp"
              defaultMessage="How the league’s public pages look."
            />
          }
        >
          <TextField
            label={<FormattedMessage id="competition.organisationForm.logoUrl" defaultMessage="Logo link (optional)" />}
            description={
              <FormattedMessage
                id="competition.organisationForm.logoUrlHelp"
                defaultMessage="The web address of the logo image, starting with https://."
              />
            }
            type="url"
            inputMode="url"
            autoComplete="off"
            error={errors.logo_url?.message}
            {...register('logo_url')}
          />
          <ColourField />
        </FormSection>
        <FormSection
          title={<FormattedMessage id="competition.organisationForm.siteTitle" defaultMessage="Language and domains" />}
        >
          <Controller
            control={control}
            name="default_language"
            render={({ field, fieldState }) => (
              <LanguageField
                label={
                  <FormattedMessage id="competition.organisationForm.language" defaultMessage="Default language" />
                }
                description={
                  <FormattedMessage
                    id="competition.organisationForm.languageHelp"
                    defaultMessage="The language the league’s public site opens in; visitors can switch."
                  />
                }
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <DomainsField />
        </FormSection>
        {mode === 'create' ? (
          <FormSection
            title={<FormattedMessage id="competition.organisationForm.adminTitle" defaultMessage="First admin" />}
            description={
              <FormattedMessage
                id="competition.organisationForm.adminHelp"
                defaultMessage="The Oche account with this address gets an invitation to become an admin. Once they accept, they run the league: seasons, teams, venues and fixtures. Someone without an account creates one first; then send the invitation again from the organisation’s page."
              />
            }
          >
            <TextField
              label={
                <FormattedMessage
                  id="competition.organisationForm.adminEmail"
                  defaultMessage="Admin’s e-mail address"
                />
              }
              type="email"
              inputMode="email"
              autoComplete="off"
              error={errors.admin_email?.message}
              {...register('admin_email')}
            />
          </FormSection>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="lg" multiline disabled={isSubmitting}>
            {submitLabel}
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
