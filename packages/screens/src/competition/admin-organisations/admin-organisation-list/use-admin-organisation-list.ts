import { adminOrganisationQueries, type AdminOrganisationListItem } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import { foldText } from '../../../manage/parts/fold-text/fold-text'
import { failedStatus } from '../../parts/competition-states'

export type AdminOrganisationList =
  | { status: 'loading' }
  | { status: 'forbidden' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; organisations: AdminOrganisationListItem[] }

/** Every league organisation, by name (`GET /admin/organisations`, super admins). */
export function useAdminOrganisationList(): AdminOrganisationList {
  const { api } = usePlatform()
  const query = useQuery(adminOrganisationQueries.list(api))
  if (query.data) return { status: 'ready', organisations: query.data }
  if (failedStatus(query.error) === 403) return { status: 'forbidden' }
  if (query.error) return { status: 'error', retry: () => void query.refetch() }
  return { status: 'loading' }
}

/** The organisations whose name, slug or one of whose domains holds the search (any case, accents ignored). */
export function searchOrganisations(
  organisations: readonly AdminOrganisationListItem[],
  search: string,
): AdminOrganisationListItem[] {
  const term = foldText(search.trim())
  if (!term) return [...organisations]
  return organisations.filter((organisation) =>
    foldText([organisation.name, organisation.slug, ...organisation.domains].join('\n')).includes(term),
  )
}
