import {
  ApiErrorSchema,
  DivisionSchema,
  FixtureListSchema,
  IndividualStandingsSchema,
  LeagueLeaderboardsSchema,
  LeagueMatchListSchema,
  LeagueMatchSchema,
  LeagueStandingsSchema,
  SeasonSchema,
  StandingsAdjustmentSchema,
  StartedLeagueGameSchema,
  TeamMemberSchema,
  TeamStatisticsSchema,
  type LeagueMatch,
  type MatchTemplateInput,
} from '@oche/api'
import type { MatchEvent } from '@oche/darts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import type { Publisher } from '../realtime/publisher'
import { createCompetitionWorld, type CompetitionWorld } from '../test/competition-world'
import { availableTestDatabases, createTestApp } from '../test/test-databases'

const databases = await availableTestDatabases()

/** Two singles (best of 3 legs of 501), a pair (best of 3) and a result-only single; points are games won. */
const template: MatchTemplateInput = {
  games: [
    {
      kind: 'singles',
      players: 1,
      x01: { startScore: 501, inRule: 'straight', outRule: 'double' },
      legs: { mode: 'bestOf', count: 3 },
    },
    {
      kind: 'singles',
      players: 1,
      x01: { startScore: 501, inRule: 'straight', outRule: 'double' },
      legs: { mode: 'bestOf', count: 3 },
    },
    {
      kind: 'pairs',
      players: 2,
      x01: { startScore: 501, inRule: 'straight', outRule: 'double' },
      legs: { mode: 'bestOf', count: 3 },
    },
    { kind: 'singles', players: 1, x01: null, legs: { mode: 'bestOf', count: 1 } },
  ],
  play: 'all',
  points: { kind: 'games' },
  maxGamesPerPlayer: null,
}

const visit = (total: number): MatchEvent => ({ type: 'visit', id: crypto.randomUUID(), total })

/** The first-named side wins a leg in nine darts (180 180 141) while the other scores 60s. */
const nineDartLeg = (): MatchEvent[] => [
  visit(180),
  visit(60),
  visit(180),
  visit(60),
  { type: 'darts', id: crypto.randomUUID(), darts: ['T20', 'T19', 'D12'] },
]

function errorOf(body: unknown) {
  return ApiErrorSchema.parse(body)
}

