import { competitionQueries, type AvailableOrganisation } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { routePath } from '../../routing/route-path'
import { failedStatus } from '../parts/competition-states'

export type OrganisationList =
  | { status: 'loading' }
  | { status: 'forbidden' }
  | { status: 'error'; retry: () => void }
  /** Exactly one organisation: the page is on its way there. */
  | { status: 'opening'; organisation: AvailableOrganisation }
  | { status: 'ready'; organisations: AvailableOrganisation[] }

/**
 * The organisations the signed-in user manages (`GET /competition/manage/available-organisations`, kept for the
 * session). With exactly one, it opens that organisation's home in place of this page.
 */
export function useOrganisationList(): OrganisationList {
  const { api, navigate } = usePlatform()
  const locale = useLocale()
  const query = useQuery(competitionQueries.availableOrganisations(api))
  const only = query.data?.length === 1 ? query.data[0] : undefined
  const onlySlug = only?.slug
  useEffect(() => {
    if (onlySlug)
      navigate(localizedPath(routePath('competition-org_slug', { org_slug: onlySlug }), locale), { replace: true })
  }, [onlySlug, locale, navigate])
  if (only) return { status: 'opening', organisation: only }
  if (query.data) return { status: 'ready', organisations: query.data }
  if (failedStatus(query.error) === 403) return { status: 'forbidden' }
  if (query.error) return { status: 'error', retry: () => void query.refetch() }
  return { status: 'loading' }
}
