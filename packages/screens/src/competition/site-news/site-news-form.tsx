import { slugFromName } from '@oche/api'
import { useState, type ReactNode } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { FormattedMessage } from 'react-intl'
import { TextField } from '../../accounts/parts/account-form/text-field'
import { FormSection } from '../../manage/parts/form-fields/form-section'
import { RadioField } from '../../manage/parts/form-fields/radio-field'
import { FileUploadField } from '../parts/file-upload-field'
import { ItemForm, useItemForm } from '../parts/ordered-list'
import { RichTextEditor } from '../parts/rich-text-editor'
import { siteNewsFormSchema, siteNewsServerFields, type SiteNewsFormValues } from './site-news-form-values'

export type SiteNewsFormProps = {
  /** The organisation's slug: the cover is uploaded to its site. */
  org: string
  /** The public site's first domain, to show the article's address; null while the league has no site. */
  domain: string | null
  defaultValues: SiteNewsFormValues
  submitLabel: ReactNode
  /** Where "Cancel" goes: the article, or the news list for a new one. */
  cancelHref: string
  /** Saves the checked form; a rejection with the server's 422 shows its errors on the fields. */
  onSubmit: (values: SiteNewsFormValues) => Promise<unknown>
}

const anchors: ReadonlySet<string> = new Set(['title', 'slug', 'html', 'cover', 'status', 'publish_at'])

/** The article's address on the public site, as it will be with the slug typed (or the one made from the title). */
function PublicAddress({ domain, slug }: { domain: string | null; slug: string }) {
  if (!domain)
    return (
      <FormattedMessage
        id="competition.siteNewsForm.slugHelpNoSite"
        defaultMessage="The article’s name in its web address. Left empty, it is made from the title: {slug}."
        values={{ slug }}
      />
    )
  const address = `http://${domain}/news/${slug}`
  return (
    <FormattedMessage
      id="competition.siteNewsForm.slugHelp"
      defaultMessage="The article’s address on the public site: {address}. Left empty, it is made from the title."
      values={{ address: <span className="font-mono break-all">{address}</span> }}
    />
  )
}

/**
 * The one form for writing and editing an article of the league's public site: its title and address, its text
 * (rich text), a cover image, whether it is a draft or published and from when. What the admin typed stays when
 * saving fails; the server's 422 shows on the fields.
 */
export function SiteNewsForm({ org, domain, defaultValues, submitLabel, cancelHref, onSubmit }: SiteNewsFormProps) {
  const [uploading, setUploading] = useState(false)
  const { form, submit } = useItemForm({
    schema: siteNewsFormSchema,
    defaultValues,
    anchors,
    rename: siteNewsServerFields,
    onSubmit,
  })
  const { errors } = form.formState
  const { register, control } = form
  const [title, slug, status] = useWatch({ control, name: ['title', 'slug', 'status'] })
  const shownSlug = slug.trim() || slugFromName(title, 'news')

  return (
    <ItemForm form={form} submit={submit} submitLabel={submitLabel} cancelHref={cancelHref} isUploading={uploading}>
      <FormSection title={<FormattedMessage id="competition.siteNewsForm.articleTitle" defaultMessage="Article" />}>
        <TextField
          label={<FormattedMessage id="competition.siteNewsForm.title" defaultMessage="Title" />}
          autoComplete="off"
          error={errors.title?.message}
          {...register('title')}
        />
        <TextField
          label={<FormattedMessage id="competition.siteNewsForm.slug" defaultMessage="Address (optional)" />}
          description={<PublicAddress domain={domain} slug={shownSlug} />}
          autoComplete="off"
          spellCheck={false}
          error={errors.slug?.message}
          {...register('slug')}
        />
        <Controller
          control={control}
          name="html"
          render={({ field, fieldState }) => (
            <RichTextEditor
              label={<FormattedMessage id="competition.siteNewsForm.text" defaultMessage="Text" />}
              description={
                <FormattedMessage
                  id="competition.siteNewsForm.textHelp"
                  defaultMessage="The first lines are the summary in lists and link previews."
                />
              }
              id={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="cover"
          render={({ field, fieldState }) => (
            <FileUploadField
              org={org}
              purpose="image"
              label={<FormattedMessage id="competition.siteNewsForm.cover" defaultMessage="Cover image (optional)" />}
              description={
                <FormattedMessage
                  id="competition.siteNewsForm.coverHelp"
                  defaultMessage="Shown above the article and in link previews. A wide image reads best."
                />
              }
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onUploadingChange={setUploading}
              inputRef={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
      </FormSection>
      <FormSection
        title={<FormattedMessage id="competition.siteNewsForm.publishTitle" defaultMessage="Publishing" />}
        description={
          <FormattedMessage
            id="competition.siteNewsForm.publishHelp"
            defaultMessage="Only published articles are on the public site, from the moment you choose."
          />
        }
      >
        <Controller
          control={control}
          name="status"
          render={({ field, fieldState }) => (
            <RadioField
              ref={field.ref}
              legend={<FormattedMessage id="competition.siteNewsForm.status" defaultMessage="Status" />}
              orientation="horizontal"
              value={field.value}
              onValueChange={field.onChange}
              error={fieldState.error?.message}
              options={[
                {
                  value: 'draft',
                  label: <FormattedMessage id="competition.siteNewsForm.draft" defaultMessage="Draft" />,
                  description: (
                    <FormattedMessage
                      id="competition.siteNewsForm.draftHelp"
                      defaultMessage="Only the admins see it."
                    />
                  ),
                },
                {
                  value: 'published',
                  label: <FormattedMessage id="competition.siteNewsForm.published" defaultMessage="Published" />,
                  description: (
                    <FormattedMessage
                      id="competition.siteNewsForm.publishedHelp"
                      defaultMessage="On the public site from the publish date."
                    />
                  ),
                },
              ]}
            />
          )}
        />
        <TextField
          label={
            <FormattedMessage
              id="competition.siteNewsForm.publishAt"
              defaultMessage="Publish date and time (optional)"
            />
          }
          description={
            status === 'published' ? (
              <FormattedMessage
                id="competition.siteNewsForm.publishAtHelp"
                defaultMessage="In your time zone. Left empty, it shows at once; a later moment schedules it."
              />
            ) : (
              <FormattedMessage
                id="competition.siteNewsForm.publishAtDraftHelp"
                defaultMessage="In your time zone. Used once the article is published; left empty, it shows as soon as it is."
              />
            )
          }
          type="datetime-local"
          className="sm:max-w-72"
          error={errors.publish_at?.message}
          {...register('publish_at')}
        />
      </FormSection>
    </ItemForm>
  )
}