describe.each(databases)('the league night on $kind', ({ open }) => {
  let database: DatabaseHandle
  let world: CompetitionWorld
  let published: { channel: string; event: string; data: unknown }[] = []
  let path: string
  let ids: { cas: string; mo: string; ida: string; otto: string; gus: string }

  beforeAll(async () => {
    database = await open()
    const publisher: Publisher = {
      publish: async (channel, event, data) => {
        published.push({ channel: channel as string, event, data })
      },
      authorizeChannel: () => ({ auth: 'unused' }),
    }
    const client = { key: 'key', cluster: 'mt1', host: undefined, port: undefined, tls: true }
    world = await createCompetitionWorld(database, createTestApp(database, { realtime: { publisher, client } }))
    const { call, tokens, seasonPath, arrows, busters } = world
    const patched = await call('PATCH', seasonPath, tokens.orgAdmin, { settings: { match_template: template } })
    expect(patched.status).toBe(200)
    // A change of one setting keeps the others (the league nights the fixtures need).
    expect(SeasonSchema.parse(patched.body).settings.league_nights).toHaveLength(4)
    const guest = async (team: string, token: string | null, name: string) => {
      const answer = await call('POST', `${seasonPath}/teams/${team}/members`, token, { name })
      expect(answer.status).toBe(201)
      return TeamMemberSchema.parse(answer.body).participant_id
    }
    ids = {
      cas: world.members.captain.participant_id,
      mo: world.members.player.participant_id,
      otto: world.members.otherCaptain.participant_id,
      ida: await guest(arrows.slug, tokens.captain, 'Ida Arrow'),
      gus: await guest(busters.slug, tokens.otherCaptain, 'Gus Buster'),
    }
    const generated = await call('POST', `${seasonPath}/fixtures/generate`, tokens.orgAdmin, {})
    expect(generated.status).toBe(200)
    const fixtures = FixtureListSchema.parse(generated.body)
    const home = fixtures.find((fixture) => fixture.home.slug === arrows.slug)
    if (!home) throw new Error('The Arrows have no home match')
    path = `${seasonPath}/matches/${home.slug}`
  }, 120_000)
  afterAll(async () => {
    await database.close()
  })
  beforeEach(() => {
    published = []
  })

  const matchAs = async (token: string | null): Promise<LeagueMatch> => {
    const answer = await world.call('GET', path, token)
    expect(answer.status).toBe(200)
    return LeagueMatchSchema.parse(answer.body)
  }
  const names = (players: readonly { name: string }[]) => players.map((player) => player.name)

  it('takes each captain’s lineup for their own team and shows it to the other team once both are in', async () => {
    const { call, tokens } = world
    const homeLineup = { games: [[ids.cas], [ids.mo], [ids.cas, ids.ida], [ids.ida]] }
    expect((await call('PUT', `${path}/lineups/home`, tokens.member, homeLineup)).status).toBe(403)
    expect((await call('PUT', `${path}/lineups/home`, tokens.otherCaptain, homeLineup)).status).toBe(403)
    expect((await call('PUT', `${path}/lineups/home`, tokens.plainUser, homeLineup)).status).toBe(403)

    const short = await call('PUT', `${path}/lineups/home`, tokens.captain, { games: [[ids.cas]] }, 'nl')
    expect(short.status).toBe(422)
    expect(errorOf(short.body).errors).toHaveProperty('games')
    const outsider = await call('PUT', `${path}/lineups/home`, tokens.captain, {
      games: [[ids.cas], [ids.otto], [ids.cas, ids.ida], [ids.ida]],
    })
    expect(outsider.status).toBe(422)
    expect(errorOf(outsider.body).errors).toEqual({
      'games.1': ['Only players of the team’s squad can be in its lineup.'],
    })
    const twice = await call('PUT', `${path}/lineups/home`, tokens.captain, {
      games: [[ids.cas], [ids.mo], [ids.cas, ids.cas], [ids.ida]],
    })
    expect(twice.status).toBe(422)

    const saved = await call('PUT', `${path}/lineups/home`, tokens.captain, homeLineup)
    expect(saved.status).toBe(200)
    const asCaptain = LeagueMatchSchema.parse(saved.body)
    expect(asCaptain.games.map((game) => names(game.home))).toEqual([
      ['Captain Cas'],
      ['Member Mo'],
      ['Captain Cas', 'Ida Arrow'],
      ['Ida Arrow'],
    ])
    expect(asCaptain.squads.home.map((player) => player.name)).toEqual(['Captain Cas', 'Ida Arrow', 'Member Mo'])
    expect(published.map((message) => message.event)).toEqual(['league.updated'])

    // The away team sees that the lineup is in, not who is in it.
    const asOpponent = await matchAs(tokens.otherCaptain)
    expect(asOpponent.lineups_submitted).toEqual({ home: true, away: false })
    expect(asOpponent.games.every((game) => game.home.length === 0)).toBe(true)
    expect(asOpponent.can.lineup).toEqual(['away'])
    // Before its first game, a captain of the match may move it (within the league's limits).
    expect(asOpponent.can.move).toBe(true)
    expect(asOpponent.squads.home).toEqual([])

    const away = await call('PUT', `${path}/lineups/away`, tokens.otherCaptain, {
      games: [[ids.otto], [ids.gus], [ids.otto, ids.gus], [ids.gus]],
    })
    expect(away.status).toBe(200)
    const asMember = await matchAs(tokens.member)
    expect(asMember.games.map((game) => [names(game.home), names(game.away), game.state])).toEqual([
      [['Captain Cas'], ['Captain Otto'], 'ready'],
      [['Member Mo'], ['Gus Buster'], 'ready'],
      [['Captain Cas', 'Ida Arrow'], ['Captain Otto', 'Gus Buster'], 'ready'],
      [['Ida Arrow'], ['Gus Buster'], 'ready'],
    ])
    expect(asMember.can).toEqual({
      lineup: [],
      score: false,
      confirm: [],
      dispute: false,
      correct: false,
      move: false,
    })
    expect((await call('GET', path, tokens.plainUser)).status).toBe(403)
    expect((await call('GET', path, null)).status).toBe(401)
  })

  it('scores a game visit by visit on its own match and records the result with the finishing visit', async () => {
    const { call, tokens } = world
    expect((await call('POST', `${path}/games/1/start`, tokens.member)).status).toBe(403)
    expect((await call('POST', `${path}/games/4/start`, tokens.captain)).status).toBe(409)
    const started = await call('POST', `${path}/games/1/start`, tokens.otherCaptain)
    expect(started.status).toBe(201)
    const { match_id: matchId } = StartedLeagueGameSchema.parse(started.body)
    const again = await call('POST', `${path}/games/1/start`, tokens.captain)
    expect(again.status).toBe(200)
    expect(StartedLeagueGameSchema.parse(again.body).match_id).toBe(matchId)
    expect((await matchAs(tokens.member)).state).toBe('live')

    // The away team throws first in odd games: side 0 of the engine match is Captain Otto.
    const engine = await call('GET', `/matches/${matchId}`, tokens.captain)
    expect((engine.body as { config: { sides: { name: string }[] } }).config.sides.map((side) => side.name)).toEqual([
      'Captain Otto',
      'Captain Cas',
    ])
    // A player of the match who is no captain may not score it.
    expect(
      (await call('POST', `/matches/${matchId}/events`, tokens.member, { version: 0, event: visit(60) })).status,
    ).toBe(403)
    // Captain Otto wins both legs in nine darts: first to throw in leg 1, second in leg 2. The home captain scores.
    let version = 0
    for (const event of [...nineDartLeg(), visit(60), ...nineDartLeg()]) {
      const answer = await call('POST', `/matches/${matchId}/events`, tokens.captain, { version, event })
      expect(answer.status).toBe(201)
      version += 1
    }
    const after = await matchAs(tokens.member)
    expect(after.games[0]).toMatchObject({ state: 'finished', legs: [0, 2], winner: 'away', source: 'scored' })
    expect(after.score).toMatchObject({ games: [0, 1], points: [0, 1], played: 1, is_decided: false })
    expect(after.audit.map((entry) => entry.action)).toEqual([
      'lineupSubmitted',
      'lineupSubmitted',
      'gameStarted',
      'gameScored',
    ])
    expect(published.some((message) => message.channel === `league.${world.season.id}`)).toBe(true)
  })

  it('takes typed-in results and forfeits, refuses legs that do not fit, and awaits both captains', async () => {
    const { call, tokens } = world
    const misfit = await call('PUT', `${path}/games/2/result`, tokens.captain, { legs: [3, 1] }, 'de')
    expect(misfit.status).toBe(422)
    expect(errorOf(misfit.body).errors).toEqual({ legs: ['Diese Legs passen nicht zum Format des Spiels.'] })
    expect((await call('PUT', `${path}/games/2/result`, tokens.member, { legs: [2, 1] })).status).toBe(403)
    const second = await call('PUT', `${path}/games/2/result`, tokens.captain, {
      legs: [2, 1],
      extras: { [ids.mo]: { one_eighties: 2, high_checkouts: [121] } },
    })
    expect(second.status).toBe(200)
    const stranger = await call('PUT', `${path}/games/3/result`, tokens.captain, {
      legs: [2, 0],
      // a player who is in no game of this match
      extras: { '00000000-0000-4000-8000-000000000000': { one_eighties: 1 } },
    })
    expect(stranger.status).toBe(422)
    expect((await call('PUT', `${path}/games/3/result`, tokens.captain, { legs: [2, 0] })).status).toBe(200)
    const forfeit = await call('PUT', `${path}/games/4/result`, tokens.otherCaptain, {
      legs: [0, 0],
      forfeited_by: 'away',
    })
    expect(forfeit.status).toBe(200)
    const played = LeagueMatchSchema.parse(forfeit.body)
    expect(played.games[3]).toMatchObject({ legs: [1, 0], forfeited_by: 'away', winner: 'home' })
    expect(played.state).toBe('played')
    expect(played.score).toMatchObject({ games: [3, 1], points: [3, 1], is_decided: true, winner: 'home' })
  })

  it('signs off with both captains, sends a dispute to the admins, and audits a correction', async () => {
    const { call, tokens } = world
    expect((await call('POST', `${path}/confirm`, tokens.member, {})).status).toBe(403)
    const home = LeagueMatchSchema.parse((await call('POST', `${path}/confirm`, tokens.captain, {})).body)
    expect(home.confirmations.home?.by).toBe('Captain Cas')
    expect(home.state).toBe('played')
    expect((await call('POST', `${path}/confirm`, tokens.captain, {})).status).toBe(409)
    expect((await call('POST', `${path}/dispute`, tokens.otherCaptain, { reason: '' })).status).toBe(422)
    const disputed = await call('POST', `${path}/dispute`, tokens.otherCaptain, { reason: 'Game 3 was 2-1' })
    expect(LeagueMatchSchema.parse(disputed.body)).toMatchObject({
      state: 'disputed',
      dispute: { by: 'Captain Otto', reason: 'Game 3 was 2-1' },
    })
    // Captains change nothing more; an admin corrects with a reason, then settles it.
    expect((await call('PUT', `${path}/games/3/result`, tokens.captain, { legs: [2, 1] })).status).toBe(403)
    const noReason = await call('PUT', `${path}/games/3/result`, tokens.orgAdmin, { legs: [2, 1] })
    expect(noReason.status).toBe(422)
    expect(errorOf(noReason.body).errors).toHaveProperty('reason')
    const corrected = await call('PUT', `${path}/games/3/result`, tokens.orgAdmin, {
      legs: [2, 1],
      reason: 'Both captains agree it was 2-1',
    })
    expect(corrected.status).toBe(200)
    const settled = LeagueMatchSchema.parse((await call('POST', `${path}/confirm`, tokens.orgAdmin, {})).body)
    expect(settled.state).toBe('confirmed')
    expect(settled.confirmations.away?.by).toBe('Admin Ann')
    expect(settled.audit.find((entry) => entry.action === 'corrected')).toMatchObject({
      by: 'Admin Ann',
      game: 3,
      reason: 'Both captains agree it was 2-1',
    })
    expect(settled.can).toMatchObject({ lineup: [], score: false, confirm: [], correct: true })
    expect((await matchAs(tokens.captain)).can).toEqual({
      lineup: [],
      score: false,
      confirm: [],
      dispute: false,
      correct: false,
      move: false,
    })
  })

  it('ranks the division and the players from the games, and lists the season’s matches', async () => {
    const { call, tokens, seasonPath, division, arrows } = world
    const standings = LeagueStandingsSchema.parse(
      (await call('GET', `${seasonPath}/divisions/${division.slug}/standings`, tokens.member)).body,
    )
    expect(standings.rows.map((row) => [row.team.name, row.played, row.won, row.games_won, row.points])).toEqual([
      ['The Arrows', 1, 1, 3, 3],
      ['Bull Busters', 1, 0, 1, 1],
    ])
    expect(standings.rows[0]?.above_next).toEqual({ criterion: 'points', values: [3, 1] })
    // The season's only league division: with 2 places up and 2 down set, nobody goes up or down from it.
    expect(standings.zones).toEqual({ promotion: 0, relegation: 0 })

    const players = IndividualStandingsSchema.parse(
      (await call('GET', `${seasonPath}/divisions/${division.slug}/individual-standings`, tokens.member)).body,
    )
    const otto = players.find((row) => row.player.name === 'Captain Otto')
    expect(otto).toMatchObject({ played: 2, won: 1, legs_won: 3, three_dart_average: 167 })
    // Gus forfeited game 4: no darts, so it is in no individual figure.
    expect(players.find((row) => row.player.name === 'Gus Buster')).toMatchObject({ played: 2 })

    const boards = LeagueLeaderboardsSchema.parse((await call('GET', `${seasonPath}/leaderboards`, tokens.member)).body)
    expect(boards.maxima.map((row) => [row.player.name, row.one_eighties])).toEqual([
      ['Captain Otto', 4],
      ['Member Mo', 2],
    ])
    expect(boards.low_visits.map((row) => [row.player.name, row.darts])).toEqual([
      ['Captain Otto', 9],
      ['Captain Otto', 9],
    ])
    expect(boards.high_checkouts.map((row) => [row.player.name, row.checkout])).toEqual([
      ['Captain Otto', 141],
      ['Captain Otto', 141],
      ['Member Mo', 121],
    ])

    const list = LeagueMatchListSchema.parse(
      (await call('GET', `${seasonPath}/matches?state=confirmed`, tokens.member)).body,
    )
    expect(list.map((row) => [row.home.name, row.score.games])).toEqual([['The Arrows', [3, 1]]])
    expect(
      LeagueMatchListSchema.parse((await call('GET', `${seasonPath}/matches?team=${arrows.slug}`, tokens.member)).body),
    ).toHaveLength(2)
    expect((await call('GET', `${seasonPath}/matches?week=x`, tokens.member)).status).toBe(422)

    const team = TeamStatisticsSchema.parse(
      (await call('GET', `${seasonPath}/teams/${arrows.slug}/statistics`, tokens.member)).body,
    )
    expect(team.standing?.position).toBe(1)
    expect(team.players.map((row) => row.player.name).sort()).toEqual(['Captain Cas', 'Ida Arrow', 'Member Mo'])
    expect((await call('GET', `${seasonPath}/teams/${arrows.slug}/statistics`, tokens.plainUser)).status).toBe(403)
  })

  it('adjusts a team’s points with a reason, shown on the standings, and takes it back', async () => {
    const { call, tokens, seasonPath, division, arrows, busters } = world
    const adjustments = `${seasonPath}/divisions/${division.slug}/adjustments`
    const deduction = { team: arrows.slug, points: -3, reason: 'Result entered after the deadline' }
    expect((await call('POST', adjustments, tokens.captain, deduction)).status).toBe(403)
    const nothing = await call('POST', adjustments, tokens.orgAdmin, { ...deduction, points: 0, reason: '' }, 'nl')
    expect(nothing.status).toBe(422)
    expect(Object.keys(errorOf(nothing.body).errors ?? {}).sort()).toEqual(['points', 'reason'])
    const stranger = await call('POST', adjustments, tokens.orgAdmin, { ...deduction, team: 'nobody' }, 'de')
    expect(stranger.status).toBe(422)
    expect(errorOf(stranger.body).errors).toEqual({ team: ['Diese Mannschaft spielt nicht in dieser Staffel.'] })

    const made = await call('POST', adjustments, tokens.orgAdmin, deduction)
    expect(made.status).toBe(201)
    const adjustment = StandingsAdjustmentSchema.parse(made.body)
    expect(adjustment).toMatchObject({ team: { slug: arrows.slug }, points: -3, by: 'Admin Ann' })
    expect(published.map((message) => message.event)).toEqual(['league.updated'])
    // The Arrows had 3 points to the Busters' 1: now 0, below them, and everyone reading the standings sees why.
    const standings = LeagueStandingsSchema.parse(
      (await call('GET', `${seasonPath}/divisions/${division.slug}/standings`, tokens.member)).body,
    )
    expect(standings.rows.map((row) => [row.team.slug, row.points, row.adjustment])).toEqual([
      [busters.slug, 1, 0],
      [arrows.slug, 0, -3],
    ])
    expect(standings.adjustments).toEqual([adjustment])

    const gone = `${adjustments}/${adjustment.id}`
    expect((await call('DELETE', gone, tokens.captain)).status).toBe(403)
    expect((await call('DELETE', gone, tokens.orgAdmin)).status).toBe(204)
    expect((await call('DELETE', gone, tokens.orgAdmin)).status).toBe(404)
    const after = LeagueStandingsSchema.parse(
      (await call('GET', `${seasonPath}/divisions/${division.slug}/standings`, tokens.member)).body,
    )
    expect(after.rows.map((row) => [row.team.slug, row.points])).toEqual([
      [arrows.slug, 3],
      [busters.slug, 1],
    ])
    expect(after.adjustments).toEqual([])
  })

  it('plays a division’s own template in its matches not yet started; a started match keeps its own', async () => {
    const { call, tokens, seasonPath, division, arrows } = world
    const divisionPath = `${seasonPath}/divisions/${division.slug}`
    const ownTemplate: MatchTemplateInput = { ...template, games: template.games.slice(0, 2), play: 'untilDecided' }
    expect((await call('PATCH', divisionPath, tokens.captain, { match_template: ownTemplate })).status).toBe(403)
    const empty = await call('PATCH', divisionPath, tokens.orgAdmin, { match_template: { ...template, games: [] } })
    expect(empty.status).toBe(422)
    const pairs = await call(
      'PATCH',
      divisionPath,
      tokens.orgAdmin,
      { match_template: { ...template, games: [{ ...template.games[2], players: 3 }] } },
      'fr',
    )
    expect(pairs.status).toBe(422)
    expect(Object.keys(errorOf(pairs.body).errors ?? {})).toEqual(['match_template'])

    const saved = await call('PATCH', divisionPath, tokens.orgAdmin, { match_template: ownTemplate })
    expect(saved.status).toBe(200)
    expect(DivisionSchema.parse(saved.body).match_template?.games).toHaveLength(2)
    // The match played tonight keeps the four games it started with; the return match plays the division's two.
    expect((await matchAs(tokens.member)).games).toHaveLength(4)
    const list = LeagueMatchListSchema.parse(
      (await call('GET', `${seasonPath}/matches?team=${arrows.slug}&state=scheduled`, tokens.member)).body,
    )
    const returnMatch = list[0]
    if (!returnMatch) throw new Error('The Arrows have no match left')
    const read = async () =>
      LeagueMatchSchema.parse((await call('GET', `${seasonPath}/matches/${returnMatch.slug}`, tokens.member)).body)
    expect((await read()).games).toHaveLength(2)

    const back = await call('PATCH', divisionPath, tokens.orgAdmin, { match_template: null })
    expect(DivisionSchema.parse(back.body).match_template).toBeNull()
    expect((await read()).games).toHaveLength(4)
  })

  it('starts a game with the season’s handicap from the players’ averages so far', async () => {
    const { call, tokens, seasonPath, arrows } = world
    const handicap = { kind: 'rating', pointsPerRating: 4, max: 150 }
    const wrong = await call('PATCH', seasonPath, tokens.orgAdmin, { settings: { handicap: { ...handicap, max: 0 } } })
    expect(wrong.status).toBe(422)
    expect(Object.keys(errorOf(wrong.body).errors ?? {})).toEqual(['settings.handicap.max'])
    expect((await call('PATCH', seasonPath, tokens.captain, { settings: { handicap } })).status).toBe(403)
    const patched = await call('PATCH', seasonPath, tokens.orgAdmin, { settings: { handicap } })
    expect(SeasonSchema.parse(patched.body).settings.handicap).toEqual(handicap)

    const [returnMatch] = LeagueMatchListSchema.parse(
      (await call('GET', `${seasonPath}/matches?team=${arrows.slug}&state=scheduled`, tokens.member)).body,
    )
    if (!returnMatch) throw new Error('The Arrows have no match left')
    const returnPath = `${seasonPath}/matches/${returnMatch.slug}`
    const lineup = (games: string[][]) => ({ games })
    expect(
      (
        await call(
          'PUT',
          `${returnPath}/lineups/home`,
          tokens.otherCaptain,
          lineup([[ids.otto], [ids.gus], [ids.otto, ids.gus], [ids.gus]]),
        )
      ).status,
    ).toBe(200)
    expect(
      (
        await call(
          'PUT',
          `${returnPath}/lineups/away`,
          tokens.captain,
          lineup([[ids.cas], [ids.mo], [ids.cas, ids.ida], [ids.ida]]),
        )
      ).status,
    ).toBe(200)
    const started = await call('POST', `${returnPath}/games/1/start`, tokens.captain)
    expect(started.status).toBe(201)
    // Otto averaged 167 and Cas 60 in the first match: Cas gets 107 × 4 points, at most 150, and starts on 351.
    const game = LeagueMatchSchema.parse((await call('GET', returnPath, tokens.member)).body).games[0]
    expect(game?.handicaps).toEqual([0, 150])
    const { match_id: matchId } = StartedLeagueGameSchema.parse(started.body)
    const engine = await call('GET', `/matches/${matchId}`, tokens.captain)
    const sides = (engine.body as { config: { sides: { name: string; handicap?: number }[] } }).config.sides
    expect(sides.map((side) => [side.name, side.handicap ?? 0])).toEqual([
      ['Captain Cas', 150],
      ['Captain Otto', 0],
    ])
    // Mo's only game was typed in: without an average he has no rating, so game 2 is played without a handicap.
    expect((await call('POST', `${returnPath}/games/2/start`, tokens.captain)).status).toBe(201)
    const second = LeagueMatchSchema.parse((await call('GET', returnPath, tokens.member)).body).games[1]
    expect(second).toMatchObject({ state: 'live', handicaps: null })
  })
})
