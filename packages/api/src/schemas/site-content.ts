import { z } from 'zod'
import { OrganisationParamsSchema, SlugSchema } from './competition'
import { CompetitionSiteParamsSchema } from './competition-site'

// A league site's own content (issue 16 step 2, ADR 018): news articles, documents and board members, managed by
// the organisation's admins under `/competition/manage/organisations/{org}/site/…` and read by the public under
// `/competition/{domain}/…` (only while the page is shown in the site's settings, else 404).

const TimestampSchema = z.iso.datetime({ offset: true })

// --- Files ---------------------------------------------------------------------------------------------------

/** What a file is for: an image (a cover, a photo: PNG, JPEG, WebP, GIF) or a document (PDF, images, office files). */
export const SiteFilePurposeSchema = z.enum(['image', 'document'])
export type SiteFilePurpose = z.infer<typeof SiteFilePurposeSchema>

/** The largest upload of each purpose, in bytes. */
export const siteFileLimits = { image: 5 * 1024 * 1024, document: 20 * 1024 * 1024 } as const satisfies Record<
  SiteFilePurpose,
  number
>

/**
 * The media types a file may have, as sniffed from its bytes on the server (never the name or the browser's type):
 * the form's file picker offers the same list.
 */
export const siteFileMediaTypes = {
  image: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  document: [
    'application/pdf',
    'image/png',
    'image/jpeg',
    'image/webp',
    'image/gif',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.oasis.opendocument.text',
    'application/vnd.oasis.opendocument.spreadsheet',
    'application/vnd.oasis.opendocument.presentation',
  ],
} as const satisfies Record<SiteFilePurpose, readonly string[]>

/** An uploaded file. `url` is `/api/files/{id}/{name}`: an image inline, anything else as an attachment. */
export const SiteFileSchema = z.object({
  id: z.uuid(),
  /** The name it was uploaded with (for the download), cleaned of path parts and control characters. */
  name: z.string(),
  media_type: z.string(),
  /** Bytes. */
  size: z.number().int().nonnegative(),
  url: z.string(),
})
export type SiteFile = z.infer<typeof SiteFileSchema>

/**
 * `POST /competition/manage/organisations/{org}/site/files` takes `multipart/form-data` with `file` (the bytes) and
 * `purpose`: 201 with the file. Too large: 413; a type not allowed for the purpose: 422 on `file`. A file no news
 * item, document or board member refers to a day after its upload is deleted.
 */
export const SiteFileUploadFieldsSchema = z.object({ purpose: SiteFilePurposeSchema })

/** `GET /files/{id}/{name}`: the bytes (no sign-in; a file of a draft article answers 404 to the public). */
export const SiteFileParamsSchema = z.object({ id: z.uuid(), name: z.string().min(1).max(300) })

// --- News ----------------------------------------------------------------------------------------------------

export const SiteNewsStatusSchema = z.enum(['draft', 'published'])
export type SiteNewsStatus = z.infer<typeof SiteNewsStatusSchema>

/** A news article in a list: no body. */
export const SiteNewsSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  /** Plain text derived from the body on the server (lists, meta description, link preview), at most 300 chars. */
  excerpt: z.string(),
  cover: SiteFileSchema.nullable(),
  status: SiteNewsStatusSchema,
  /** When it shows (published and this moment passed); null: at once when published. */
  publish_at: TimestampSchema.nullable(),
  /** The moment it shows or showed: `publish_at`, else when it was first published; null for a draft. */
  published_at: TimestampSchema.nullable(),
  /** True when the public sees it now: published and its moment passed. */
  visible: z.boolean(),
  /** The admin who wrote it; null on the public site. */
  author: z.object({ name: z.string() }).nullable(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
})
export type SiteNewsSummary = z.infer<typeof SiteNewsSummarySchema>

/** One article: `html` is always the server-sanitised form, safe to render as is. */
export const SiteNewsItemSchema = SiteNewsSummarySchema.extend({ html: z.string() })
export type SiteNewsItem = z.infer<typeof SiteNewsItemSchema>

