import {
  competitionQueries,
  isoDay,
  leagueNightQueries,
  type Division,
  type Organisation,
  type Season,
  type Team,
} from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'
import { failedStatus } from '../parts/competition-states'
import { nextLeagueNight, type LeagueNight } from './next-league-night'
import { seasonAttention, type SeasonAttentionItem } from './season-attention'

/** A division with its teams, by name. */
export type DivisionTeams = { division: Division; teams: Team[] }

/** What only an admin reads of a season: its divisions and teams, the next league night and what needs them. */
export type SeasonAdminView = {
  divisions: DivisionTeams[]
  /** Teams of the season in no division. */
  unassigned: Team[]
  nextNight: LeagueNight | null
  attention: SeasonAttentionItem[]
}

export type SeasonOverview =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'forbidden' }
  | { status: 'error'; retry: () => void }
  /** `admin` is null for captains and players, who see the season but do not run it. */
  | { status: 'ready'; organisation: Organisation; season: Season; admin: SeasonAdminView | null }

/** A season of an organisation; for its admins with divisions, teams and fixtures too. */
export function useSeasonOverview(org: string, seasonSlug: string): SeasonOverview {
  const { api } = usePlatform()
  const ref = { org, season: seasonSlug }
  const organisation = useQuery(competitionQueries.organisation(api, { org }))
  const season = useQuery(competitionQueries.season(api, ref))
  const isAdmin = organisation.data?.role === 'admin'
  const divisions = useQuery({ ...competitionQueries.divisions(api, ref), enabled: isAdmin })
  const teams = useQuery({ ...competitionQueries.teams(api, ref), enabled: isAdmin })
  const fixtures = useQuery({ ...competitionQueries.seasonFixtures(api, ref), enabled: isAdmin })
  // The team matches' states, for what needs the admins: disputes and deadlines passed.
  const matches = useQuery({ ...leagueNightQueries.matches(api, ref), enabled: isAdmin })
  const queries = [organisation, season, divisions, teams, fixtures, matches]
  const statuses = queries.map((query) => failedStatus(query.error))
  if (statuses.includes(404)) return { status: 'notFound' }
  if (statuses.includes(403)) return { status: 'forbidden' }
  const failed = queries.filter((query) => query.error)
  if (failed.length > 0) return { status: 'error', retry: () => void failed.forEach((query) => query.refetch()) }
  if (!organisation.data || !season.data) return { status: 'loading' }
  if (!isAdmin) return { status: 'ready', organisation: organisation.data, season: season.data, admin: null }
  if (!divisions.data || !teams.data || !fixtures.data || !matches.data) return { status: 'loading' }
  const today = isoDay(new Date())
  return {
    status: 'ready',
    organisation: organisation.data,
    season: season.data,
    admin: {
      divisions: divisions.data.map((division) => ({
        division,
        teams: teams.data.filter((team) => team.division?.slug === division.slug),
      })),
      unassigned: teams.data.filter((team) => team.division === null),
      nextNight: nextLeagueNight(fixtures.data, today),
      attention: seasonAttention(season.data, divisions.data, teams.data, matches.data, today),
    },
  }
}
