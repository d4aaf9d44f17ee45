import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../client/api-client'
import {
  createSiteBoardMember,
  createSiteDocument,
  createSiteNews,
  deleteSiteBoardMember,
  deleteSiteDocument,
  deleteSiteNews,
  fetchPublicSiteNews,
  fetchSiteBoardMember,
  fetchSiteDocument,
  fetchSiteNews,
  listPublicSiteBoardMembers,
  listPublicSiteDocuments,
  listPublicSiteNews,
  listSiteBoardMembers,
  listSiteDocuments,
  listSiteNews,
  orderSiteBoardMembers,
  orderSiteDocuments,
  updateSiteBoardMember,
  updateSiteDocument,
  updateSiteNews,
  uploadSiteFile,
} from '../client/site-content'
import type { OrganisationParams } from '../schemas/competition'
import type { CompetitionSiteRef } from '../schemas/competition-site'
import type {
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
import { competitionQueries } from './competition'
import { competitionSiteQueries } from './competition-site'

/**
 * A league site's content. The admins' reads live under the organisation's key (`siteContentQueries.manageKey`:
 * what a change makes stale); the public reads under the site's key (`competitionSiteQueries.siteKey`), so the web
 * host prefetches them with the rest of the page (route `data.queries`).
 */
export const siteContentQueries = {
  manageKey: (ref: OrganisationParams) => [...competitionQueries.organisationKey(ref), 'siteContent'] as const,
  news: (client: ApiClient, ref: OrganisationParams, query: SiteNewsListQuery = {}) =>
    queryOptions({
      queryKey: [...siteContentQueries.manageKey(ref), 'news', query] as const,
      queryFn: ({ signal }) => listSiteNews(client, ref, query, signal),
    }),
  newsItem: (client: ApiClient, ref: OrganisationParams & { slug: string }) =>
    queryOptions({
      queryKey: [...siteContentQueries.manageKey(ref), 'newsItem', ref.slug] as const,
      queryFn: ({ signal }) => fetchSiteNews(client, ref, signal),
    }),
  documents: (client: ApiClient, ref: OrganisationParams) =>
    queryOptions({
      queryKey: [...siteContentQueries.manageKey(ref), 'documents'] as const,
      queryFn: ({ signal }) => listSiteDocuments(client, ref, signal),
    }),
  document: (client: ApiClient, ref: OrganisationParams & { id: string }) =>
    queryOptions({
      queryKey: [...siteContentQueries.manageKey(ref), 'document', ref.id] as const,
      queryFn: ({ signal }) => fetchSiteDocument(client, ref, signal),
    }),
  boardMembers: (client: ApiClient, ref: OrganisationParams) =>
    queryOptions({
      queryKey: [...siteContentQueries.manageKey(ref), 'boardMembers'] as const,
      queryFn: ({ signal }) => listSiteBoardMembers(client, ref, signal),
    }),
  boardMember: (client: ApiClient, ref: OrganisationParams & { id: string }) =>
    queryOptions({
      queryKey: [...siteContentQueries.manageKey(ref), 'boardMember', ref.id] as const,
      queryFn: ({ signal }) => fetchSiteBoardMember(client, ref, signal),
    }),

  // The public site's reads (news and board members are the organisation's, documents the season's too).
  publicNews: (client: ApiClient, ref: CompetitionSiteRef, query: SiteNewsListQuery = {}) =>
    queryOptions({
      queryKey: [...competitionSiteQueries.siteKey(ref), 'news', query] as const,
      queryFn: ({ signal }) => listPublicSiteNews(client, ref, query, signal),
    }),
  publicNewsItem: (client: ApiClient, ref: CompetitionSiteRef & { slug: string }) =>
    queryOptions({
      queryKey: [...competitionSiteQueries.siteKey(ref), 'newsItem', ref.slug] as const,
      queryFn: ({ signal }) => fetchPublicSiteNews(client, ref, signal),
    }),
  publicDocuments: (client: ApiClient, ref: CompetitionSiteRef) =>
    queryOptions({
      queryKey: [...competitionSiteQueries.seasonKey(ref), 'documents'] as const,
      queryFn: ({ signal }) => listPublicSiteDocuments(client, ref, signal),
    }),
  publicBoardMembers: (client: ApiClient, ref: CompetitionSiteRef) =>
    queryOptions({
      queryKey: [...competitionSiteQueries.siteKey(ref), 'boardMembers'] as const,
      queryFn: ({ signal }) => listPublicSiteBoardMembers(client, ref, signal),
    }),
}

export const siteContentMutations = {
  all: () => ['siteContent'] as const,
  upload: (client: ApiClient, ref: OrganisationParams) =>
    mutationOptions({
      mutationKey: [...siteContentMutations.all(), 'upload', ref.org] as const,
      mutationFn: (input: { file: Blob & { name?: string }; purpose: SiteFilePurpose }) =>
        uploadSiteFile(client, ref, input),
    }),
  createNews: (client: ApiClient, ref: OrganisationParams) =>
    mutationOptions({
      mutationKey: [...siteContentMutations.all(), 'createNews', ref.org] as const,
      mutationFn: (input: SiteNewsInput) => createSiteNews(client, ref, input),
    }),
  updateNews: (client: ApiClient, ref: OrganisationParams & { slug: string }) =>
    mutationOptions({
      mutationKey: [...siteContentMutations.all(), 'updateNews', ref.org, ref.slug] as const,
      mutationFn: (input: UpdateSiteNewsInput) => updateSiteNews(client, ref, input),
    }),
  deleteNews: (client: ApiClient, ref: OrganisationParams) =>
    mutationOptions({
      mutationKey: [...siteContentMutations.all(), 'deleteNews', ref.org] as const,
      mutationFn: (slug: string) => deleteSiteNews(client, { ...ref, slug }),
    }),
  createDocument: (client: ApiClient, ref: OrganisationParams) =>
    mutationOptions({
      mutationKey: [...siteContentMutations.all(), 'createDocument', ref.org] as const,
      mutationFn: (input: SiteDocumentInput) => createSiteDocument(client, ref, input),
    }),
  updateDocument: (client: ApiClient, ref: OrganisationParams & { id: string }) =>
    mutationOptions({
      mutationKey: [...siteContentMutations.all(), 'updateDocument', ref.org, ref.id] as const,
      mutationFn: (input: UpdateSiteDocumentInput) => updateSiteDocument(client, ref, input),
    }),
  deleteDocument: (client: ApiClient, ref: OrganisationParams) =>
    mutationOptions({
      mutationKey: [...siteContentMutations.all(), 'deleteDocument', ref.org] as const,
      mutationFn: (id: string) => deleteSiteDocument(client, { ...ref, id }),
    }),
  orderDocuments: (client: ApiClient, ref: OrganisationParams) =>
    mutationOptions({
      mutationKey: [...siteContentMutations.all(), 'orderDocuments', ref.org] as const,
      mutationFn: (input: SiteContentOrderInput) => orderSiteDocuments(client, ref, input),
    }),
  createBoardMember: (client: ApiClient, ref: OrganisationParams) =>
    mutationOptions({
      mutationKey: [...siteContentMutations.all(), 'createBoardMember', ref.org] as const,
      mutationFn: (input: SiteBoardMemberInput) => createSiteBoardMember(client, ref, input),
    }),
  updateBoardMember: (client: ApiClient, ref: OrganisationParams & { id: string }) =>
    mutationOptions({
      mutationKey: [...siteContentMutations.all(), 'updateBoardMember', ref.org, ref.id] as const,
      mutationFn: (input: UpdateSiteBoardMemberInput) => updateSiteBoardMember(client, ref, input),
    }),
  deleteBoardMember: (client: ApiClient, ref: OrganisationParams) =>
    mutationOptions({
      mutationKey: [...siteContentMutations.all(), 'deleteBoardMember', ref.org] as const,
      mutationFn: (id: string) => deleteSiteBoardMember(client, { ...ref, id }),
    }),
  orderBoardMembers: (client: ApiClient, ref: OrganisationParams) =>
    mutationOptions({
      mutationKey: [...siteContentMutations.all(), 'orderBoardMembers', ref.org] as const,
      mutationFn: (input: SiteContentOrderInput) => orderSiteBoardMembers(client, ref, input),
    }),
}
