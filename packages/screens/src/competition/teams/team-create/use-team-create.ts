import {
  competitionMutations,
  competitionQueries,
  type CompetitionVenue,
  type Division,
  type Organisation,
  type Season,
} from '@oche/api'
import { useMutation, useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import { pageFailure, useTeamAdded, type PageWaiting } from '../parts'

export type TeamCreate =
  | PageWaiting
  | {
      status: 'ready'
      organisation: Organisation
      season: Season
      divisions: Division[]
      venues: CompetitionVenue[]
    }

/** What the new-team form offers: the season's divisions and the organisation's venues (admins only). */
export function useTeamCreate(org: string, seasonSlug: string): TeamCreate {
  const { api } = usePlatform()
  const ref = { org, season: seasonSlug }
  const organisation = useQuery(competitionQueries.organisation(api, { org }))
  const isAdmin = organisation.data?.role === 'admin'
  const season = useQuery(competitionQueries.season(api, ref))
  const divisions = useQuery({ ...competitionQueries.divisions(api, ref), enabled: isAdmin })
  const venues = useQuery({ ...competitionQueries.venues(api, { org }), enabled: isAdmin })
  const failure = pageFailure(organisation, [season, divisions, venues])
  if (failure) return failure
  if (organisation.data && !isAdmin) return { status: 'denied' }
  if (!organisation.data || !season.data || !divisions.data || !venues.data) return { status: 'loading' }
  return {
    status: 'ready',
    organisation: organisation.data,
    season: season.data,
    divisions: divisions.data,
    venues: venues.data,
  }
}

/** Creates a team in the season, then opens its page. */
export function useCreateTeam(org: string, seasonSlug: string) {
  const { api } = usePlatform()
  const added = useTeamAdded(org, seasonSlug)
  return useMutation({ ...competitionMutations.createTeam(api, { org, season: seasonSlug }), onSuccess: added })
}
