import {
  CompetitionSiteParamsSchema,
  CompetitionSiteQuerySchema,
  decodeSiteDomain,
  publicBoardMember,
  publicSiteNews,
  SiteBoardMemberInputSchema,
  SiteContentOrderInputSchema,
  SiteDocumentInputSchema,
  SiteFileUploadFieldsSchema,
  siteFileLimits,
  siteFileMediaTypes,
  SiteNewsInputSchema,
  SiteNewsListQuerySchema,
  slugFromName,
  uniqueSlug,
  UpdateSiteBoardMemberInputSchema,
  UpdateSiteDocumentInputSchema,
  UpdateSiteNewsInputSchema,
  type CompetitionSitePage,
  type SiteBoardMember,
  type SiteDocument,
  type SiteFile,
  type SiteFilePurpose,
  type SiteNewsItem,
  type SiteNewsList,
  type User,
} from '@oche/api'
import { preferredLocale } from '@oche/i18n'
import { serverMessages } from '@oche/i18n/messages'
import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import { bySlug, checkParams, refuse, siteLookups } from './competition-site-lookups'
import { sitePages } from './competition-site-settings'
import {
  competitionFixtureIds,
  createCompetitionStore,
  type CompetitionStore,
  type StoredOrganisation,
} from './competition-store'
import {
  callerOf,
  fail,
  forbidden,
  invalid,
  noContent,
  notFound,
  parseBody,
  serverText,
  unauthenticated,
} from './mock-http'
import type { StoredSiteBoardMember, StoredSiteDocument, StoredSiteFile, StoredSiteNews } from './site-content-fixtures'
import { tournamentFixtureNow } from './tournament-list-fixtures'

// A league site's news, documents and board members (ADR 018) as the server answers them, over the competition
// store's `siteContent`: the organisation's admins manage them under `/competition/manage/organisations/{org}/site/…`
// (403 for anyone else), the public reads them under `/competition/{domain}/…` while the page is shown (else 404),
// and `/files/{id}/{name}` serves the uploaded bytes.

const manageBase = '*/api/competition/manage/organisations/:org/site'
const publicBase = '*/api/competition/:domain'
export const siteFilesPath = '*/api/files/:id/:name'

/** Every path of the contract's site content, for answering all of them at once. */
export const siteContentPaths = {
  manage: [
    `${manageBase}/files`,
    `${manageBase}/news`,
    `${manageBase}/news/:slug`,
    `${manageBase}/documents`,
    `${manageBase}/documents/order`,
    `${manageBase}/documents/:id`,
    `${manageBase}/board-members`,
    `${manageBase}/board-members/order`,
    `${manageBase}/board-members/:id`,
  ],
  public: [`${publicBase}/news`, `${publicBase}/news/:slug`, `${publicBase}/documents`, `${publicBase}/board-members`],
} as const

/** What the site content mocks answer: the store's content (default), every call a 500, or never. */
export type SiteContentState = 'ready' | 'failing' | 'loading'

export type SiteContentHandlerOptions = {
  /** The store to read and change; a fresh seeded one by default. */
  store?: CompetitionStore
  /** The mocks' clock (what is published, stamps); `tournamentFixtureNow` by default. */
  now?: () => Date
  state?: SiteContentState
}

/** The page size of a news list without `page_size`. */
export const siteNewsPageSize = 20

/** A text of the server catalogue that may not exist yet in this build, else the English fallback. */
function textOr(request: Request, id: string, fallback: string) {
  const messages = serverMessages[preferredLocale(request.headers.get('Accept-Language'))] as Record<string, string>
  return messages[id] ?? fallback
}
const invalidOn = (request: Request, field: string, text: string) => invalid(request, { [field]: [text] })

function megabytes(bytes: number) {
  return `${Math.round(bytes / (1024 * 1024))} MB`
}

/** The file name as the server keeps it: no path parts or control characters, at most 300 characters. */
function cleanName(name: string) {
  // eslint-disable-next-line no-control-regex
  const clean = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return (clean || 'file').slice(0, 300)
}

const allowedTags = new Set(['h2', 'h3', 'p', 'strong', 'em', 'ul', 'ol', 'li', 'blockquote', 'a', 'br'])

