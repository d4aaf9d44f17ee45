import {
  competitionQueries,
  competitionSiteQueries,
  siteContentMutations,
  siteContentQueries,
  type Organisation,
  type Season,
  type SiteNewsItem,
  type SiteNewsList,
  type SiteNewsSummary,
} from '@oche/api'
import { toast } from '@oche/ui'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { failureMessage } from '../../app/form-errors/show-server-errors'
import { usePlatform } from '../../app/platform/platform-context'
import { adminPageData, type AdminPageData } from '../parts/admin-page'
import { useSiteNewsPaths, type SiteNewsPageRef } from './site-news-paths'

/** The organisation and the season a news page is opened from. */
export type SiteNewsContext = { organisation: Organisation; season: Season }

/** A page of the site's articles, drafts first. */
export type SiteNewsListPage = AdminPageData<SiteNewsContext & { news: SiteNewsList }>

/** One article, as the admins see it. */
export type SiteNewsDetail = AdminPageData<SiteNewsContext & { article: SiteNewsItem }>

/** A new article's page: only the organisation and season. */
export type SiteNewsCreate = AdminPageData<SiteNewsContext>

/** The articles of a page of the admins' list. */
export const siteNewsListPageSize = 10

/** The organisation and season of the path, the season to check it exists and to name it on the way back. */
function useNewsContext(org: string, seasonSlug: string) {
  const { api } = usePlatform()
  const organisation = useQuery(competitionQueries.organisation(api, { org }))
  const season = useQuery(competitionQueries.season(api, { org, season: seasonSlug }))
  const isAdmin = organisation.data?.role === 'admin'
  return { api, organisation, season, isAdmin }
}

/** A page of the organisation's articles (admins), drafts and scheduled ones with the published. */
export function useSiteNewsList(org: string, seasonSlug: string, page: number): SiteNewsListPage {
  const { api, organisation, season, isAdmin } = useNewsContext(org, seasonSlug)
  const news = useQuery({
    ...siteContentQueries.news(api, { org }, { page, page_size: siteNewsListPageSize }),
    enabled: isAdmin,
    placeholderData: keepPreviousData,
  })
  return adminPageData({ organisation, others: [season, news] }, (data) =>
    season.data && news.data ? { organisation: data, season: season.data, news: news.data } : null,
  )
}

/** One article of the organisation (admins) by its slug (or a former one). */
export function useSiteNewsDetail(org: string, seasonSlug: string, slug: string): SiteNewsDetail {
  const { api, organisation, season, isAdmin } = useNewsContext(org, seasonSlug)
  const article = useQuery({ ...siteContentQueries.newsItem(api, { org, slug }), enabled: isAdmin })
  return adminPageData({ organisation, others: [season], item: article }, (data) =>
    season.data && article.data ? { organisation: data, season: season.data, article: article.data } : null,
  )
}

/** The page of a new article: the organisation, if the user is its admin, and the season. */
export function useSiteNewsCreate(org: string, seasonSlug: string): SiteNewsCreate {
  const { organisation, season } = useNewsContext(org, seasonSlug)
  return adminPageData({ organisation, others: [season] }, (data) =>
    season.data ? { organisation: data, season: season.data } : null,
  )
}

/** Writes a saved article into the cache; the lists (the admins' and the public site's) are fetched again. */
function useStoreArticle(org: string) {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  return async (article: SiteNewsItem) => {
    queryClient.setQueryData(siteContentQueries.newsItem(api, { org, slug: article.slug }).queryKey, article)
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [...siteContentQueries.manageKey({ org }), 'news'] }),
      queryClient.invalidateQueries({ queryKey: competitionSiteQueries.all() }),
    ])
  }
}

/** How the toast says an article was saved: published, scheduled or kept as a draft. */
function useSavedMessage() {
  const intl = useIntl()
  return (article: SiteNewsSummary) =>
    article.status === 'draft'
      ? intl.formatMessage(
          { id: 'competition.siteNews.savedDraft', defaultMessage: '“{title}” is saved as a draft' },
          { title: article.title },
        )
      : article.visible
        ? intl.formatMessage(
            { id: 'competition.siteNews.savedPublished', defaultMessage: '“{title}” is published' },
            { title: article.title },
          )
        : intl.formatMessage(
            { id: 'competition.siteNews.savedScheduled', defaultMessage: '“{title}” is scheduled' },
            { title: article.title },
          )
}

/** Writes a new article and opens it; a 422 is shown on the form's fields by the form itself. */
export function useCreateSiteNews(ref: SiteNewsPageRef) {
  const { api, navigate } = usePlatform()
  const paths = useSiteNewsPaths(ref)
  const store = useStoreArticle(ref.org)
  const saved = useSavedMessage()
  return useMutation({
    ...siteContentMutations.createNews(api, { org: ref.org }),
    onSuccess: async (article) => {
      await store(article)
      toast.success(saved(article))
      navigate(paths.article(article.slug))
    },
  })
}

/** Saves an article's changes and opens it (at its new address when the slug changed). */
export function useUpdateSiteNews(ref: SiteNewsPageRef, slug: string) {
  const { api, navigate } = usePlatform()
  const paths = useSiteNewsPaths(ref)
  const store = useStoreArticle(ref.org)
  const saved = useSavedMessage()
  return useMutation({
    ...siteContentMutations.updateNews(api, { org: ref.org, slug }),
    onSuccess: async (article) => {
      await store(article)
      toast.success(saved(article))
      navigate(paths.article(article.slug))
    },
  })
}

/** Deletes an article and goes to the list; a failure is said in a toast, the confirmation staying open. */
export function useDeleteSiteNews(ref: SiteNewsPageRef, article: Pick<SiteNewsItem, 'slug' | 'title'>) {
  const intl = useIntl()
  const { api, navigate } = usePlatform()
  const paths = useSiteNewsPaths(ref)
  const queryClient = useQueryClient()
  return useMutation({
    ...siteContentMutations.deleteNews(api, { org: ref.org }),
    onSuccess: () => {
      toast.success(
        intl.formatMessage(
          { id: 'competition.siteNews.deleted', defaultMessage: '“{title}” is deleted' },
          { title: article.title },
        ),
      )
      navigate(paths.list())
      queryClient.removeQueries({
        queryKey: siteContentQueries.newsItem(api, { org: ref.org, slug: article.slug }).queryKey,
      })
      void queryClient.invalidateQueries({ queryKey: [...siteContentQueries.manageKey({ org: ref.org }), 'news'] })
      void queryClient.invalidateQueries({ queryKey: competitionSiteQueries.all() })
    },
    onError: (error) => toast.error(failureMessage(error, intl)),
  })
}
