import { siteContentQueries } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'
import { sitePageState, type SitePageState } from '../parts/site-page'
import { useSiteContext, useSiteRef } from '../parts/use-site'
import { documentGroups, type DocumentGroup } from './document-groups'

/**
 * The league's documents of the season and those of every season, grouped by category: not there when the
 * organisation does not show its documents page (the API answers 404 then too).
 */
export function useSiteDocuments(season: string | undefined): SitePageState<{ groups: DocumentGroup[] }> {
  const { api } = usePlatform()
  const ref = useSiteRef(season)
  const context = useSiteContext(ref)
  const shown = context.data?.organisation.pages.includes('documents') ?? false
  const documents = useQuery({ ...siteContentQueries.publicDocuments(api, ref), enabled: shown })
  if (context.data && !shown) return { status: 'notFound' }
  return sitePageState(context, [documents], () => (documents.data ? { groups: documentGroups(documents.data) } : null))
}
