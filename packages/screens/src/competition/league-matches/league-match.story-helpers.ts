import {
  competitionFixtureSlugs,
  createCompetitionStore,
  createLeagueNightStore,
  seedHalfPlayedSeason,
  type CompetitionStore,
} from '@oche/mocks'

/** Stories only: the fixture league's pages of its current season's matches, and the match API as an MSW pattern. */
export const org = competitionFixtureSlugs.organisation
export const season = competitionFixtureSlugs.currentSeason
export const base = `/competition/${org}/season/${season}`
export const matchApi = '/competition/manage/organisations/:org/seasons/:season/matches/:match'
export const matchPath = (slug: string) => `${base}/matches/${slug}`
export const playPath = (slug: string, game: number) => `${matchPath(slug)}/play/${game}`

/** Stories only: the fixture league half played as the mocks seed it (teams, players, lineups, engine matches). */
export const fixtureStore = createCompetitionStore({ organiserRole: 'captain' })
export const fixtureNight = createLeagueNightStore()
seedHalfPlayedSeason(fixtureStore, fixtureNight)

/** Stories only: a match of a store by its slug. */
export function fixtureBySlug(store: CompetitionStore, slug: string) {
  const fixture = [...store.fixtures.values()].find((row) => row.slug === slug)
  if (!fixture) throw new Error(`The mocks have no match ${slug}`)
  return fixture
}

const teamName = (teamSeasonId: string) => fixtureStore.teamSeasons.get(teamSeasonId)?.name ?? ''

/** Stories only: the home and away teams' names of a match of the fixture league. */
export function teamsOf(slug: string) {
  const fixture = fixtureBySlug(fixtureStore, slug)
  return { home: teamName(fixture.homeId), away: teamName(fixture.awayId) }
}

/** Stories only: a match's title, "Home – Away". */
export const titleOf = (slug: string) => `${teamsOf(slug).home} – ${teamsOf(slug).away}`
