import { competitionQueries, type Organisation, type Season } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'
import { failedStatus } from '../parts/competition-states'

export type OrganisationHome =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'forbidden' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; organisation: Organisation; seasons: Season[] }

/** An organisation with its seasons (current first, then latest start first, as the API lists them). */
export function useOrganisationHome(org: string): OrganisationHome {
  const { api } = usePlatform()
  const organisation = useQuery(competitionQueries.organisation(api, { org }))
  const seasons = useQuery(competitionQueries.seasons(api, { org }))
  const statuses = [failedStatus(organisation.error), failedStatus(seasons.error)]
  if (statuses.includes(404)) return { status: 'notFound' }
  if (statuses.includes(403)) return { status: 'forbidden' }
  if (organisation.error || seasons.error)
    return {
      status: 'error',
      retry: () => void (organisation.error ? organisation.refetch() : seasons.refetch()),
    }
  if (organisation.data && seasons.data)
    return { status: 'ready', organisation: organisation.data, seasons: seasons.data }
  return { status: 'loading' }
}