/** The editor's HTML cut down as the server's sanitiser does: its elements only, links http(s)/mailto with `rel`. */
export function sanitiseSiteHtml(html: string): string {
  return html
    .replace(/<(script|style|iframe|object|template)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g, (tag: string, rawName: string, attributes: string) => {
      const name = rawName.toLowerCase()
      const normal = name === 'b' ? 'strong' : name === 'i' ? 'em' : name
      if (!allowedTags.has(normal)) return ''
      if (tag.startsWith('</')) return normal === 'br' ? '' : `</${normal}>`
      if (normal !== 'a') return `<${normal}>`
      const href = /href\s*=\s*("([^"]*)"|'([^']*)')/i.exec(attributes)
      const target = (href?.[2] ?? href?.[3] ?? '').trim()
      if (!/^(https?:|mailto:)/i.test(target)) return '<a>'
      return `<a href="${target.replace(/"/g, '&quot;')}" rel="noopener nofollow ugc">`
    })
}

/** The article's plain text, at most 300 characters, as the server derives it. */
export function siteExcerpt(html: string): string {
  const text = html
    .replace(/<\/(p|h2|h3|li|blockquote)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length <= 300 ? text : `${text.slice(0, 299).trimEnd()}…`
}

/** Every call of the contract's site content (and the files) answered by `answer`. */
function everyCall(answer: (request: Request) => Response | Promise<Response>): HttpHandler[] {
  const methods = [http.get, http.post, http.put, http.delete]
  return [
    ...siteContentPaths.manage.flatMap((path) =>
      methods.map((method) => method(path, ({ request }) => answer(request))),
    ),
    ...siteContentPaths.public.map((path) =>
      http.get(path, ({ request, params }) => (params.domain === 'manage' ? undefined : answer(request))),
    ),
  ]
}

/** Stories only: every site content call fails with the server's 500. */
export const siteContentFailing = () => everyCall((request) => fail(request, 500, 'serverError'))

/** Stories only: every site content call never answers (the loading state). */
export const siteContentLoading = () =>
  everyCall(async () => {
    await delay('infinite')
    return new HttpResponse(null, { status: 204 })
  })

/**
 * Handlers for a league site's news, documents and board members and the uploaded files, in memory, that behave
 * like the server: the manage calls for the organisation's admins (401 signed out, 403 for anyone else, 404 for an
 * unknown organisation or item), 422 with the contract's field errors, slugs made from titles (a taken one 422 on
 * `slug`), uploads by `multipart/form-data` checked by type (422 on `file`) and size (413); the public reads hide
 * drafts, scheduled articles and the author, contact details not shown, and answer 404 while the page is hidden.
 * `createCompetitionSiteHandlers` includes them over its store.
 */
export function createSiteContentHandlers(options: SiteContentHandlerOptions = {}): HttpHandler[] {
  const state = options.state ?? 'ready'
  if (state === 'failing') return siteContentFailing()
  if (state === 'loading') return siteContentLoading()
  const store = options.store ?? createCompetitionStore()
  const now = options.now ?? (() => new Date(tournamentFixtureNow))
  const content = store.siteContent
  const lookups = siteLookups(store)
  const stamp = () => now().toISOString()

  // --- Answers ---------------------------------------------------------------------------------------------

  const toFile = (file: StoredSiteFile): SiteFile => ({
    id: file.id,
    name: file.name,
    media_type: file.media_type,
    size: file.size,
    url: `/api/files/${file.id}/${encodeURIComponent(file.name)}`,
  })
  const fileOf = (id: string | null) => {
    const file = id ? content.files.get(id) : undefined
    return file ? toFile(file) : null
  }
  const publishedAt = (row: StoredSiteNews) =>
    row.status === 'published' ? (row.publish_at ?? row.first_published_at) : null
  const isVisible = (row: StoredSiteNews) => {
    const at = publishedAt(row)
    return at !== null && Date.parse(at) <= now().getTime()
  }
  const toNews = (row: StoredSiteNews): SiteNewsItem => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: siteExcerpt(row.html),
    cover: fileOf(row.coverId),
    status: row.status,
    publish_at: row.publish_at,
    published_at: publishedAt(row),
    visible: isVisible(row),
    author: { name: row.authorName },
    created_at: row.created_at,
    updated_at: row.updated_at,
    html: row.html,
  })
  const toSummary = (row: StoredSiteNews) => {
    const { html: _html, ...summary } = toNews(row)
    return summary
  }
  const toDocument = (row: StoredSiteDocument): SiteDocument => {
    const season = row.seasonId ? store.seasons.get(row.seasonId) : undefined
    const file = content.files.get(row.fileId)
    if (!file) throw new Error(`The document ${row.id} has no file`)
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      category: row.category,
      file: toFile(file),
      season: season ? { slug: season.slug, name: season.name } : null,
      position: row.position,
      created_at: row.created_at,
      updated_at: row.updated_at,
    }
  }
  const toMember = (row: StoredSiteBoardMember): SiteBoardMember => ({
    id: row.id,
    name: row.name,
    role: row.role,
    photo: fileOf(row.photoId),
    email: row.email,
    phone: row.phone,
    show_email: row.show_email,
    show_phone: row.show_phone,
    position: row.position,
  })

  // --- Lookups ---------------------------------------------------------------------------------------------

  const newsOf = (org: StoredOrganisation) => [...content.news.values()].filter((row) => row.organisationId === org.id)
  const documentsOf = (org: StoredOrganisation) =>
    [...content.documents.values()]
      .filter((row) => row.organisationId === org.id)
      .sort((a, b) => a.position - b.position || a.created_at.localeCompare(b.created_at))
  const membersOf = (org: StoredOrganisation) =>
    [...content.boardMembers.values()]
      .filter((row) => row.organisationId === org.id)
      .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
  const takenSlugs = (rows: StoredSiteNews[]) => new Set(rows.flatMap((row) => [row.slug, ...row.formerSlugs]))
  /** Newest first; in the manage list drafts first (most recently changed first). */
  const newest = (a: StoredSiteNews, b: StoredSiteNews) => {
    const at = publishedAt(a)
    const bt = publishedAt(b)
    if (at === null || bt === null) return at === bt ? b.updated_at.localeCompare(a.updated_at) : at === null ? -1 : 1
    return bt.localeCompare(at)
  }
  /** A page of the list; on the public site (`pastLast`) a page past the last is 404, as the API answers. */
  const page = (
    rows: StoredSiteNews[],
    request: Request,
    map: (row: StoredSiteNews) => SiteNewsList['items'][0],
    pastLast: 'empty' | 'notFound' = 'empty',
  ) => {
    const url = new URL(request.url)
    const query = checkParams(request, SiteNewsListQuerySchema, {
      page: url.searchParams.get('page') ?? undefined,
      page_size: url.searchParams.get('page_size') ?? undefined,
    })
    if (!query.ok) return query.response
    const number = query.data.page ?? 1
    const size = query.data.page_size ?? siteNewsPageSize
    const sorted = [...rows].sort(newest)
    if (pastLast === 'notFound' && number > 1 && (number - 1) * size >= sorted.length) return notFound(request)
    return HttpResponse.json({
      items: sorted.slice((number - 1) * size, number * size).map(map),
      total: sorted.length,
      page: number,
      page_size: size,
    } satisfies SiteNewsList)
  }

  /** The organisation of the path for one of its admins (or a super admin), or the refusal. */
  const adminOf = (request: Request, values: Record<string, unknown>): StoredOrganisation | Response => {
    const caller: User | null = callerOf(request)
    if (!caller) return unauthenticated(request)
    const org = bySlug(store.organisations.values(), String(values.org))
    if (!org) return refuse(request, 'organisation.notFound')
    if (!caller.is_super_admin && !org.adminIds.includes(caller.id)) return forbidden(request)
    return org
  }
  /** An uploaded file of the organisation with the purpose, or the 422 on `field`. */
  const ownFile = (request: Request, org: StoredOrganisation, id: string, purpose: SiteFilePurpose, field: string) => {
    const file = content.files.get(id)
    if (file?.organisationId === org.id && file.purpose === purpose) return file
    return invalidOn(request, field, textOr(request, 'file.unknown', 'This file does not exist: upload it again.'))
  }
  const seasonBySlug = (request: Request, org: StoredOrganisation, slug: string | null | undefined) => {
    if (slug === null || slug === undefined) return null
    return bySlug(lookups.seasonsOf(org), slug) ?? invalidOn(request, 'season', serverText(request, 'season.notFound'))
  }
  const findNews = (org: StoredOrganisation, slug: unknown) => bySlug(newsOf(org), String(slug))
  const findById = <T extends { organisationId: string }>(
    rows: Map<string, T>,
    org: StoredOrganisation,
    id: unknown,
  ) => {
    const row = rows.get(String(id))
    return row?.organisationId === org.id ? row : null
  }

  /** The public site of `{domain}` while `page` is shown, or the 404. */
  const siteOf = (request: Request, values: Record<string, unknown>, shown: CompetitionSitePage) => {
    const path = checkParams(request, CompetitionSiteParamsSchema, { domain: values.domain })
    if (!path.ok) return path.response
    const host = decodeSiteDomain(path.data.domain)
    const org = host ? lookups.organisationOfHost(host) : undefined
    if (!org) return refuse(request, 'organisation.notFound')
    if (!sitePages(org).includes(shown)) return notFound(request)
    return org
  }
  const publicPage = (
    path: string,
    answer: (request: Request, values: Record<string, unknown>) => Response | Promise<Response>,
  ) =>
    http.get(`${publicBase}${path}`, ({ request, params }) =>
      params.domain === 'manage' ? undefined : answer(request, params),
    )

  /** An order of every id of `rows`, or the 422 on `ids`. */
  async function reorder<T extends { id: string; position: number }>(request: Request, rows: T[]) {
    const input = await parseBody(request, SiteContentOrderInputSchema)
    if (!input.ok) return input.response
    const ids = input.data.ids
    const same =
      ids.length === rows.length && new Set(ids).size === ids.length && rows.every((row) => ids.includes(row.id))
    if (!same)
      return invalidOn(
        request,
        'ids',
        textOr(request, 'siteContent.incompleteOrder', 'Give every item once, in the new order.'),
      )
    for (const row of rows) row.position = ids.indexOf(row.id)
    return null
  }

  return [
    // --- Files -----------------------------------------------------------------------------------------------
    http.post(`${manageBase}/files`, async ({ request, params }) => {
      const org = adminOf(request, params)
      if (org instanceof Response) return org
      const form = await request.formData().catch(() => null)
      const fields = SiteFileUploadFieldsSchema.safeParse({ purpose: form?.get('purpose') ?? undefined })
      const upload = form?.get('file')
      const errors: Record<string, string[]> = {}
      if (!fields.success) errors.purpose = fields.error.issues.map((issue) => issue.message)
      if (!(upload instanceof Blob)) errors.file = [textOr(request, 'file.missing', 'Choose a file to upload.')]
      if (!fields.success || !(upload instanceof Blob)) return invalid(request, errors)
      const purpose = fields.data.purpose
      if (upload.size > siteFileLimits[purpose])
        return HttpResponse.json(
          { message: serverText(request, 'payloadTooLarge').replace('{size}', megabytes(siteFileLimits[purpose])) },
          { status: 413 },
        )
      const allowed: readonly string[] = siteFileMediaTypes[purpose]
      if (!allowed.includes(upload.type))
        return invalidOn(
          request,
          'file',
          textOr(request, 'file.typeNotAllowed', 'This type of file is not allowed here.'),
        )
      const file: StoredSiteFile = {
        id: crypto.randomUUID(),
        organisationId: org.id,
        purpose,
        name: cleanName(upload instanceof File ? upload.name : 'file'),
        media_type: upload.type,
        size: upload.size,
        bytes: upload,
        created_at: stamp(),
      }
      content.files.set(file.id, file)
      return HttpResponse.json(toFile(file), { status: 201 })
    }),

    http.get(siteFilesPath, ({ request, params }) => {
      const file = content.files.get(String(params.id))
      if (!file) return notFound(request)
      const inline = file.purpose === 'image' && file.media_type.startsWith('image/')
      return new HttpResponse(file.bytes, {
        headers: {
          'Content-Type': file.media_type,
          'Content-Length': String(file.size),
          'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'public, max-age=31536000, immutable',
        },
      })
    }),

    // --- News (admins) ---------------------------------------------------------------------------------------
    http.get(`${manageBase}/news`, ({ request, params }) => {
      const org = adminOf(request, params)
      return org instanceof Response ? org : page(newsOf(org), request, toSummary)
    }),
    http.get(`${manageBase}/news/:slug`, ({ request, params }) => {
      const org = adminOf(request, params)
      if (org instanceof Response) return org
      const row = findNews(org, params.slug)
      return row ? HttpResponse.json(toNews(row)) : notFound(request)
    }),
    http.post(`${manageBase}/news`, async ({ request, params }) => {
      const org = adminOf(request, params)
      if (org instanceof Response) return org
      const input = await parseBody(request, SiteNewsInputSchema)
      if (!input.ok) return input.response
      const fields = input.data
      const taken = takenSlugs(newsOf(org))
      if (fields.slug !== undefined && taken.has(fields.slug)) return refuse(request, 'slug.taken')
      if (fields.cover_file_id) {
        const cover = ownFile(request, org, fields.cover_file_id, 'image', 'cover_file_id')
        if (cover instanceof Response) return cover
      }
      const at = stamp()
      const row: StoredSiteNews = {
        id: crypto.randomUUID(),
        organisationId: org.id,
        slug: fields.slug ?? uniqueSlug(slugFromName(fields.title, 'news'), taken),
        formerSlugs: [],
        title: fields.title,
        html: sanitiseSiteHtml(fields.html),
        coverId: fields.cover_file_id ?? null,
        status: fields.status,
        publish_at: fields.publish_at ?? null,
        first_published_at: fields.status === 'published' ? at : null,
        authorName: callerOf(request)?.name ?? '',
        created_at: at,
        updated_at: at,
      }
      content.news.set(row.id, row)
      return HttpResponse.json(toNews(row), { status: 201 })
    }),
    http.put(`${manageBase}/news/:slug`, async ({ request, params }) => {
      const org = adminOf(request, params)
      if (org instanceof Response) return org
      const input = await parseBody(request, UpdateSiteNewsInputSchema)
      if (!input.ok) return input.response
      const row = findNews(org, params.slug)
      if (!row) return notFound(request)
      const changes = input.data
      if (changes.slug !== undefined && changes.slug !== row.slug) {
        const others = newsOf(org).filter((other) => other.id !== row.id)
        if (takenSlugs(others).has(changes.slug)) return refuse(request, 'slug.taken')
      }
      if (changes.cover_file_id) {
        const cover = ownFile(request, org, changes.cover_file_id, 'image', 'cover_file_id')
        if (cover instanceof Response) return cover
      }
      const at = stamp()
      if (changes.slug !== undefined && changes.slug !== row.slug) {
        row.formerSlugs = [...row.formerSlugs.filter((slug) => slug !== changes.slug), row.slug]
        row.slug = changes.slug
      }
      if (changes.title !== undefined) row.title = changes.title
      if (changes.html !== undefined) row.html = sanitiseSiteHtml(changes.html)
      if (changes.cover_file_id !== undefined) row.coverId = changes.cover_file_id
      if (changes.status !== undefined) row.status = changes.status
      if (changes.publish_at !== undefined) row.publish_at = changes.publish_at
      if (row.status === 'published') row.first_published_at ??= at
      row.updated_at = at
      return HttpResponse.json(toNews(row))
    }),
    http.delete(`${manageBase}/news/:slug`, ({ request, params }) => {
      const org = adminOf(request, params)
      if (org instanceof Response) return org
      const row = findNews(org, params.slug)
      if (!row) return notFound(request)
      content.news.delete(row.id)
      return noContent()
    }),

    // --- Documents (admins) ----------------------------------------------------------------------------------
    http.get(`${manageBase}/documents`, ({ request, params }) => {
      const org = adminOf(request, params)
      return org instanceof Response ? org : HttpResponse.json(documentsOf(org).map(toDocument))
    }),
    http.put(`${manageBase}/documents/order`, async ({ request, params }) => {
      const org = adminOf(request, params)
      if (org instanceof Response) return org
      const refused = await reorder(request, documentsOf(org))
      return refused ?? HttpResponse.json(documentsOf(org).map(toDocument))
    }),
    http.get(`${manageBase}/documents/:id`, ({ request, params }) => {
      const org = adminOf(request, params)
      if (org instanceof Response) return org
      const row = findById(content.documents, org, params.id)
      return row ? HttpResponse.json(toDocument(row)) : notFound(request)
    }),
    http.post(`${manageBase}/documents`, async ({ request, params }) => {
      const org = adminOf(request, params)
      if (org instanceof Response) return org
      const input = await parseBody(request, SiteDocumentInputSchema)
      if (!input.ok) return input.response
      const fields = input.data
      const file = ownFile(request, org, fields.file_id, 'document', 'file_id')
      if (file instanceof Response) return file
      const season = seasonBySlug(request, org, fields.season)
      if (season instanceof Response) return season
      const at = stamp()
      const rows = documentsOf(org)
      const row: StoredSiteDocument = {
        id: crypto.randomUUID(),
        organisationId: org.id,
        title: fields.title,
        description: fields.description ?? '',
        category: fields.category ?? null,
        fileId: file.id,
        seasonId: season?.id ?? null,
        position: fields.position ?? (rows.length > 0 ? Math.max(...rows.map((other) => other.position)) + 1 : 0),
        created_at: at,
        updated_at: at,
      }
      content.documents.set(row.id, row)
      return HttpResponse.json(toDocument(row), { status: 201 })
    }),
    http.put(`${manageBase}/documents/:id`, async ({ request, params }) => {
      const org = adminOf(request, params)
      if (org instanceof Response) return org
      const input = await parseBody(request, UpdateSiteDocumentInputSchema)
      if (!input.ok) return input.response
      const row = findById(content.documents, org, params.id)
      if (!row) return notFound(request)
      const changes = input.data
      const file = changes.file_id ? ownFile(request, org, changes.file_id, 'document', 'file_id') : undefined
      if (file instanceof Response) return file
      const season = seasonBySlug(request, org, changes.season)
      if (season instanceof Response) return season
      if (changes.title !== undefined) row.title = changes.title
      if (changes.description !== undefined) row.description = changes.description
      if (changes.category !== undefined) row.category = changes.category
      if (file) row.fileId = file.id
      if (changes.season !== undefined) row.seasonId = season?.id ?? null
      if (changes.position !== undefined) row.position = changes.position
      row.updated_at = stamp()
      return HttpResponse.json(toDocument(row))
    }),
    http.delete(`${manageBase}/documents/:id`, ({ request, params }) => {
      const org = adminOf(request, params)
      if (org instanceof Response) return org
      const row = findById(content.documents, org, params.id)
      if (!row) return notFound(request)
      content.documents.delete(row.id)
      return noContent()
    }),

    // --- Board members (admins) ------------------------------------------------------------------------------
    http.get(`${manageBase}/board-members`, ({ request, params }) => {
      const org = adminOf(request, params)
      return org instanceof Response ? org : HttpResponse.json(membersOf(org).map(toMember))
    }),
    http.put(`${manageBase}/board-members/order`, async ({ request, params }) => {
      const org = adminOf(request, params)
      if (org instanceof Response) return org
      const refused = await reorder(request, membersOf(org))
      return refused ?? HttpResponse.json(membersOf(org).map(toMember))
    }),
    http.get(`${manageBase}/board-members/:id`, ({ request, params }) => {
      const org = adminOf(request, params)
      if (org instanceof Response) return org
      const row = findById(content.boardMembers, org, params.id)
      return row ? HttpResponse.json(toMember(row)) : notFound(request)
    }),
    http.post(`${manageBase}/board-members`, async ({ request, params }) => {
      const org = adminOf(request, params)
      if (org instanceof Response) return org
      const input = await parseBody(request, SiteBoardMemberInputSchema)
      if (!input.ok) return input.response
      const fields = input.data
      if (fields.photo_file_id) {
        const photo = ownFile(request, org, fields.photo_file_id, 'image', 'photo_file_id')
        if (photo instanceof Response) return photo
      }
      const rows = membersOf(org)
      const row: StoredSiteBoardMember = {
        id: crypto.randomUUID(),
        organisationId: org.id,
        name: fields.name,
        role: fields.role,
        photoId: fields.photo_file_id ?? null,
        email: fields.email ?? null,
        phone: fields.phone ?? null,
        show_email: fields.show_email ?? false,
        show_phone: fields.show_phone ?? false,
        position: fields.position ?? (rows.length > 0 ? Math.max(...rows.map((other) => other.position)) + 1 : 0),
      }
      content.boardMembers.set(row.id, row)
      return HttpResponse.json(toMember(row), { status: 201 })
    }),
    http.put(`${manageBase}/board-members/:id`, async ({ request, params }) => {
      const org = adminOf(request, params)
      if (org instanceof Response) return org
      const input = await parseBody(request, UpdateSiteBoardMemberInputSchema)
      if (!input.ok) return input.response
      const row = findById(content.boardMembers, org, params.id)
      if (!row) return notFound(request)
      const changes = input.data
      if (changes.photo_file_id) {
        const photo = ownFile(request, org, changes.photo_file_id, 'image', 'photo_file_id')
        if (photo instanceof Response) return photo
      }
      if (changes.name !== undefined) row.name = changes.name
      if (changes.role !== undefined) row.role = changes.role
      if (changes.photo_file_id !== undefined) row.photoId = changes.photo_file_id
      if (changes.email !== undefined) row.email = changes.email
      if (changes.phone !== undefined) row.phone = changes.phone
      if (changes.show_email !== undefined) row.show_email = changes.show_email
      if (changes.show_phone !== undefined) row.show_phone = changes.show_phone
      if (changes.position !== undefined) row.position = changes.position
      return HttpResponse.json(toMember(row))
    }),
    http.delete(`${manageBase}/board-members/:id`, ({ request, params }) => {
      const org = adminOf(request, params)
      if (org instanceof Response) return org
      const row = findById(content.boardMembers, org, params.id)
      if (!row) return notFound(request)
      content.boardMembers.delete(row.id)
      return noContent()
    }),

    // --- The public site ------------------------------------------------------------------------------------
    publicPage('/news', (request, values) => {
      const org = siteOf(request, values, 'news')
      if (org instanceof Response) return org
      return page(newsOf(org).filter(isVisible), request, (row) => publicSiteNews(toSummary(row)), 'notFound')
    }),
    publicPage('/news/:slug', (request, values) => {
      const org = siteOf(request, values, 'news')
      if (org instanceof Response) return org
      const row = findNews(org, values.slug)
      return row && isVisible(row) ? HttpResponse.json(publicSiteNews(toNews(row))) : notFound(request)
    }),
    publicPage('/documents', (request, values) => {
      const org = siteOf(request, values, 'documents')
      if (org instanceof Response) return org
      const query = checkParams(request, CompetitionSiteQuerySchema, {
        season: new URL(request.url).searchParams.get('season') ?? undefined,
      })
      if (!query.ok) return query.response
      const seasons = lookups.seasonsOf(org)
      const slug = query.data.season ?? ''
      const season = slug === '' ? (seasons.find((row) => row.is_current) ?? seasons[0] ?? null) : bySlug(seasons, slug)
      if (slug !== '' && !season) return refuse(request, 'season.notFound')
      const rows = documentsOf(org).filter((row) => row.seasonId === null || row.seasonId === season?.id)
      return HttpResponse.json(rows.map(toDocument))
    }),
    publicPage('/board-members', (request, values) => {
      const org = siteOf(request, values, 'board-members')
      if (org instanceof Response) return org
      return HttpResponse.json(membersOf(org).map(toMember).map(publicBoardMember))
    }),
  ]
}

