import {
  SiteNewsInputSchema,
  SiteNewsStatusSchema,
  SlugSchema,
  type SiteFile,
  type SiteNewsInput,
  type SiteNewsItem,
} from '@oche/api'
import { defineMessages, type IntlShape } from 'react-intl'
import { z } from 'zod'

const messages = defineMessages({
  slugInvalid: {
    id: 'competition.siteNewsForm.slugInvalid',
    defaultMessage: 'Use lower-case letters, digits and single dashes only, or leave it empty.',
  },
  publishAtInvalid: {
    id: 'competition.siteNewsForm.publishAtInvalid',
    defaultMessage: 'Enter a date and time, or leave it empty.',
  },
})

const shape = SiteNewsInputSchema.shape

/** The article form's fields: the contract's, with the cover as the uploaded file and the moment as typed. */
export function siteNewsFormSchema(intl: IntlShape) {
  return z.object({
    title: shape.title,
    slug: z
      .string()
      .trim()
      .refine((slug) => slug === '' || SlugSchema.safeParse(slug).success, {
        error: intl.formatMessage(messages.slugInvalid),
      }),
    html: shape.html,
    cover: z.custom<SiteFile | null>(() => true),
    status: SiteNewsStatusSchema,
    /** `YYYY-MM-DDTHH:mm` in the admin's time zone, as the date-time field gives it; '' for at once. */
    publish_at: z.string().refine((value) => value === '' || !Number.isNaN(new Date(value).getTime()), {
      error: intl.formatMessage(messages.publishAtInvalid),
    }),
  })
}

export type SiteNewsFormValues = z.infer<ReturnType<typeof siteNewsFormSchema>>

const pad = (value: number) => String(value).padStart(2, '0')

/** A moment as the date-time field shows it, in the browser's time zone. */
export function toLocalDateTime(iso: string): string {
  const date = new Date(iso)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** What the form starts with: the article's values, or an empty draft. */
export function siteNewsFormValues(article: SiteNewsItem | null): SiteNewsFormValues {
  return {
    title: article?.title ?? '',
    slug: article?.slug ?? '',
    html: article?.html ?? '',
    cover: article?.cover ?? null,
    status: article?.status ?? 'draft',
    publish_at: article?.publish_at ? toLocalDateTime(article.publish_at) : '',
  }
}

/** The article as the API takes it: no slug to make one from the title, the moment with its offset. */
export function toSiteNewsInput({ title, slug, html, cover, status, publish_at }: SiteNewsFormValues): SiteNewsInput {
  return {
    title,
    ...(slug.trim() ? { slug: slug.trim() } : {}),
    html,
    cover_file_id: cover?.id ?? null,
    status,
    publish_at: publish_at ? new Date(publish_at).toISOString() : null,
  }
}

/** The server's field names that the form holds under another. */
export const siteNewsServerFields = (key: string) => (key === 'cover_file_id' ? 'cover' : key)
