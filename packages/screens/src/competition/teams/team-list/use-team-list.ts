import { competitionQueries, type Division, type Team } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { adminSeasonPage, useSeasonQueries, type PageWaiting, type SeasonReady } from '../parts'

export type TeamList = PageWaiting | (SeasonReady & { teams: Team[]; divisions: Division[] })

/** The season's teams and divisions; only its organisation's admins see them all (others are `denied`). */
export function useTeamList(org: string, seasonSlug: string): TeamList {
  const base = useSeasonQueries(org, seasonSlug)
  const teams = useQuery({ ...competitionQueries.teams(base.api, base.ref), enabled: base.isAdmin })
  const divisions = useQuery({ ...competitionQueries.divisions(base.api, base.ref), enabled: base.isAdmin })
  const page = adminSeasonPage(base, [teams, divisions])
  if (page.status !== 'ready') return page
  if (!teams.data || !divisions.data) return { status: 'loading' }
  return { ...page, teams: teams.data, divisions: divisions.data }
}