// --- Stories' changes of the store -------------------------------------------------------------------------

/** Stories only: the demo organisation without any news, documents or board members. */
export function withoutSiteContent(store: CompetitionStore) {
  const { news, documents, boardMembers } = store.siteContent
  for (const table of [news, documents, boardMembers])
    for (const [id, row] of table) if (row.organisationId === competitionFixtureIds.organisation) table.delete(id)
}

/** Stories only: `count` more published articles of the demo organisation, a day apart (for pagination). */
export function withManySiteNews(store: CompetitionStore, count = 25) {
  const org = store.organisations.get(competitionFixtureIds.organisation)
  if (!org) return
  for (let index = 1; index <= count; index += 1) {
    const at = new Date(Date.parse(tournamentFixtureNow) - (20 + index) * 86_400_000).toISOString()
    const id = crypto.randomUUID()
    store.siteContent.news.set(id, {
      id,
      organisationId: org.id,
      slug: `league-night-report-${index}`,
      formerSlugs: [],
      title: `League night report ${index}`,
      html: `<p>Week ${index}: every match was played and the results are in.</p>`,
      coverId: null,
      status: 'published',
      publish_at: null,
      first_published_at: at,
      authorName: 'Olly Organiser',
      created_at: at,
      updated_at: at,
    })
  }
}

/** Stories only: the draft article scheduled for `publishAt` (a week after the mocks' clock by default). */
export function withScheduledSiteNews(
  store: CompetitionStore,
  publishAt = new Date(Date.parse(tournamentFixtureNow) + 7 * 86_400_000).toISOString(),
) {
  for (const row of store.siteContent.news.values())
    if (row.organisationId === competitionFixtureIds.organisation && row.status === 'draft') {
      row.status = 'published'
      row.publish_at = publishAt
    }
}

/** Stories only: the public site hides `page` (its settings toggle off). */
export function withHiddenSitePage(store: CompetitionStore, page: CompetitionSitePage) {
  const org = store.organisations.get(competitionFixtureIds.organisation)
  if (org) org.pages = sitePages(org).filter((shown) => shown !== page)
}
