import type { Season } from '@oche/api'
import { FormControl, FormDescription, FormField, FormLabel, FormMessage, Textarea } from '@oche/ui'
import { useId, useState, type ReactNode } from 'react'
import { Controller } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { TextField } from '../../accounts/parts/account-form/text-field'
import { FormSection } from '../../manage/parts/form-fields/form-section'
import { SelectField, slugOption } from '../../app/select-field/select-field'
import { FileUploadField } from '../parts/file-upload-field'
import { ItemForm, useItemForm } from '../parts/ordered-list'
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
  const categoriesId = useId()
  const [isUploading, setIsUploading] = useState(false)
  const { form, submit } = useItemForm({
    schema: siteDocumentFormSchema,
    defaultValues,
    rename: siteDocumentFieldName,
    onSubmit,
  })
  const { errors } = form.formState
  const { register } = form

  return (
    <ItemForm form={form} submit={submit} submitLabel={submitLabel} cancelHref={cancelHref} isUploading={isUploading}>
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
            <SelectField
              ref={field.ref}
              label={<FormattedMessage id="competition.siteDocumentForm.season" defaultMessage="Season" />}
              value={field.value || everySeason}
              onValueChange={(value) => field.onChange(value === everySeason ? '' : value)}
              options={[
                {
                  value: everySeason,
                  label: intl.formatMessage({
                    id: 'competition.siteDocumentForm.everySeason',
                    defaultMessage: 'Every season',
                  }),
                },
                ...seasons.map(slugOption),
              ]}
              description={
                <FormattedMessage
                  id="competition.siteDocumentForm.seasonHelp"
                  defaultMessage="A document of one season shows on the site with that season only; the league’s rules are for every season."
                />
              }
              error={fieldState.error?.message}
            />
          )}
        />
      </FormSection>
    </ItemForm>
  )
}