/** A page of articles, newest first (`published_at`, drafts first in the manage list). */
export const SiteNewsListSchema = z.object({
  items: z.array(SiteNewsSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
})
export type SiteNewsList = z.infer<typeof SiteNewsListSchema>

export const SiteNewsListQuerySchema = z.object({
  page: z.coerce.number().int().positive().max(10_000).optional(),
  page_size: z.coerce.number().int().positive().max(50).optional(),
})
export type SiteNewsListQuery = z.infer<typeof SiteNewsListQuerySchema>

/**
 * `POST …/site/news` (201), `PUT …/site/news/{slug}` (only the fields sent change). The HTML is sanitised on every
 * write to what the editor makes (headings 2–3, paragraphs, bold, italic, lists, quotes, links http(s)/mailto).
 * Without `slug` one is made from the title; a taken slug is 422 on `slug`.
 */
export const SiteNewsInputSchema = z.object({
  title: z.string().trim().min(1).max(200),
  slug: SlugSchema.optional(),
  html: z.string().max(200_000),
  cover_file_id: z.uuid().nullable().optional(),
  status: SiteNewsStatusSchema,
  publish_at: TimestampSchema.nullable().optional(),
})
export type SiteNewsInput = z.input<typeof SiteNewsInputSchema>
export const UpdateSiteNewsInputSchema = SiteNewsInputSchema.partial()
export type UpdateSiteNewsInput = z.input<typeof UpdateSiteNewsInputSchema>

export const SiteNewsParamsSchema = OrganisationParamsSchema.extend({ slug: z.string().min(1).max(100) })
export const CompetitionSiteNewsParamsSchema = CompetitionSiteParamsSchema.extend({ slug: z.string().min(1).max(100) })

// --- Documents -----------------------------------------------------------------------------------------------

/** A document of the site: the league's rules, a fixture list, a form. */
export const SiteDocumentSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  /** A free heading the site groups documents under ("Rules", "Forms"); null: ungrouped. */
  category: z.string().nullable(),
  file: SiteFileSchema,
  /** The season it belongs to; null: every season (the league's rules). */
  season: z.object({ slug: z.string(), name: z.string() }).nullable(),
  /** Order on the site, ascending. */
  position: z.number().int(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
})
export type SiteDocument = z.infer<typeof SiteDocumentSchema>
export const SiteDocumentListSchema = z.array(SiteDocumentSchema)

/** `POST …/site/documents` (201), `PUT …/site/documents/{id}` (only the fields sent change). */
export const SiteDocumentInputSchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(2000).optional(),
  category: z.string().trim().min(1).max(80).nullable().optional(),
  /** An uploaded file of purpose `document`. */
  file_id: z.uuid(),
  /** A season's slug; null or absent: every season. */
  season: z.string().min(1).max(100).nullable().optional(),
  position: z.number().int().min(0).max(10_000).optional(),
})
export type SiteDocumentInput = z.input<typeof SiteDocumentInputSchema>
export const UpdateSiteDocumentInputSchema = SiteDocumentInputSchema.partial()
export type UpdateSiteDocumentInput = z.input<typeof UpdateSiteDocumentInputSchema>

export const SiteDocumentParamsSchema = OrganisationParamsSchema.extend({ id: z.uuid() })

// --- Board members -------------------------------------------------------------------------------------------

/** A member of the league's board. On the public site `email` and `phone` are null unless shown. */
export const SiteBoardMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** "Chair", "Secretary", "Treasurer", "Match secretary": free text. */
  role: z.string(),
  photo: SiteFileSchema.nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  show_email: z.boolean(),
  show_phone: z.boolean(),
  position: z.number().int(),
})
export type SiteBoardMember = z.infer<typeof SiteBoardMemberSchema>
export const SiteBoardMemberListSchema = z.array(SiteBoardMemberSchema)

/** `POST …/site/board-members` (201), `PUT …/site/board-members/{id}` (only the fields sent change). */
export const SiteBoardMemberInputSchema = z.object({
  name: z.string().trim().min(1).max(120),
  role: z.string().trim().min(1).max(120),
  /** An uploaded file of purpose `image`. */
  photo_file_id: z.uuid().nullable().optional(),
  email: z.email().max(254).nullable().optional(),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^\+?[0-9 ()./-]{6,}$/)
    .nullable()
    .optional(),
  show_email: z.boolean().optional(),
  show_phone: z.boolean().optional(),
  position: z.number().int().min(0).max(10_000).optional(),
})
export type SiteBoardMemberInput = z.input<typeof SiteBoardMemberInputSchema>
export const UpdateSiteBoardMemberInputSchema = SiteBoardMemberInputSchema.partial()
export type UpdateSiteBoardMemberInput = z.input<typeof UpdateSiteBoardMemberInputSchema>

export const SiteBoardMemberParamsSchema = OrganisationParamsSchema.extend({ id: z.uuid() })

/** `PUT …/site/board-members/order` and `PUT …/site/documents/order`: every id in the new order (422 otherwise). */
export const SiteContentOrderInputSchema = z.object({ ids: z.array(z.uuid()).max(500) })
export type SiteContentOrderInput = z.infer<typeof SiteContentOrderInputSchema>

// --- What the public sees ------------------------------------------------------------------------------------

/** A news article on the public site: no author. */
export function publicSiteNews<T extends SiteNewsSummary>(item: T): T {
  return { ...item, author: null }
}

/** A board member on the public site: the contact details only when the admin ticked them. */
export function publicBoardMember(member: SiteBoardMember): SiteBoardMember {
  return { ...member, email: member.show_email ? member.email : null, phone: member.show_phone ? member.phone : null }
}
