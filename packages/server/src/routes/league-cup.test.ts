import {
  ApiErrorSchema,
  CupListSchema,
  CupSchema,
  DivisionListSchema,
  DivisionSchema,
  LeagueMatchListSchema,
  LeagueMatchSchema,
  TeamMemberSchema,
  TeamSchema,
  type Cup,
  type MatchTemplateInput,
} from '@oche/api'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import type { Publisher } from '../realtime/publisher'
import { createCompetitionWorld, type CompetitionWorld } from '../test/competition-world'
import { availableTestDatabases, createTestApp } from '../test/test-databases'

const databases = await availableTestDatabases()

const single = {
  kind: 'singles',
  players: 1,
  x01: { startScore: 501, inRule: 'straight', outRule: 'double' },
  legs: { mode: 'bestOf', count: 3 },
} as const

/** Two singles, best of 3 legs: a match can end 1–1, so a cup plays a deciding game. */
const template: MatchTemplateInput = {
  games: [single, single],
  play: 'all',
  points: { kind: 'games' },
  maxGamesPerPlayer: null,
}

/** Mondays of the cup's weeks (the season plays team nights: each team at home on its own night that week). */
const dates = ['2030-10-07', '2030-10-14', '2030-10-21', '2030-10-28', '2030-11-04', '2030-11-11']

function errorOf(body: unknown) {
  return ApiErrorSchema.parse(body)
}

