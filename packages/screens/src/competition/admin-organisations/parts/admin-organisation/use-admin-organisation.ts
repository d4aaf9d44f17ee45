import { adminOrganisationQueries, competitionQueries, type AdminOrganisation } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useLocale } from '../../../../app/language/use-locale'
import { usePlatform } from '../../../../app/platform/platform-context'
import { routePath } from '../../../../routing/route-path'
import { failedStatus } from '../../../parts/competition-states'

export type AdminOrganisationPage =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'forbidden' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; organisation: AdminOrganisation }

/** The admin page an organisation is shown on, to open again under its current slug. */
export type AdminOrganisationRoute = 'admin-organisations-org_slug' | 'admin-organisations-org_slug-edit'

/**
 * One league organisation with its admins and open invitations (`GET /admin/organisations/{org}`, super admins).
 * A former slug answers the organisation under its current one: the page opens again there, so links stay right.
 */
export function useAdminOrganisation(org: string, route: AdminOrganisationRoute): AdminOrganisationPage {
  const { api, navigate } = usePlatform()
  const locale = useLocale()
  const query = useQuery(adminOrganisationQueries.detail(api, { org }))
  const currentSlug = query.data?.slug
  useEffect(() => {
    if (currentSlug && currentSlug !== org)
      navigate(localizedPath(routePath(route, { org_slug: currentSlug }), locale), { replace: true })
  }, [currentSlug, org, route, locale, navigate])
  if (query.data) return { status: 'ready', organisation: query.data }
  const status = failedStatus(query.error)
  if (status === 404) return { status: 'notFound' }
  if (status === 403) return { status: 'forbidden' }
  if (query.error) return { status: 'error', retry: () => void query.refetch() }
  return { status: 'loading' }
}

/**
 * Keeps the cache in step with an organisation an answer brought: its page under its current slug, and the lists
 * (the super admins' and the league side's, where its name, colour and admins show) fetched again.
 */
export function useStoreAdminOrganisation() {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  return async (organisation: AdminOrganisation) => {
    queryClient.setQueryData(adminOrganisationQueries.detail(api, { org: organisation.slug }).queryKey, organisation)
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminOrganisationQueries.list(api).queryKey }),
      queryClient.invalidateQueries({ queryKey: competitionQueries.all(), refetchType: 'none' }),
    ])
  }
}

/** Has an organisation's page and the lists fetched again after a change whose answer is empty (204). */
export function useRefreshAdminOrganisation(org: string) {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminOrganisationQueries.detail(api, { org }).queryKey }),
      queryClient.invalidateQueries({ queryKey: adminOrganisationQueries.list(api).queryKey }),
      queryClient.invalidateQueries({ queryKey: competitionQueries.all(), refetchType: 'none' }),
    ])
  }
}
