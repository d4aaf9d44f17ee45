import {
  competitionFixtureIds,
  createCompetitionStore,
  createLeagueNightStore,
  cupEngine,
  cupFixtureSlugs,
  isCupDivision,
  seedDemoCups,
  type CompetitionStore,
  type CompetitionStoreOptions,
  type LeagueNightStore,
} from '@oche/mocks'
import { competitionHandlers } from '../../story-helpers/competition.story-helpers'

/** Stories only: the fixture league's cups (`cups: 'demo'` of the competition handlers) and the API's cup path. */
export const cups = cupFixtureSlugs
export const cupApi = '/competition/manage/organisations/:org/seasons/:season/cups/:cup'

/** Stories only: the demo cups' handlers, after `change` adjusts the seeded store. */
export function cupHandlers(
  options: CompetitionStoreOptions,
  change: (store: CompetitionStore, night: LeagueNightStore) => void,
) {
  const store = createCompetitionStore(options)
  const night = createLeagueNightStore()
  seedDemoCups(store, night)
  change(store, night)
  return competitionHandlers({ ...options, store, night })
}

/** Stories only: the open cup keeps one team, too few to draw. */
export function oneTeamInOpenCup(store: CompetitionStore) {
  for (const row of store.divisions.values())
    if (row.seasonId === competitionFixtureIds.currentSeason && row.slug === cupFixtureSlugs.open && row.cup)
      row.cup.entries = row.cup.entries.slice(0, 1)
}

/** Stories only: the open cup (Winter Cup) is drawn, and none of its matches has started. */
export function drawOpenCup(store: CompetitionStore, night: LeagueNightStore) {
  const engine = cupEngine(store, night, () => '2026-09-27T10:00:00.000Z')
  for (const row of store.divisions.values())
    if (row.seasonId === competitionFixtureIds.currentSeason && row.slug === cupFixtureSlugs.open && isCupDivision(row))
      engine.draw(row, 'Demo Organiser')
}

/** Stories only: the current season is archived (its cups are read, not changed). */
export function archiveCurrentSeason(store: CompetitionStore) {
  const season = store.seasons.get(competitionFixtureIds.currentSeason)
  if (season) season.is_archived = true
}

/**
 * Stories only: the open cup is drawn and the home team of its first match has handed in a lineup: no result yet,
 * but the match has started (its games are fixed).
 */
export function lineupInOpenCup(store: CompetitionStore, night: LeagueNightStore) {
  drawOpenCup(store, night)
  const cup = [...store.divisions.values()].find(
    (row) => row.seasonId === competitionFixtureIds.currentSeason && row.slug === cupFixtureSlugs.open,
  )
  const first = [...store.fixtures.values()]
    .filter((row) => row.divisionId === cup?.id)
    .sort((a, b) => a.slug.localeCompare(b.slug))[0]
  if (first)
    night.matches.set(first.id, {
      template: null,
      lineups: { home: [], away: null },
      games: [],
      confirmations: { home: null, away: null },
      audit: [],
    })
}
