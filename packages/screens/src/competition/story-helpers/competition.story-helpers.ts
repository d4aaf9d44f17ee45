import {
  competitionFixtureIds,
  createCompetitionHandlers,
  createCompetitionStore,
  createLeagueNightStore,
  handlers,
  seedHalfPlayedSeason,
  userFixture,
  type CompetitionHandlerOptions,
  type CompetitionStore,
  type CompetitionStoreOptions,
  type LeagueNightStore,
} from '@oche/mocks'
import { isMatchOver } from '@oche/api'

/**
 * Stories only: the league's handlers over a fresh in-memory store (what one story changes does not show in the
 * next), in front of the default handlers. `change` adjusts the fixture league before the story starts.
 */
export function competitionHandlers(
  options: CompetitionHandlerOptions = {},
  change?: (store: CompetitionStore) => void,
) {
  const store = options.store ?? createCompetitionStore(options)
  change?.(store)
  return [...createCompetitionHandlers({ ...options, store }), ...handlers]
}

/** Stories only: the story's user is an admin of the second organisation too (Kempen Dartsbond, without seasons). */
export function adminOfOtherOrganisation(store: CompetitionStore) {
  store.organisations.get(competitionFixtureIds.otherOrganisation)?.adminIds.push(userFixture.id)
}

/** Stories only: the current season without its divisions, teams and fixtures, as a season just created. */
export function emptyCurrentSeason(store: CompetitionStore) {
  const season = competitionFixtureIds.currentSeason
  for (const [id, row] of store.divisions) if (row.seasonId === season) store.divisions.delete(id)
  for (const [id, row] of store.teamSeasons) if (row.seasonId === season) store.teamSeasons.delete(id)
  for (const [id, row] of store.members) if (row.seasonId === season) store.members.delete(id)
  for (const [id, row] of store.fixtures) if (row.seasonId === season) store.fixtures.delete(id)
}

/**
 * Stories only: the matches of the fixture league's current season still to play from `today` in the first week
 * that has one (what the season overview shows as the next league night).
 */
export function nextNightFixtures(today: string, options: CompetitionStoreOptions = {}) {
  const waiting = [...createCompetitionStore(options).fixtures.values()].filter(
    (row) =>
      row.seasonId === competitionFixtureIds.currentSeason &&
      !isMatchOver(row.state) &&
      row.date !== null &&
      row.date >= today,
  )
  const first = waiting.reduce<(typeof waiting)[number] | undefined>(
    (earliest, row) => (!earliest || (row.date ?? '') < (earliest.date ?? '') ? row : earliest),
    undefined,
  )
  return first ? waiting.filter((row) => row.weekIndex === first.weekIndex) : []
}

/**
 * Stories only: the matches of the fixture league's current season still without a result more than `deadlineDays`
 * after their date on `today` (what the season overview names as overdue).
 */
export function overdueFixtures(today: string, deadlineDays = 7, options: CompetitionStoreOptions = {}) {
  const limit = new Date(Date.parse(`${today}T00:00:00Z`) - deadlineDays * 24 * 60 * 60 * 1000)
    .toISOString()
    .slice(0, 10)
  return [...createCompetitionStore(options).fixtures.values()].filter(
    (row) =>
      row.seasonId === competitionFixtureIds.currentSeason &&
      (row.state === 'scheduled' || row.state === 'live') &&
      row.date !== null &&
      row.date < limit,
  )
}

type OrganiserRole = NonNullable<CompetitionStoreOptions['organiserRole']>

/**
 * Stories only: the fixture league half played, over stores of the story's own made afresh before each run (`reset`
 * in its `beforeEach`): what a story changes (a lineup, a result, a confirmation, a visit) never shows in a later
 * run. `change` adjusts the seeded league.
 */
export function halfPlayedLeague(
  organiserRole: OrganiserRole,
  change?: (store: CompetitionStore, night: LeagueNightStore) => void,
) {
  const store = createCompetitionStore({ organiserRole })
  const night = createLeagueNightStore()
  const reset = () => {
    const freshStore = createCompetitionStore({ organiserRole })
    const freshNight = createLeagueNightStore()
    seedHalfPlayedSeason(freshStore, freshNight)
    change?.(freshStore, freshNight)
    Object.assign(store, freshStore)
    Object.assign(night, freshNight)
  }
  reset()
  return { handlers: competitionHandlers({ organiserRole, store, night }), reset, store, night }
}
