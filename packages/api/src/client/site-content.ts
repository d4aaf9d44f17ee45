import type { z } from 'zod'
import type { OrganisationParams } from '../schemas/competition'
import type { CompetitionSiteRef } from '../schemas/competition-site'
import type {
  SiteBoardMemberListSchema,
  SiteBoardMemberSchema,
  SiteDocumentListSchema,
  SiteDocumentSchema,
  SiteFileSchema,
  SiteNewsItemSchema,
  SiteNewsListSchema,
  SiteBoardMemberInput,
  SiteContentOrderInput,
  SiteDocumentInput,
  SiteFilePurpose,
  SiteNewsInput,
  SiteNewsListQuery,
  UpdateSiteBoardMemberInput,
  UpdateSiteDocumentInput,
  UpdateSiteNewsInput,
} from '../schemas/site-content'
import type { ApiClient } from './api-client'

// A league site's news, documents and board members: managed by the organisation's admins, read by the public.

const e = encodeURIComponent
const manage = ({ org }: OrganisationParams) => `/competition/manage/organisations/${e(org)}/site`
const site = ({ domain }: CompetitionSiteRef) => `/competition/${e(domain)}`

/** `?key=value&…` of the values that are set. */
function queryString(values: Record<string, string | number | undefined>): string {
  const entries = Object.entries(values).flatMap(([key, value]) =>
    value === undefined || value === '' ? [] : [[key, String(value)]],
  )
  return entries.length > 0 ? `?${new URLSearchParams(entries).toString()}` : ''
}

// --- Files ---------------------------------------------------------------------------------------------------

/** `POST …/site/files` (multipart): 201 with the file; 413 too large, 422 on `file` for a type not allowed. */
export async function uploadSiteFile(
  client: ApiClient,
  ref: OrganisationParams,
  input: { file: Blob & { name?: string }; purpose: SiteFilePurpose },
  signal?: AbortSignal,
) {
  const form = new FormData()
  form.set('purpose', input.purpose)
  form.set('file', input.file, input.file.name ?? 'file')
  return client.request<z.output<typeof SiteFileSchema>>(`${manage(ref)}/files`, { method: 'POST', body: form, signal })
}

// --- News (admins) -------------------------------------------------------------------------------------------

export async function listSiteNews(
  client: ApiClient,
  ref: OrganisationParams,
  query: SiteNewsListQuery = {},
  signal?: AbortSignal,
) {
  return client.request<z.output<typeof SiteNewsListSchema>>(`${manage(ref)}/news${queryString(query)}`, { signal })
}

export async function fetchSiteNews(
  client: ApiClient,
  ref: OrganisationParams & { slug: string },
  signal?: AbortSignal,
) {
  return client.request<z.output<typeof SiteNewsItemSchema>>(`${manage(ref)}/news/${e(ref.slug)}`, { signal })
}

export async function createSiteNews(client: ApiClient, ref: OrganisationParams, input: SiteNewsInput) {
  return client.request<z.output<typeof SiteNewsItemSchema>>(`${manage(ref)}/news`, { method: 'POST', body: input })
}

export async function updateSiteNews(
  client: ApiClient,
  ref: OrganisationParams & { slug: string },
  input: UpdateSiteNewsInput,
) {
  return client.request<z.output<typeof SiteNewsItemSchema>>(`${manage(ref)}/news/${e(ref.slug)}`, {
    method: 'PUT',
    body: input,
  })
}

export async function deleteSiteNews(client: ApiClient, ref: OrganisationParams & { slug: string }) {
  return client.request(`${manage(ref)}/news/${e(ref.slug)}`, { method: 'DELETE' })
}

// --- Documents (admins) --------------------------------------------------------------------------------------

export async function listSiteDocuments(client: ApiClient, ref: OrganisationParams, signal?: AbortSignal) {
  return client.request<z.output<typeof SiteDocumentListSchema>>(`${manage(ref)}/documents`, { signal })
}

export async function fetchSiteDocument(
  client: ApiClient,
  ref: OrganisationParams & { id: string },
  signal?: AbortSignal,
) {
  return client.request<z.output<typeof SiteDocumentSchema>>(`${manage(ref)}/documents/${e(ref.id)}`, { signal })
}

export async function createSiteDocument(client: ApiClient, ref: OrganisationParams, input: SiteDocumentInput) {
  return client.request<z.output<typeof SiteDocumentSchema>>(`${manage(ref)}/documents`, {
    method: 'POST',
    body: input,
  })
}

