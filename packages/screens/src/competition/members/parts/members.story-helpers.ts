import {
  competitionFixtureIds,
  competitionFixtureSlugs,
  createCompetitionStore,
  type CompetitionStore,
  type CompetitionStoreOptions,
} from '@oche/mocks'
import { competitionHandlers } from '../../story-helpers/competition.story-helpers'

/** Stories only: the fixture league's slugs the member pages use. */
export const memberStorySlugs = {
  org: competitionFixtureSlugs.organisation,
  season: competitionFixtureSlugs.currentSeason,
  team: competitionFixtureSlugs.organiserTeam,
} as const

/** Stories only: the paths of the member pages of the fixture league's current season. */
export const memberStoryPaths = {
  season: `/competition/${memberStorySlugs.org}/season/${memberStorySlugs.season}`,
  seasonMembers: `/competition/${memberStorySlugs.org}/season/${memberStorySlugs.season}/members`,
  team: (team: string = memberStorySlugs.team) =>
    `/competition/${memberStorySlugs.org}/season/${memberStorySlugs.season}/teams/${team}`,
  teamMembers: (team: string = memberStorySlugs.team) =>
    `/competition/${memberStorySlugs.org}/season/${memberStorySlugs.season}/teams/${team}/members`,
}

/** Stories only: the API paths of the member pages, for loading and failing mocks. */
export const memberApiPaths = {
  seasonMembers: '/competition/manage/organisations/:org/seasons/:season/members',
  team: '/competition/manage/organisations/:org/seasons/:season/teams/:team',
  teamMembers: '/competition/manage/organisations/:org/seasons/:season/teams/:team/members',
  member: '/competition/manage/organisations/:org/seasons/:season/teams/:team/members/:member',
}

/**
 * Stories only: the id of the current membership of the player called `name` in the team `teamSlug` (this season
 * unless `seasonId` says another). The fixture store gives the same ids each time it is built with the same options.
 */
export function memberIdOf(
  store: CompetitionStore,
  name: string,
  teamSlug: string = memberStorySlugs.team,
  seasonId: string = competitionFixtureIds.currentSeason,
): string {
  const team = [...store.teams.values()].find((row) => row.slug === teamSlug)
  const teamSeason = [...store.teamSeasons.values()].find((row) => row.teamId === team?.id && row.seasonId === seasonId)
  const member = [...store.members.values()].find(
    (row) =>
      row.teamSeasonId === teamSeason?.id &&
      row.left_on === null &&
      store.participants.get(row.participantId)?.name === name,
  )
  if (!member) throw new Error(`No member ${name} in ${teamSlug}`)
  return member.id
}

/**
 * Stories only: a fresh fixture league (what the organiser is in it: `options`), changed by `change`, with its
 * handlers; the store is returned too, for the ids a story needs.
 */
export function memberStoryLeague(
  options: CompetitionStoreOptions = { organiserRole: 'admin' },
  change?: (store: CompetitionStore) => void,
) {
  const store = createCompetitionStore(options)
  change?.(store)
  return { store, handlers: competitionHandlers({ ...options, store }) }
}

/**
 * Stories only: `name` leaves the team `from` on `on` and joins `to` that day, as a transfer does; answers the ids of
 * the membership that ended and of the new one.
 */
export function transferInStore(
  store: CompetitionStore,
  name: string,
  { from, to, on }: { from: string; to: string; on: string },
) {
  const id = memberIdOf(store, name, from)
  const member = store.members.get(id)
  const team = [...store.teams.values()].find((row) => row.slug === to)
  const teamSeason = [...store.teamSeasons.values()].find(
    (row) => row.teamId === team?.id && row.seasonId === competitionFixtureIds.currentSeason,
  )
  if (!member || !teamSeason) throw new Error(`Cannot transfer ${name}`)
  member.left_on = on
  const moved = { ...member, id: `${id.slice(0, -4)}f00d`, teamSeasonId: teamSeason.id, role: 'player' as const }
  store.members.set(moved.id, { ...moved, joined_on: on, left_on: null })
  return { ended: id, started: moved.id }
}
