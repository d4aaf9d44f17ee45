import {
  competitionFixtureIds,
  createCompetitionStore,
  createLeagueNightStore,
  type CompetitionStore,
  type LeagueNightStore,
  type StoredLeagueGame,
} from '@oche/mocks'
import { defaultMatchTemplate } from '@oche/darts'

/**
 * Stories only: the fixture league's current season played to its end and signed off, every team finishing where
 * `ranking` (team names, best first) puts it in its division: the better team of each match wins every game 3–0, so
 * a division of four ends on 60, 40, 20 and 0 points. The default template is played (ten games, best of 5 legs).
 */
export function finishedSeason(ranking: readonly string[]): { store: CompetitionStore; night: LeagueNightStore } {
  const store = createCompetitionStore({ organiserRole: 'admin' })
  const night = createLeagueNightStore()
  const rank = (teamSeasonId: string) => ranking.indexOf(store.teamSeasons.get(teamSeasonId)?.name ?? '')
  for (const fixture of store.fixtures.values()) {
    if (fixture.seasonId !== competitionFixtureIds.currentSeason) continue
    const homeWins = rank(fixture.homeId) < rank(fixture.awayId)
    const games = defaultMatchTemplate.games.map((_, index): StoredLeagueGame => ({
      number: index + 1,
      home: [],
      away: [],
      matchId: null,
      legs: homeWins ? [3, 0] : [0, 3],
      forfeitedBy: null,
      source: 'entered',
      players: [],
    }))
    const signed = { by: 'Admin', at: `${fixture.date ?? '2027-05-01'}T22:00:00.000Z` }
    night.matches.set(fixture.id, {
      template: defaultMatchTemplate,
      lineups: { home: null, away: null },
      games,
      confirmations: { home: signed, away: signed },
      audit: [],
    })
    fixture.state = 'confirmed'
  }
  return { store, night }
}
