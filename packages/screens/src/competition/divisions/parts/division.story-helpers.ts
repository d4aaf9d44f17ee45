import { competitionFixtureIds, competitionFixtureSlugs, type CompetitionStore } from '@oche/mocks'

/** Stories only: the fixture league's organisation and current season, and the page paths under it. */
export const org = competitionFixtureSlugs.organisation
export const season = competitionFixtureSlugs.currentSeason
export const first = competitionFixtureSlugs.firstDivision
export const second = competitionFixtureSlugs.secondDivision
export const seasonPath = `/competition/${org}/season/${season}`
export const groupsPath = `${seasonPath}/groups`
/** The API's paths of the current season, as MSW patterns. */
export const seasonApi = '/competition/manage/organisations/:org/seasons/:season'
export const divisionApi = `${seasonApi}/divisions/:division`

const divisionId = (store: CompetitionStore, slug: string) =>
  [...store.divisions.values()].find((row) => row.seasonId === competitionFixtureIds.currentSeason && row.slug === slug)
    ?.id

/** Stories only: the first match of a division of the current season has its result (the division is locked). */
export function playFirstMatch(slug: string) {
  return (store: CompetitionStore) => {
    const id = divisionId(store, slug)
    const match = [...store.fixtures.values()]
      .filter((row) => row.divisionId === id)
      .sort((a, b) => a.weekIndex - b.weekIndex)[0]
    if (match) match.state = 'confirmed'
  }
}

/** Stories only: the current season keeps only its first `count` league nights. */
export function keepLeagueNights(count: number) {
  return (store: CompetitionStore) => {
    const current = store.seasons.get(competitionFixtureIds.currentSeason)
    if (current) current.settings.league_nights = current.settings.league_nights.slice(0, count)
  }
}
