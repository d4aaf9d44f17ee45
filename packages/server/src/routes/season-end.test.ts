import {
  ApiErrorSchema,
  FixtureListSchema,
  LeagueStandingsSchema,
  SeasonPromotionSchema,
  SeasonSchema,
  TeamListSchema,
  TeamMemberSchema,
  TeamSchema,
  type MatchTemplateInput,
  type SeasonPromotion,
} from '@oche/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { createCompetitionWorld, type CompetitionWorld } from '../test/competition-world'
import { availableTestDatabases, createTestApp } from '../test/test-databases'

const databases = await availableTestDatabases()

/** One result-only game: a match is decided by one typed-in leg. */
const oneGame: MatchTemplateInput = {
  games: [{ kind: 'singles', players: 1, x01: null, legs: { mode: 'bestOf', count: 1 } }],
  play: 'all',
  points: { kind: 'games' },
  maxGamesPerPlayer: null,
}

/** Each team of the proposal: where it goes and why, division by division. */
const destinations = (proposal: SeasonPromotion) =>
  [...proposal.divisions.flatMap((division) => division.teams), ...proposal.unplaced].map((row) => [
    row.team.slug,
    row.position,
    row.to?.slug ?? null,
    row.reason,
  ])

describe.each(databases)('the end of season on $kind', ({ open }) => {
  let database: DatabaseHandle
  let world: CompetitionWorld
  let promotionPath: string
  const slugs = { first: '', second: '', flight: '', double: '', newcomers: '' }

  beforeAll(async () => {
    database = await open()
    world = await createCompetitionWorld(database, createTestApp(database))
    const { call, tokens, seasonPath, venue } = world
    const admin = tokens.orgAdmin
    const patched = await call('PATCH', seasonPath, admin, {
      settings: { match_template: oneGame, promotion_places: 1, relegation_places: 1 },
    })
    expect(patched.status).toBe(200)
    const second = await call('POST', `${seasonPath}/divisions`, admin, { name: 'Second division' })
    expect(second.status).toBe(201)
    const addTeam = async (name: string, division: string | null) => {
      const answer = await call('POST', `${seasonPath}/teams`, admin, {
        name,
        division,
        venue_id: venue.id,
        home_weekday: 'thursday',
      })
      expect(answer.status).toBe(201)
      return TeamSchema.parse(answer.body).slug
    }
    slugs.first = world.division.slug
    slugs.second = 'second-division'
    slugs.flight = await addTeam('Flight Club', slugs.second)
    slugs.double = await addTeam('Double Top', slugs.second)
    slugs.newcomers = await addTeam('Newcomers', null)
    const guest = async (team: string, name: string) => {
      const answer = await call('POST', `${seasonPath}/teams/${team}/members`, admin, { name })
      expect(answer.status).toBe(201)
      return TeamMemberSchema.parse(answer.body).participant_id
    }
    const player: Record<string, string> = {
      [world.arrows.slug]: world.members.captain.participant_id,
      [world.busters.slug]: world.members.otherCaptain.participant_id,
      [slugs.flight]: await guest(slugs.flight, 'Fien Flight'),
      [slugs.double]: await guest(slugs.double, 'Dirk Double'),
    }
    const generated = await call('POST', `${seasonPath}/fixtures/generate`, admin, {})
    expect(generated.status).toBe(200)
    // Bull Busters and Flight Club win every match, home and away.
    for (const fixture of FixtureListSchema.parse(generated.body)) {
      const match = `${seasonPath}/matches/${fixture.slug}`
      for (const [side, team] of [
        ['home', fixture.home.slug],
        ['away', fixture.away.slug],
      ] as const)
        expect((await call('PUT', `${match}/lineups/${side}`, admin, { games: [[player[team]]] })).status).toBe(200)
      const homeWins = [world.busters.slug, slugs.flight].includes(fixture.home.slug)
      const result = await call('PUT', `${match}/games/1/result`, admin, { legs: homeWins ? [1, 0] : [0, 1] })
      expect(result.status).toBe(200)
    }
    promotionPath = `${seasonPath}/promotion`
  }, 120_000)
  afterAll(async () => {
    await database.close()
  })

  it('proposes the winner of the second division up, the last of the first down and new teams for the lowest', async () => {
    const answer = await world.call('GET', promotionPath, world.tokens.orgAdmin)
    expect(answer.status).toBe(200)
    const proposal = SeasonPromotionSchema.parse(answer.body)
    expect(destinations(proposal)).toEqual([
      [world.busters.slug, 1, slugs.first, { kind: 'stays', because: 'highestDivision' }],
      [world.arrows.slug, 2, slugs.second, { kind: 'relegated', nth: 1 }],
      [slugs.flight, 1, slugs.first, { kind: 'promoted', nth: 1 }],
      [slugs.double, 2, slugs.second, { kind: 'stays', because: 'lowestDivision' }],
      [slugs.newcomers, null, slugs.second, { kind: 'new' }],
    ])
    expect(proposal.divisions[0]?.teams[0]).toMatchObject({ team: { name: 'Bull Busters' }, points: 2 })
    expect(proposal).toMatchObject({ promotion_places: 1, relegation_places: 1 })
    // Played but not signed off: the tables may still change.
    expect(proposal.matches).toEqual({ total: 4, confirmed: 0 })
    expect(proposal.is_finished).toBe(false)
  })

  it('marks on each division’s standings the places the proposal moves: down from the first, up from the second', async () => {
    const { call, tokens, seasonPath } = world
    const zonesOf = async (division: string, token: string | null) => {
      const answer = await call('GET', `${seasonPath}/divisions/${division}/standings`, token)
      expect(answer.status).toBe(200)
      return LeagueStandingsSchema.parse(answer.body).zones
    }
    // One place up and one down: the highest division only relegates, the lowest only promotes.
    expect(await zonesOf(slugs.first, tokens.member)).toEqual({ promotion: 0, relegation: 1 })
    expect(await zonesOf(slugs.second, tokens.orgAdmin)).toEqual({ promotion: 1, relegation: 0 })
  })

  it('says the season is finished once every match is signed off', async () => {
    const { call, tokens, seasonPath } = world
    const list = FixtureListSchema.parse((await call('GET', `${seasonPath}/fixtures`, tokens.orgAdmin)).body)
    for (const fixture of list) {
      const confirmed = await call('POST', `${seasonPath}/matches/${fixture.slug}/confirm`, tokens.orgAdmin, {})
      expect(confirmed.status).toBe(200)
    }
    const proposal = SeasonPromotionSchema.parse((await call('GET', promotionPath, tokens.superAdmin)).body)
    expect(proposal.matches).toEqual({ total: 4, confirmed: 4 })
    expect(proposal.is_finished).toBe(true)
  })

  it('is for the organisation’s admins only', async () => {
    const { call, tokens, org } = world
    for (const token of [tokens.captain, tokens.member, tokens.otherOrgAdmin, tokens.plainUser])
      expect((await call('GET', promotionPath, token)).status).toBe(403)
    expect((await call('GET', promotionPath, null)).status).toBe(401)
    expect((await call('GET', `${org}/seasons/1999-00/promotion`, tokens.orgAdmin)).status).toBe(404)
  })

  it('copies the teams into the divisions the admin accepted: the proposal, one team moved, one without', async () => {
    const { call, tokens, org, season } = world
    const created = await call('POST', `${org}/seasons`, tokens.orgAdmin, {
      name: '2031-32',
      starts_on: '2031-09-01',
      ends_on: '2032-05-31',
      copy_from: season.slug,
      placements: [
        { team: world.arrows.slug, division: slugs.second },
        { team: slugs.flight, division: slugs.first },
        // The admin keeps Double Top down and takes the newcomers up instead; a withdrawn team has no division.
        { team: slugs.newcomers, division: slugs.first },
        { team: slugs.double, division: null },
      ],
    })
    expect(created.status).toBe(201)
    const next = SeasonSchema.parse(created.body)
    expect(next).toMatchObject({ divisions_count: 2, teams_count: 5 })
    const teams = TeamListSchema.parse((await call('GET', `${org}/seasons/${next.slug}/teams`, tokens.orgAdmin)).body)
    const divisionOf = Object.fromEntries(teams.map((team) => [team.slug, team.division?.slug ?? null]))
    expect(divisionOf).toEqual({
      [world.busters.slug]: slugs.first,
      [slugs.flight]: slugs.first,
      [slugs.newcomers]: slugs.first,
      [world.arrows.slug]: slugs.second,
      [slugs.double]: null,
    })
  })

  it('refuses placements of unknown teams or divisions, or without copying them, in the caller’s language', async () => {
    const { call, tokens, org, season } = world
    const create = (body: Record<string, unknown>, language = 'en') =>
      call(
        'POST',
        `${org}/seasons`,
        tokens.orgAdmin,
        { name: 'Refused', starts_on: '2032-09-01', ends_on: '2033-05-31', copy_from: season.slug, ...body },
        language,
      )
    const unknownTeam = await create({
      placements: [
        { team: world.arrows.slug, division: slugs.second },
        { team: 'nobody', division: slugs.first },
      ],
    })
    expect(unknownTeam.status).toBe(422)
    expect(ApiErrorSchema.parse(unknownTeam.body).errors).toEqual({
      'placements.1.team': ['This team does not play in the season you copy.'],
    })
    const unknownDivision = await create({ placements: [{ team: world.arrows.slug, division: 'premier' }] }, 'nl')
    expect(unknownDivision.status).toBe(422)
    expect(ApiErrorSchema.parse(unknownDivision.body).errors).toEqual({
      'placements.0.division': ['Deze reeks hoort niet bij het seizoen dat je kopieert.'],
    })
    const withoutTeams = await create({
      copy: { settings: true, divisions: true, teams: false, members: false },
      placements: [{ team: world.arrows.slug, division: slugs.second }],
    })
    expect(withoutTeams.status).toBe(422)
    expect(Object.keys(ApiErrorSchema.parse(withoutTeams.body).errors ?? {})).toEqual(['placements'])
    const malformed = await create({ placements: [{ team: '' }] })
    expect(malformed.status).toBe(422)
    expect(Object.keys(ApiErrorSchema.parse(malformed.body).errors ?? {}).sort()).toEqual([
      'placements.0.division',
      'placements.0.team',
    ])
    // Nothing was made.
    const seasons = await call('GET', `${org}/seasons`, tokens.orgAdmin)
    expect((seasons.body as { name: string }[]).some((row) => row.name === 'Refused')).toBe(false)
  })
})
