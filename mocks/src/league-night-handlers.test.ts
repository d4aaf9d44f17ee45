import { describe, expect, it } from 'vitest'
import {
  ApiErrorSchema,
  IndividualStandingsSchema,
  LeagueLeaderboardsSchema,
  LeagueMatchListSchema,
  LeagueMatchSchema,
  LeagueStandingsSchema,
  MatchSchema,
  StartedLeagueGameSchema,
  TeamStatisticsSchema,
} from '@oche/api'
import { createCompetitionHandlers, type CompetitionHandlerOptions } from './competition-handlers'
import { competitionFixtureSlugs as slugs } from './competition-store'
import { leagueNightFixtureSlugs as matches } from './league-night-store'
import { mockCaller, mockOrigin } from './test-requests'

function caller(options: CompetitionHandlerOptions = {}) {
  return mockCaller(createCompetitionHandlers({ leagueNight: 'halfPlayed', ...options }), {
    language: 'en',
    // `/engine/{id}…` is the engine match of a game (`/api/matches/{id}…`); anything else is under the season.
    url: (path) =>
      path.startsWith('/engine/')
        ? `${mockOrigin}/api/matches/${path.slice('/engine/'.length)}`
        : `${mockOrigin}/api${season}${path}`,
  })
}

const season = `/competition/manage/organisations/${slugs.organisation}/seasons/${slugs.currentSeason}`

describe('the league night mocks', () => {
  it('hold a season half played: confirmed weeks, one awaiting confirmation, one disputed, one live', async () => {
    const call = caller()
    const list = LeagueMatchListSchema.parse(await (await call('GET', '/matches')).json())
    const stateOf = (slug: string) => list.find((row) => row.slug === slug)?.state
    expect([matches.confirmed, matches.played, matches.disputed, matches.live, matches.scheduled].map(stateOf)).toEqual(
      ['confirmed', 'played', 'disputed', 'live', 'scheduled'],
    )
    const live = LeagueMatchSchema.parse(await (await call('GET', `/matches/${matches.live}`)).json())
    expect(live.games.map((game) => game.state)).toEqual([
      'finished',
      'finished',
      'finished',
      'finished',
      'live',
      'ready',
      'ready',
      'ready',
      'ready',
      'ready',
    ])
    const standings = LeagueStandingsSchema.parse(
      await (await call('GET', '/divisions/first-division/standings')).json(),
    )
    expect(standings.rows.every((row) => row.played >= 2)).toBe(true)
    const players = IndividualStandingsSchema.parse(
      await (await call('GET', '/divisions/first-division/individual-standings')).json(),
    )
    expect(players.some((row) => row.three_dart_average !== null)).toBe(true)
    const boards = LeagueLeaderboardsSchema.parse(await (await call('GET', '/leaderboards')).json())
    expect(boards.games_played.length).toBeGreaterThan(0)
    const team = TeamStatisticsSchema.parse(
      await (await call('GET', `/teams/${slugs.organiserTeam}/statistics`)).json(),
    )
    expect(team.matches.length).toBeGreaterThan(0)
  })

  it('lets The Arrows’ captain name their lineup, score a game on its engine match and confirm', async () => {
    const call = caller({ organiserRole: 'captain' })
    const match = LeagueMatchSchema.parse(await (await call('GET', `/matches/${matches.homeLineupOnly}`)).json())
    const side = match.can.lineup[0]
    expect(side).toBeDefined()
    const squad = match.squads[side!].map((player) => player.participant_id)
    const lineup = match.template.games.map((slot, index) =>
      slot.kind === 'pairs' ? [squad[index % 4]!, squad[(index + 1) % 4]!] : [squad[index % 4]!],
    )
    const refused = await call('PUT', `/matches/${matches.homeLineupOnly}/lineups/${side}`, { games: [lineup[0]] })
    expect(refused.status).toBe(422)
    expect(ApiErrorSchema.parse(await refused.json()).errors).toHaveProperty('games')
    const saved = await call('PUT', `/matches/${matches.homeLineupOnly}/lineups/${side}`, { games: lineup })
    expect(saved.status).toBe(200)
    expect(LeagueMatchSchema.parse(await saved.json()).lineups_submitted).toEqual({ home: true, away: true })

    const started = await call('POST', `/matches/${matches.homeLineupOnly}/games/1/start`)
    expect(started.status).toBe(201)
    const { match_id: matchId } = StartedLeagueGameSchema.parse(await started.json())
    const engine = MatchSchema.parse(await (await call('GET', `/engine/${matchId}`)).json())
    expect(engine.kind).toBe('league')
    const visit = await call('POST', `/engine/${matchId}/events`, {
      version: 0,
      event: { type: 'visit', id: crypto.randomUUID(), total: 100 },
    })
    expect(visit.status).toBe(201)

    const confirmed = await call('POST', `/matches/${matches.played}/confirm`, {})
    expect(confirmed.status).toBe(200)
    const after = LeagueMatchSchema.parse(await confirmed.json())
    expect(after.state).toBe('played')
    expect(after.can.confirm).toEqual([])
    expect((await call('POST', `/matches/${matches.played}/confirm`, {})).status).toBe(409)
  })

  it('refuses what the server refuses: players, strangers, and a correction without a reason', async () => {
    const member = caller({ organiserRole: 'member' })
    expect((await member('PUT', `/matches/${matches.scheduled}/lineups/home`, { games: [] })).status).toBe(422)
    expect((await member('POST', `/matches/${matches.live}/games/6/start`)).status).toBe(403)
    const stranger = caller({ organiserRole: 'none' })
    expect((await stranger('GET', `/matches/${matches.live}`)).status).toBe(403)
    const admin = caller()
    const noReason = await admin('PUT', `/matches/${matches.confirmed}/games/1/result`, { legs: [3, 0] })
    expect(noReason.status).toBe(422)
    expect(ApiErrorSchema.parse(await noReason.json()).errors).toHaveProperty('reason')
    const corrected = await admin('PUT', `/matches/${matches.confirmed}/games/1/result`, {
      legs: [3, 0],
      reason: 'The report said 3–0',
    })
    const after = LeagueMatchSchema.parse(await corrected.json())
    expect(after.audit.at(-1)).toMatchObject({ action: 'corrected', reason: 'The report said 3–0' })
    expect(after.games[0]?.legs).toEqual([3, 0])
  })
})