describe.each(databases)('the league cup on $kind', ({ open }) => {
  let database: DatabaseHandle
  let world: CompetitionWorld
  let published: { channel: string; event: string; data: unknown }[] = []
  let cupsPath: string
  /** Team slug → the participant id of a player of its squad. */
  const players = new Map<string, string>()
  const teamSlugs: string[] = []

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
    const { call, tokens, seasonPath, arrows, busters, venue, division } = world
    cupsPath = `${seasonPath}/cups`
    expect((await call('PATCH', seasonPath, tokens.orgAdmin, { settings: { match_template: template } })).status).toBe(
      200,
    )
    players.set(arrows.slug, world.members.captain.participant_id)
    players.set(busters.slug, world.members.otherCaptain.participant_id)
    teamSlugs.push(arrows.slug, busters.slug)
    for (const name of ['Checkout Kings', 'Double Trouble', 'Treble Makers', 'Oche Lads']) {
      const made = await call('POST', `${seasonPath}/teams`, tokens.orgAdmin, {
        name,
        division: division.slug,
        venue_id: venue.id,
        home_weekday: 'thursday',
      })
      expect(made.status).toBe(201)
      const team = TeamSchema.parse(made.body)
      const member = await call('POST', `${seasonPath}/teams/${team.slug}/members`, tokens.orgAdmin, {
        name: `${name} player`,
      })
      expect(member.status).toBe(201)
      players.set(team.slug, TeamMemberSchema.parse(member.body).participant_id)
      teamSlugs.push(team.slug)
    }
  }, 120_000)
  afterAll(async () => {
    await database.close()
  })
  beforeEach(() => {
    published = []
  })

  const cupAs = async (slug: string, token: string | null): Promise<Cup> => {
    const answer = await world.call('GET', `${cupsPath}/${slug}`, token)
    expect(answer.status).toBe(200)
    return CupSchema.parse(answer.body)
  }
  const created = async (body: Record<string, unknown>): Promise<Cup> => {
    const answer = await world.call('POST', cupsPath, world.tokens.orgAdmin, body)
    expect(answer.status).toBe(201)
    return CupSchema.parse(answer.body)
  }
  const drawn = async (slug: string, body: Record<string, unknown> = {}): Promise<Cup> => {
    const answer = await world.call('POST', `${cupsPath}/${slug}/draw`, world.tokens.orgAdmin, body)
    expect(answer.status).toBe(200)
    return CupSchema.parse(answer.body)
  }
  const matchOf = (cup: Cup, id: string) => {
    const match = cup.matches.find((candidate) => candidate.id === id)
    if (!match) throw new Error(`No cup match ${id}`)
    return match
  }
  /** Plays a cup match as the admin: lineups for its games, then each game's legs, home first. */
  const play = async (slug: string, legs: [number, number][]) => {
    const { call, tokens, seasonPath } = world
    const path = `${seasonPath}/matches/${slug}`
    const match = LeagueMatchSchema.parse((await call('GET', path, tokens.orgAdmin)).body)
    for (const side of ['home', 'away'] as const) {
      const team = match[side].slug
      const lineup = { games: match.games.map(() => [players.get(team) as string]) }
      expect((await call('PUT', `${path}/lineups/${side}`, tokens.orgAdmin, lineup)).status).toBe(200)
    }
    let last = match
    for (const [index, game] of legs.entries()) {
      const answer = await call('PUT', `${path}/games/${index + 1}/result`, tokens.orgAdmin, { legs: game })
      expect(answer.status).toBe(200)
      last = LeagueMatchSchema.parse(answer.body)
    }
    return last
  }

  it('lets an admin make a cup beside the divisions, with the season’s games and its first game as deciding game', async () => {
    const { call, tokens, seasonPath, division } = world
    const cup = await created({ name: 'County Cup', dates })
    expect(cup).toMatchObject({
      slug: 'county-cup',
      position: 1,
      format: { kind: 'draw' },
      entry: 'optional',
      state: 'entries',
      teams_count: 0,
      draw: null,
      can: { manage: true },
    })
    expect(cup.template.games).toHaveLength(2)
    expect(cup.template.decidingGame).toEqual(single)
    // Divisions list the league only; the cup's slug answers as a cup; cups list the cups.
    const divisions = DivisionListSchema.parse((await call('GET', `${seasonPath}/divisions`, tokens.orgAdmin)).body)
    expect(divisions.map((row) => row.slug)).toEqual([division.slug])
    const asDivision = await call('GET', `${seasonPath}/divisions/county-cup`, tokens.orgAdmin)
    expect(DivisionSchema.parse(asDivision.body).kind).toBe('cup')
    const listed = CupListSchema.parse((await call('GET', cupsPath, tokens.member)).body)
    expect(listed.map((row) => row.slug)).toEqual(['county-cup'])
    // A slug is unique among divisions and cups.
    const taken = await call('POST', cupsPath, tokens.orgAdmin, { name: 'Clash', slug: division.slug })
    expect(taken.status).toBe(422)
    expect(errorOf(taken.body).errors).toHaveProperty('slug')
    expect(published).toEqual([
      {
        channel: `league.${world.season.id}`,
        event: 'league.updated',
        data: { seasonId: world.season.id, matchId: null, state: null },
      },
    ])
  })

  it('refuses a cup whose match could end level, and bad input, on the fields concerned', async () => {
    const { call, tokens } = world
    const level = await call('POST', cupsPath, tokens.orgAdmin, {
      name: 'Level Cup',
      template: { ...template, decidingGame: null },
    })
    expect(level.status).toBe(422)
    expect(errorOf(level.body).errors).toEqual({
      template: ['A cup match must have a winner: play an odd number of games or add a deciding game.'],
    })
    const drawable = await call(
      'POST',
      cupsPath,
      tokens.orgAdmin,
      {
        name: 'Drawable Cup',
        template: { ...template, decidingGame: { ...single, legs: { mode: 'bestOf', count: 2 } } },
      },
      'fr',
    )
    expect(drawable.status).toBe(422)
    expect(errorOf(drawable.body).errors).toEqual({
      template: [
        'Une partie d’une rencontre de coupe ne peut pas finir à égalité\u202f: donnez-lui un nombre impair de manches.',
      ],
    })
    const bad = await call('POST', cupsPath, tokens.orgAdmin, { name: '', format: { kind: 'pots' }, dates: ['soon'] })
    expect(bad.status).toBe(422)
    expect(Object.keys(errorOf(bad.body).errors ?? {}).sort()).toEqual(['dates.0', 'format.kind', 'name'])
    const unknown = await call('PUT', `${cupsPath}/county-cup/entries`, tokens.orgAdmin, { teams: ['nobody-fc'] })
    expect(unknown.status).toBe(422)
    expect(errorOf(unknown.body).errors).toHaveProperty('teams')
    expect((await call('GET', `${cupsPath}/no-such-cup`, tokens.orgAdmin)).status).toBe(404)
  })

  it('lets a captain enter their own team, and nobody else’s', async () => {
    const { call, tokens, arrows, busters } = world
    expect((await cupAs('county-cup', tokens.captain)).can).toEqual({
      manage: false,
      enter: [arrows.slug],
      withdraw: [],
    })
    expect((await call('POST', `${cupsPath}/county-cup/entries/${arrows.slug}`, tokens.otherCaptain)).status).toBe(403)
    expect((await call('POST', `${cupsPath}/county-cup/entries/${arrows.slug}`, tokens.member)).status).toBe(403)
    expect((await call('POST', `${cupsPath}/county-cup/entries/${arrows.slug}`, null)).status).toBe(401)
    expect((await call('POST', cupsPath, tokens.captain, { name: 'Captain’s Cup' })).status).toBe(403)
    expect((await call('POST', `${cupsPath}/county-cup/draw`, tokens.captain, {})).status).toBe(403)
    const entered = await call('POST', `${cupsPath}/county-cup/entries/${arrows.slug}`, tokens.captain)
    expect(entered.status).toBe(200)
    const cup = CupSchema.parse(entered.body)
    expect(cup.entries.map((entry) => entry.team.slug)).toEqual([arrows.slug])
    expect(cup.entries[0]?.division?.slug).toBe(world.division.slug)
    expect(cup.can).toEqual({ manage: false, enter: [], withdraw: [arrows.slug] })
    expect(published.map((message) => message.event)).toEqual(['league.updated'])
    // The admin sets the rest; the captain of the Busters then finds their team in.
    const set = await call('PUT', `${cupsPath}/county-cup/entries`, tokens.orgAdmin, { teams: teamSlugs })
    expect(set.status).toBe(200)
    expect(CupSchema.parse(set.body).teams_count).toBe(6)
    expect((await cupAs('county-cup', tokens.otherCaptain)).can.withdraw).toEqual([busters.slug])
  })

  it('draws a cup of six into a bracket of eight, two byes and two first-round matches, and once only', async () => {
    const { call, tokens, seasonPath } = world
    const cup = await drawn('county-cup')
    expect(cup.state).toBe('drawn')
    expect(cup.draw?.order).toHaveLength(6)
    expect(cup.draw?.by).toBe('Admin Ann')
    const firstRound = cup.matches.filter((match) => match.trophy === 'cup' && match.round === 1)
    expect(firstRound.map((match) => match.state).sort()).toEqual(['bye', 'bye', 'ready', 'ready'])
    for (const match of firstRound.filter((candidate) => candidate.state === 'ready')) {
      expect(match.fixture?.home).toEqual(match.sides[0].team)
      expect(match.fixture?.away).toEqual(match.sides[1].team)
      expect(match.fixture?.slug).toBe(`county-cup-1-${match.slot}`)
      expect(match.date).toBe(dates[0])
    }
    expect(matchOf(cup, 'cup.3.1')).toMatchObject({ round_code: 'final', state: 'waiting', fixture: null })
    expect(published.map((message) => message.event)).toEqual(['league.updated'])
    // The season's matches show the cup's, filtered by its slug too.
    const listed = LeagueMatchListSchema.parse(
      (await call('GET', `${seasonPath}/matches?division=county-cup`, tokens.member)).body,
    )
    const readySlugs = firstRound.flatMap((match) => (match.fixture ? [match.fixture.slug] : []))
    expect(listed.map((match) => match.slug).sort()).toEqual(readySlugs.sort())
    expect(readySlugs).toHaveLength(2)
    const again = await call('POST', `${cupsPath}/county-cup/draw`, tokens.orgAdmin, {})
    expect(again.status).toBe(409)
    expect(errorOf(again.body).message).toBe('The cup has been drawn already. Draw it again to start over.')
    expect((await call('PATCH', `${cupsPath}/county-cup`, tokens.orgAdmin, { entry: 'compulsory' })).status).toBe(409)
    expect((await call('POST', `${cupsPath}/county-cup/entries/${world.arrows.slug}`, tokens.captain)).status).toBe(409)
    const redrawn = await drawn('county-cup', { redraw: true })
    expect(redrawn.draw?.order).toHaveLength(6)
  })

  it('refuses to draw a cup short of dates or of teams', async () => {
    const { call, tokens } = world
    await created({ name: 'Dateless Cup', entry: 'compulsory' })
    const dateless = await call('POST', `${cupsPath}/dateless-cup/draw`, tokens.orgAdmin, {})
    expect(dateless.status).toBe(422)
    expect(errorOf(dateless.body).errors).toHaveProperty('dates')
    await created({ name: 'Lonely Cup', dates })
    await call('POST', `${cupsPath}/lonely-cup/entries/${world.arrows.slug}`, tokens.captain)
    const lonely = await call('POST', `${cupsPath}/lonely-cup/draw`, tokens.orgAdmin, {})
    expect(lonely.status).toBe(422)
    expect(errorOf(lonely.body).errors).toHaveProperty('teams')
  })

  it('gives a withdrawn team’s opponent a walkover into the next round, whose match then has both teams', async () => {
    const { call, tokens } = world
    const cup = await cupAs('county-cup', tokens.orgAdmin)
    const ready = cup.matches.find((match) => match.round === 1 && match.state === 'ready')
    if (!ready) throw new Error('No first-round match to play')
    const leaving = ready.sides[0].team?.slug as string
    const staying = ready.sides[1].team?.slug as string
    const withdrawn = await call('DELETE', `${cupsPath}/county-cup/entries/${leaving}`, tokens.orgAdmin)
    expect(withdrawn.status).toBe(200)
    const after = CupSchema.parse(withdrawn.body)
    expect(after.entries.find((entry) => entry.team.slug === leaving)?.withdrawn_at).not.toBeNull()
    const walkover = matchOf(after, ready.id)
    expect(walkover.state).toBe('walkover')
    expect(walkover.fixture).toBeNull()
    expect(walkover.sides[1]).toMatchObject({ team: { slug: staying }, is_winner: true })
    // Its next match meets a team that had a bye: both are known, so it has its fixture.
    const next = after.matches.find(
      (match) => match.round === 2 && match.sides.some((side) => side.team?.slug === staying),
    )
    expect(next?.state).toBe('ready')
    expect(next?.fixture?.slug).toBe(`county-cup-2-${next?.slot}`)
    expect(next?.date).toBe(dates[1])
    expect(published.map((message) => message.event)).toEqual(['league.updated'])
  })

  it('plays a knockout to its final: a level match goes to its deciding game, winners go on, the final ranks the cup', async () => {
    const { call, tokens, seasonPath } = world
    await created({ name: 'Knockout Cup', dates })
    const four = teamSlugs.slice(0, 4)
    expect((await call('PUT', `${cupsPath}/knockout-cup/entries`, tokens.orgAdmin, { teams: four })).status).toBe(200)
    const cup = await drawn('knockout-cup')
    expect(cup.matches.map((match) => `${match.id} ${match.state}`)).toEqual([
      'cup.1.1 ready',
      'cup.1.2 ready',
      'cup.2.1 waiting',
    ])

    const first = await play('knockout-cup-1-1', [
      [2, 0],
      [2, 1],
    ])
    expect(first.state).toBe('played')
    expect(first.games).toHaveLength(2)
    const halfway = await cupAs('knockout-cup', tokens.member)
    expect(matchOf(halfway, 'cup.1.1').state).toBe('finished')
    expect(matchOf(halfway, 'cup.1.1').sides.map((side) => [side.is_winner, side.games])).toEqual([
      [true, 2],
      [false, 0],
    ])
    expect(matchOf(halfway, 'cup.2.1').sides[0].team).toEqual(matchOf(halfway, 'cup.1.1').sides[0].team)
    expect(matchOf(halfway, 'cup.2.1').fixture).toBeNull()
    expect(halfway.has_results).toBe(true)
    expect((await call('POST', `${cupsPath}/knockout-cup/draw`, tokens.orgAdmin, { redraw: true })).status).toBe(409)
    expect((await call('DELETE', `${cupsPath}/knockout-cup`, tokens.orgAdmin)).status).toBe(409)

    // One game each: the match is level and not over; its deciding game is the third.
    const level = await play('knockout-cup-1-2', [
      [2, 0],
      [0, 2],
    ])
    expect(level.state).toBe('live')
    expect(level.games.map((game) => game.state)).toEqual(['finished', 'finished', 'waiting'])
    expect(level.score.games).toEqual([1, 1])
    const decided = await play('knockout-cup-1-2', [
      [2, 0],
      [0, 2],
      [1, 2],
    ])
    expect(decided.state).toBe('played')
    expect(decided.score.games).toEqual([1, 2])
    const final = await cupAs('knockout-cup', tokens.member)
    expect(matchOf(final, 'cup.1.2').sides.map((side) => side.is_winner)).toEqual([false, true])
    const finalMatch = matchOf(final, 'cup.2.1')
    expect(finalMatch.state).toBe('ready')
    expect(finalMatch.sides[1].team).toEqual(matchOf(final, 'cup.1.2').sides[1].team)
    expect(finalMatch.fixture).toMatchObject({
      slug: 'knockout-cup-2-1',
      home: finalMatch.sides[0].team,
      away: finalMatch.sides[1].team,
      date: dates[1],
    })
    const listed = LeagueMatchListSchema.parse((await call('GET', `${seasonPath}/matches`, tokens.member)).body)
    expect(listed.map((match) => match.slug)).toContain('knockout-cup-2-1')

    await play('knockout-cup-2-1', [
      [0, 2],
      [1, 2],
    ])
    const finished = await cupAs('knockout-cup', tokens.member)
    expect(finished.state).toBe('finished')
    expect(finished.winner).toEqual(finalMatch.sides[1].team)
    expect(finished.rankings.cup.map((row) => [row.position, row.team.slug])).toEqual([
      [1, finalMatch.sides[1].team?.slug],
      [2, finalMatch.sides[0].team?.slug],
      [3, expect.any(String)],
      [3, expect.any(String)],
    ])
    const summary = CupListSchema.parse((await call('GET', cupsPath, tokens.member)).body).find(
      (row) => row.slug === 'knockout-cup',
    )
    expect(summary).toMatchObject({ state: 'finished', winner: finalMatch.sides[1].team, teams_count: 4 })
  })

  it('draws a compulsory cup of groups: every team is in, each group plays a round robin on the cup’s dates', async () => {
    await created({
      name: 'Group Cup',
      entry: 'compulsory',
      format: { kind: 'groups', groupSize: 3, qualifiersPerGroup: 1, hasPlate: true },
      dates,
    })
    const cup = await drawn('group-cup')
    expect(cup.teams_count).toBe(6)
    expect(cup.groups.map((group) => [group.id, group.teams.length, group.matches.length])).toEqual([
      ['A', 3, 3],
      ['B', 3, 3],
    ])
    for (const group of cup.groups) {
      expect(group.rows).toHaveLength(3)
      expect(group.is_complete).toBe(false)
      for (const match of group.matches) {
        expect(match.division.slug).toBe('group-cup')
        expect(group.teams.map((team) => team.slug)).toEqual(expect.arrayContaining([match.home.slug, match.away.slug]))
      }
    }
    // Three group rounds, then the cup's final and the plate's knockout.
    expect(cup.matches.map((match) => `${match.id} ${match.state}`)).toEqual([
      'cup.1.1 waiting',
      'plate.1.1 waiting',
      'plate.1.2 waiting',
      'plate.2.1 waiting',
    ])
    expect(matchOf(cup, 'cup.1.1').sides.map((side) => side.source)).toEqual([
      { kind: 'groupPosition', group: 'A', position: 1 },
      { kind: 'groupPosition', group: 'B', position: 1 },
    ])
    expect(matchOf(cup, 'cup.1.1').date).toBe(dates[3])
  })
})