export async function updateSiteDocument(
  client: ApiClient,
  ref: OrganisationParams & { id: string },
  input: UpdateSiteDocumentInput,
) {
  return client.request<z.output<typeof SiteDocumentSchema>>(`${manage(ref)}/documents/${e(ref.id)}`, {
    method: 'PUT',
    body: input,
  })
}

export async function deleteSiteDocument(client: ApiClient, ref: OrganisationParams & { id: string }) {
  return client.request(`${manage(ref)}/documents/${e(ref.id)}`, { method: 'DELETE' })
}

/** `PUT …/site/documents/order`: every document's id in the new order; answers the list. */
export async function orderSiteDocuments(client: ApiClient, ref: OrganisationParams, input: SiteContentOrderInput) {
  return client.request<z.output<typeof SiteDocumentListSchema>>(`${manage(ref)}/documents/order`, {
    method: 'PUT',
    body: input,
  })
}

// --- Board members (admins) ----------------------------------------------------------------------------------

export async function listSiteBoardMembers(client: ApiClient, ref: OrganisationParams, signal?: AbortSignal) {
  return client.request<z.output<typeof SiteBoardMemberListSchema>>(`${manage(ref)}/board-members`, { signal })
}

export async function fetchSiteBoardMember(
  client: ApiClient,
  ref: OrganisationParams & { id: string },
  signal?: AbortSignal,
) {
  return client.request<z.output<typeof SiteBoardMemberSchema>>(`${manage(ref)}/board-members/${e(ref.id)}`, { signal })
}

export async function createSiteBoardMember(client: ApiClient, ref: OrganisationParams, input: SiteBoardMemberInput) {
  return client.request<z.output<typeof SiteBoardMemberSchema>>(`${manage(ref)}/board-members`, {
    method: 'POST',
    body: input,
  })
}

export async function updateSiteBoardMember(
  client: ApiClient,
  ref: OrganisationParams & { id: string },
  input: UpdateSiteBoardMemberInput,
) {
  return client.request<z.output<typeof SiteBoardMemberSchema>>(`${manage(ref)}/board-members/${e(ref.id)}`, {
    method: 'PUT',
    body: input,
  })
}

export async function deleteSiteBoardMember(client: ApiClient, ref: OrganisationParams & { id: string }) {
  return client.request(`${manage(ref)}/board-members/${e(ref.id)}`, { method: 'DELETE' })
}

/** `PUT …/site/board-members/order`: every member's id in the new order; answers the list. */
export async function orderSiteBoardMembers(client: ApiClient, ref: OrganisationParams, input: SiteContentOrderInput) {
  return client.request<z.output<typeof SiteBoardMemberListSchema>>(`${manage(ref)}/board-members/order`, {
    method: 'PUT',
    body: input,
  })
}

// --- The public site -----------------------------------------------------------------------------------------

/** `GET /competition/{domain}/news`: the articles the public sees now, newest first (no author). */
export async function listPublicSiteNews(
  client: ApiClient,
  ref: CompetitionSiteRef,
  query: SiteNewsListQuery = {},
  signal?: AbortSignal,
) {
  return client.request<z.output<typeof SiteNewsListSchema>>(`${site(ref)}/news${queryString(query)}`, { signal })
}

/** `GET /competition/{domain}/news/{slug}`: 404 for a draft, a scheduled article or a hidden news page. */
export async function fetchPublicSiteNews(
  client: ApiClient,
  ref: CompetitionSiteRef & { slug: string },
  signal?: AbortSignal,
) {
  return client.request<z.output<typeof SiteNewsItemSchema>>(`${site(ref)}/news/${e(ref.slug)}`, { signal })
}

/** `GET /competition/{domain}/documents?season=`: the season's documents and those of every season. */
export async function listPublicSiteDocuments(client: ApiClient, ref: CompetitionSiteRef, signal?: AbortSignal) {
  return client.request<z.output<typeof SiteDocumentListSchema>>(
    `${site(ref)}/documents${queryString({ season: ref.season })}`,
    {
      signal,
    },
  )
}

/** `GET /competition/{domain}/board-members`: contact details only where shown. */
export async function listPublicSiteBoardMembers(client: ApiClient, ref: CompetitionSiteRef, signal?: AbortSignal) {
  return client.request<z.output<typeof SiteBoardMemberListSchema>>(`${site(ref)}/board-members`, { signal })
}
