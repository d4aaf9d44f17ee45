import { SiteDocumentInputSchema, type SiteDocument, type SiteDocumentInput, type SiteFile } from '@oche/api'
import type { IntlShape } from 'react-intl'
import { z } from 'zod'

const shape = SiteDocumentInputSchema.shape

/**
 * The document form's fields: the contract's, with empty text for no description, no category and every season, and
 * the uploaded file itself (its name and size show) where the API takes its id.
 */
export function siteDocumentFormSchema(intl: IntlShape) {
  return z.object({
    title: shape.title,
    description: z.string().trim().max(2000),
    category: z.string().trim().max(80),
    season: z.string(),
    file: z.custom<SiteFile | null>((file) => file !== null && file !== undefined, {
      error: intl.formatMessage({
        id: 'competition.siteDocumentForm.fileRequired',
        defaultMessage: 'Upload the document’s file.',
      }),
    }),
  })
}

export type SiteDocumentFormValues = z.infer<ReturnType<typeof siteDocumentFormSchema>>

/** What the form starts with: the document's values, or an empty document for every season. */
export function siteDocumentFormValues(document: SiteDocument | null): SiteDocumentFormValues {
  return {
    title: document?.title ?? '',
    description: document?.description ?? '',
    category: document?.category ?? '',
    season: document?.season?.slug ?? '',
    file: document?.file ?? null,
  }
}

/** The server's names of the form's fields where they differ: the file is sent as its id. */
export function siteDocumentFieldName(key: string): string {
  return key === 'file_id' ? 'file' : key
}

/** The document as the API takes it: no category and every season are null. */
export function toSiteDocumentInput(values: SiteDocumentFormValues): SiteDocumentInput {
  if (!values.file) throw new Error('The form is checked before it is sent: the file is there.')
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category.trim() || null,
    season: values.season || null,
    file_id: values.file.id,
  }
}
