import {
  competitionMutations,
  competitionQueries,
  type Division,
  type ExistingTeam,
  type SeasonMember,
  type TeamMember,
} from '@oche/api'
import { useMutation, useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../app/platform/platform-context'
import { adminSeasonPage, useSeasonQueries, useTeamAdded, type PageWaiting, type SeasonReady } from '../parts'

export type TeamAddExisting = PageWaiting | (SeasonReady & { teams: ExistingTeam[]; divisions: Division[] })

/** The teams of earlier seasons that do not play this one yet, and the season's divisions (admins only). */
export function useTeamAddExisting(org: string, seasonSlug: string): TeamAddExisting {
  const base = useSeasonQueries(org, seasonSlug)
  const teams = useQuery({ ...competitionQueries.existingTeams(base.api, base.ref), enabled: base.isAdmin })
  const divisions = useQuery({ ...competitionQueries.divisions(base.api, base.ref), enabled: base.isAdmin })
  const page = adminSeasonPage(base, [teams, divisions])
  if (page.status !== 'ready') return page
  if (!teams.data || !divisions.data) return { status: 'loading' }
  return { ...page, teams: teams.data, divisions: divisions.data }
}

/** A player of the team's last season, and the team they already play for in this one (who then stays there). */
export type ComingPlayer = { player: TeamMember; playsFor: SeasonMember['team'] | null }

export type ComingPlayers =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; players: ComingPlayer[] }

/**
 * Who comes along with `team`: its current players of its last season. A player already in a team of this season
 * stays there (the API leaves them out), so they are marked with that team.
 */
export function useComingPlayers(org: string, seasonSlug: string, team: ExistingTeam): ComingPlayers {
  const { api } = usePlatform()
  const members = useQuery(competitionQueries.teamMembers(api, { org, season: team.last_season.slug, team: team.slug }))
  const seasonMembers = useQuery(competitionQueries.seasonMembers(api, { org, season: seasonSlug }))
  const failed = [members, seasonMembers].filter((query) => query.error)
  if (failed.length > 0) return { status: 'error', retry: () => void failed.forEach((query) => query.refetch()) }
  if (!members.data || !seasonMembers.data) return { status: 'loading' }
  const playing = new Map(
    seasonMembers.data
      .filter((member) => member.left_on === null)
      .map((member) => [member.participant_id, member.team] as const),
  )
  return {
    status: 'ready',
    players: members.data
      .filter((member) => member.left_on === null)
      .map((player) => ({ player, playsFor: playing.get(player.participant_id) ?? null })),
  }
}

/** Brings a team of an earlier season into this one, then opens its page. */
export function useAddExistingTeam(org: string, seasonSlug: string) {
  const { api } = usePlatform()
  const added = useTeamAdded(org, seasonSlug)
  return useMutation({ ...competitionMutations.addExistingTeam(api, { org, season: seasonSlug }), onSuccess: added })
}
