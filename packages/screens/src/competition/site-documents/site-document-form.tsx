import { zodResolver } from '@hookform/resolvers/zod'
import type { Season } from '@oche/api'
import {
  Button,
  FormControl,
  FormDescription,
  FormField,
  FormLabel,
  FormMessage,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Textarea,
} from '@oche/ui'
import { useId, useMemo, useState, type ReactNode } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../accounts/parts/account-form/form-alert'
import { TextField } from '../../accounts/parts/account-form/text-field'
import { commonMessages } from '../../app/common-messages/common-messages'
import { fieldPaths } from '../../app/form-errors/place-server-errors'
import { showServerErrors } from '../../app/form-errors/show-server-errors'
import { useFormErrorMap } from '../../app/form-errors/use-form-error-map'
import { usePlatform } from '../../app/platform/platform-context'
import { FormSection } from '../../manage/parts/form-fields/form-section'
import { FileUploadField } from '../parts/file-upload-field'
import { siteDocumentFieldName, siteDocumentFormSchema, type SiteDocumentFormValues } from './site-document-form-values'

export type SiteDocumentFormProps = {
  /** The organisation's slug: where the file is uploaded. */
  org: string
  defaultValues: SiteDocumentFormValues
  /** The organisation's seasons, for "which season is it for". */
  seasons: readonly Season[]
  /** The categories the documents already have, offered while typing one. */
  categories: readonly string[]
  submitLabel: ReactNode
  /** Where "Cancel" goes: the document's page, or the list for a new one. */
  cancelHref: string
  /** Saves the checked form; a rejection with the server's 422 shows its errors on the fields. */
  onSubmit: (values: SiteDocumentFormValues) => Promise<unknown>
}

/** The select's value for "every season": no season's slug can be it. */
const everySeason = '*'

/** The one form for adding and editing a document of the site: its title, description, category, season and file. */
export function SiteDocumentForm({
  org,
  defaultValues,
  seasons,
  categories,
  submitLabel,
  cancelHref,
  onSubmit,
}: SiteDocumentFormProps) {
  const intl = useIntl()
  const error = useFormErrorMap()
  const { Link } = usePlatform()
  const categoriesId = useId()
  // Saving waits for a file being uploaded: the form would otherwise send the file it had before.
  const [isUploading, setIsUploading] = useState(false)
  const schema = useMemo(() => siteDocumentFormSchema(intl), [intl])
  const form = useForm<SiteDocumentFormValues>({ resolver: zodResolver(schema, { error }), defaultValues })
  const anchors = useMemo(() => fieldPaths(defaultValues), [defaultValues])
  const { errors, isSubmitting } = form.formState
  const { register } = form

  const handleSubmit = form.handleSubmit((values) =>
    onSubmit(values).catch((caught: unknown) =>
      showServerErrors(caught, { anchors, rename: siteDocumentFieldName, setError: form.setError, intl }),
    ),
  )

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting} className="flex flex-col gap-6">
      {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <FormSection
        title={<FormattedMessage id="competition.siteDocumentForm.fileTitle" defaultMessage="File" />}
        description={
          <FormattedMessage
            id="competition.siteDocumentForm.fileHelp"
            defaultMessage="Visitors of the public site download it as it is: check it is the final version."
          />
        }
      >
        <Controller
          control={form.control}
          name="file"
          render={({ field, fieldState }) => (
            <FileUploadField
              org={org}
              purpose="document"
              label={<FormattedMessage id="competition.siteDocumentForm.file" defaultMessage="The document’s file" />}
              value={field.value}
              onChange={field.onChange}
              onUploadingChange={setIsUploading}
              inputRef={field.ref}
              name={field.name}
              error={fieldState.error?.message}
            />
          )}
        />
      </FormSection>
      <FormSection
        title={<FormattedMessage id="competition.siteDocumentForm.aboutTitle" defaultMessage="Document" />}
        description={
          <FormattedMessage
            id="competition.siteDocumentForm.aboutHelp"
            defaultMessage="The site lists documents under their category, with their title and description."
          />
        }
      >
        <TextField
          label={<FormattedMessage id="competition.siteDocumentForm.documentTitle" defaultMessage="Title" />}
          autoComplete="off"
          error={errors.title?.message}
          {...register('title')}
        />
        <FormField error={errors.description?.message}>
          <FormLabel>
            <FormattedMessage id="competition.siteDocumentForm.description" defaultMessage="Description (optional)" />
          </FormLabel>
          <FormControl>
            <Textarea autoResize className="max-h-64" {...register('description')} />
          </FormControl>
          <FormDescription>
            <FormattedMessage
              id="competition.siteDocumentForm.descriptionHelp"
              defaultMessage="A line on what is in it and who it is for."
            />
          </FormDescription>
          <FormMessage />
        </FormField>
        <TextField
          label={<FormattedMessage id="competition.siteDocumentForm.category" defaultMessage="Category (optional)" />}
          description={
            <FormattedMessage
              id="competition.siteDocumentForm.categoryHelp"
              defaultMessage="A heading such as Rules or Forms: documents with the same category are listed together."
            />
          }
          autoComplete="off"
          list={categoriesId}
          error={errors.category?.message}
          {...register('category')}
        />
        <datalist id={categoriesId}>
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
        <Controller
          control={form.control}
          name="season"
          render={({ field, fieldState }) => (
            <FormField error={fieldState.error?.message}>
              <FormLabel>
                <FormattedMessage id="competition.siteDocumentForm.season" defaultMessage="Season" />
              </FormLabel>
              <Select
                value={field.value || everySeason}
                onValueChange={(value) => field.onChange(value === everySeason ? '' : value)}
              >
                <FormControl>
                  <SelectTrigger ref={field.ref} size="lg">
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  <SelectItem value={everySeason}>
                    {intl.formatMessage({
                      id: 'competition.siteDocumentForm.everySeason',
                      defaultMessage: 'Every season',
                    })}
                  </SelectItem>
                  {seasons.map((season) => (
                    <SelectItem key={season.slug} value={season.slug}>
                      {season.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormDescription>
                <FormattedMessage
                  id="competition.siteDocumentForm.seasonHelp"
                  defaultMessage="A document of one season shows on the site with that season only; the league’s rules are for every season."
                />
              </FormDescription>
              <FormMessage />
            </FormField>
          )}
        />
      </FormSection>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={isSubmitting || isUploading}>
          {submitLabel}
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link href={cancelHref}>
            <FormattedMessage {...commonMessages.cancel} />
          </Link>
        </Button>
      </div>
    </form>
  )
}
