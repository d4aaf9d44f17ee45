import { competitionMutations, competitionQueries, type CompetitionVenue, type Division } from '@oche/api'
import { useMutation, useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import { adminSeasonPage, useSeasonQueries, useTeamAdded, type PageWaiting, type SeasonReady } from '../parts'

export type TeamCreate = PageWaiting | (SeasonReady & { divisions: Division[]; venues: CompetitionVenue[] })

/** What the new-team form offers: the season's divisions and the organisation's venues (admins only). */
export function useTeamCreate(org: string, seasonSlug: string): TeamCreate {
  const base = useSeasonQueries(org, seasonSlug)
  const divisions = useQuery({ ...competitionQueries.divisions(base.api, base.ref), enabled: base.isAdmin })
  const venues = useQuery({ ...competitionQueries.venues(base.api, { org }), enabled: base.isAdmin })
  const page = adminSeasonPage(base, [divisions, venues])
  if (page.status !== 'ready') return page
  if (!divisions.data || !venues.data) return { status: 'loading' }
  return { ...page, divisions: divisions.data, venues: venues.data }
}

/** Creates a team in the season, then opens its page. */
export function useCreateTeam(org: string, seasonSlug: string) {
  const { api } = usePlatform()
  const added = useTeamAdded(org, seasonSlug)
  return useMutation({ ...competitionMutations.createTeam(api, { org, season: seasonSlug }), onSuccess: added })
}
