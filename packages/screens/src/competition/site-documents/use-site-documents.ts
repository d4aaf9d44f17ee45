import {
  competitionQueries,
  siteContentMutations,
  siteContentQueries,
  type Organisation,
  type Season,
  type SiteDocument,
} from '@oche/api'
import { toast } from '@oche/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { failureMessage } from '../../app/form-errors/show-server-errors'
import { usePlatform } from '../../app/platform/platform-context'
import { adminPageData, type AdminPageData } from '../parts/admin-page'
import { useSiteDocumentPaths, type SiteDocumentPageRef } from './site-document-paths'

/** The organisation and the season the documents pages are opened from. */
export type SiteDocumentContext = { organisation: Organisation; season: Season }

/** The site's documents in their order. */
export type SiteDocumentList = AdminPageData<SiteDocumentContext & { documents: SiteDocument[] }>

/** One document of the site. */
export type SiteDocumentDetail = AdminPageData<SiteDocumentContext & { document: SiteDocument }>

/**
 * What the document form offers: the organisation's seasons and the categories its documents already have, and
 * the document to edit (null for a new one).
 */
export type SiteDocumentFormPage = AdminPageData<
  SiteDocumentContext & { seasons: Season[]; categories: string[]; document: SiteDocument | null }
>

/** The organisation and season of the path, the season to check it exists and to name it on the way back. */
function useSiteDocumentContext(org: string, seasonSlug: string) {
  const { api } = usePlatform()
  const organisation = useQuery(competitionQueries.organisation(api, { org }))
  const season = useQuery(competitionQueries.season(api, { org, season: seasonSlug }))
  const isAdmin = organisation.data?.role === 'admin'
  return { api, organisation, season, isAdmin }
}

/** The categories the documents have, each once, in the documents' order. */
export function documentCategories(documents: readonly SiteDocument[]): string[] {
  const categories = documents.flatMap((document) => (document.category?.trim() ? [document.category.trim()] : []))
  return [...new Set(categories)]
}

/** The organisation's site documents (admins), in the site's order. */
export function useSiteDocumentList(org: string, seasonSlug: string): SiteDocumentList {
  const { api, organisation, season, isAdmin } = useSiteDocumentContext(org, seasonSlug)
  const documents = useQuery({ ...siteContentQueries.documents(api, { org }), enabled: isAdmin })
  return adminPageData({ organisation, others: [season, documents] }, (data) =>
    season.data && documents.data
      ? {
          organisation: data,
          season: season.data,
          documents: [...documents.data].sort((a, b) => a.position - b.position),
        }
      : null,
  )
}

/** One document of the organisation's site (admins). */
export function useSiteDocumentDetail(org: string, seasonSlug: string, id: string): SiteDocumentDetail {
  const { api, organisation, season, isAdmin } = useSiteDocumentContext(org, seasonSlug)
  const document = useQuery({ ...siteContentQueries.document(api, { org, id }), enabled: isAdmin })
  // An id that is not one is answered with 422: it can only be a mistyped link.
  return adminPageData({ organisation, others: [season], item: document, itemNotFoundStatuses: [422] }, (data) =>
    season.data && document.data ? { organisation: data, season: season.data, document: document.data } : null,
  )
}

/** The form's page: the seasons to pick from, the categories in use and, to edit one, the document (`id`). */
export function useSiteDocumentFormPage(org: string, seasonSlug: string, id: string | null): SiteDocumentFormPage {
  const { api, organisation, season, isAdmin } = useSiteDocumentContext(org, seasonSlug)
  const seasons = useQuery({ ...competitionQueries.seasons(api, { org }), enabled: isAdmin })
  const documents = useQuery({ ...siteContentQueries.documents(api, { org }), enabled: isAdmin })
  const document = useQuery({
    ...siteContentQueries.document(api, { org, id: id ?? '' }),
    enabled: isAdmin && id !== null,
  })
  const item = id === null ? undefined : document
  return adminPageData(
    { organisation, others: [season, seasons, documents], item, itemNotFoundStatuses: [422] },
    (data) => {
      if (!season.data || !seasons.data || !documents.data) return null
      if (id !== null && !document.data) return null
      return {
        organisation: data,
        season: season.data,
        seasons: seasons.data,
        categories: documentCategories(documents.data),
        document: id === null ? null : (document.data ?? null),
      }
    },
  )
}

/** Writes a saved document into the cache and has the list fetched again. */
function useStoreSiteDocument(org: string) {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  return async (document: SiteDocument) => {
    queryClient.setQueryData(siteContentQueries.document(api, { org, id: document.id }).queryKey, document)
    await queryClient.invalidateQueries({ queryKey: siteContentQueries.documents(api, { org }).queryKey })
  }
}

/** Adds a document and opens its page; a 422 is shown on the form's fields by the form itself. */
export function useCreateSiteDocument(ref: SiteDocumentPageRef) {
  const intl = useIntl()
  const { api, navigate } = usePlatform()
  const paths = useSiteDocumentPaths(ref)
  const store = useStoreSiteDocument(ref.org)
  return useMutation({
    ...siteContentMutations.createDocument(api, { org: ref.org }),
    onSuccess: async (document) => {
      await store(document)
      toast.success(
        intl.formatMessage(
          { id: 'competition.siteDocumentForm.created', defaultMessage: '{title} is added to the documents' },
          { title: document.title },
        ),
      )
      navigate(paths.document(document.id))
    },
  })
}

/** Saves a document's changes and goes back to its page. */
export function useUpdateSiteDocument(ref: SiteDocumentPageRef, id: string) {
  const intl = useIntl()
  const { api, navigate } = usePlatform()
  const paths = useSiteDocumentPaths(ref)
  const store = useStoreSiteDocument(ref.org)
  return useMutation({
    ...siteContentMutations.updateDocument(api, { org: ref.org, id }),
    onSuccess: async (document) => {
      await store(document)
      toast.success(
        intl.formatMessage(
          { id: 'competition.siteDocumentForm.saved', defaultMessage: '{title} is saved' },
          { title: document.title },
        ),
      )
      navigate(paths.document(document.id))
    },
  })
}

/** Deletes a document and goes to the list; the confirmation shows a failure. */
export function useDeleteSiteDocument(ref: SiteDocumentPageRef, document: Pick<SiteDocument, 'id' | 'title'>) {
  const { api, navigate } = usePlatform()
  const paths = useSiteDocumentPaths(ref)
  const queryClient = useQueryClient()
  return useMutation({
    ...siteContentMutations.deleteDocument(api, { org: ref.org }),
    onSuccess: () => {
      navigate(paths.list())
      queryClient.removeQueries({
        queryKey: siteContentQueries.document(api, { org: ref.org, id: document.id }).queryKey,
      })
      void queryClient.invalidateQueries({ queryKey: siteContentQueries.documents(api, { org: ref.org }).queryKey })
    },
  })
}

/** Puts the documents in a new order (every id); the list answered replaces the cached one. A failure is a toast. */
export function useOrderSiteDocuments(org: string) {
  const intl = useIntl()
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  return useMutation({
    ...siteContentMutations.orderDocuments(api, { org }),
    onSuccess: (documents) => {
      queryClient.setQueryData(siteContentQueries.documents(api, { org }).queryKey, documents)
    },
    onError: (error) => {
      toast.error(failureMessage(error, intl))
      void queryClient.invalidateQueries({ queryKey: siteContentQueries.documents(api, { org }).queryKey })
    },
  })
}
