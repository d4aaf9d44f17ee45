import {
  ApiErrorSchema,
  AvailableOrganisationListSchema,
  CompetitionVenueListSchema,
  CompetitionVenueSchema,
  DivisionListSchema,
  DivisionSchema,
  ExistingTeamListSchema,
  FixtureListSchema,
  FixtureSchema,
  OrganisationSchema,
  SeasonListSchema,
  SeasonMemberListSchema,
  SeasonSchema,
  TeamListSchema,
  TeamMemberListSchema,
  TeamMemberSchema,
  TeamSchema,
} from '@oche/api'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { fixtures, participants } from '../db/schema/index'
import { createCompetitionWorld, type CompetitionWorld } from '../test/competition-world'
import { availableTestDatabases, createTestApp } from '../test/test-databases'

const databases = await availableTestDatabases()

function errorOf(body: unknown) {
  return ApiErrorSchema.parse(body)
}

describe.each(databases)('competition management on $kind', ({ open }) => {
  let database: DatabaseHandle
  let world: CompetitionWorld

  beforeAll(async () => {
    database = await open()
    world = await createCompetitionWorld(database, createTestApp(database))
    // Migrating a fresh PGlite and building the league takes a while on a busy machine.
  }, 120_000)
  afterAll(async () => {
    await database.close()
  })

  describe('available organisations', () => {
    it('lists what each caller may manage: admins, captains, every league for a super admin', async () => {
      const { call, tokens, organisation, otherOrganisation } = world
      const slugsFor = async (token: string | null) => {
        const answer = await call('GET', '/competition/manage/available-organisations', token)
        expect(answer.status).toBe(200)
        return AvailableOrganisationListSchema.parse(answer.body).map((row) => [row.slug, row.role])
      }
      expect(await slugsFor(tokens.orgAdmin)).toEqual([[organisation.slug, 'admin']])
      expect(await slugsFor(tokens.captain)).toEqual([[organisation.slug, 'captain']])
      expect(await slugsFor(tokens.member)).toEqual([])
      expect(await slugsFor(tokens.plainUser)).toEqual([])
      const all = await slugsFor(tokens.superAdmin)
      expect(all).toEqual(
        expect.arrayContaining([
          [organisation.slug, 'admin'],
          [otherOrganisation.slug, 'admin'],
        ]),
      )
      expect((await call('GET', '/competition/manage/available-organisations', null)).status).toBe(401)
    })

    it('answers the organisation with the caller’s role and its current season', async () => {
      const { call, tokens, org, season } = world
      const asAdmin = OrganisationSchema.parse((await call('GET', org, tokens.orgAdmin)).body)
      expect(asAdmin).toMatchObject({ role: 'admin', current_season: { slug: season.slug, name: '2030-31' } })
      expect(OrganisationSchema.parse((await call('GET', org, tokens.member)).body).role).toBe('member')
      expect(OrganisationSchema.parse((await call('GET', org, tokens.otherCaptain)).body).role).toBe('captain')
      const refused = await call('GET', org, tokens.plainUser, undefined, 'nl')
      expect(refused.status).toBe(403)
      const missing = await call(
        'GET',
        '/competition/manage/organisations/no-such-league',
        tokens.superAdmin,
        undefined,
        'de',
      )
      expect(missing.status).toBe(404)
      expect(errorOf(missing.body).message).toBe('Diese Organisation gibt es nicht.')
    })
  })

  describe('seasons', () => {
    it('copies a season with its divisions, teams and players, and keeps one season current', async () => {
      const { call, tokens, org, season } = world
      const created = await call('POST', `${org}/seasons`, tokens.orgAdmin, {
        name: '2031-32',
        starts_on: '2031-09-01',
        ends_on: '2032-05-31',
        copy_from: season.slug,
        copy: { members: true },
      })
      expect(created.status).toBe(201)
      const next = SeasonSchema.parse(created.body)
      expect(next).toMatchObject({ slug: '2031-32', is_current: false, divisions_count: 1, teams_count: 2 })
      expect(next.settings.league_nights).toEqual([])
      const teams = TeamListSchema.parse((await call('GET', `${org}/seasons/${next.slug}/teams`, tokens.orgAdmin)).body)
      expect(teams.map((team) => [team.name, team.members_count, team.captain?.name ?? null])).toEqual([
        ['Bull Busters', 1, 'Captain Otto'],
        ['The Arrows', 2, 'Captain Cas'],
      ])
      const current = await call('POST', `${org}/seasons/${next.slug}/current`, tokens.orgAdmin)
      expect(SeasonSchema.parse(current.body).is_current).toBe(true)
      const list = SeasonListSchema.parse((await call('GET', `${org}/seasons`, tokens.member)).body)
      expect(list.map((row) => [row.slug, row.is_current])).toEqual([
        ['2031-32', true],
        [season.slug, false],
      ])
      // Back as it was for the other tests.
      await call('POST', `${org}/seasons/${season.slug}/current`, tokens.orgAdmin)
    })

    it('refuses impossible dates, archiving the current season and changing an archived one', async () => {
      const { call, tokens, org, season } = world
      const reversed = await call('PATCH', `${org}/seasons/${season.slug}`, tokens.orgAdmin, {
        ends_on: '2030-01-01',
      })
      expect(reversed.status).toBe(422)
      expect(Object.keys(errorOf(reversed.body).errors ?? {})).toEqual(['ends_on'])
      const outside = await call(
        'PATCH',
        `${org}/seasons/${season.slug}`,
        tokens.orgAdmin,
        { settings: { league_nights: ['2032-01-01'] } },
        'fr',
      )
      expect(outside.status).toBe(422)
      expect(errorOf(outside.body).errors).toEqual({
        'settings.league_nights': ['Chaque journée doit tomber pendant la saison.'],
      })
      const archiveCurrent = await call('PATCH', `${org}/seasons/${season.slug}`, tokens.orgAdmin, {
        is_archived: true,
      })
      expect(archiveCurrent.status).toBe(422)
      const old = SeasonSchema.parse(
        (
          await call('POST', `${org}/seasons`, tokens.orgAdmin, {
            name: 'Old 2020',
            starts_on: '2020-09-01',
            ends_on: '2021-05-31',
          })
        ).body,
      )
      const archived = await call('PATCH', `${org}/seasons/${old.slug}`, tokens.orgAdmin, { is_archived: true })
      expect(SeasonSchema.parse(archived.body).is_archived).toBe(true)
      const blocked = await call('POST', `${org}/seasons/${old.slug}/divisions`, tokens.orgAdmin, { name: 'Late' })
      expect(blocked.status).toBe(409)
      const renamed = await call('PATCH', `${org}/seasons/${old.slug}`, tokens.orgAdmin, { name: 'Nope' })
      expect(renamed.status).toBe(409)
      const back = await call('PATCH', `${org}/seasons/${old.slug}`, tokens.orgAdmin, { is_archived: false })
      expect(SeasonSchema.parse(back.body).is_archived).toBe(false)
      const bad = await call('POST', `${org}/seasons`, tokens.orgAdmin, { name: '' }, 'nl')
      expect(bad.status).toBe(422)
      expect(Object.keys(errorOf(bad.body).errors ?? {}).sort()).toEqual(['ends_on', 'name', 'starts_on'])
    })

    it('keeps a changed slug leading to the season and refuses a slug in use', async () => {
      const { call, tokens, org } = world
      const made = SeasonSchema.parse(
        (
          await call('POST', `${org}/seasons`, tokens.orgAdmin, {
            name: 'Summer league',
            starts_on: '2031-06-01',
            ends_on: '2031-08-31',
          })
        ).body,
      )
      expect(made.slug).toBe('summer-league')
      const renamed = await call('PATCH', `${org}/seasons/summer-league`, tokens.orgAdmin, {
        name: 'Summer cup',
        slug: 'summer-2031',
      })
      expect(SeasonSchema.parse(renamed.body)).toMatchObject({ slug: 'summer-2031', name: 'Summer cup' })
      const viaOld = await call('GET', `${org}/seasons/summer-league`, tokens.orgAdmin)
      expect(SeasonSchema.parse(viaOld.body).slug).toBe('summer-2031')
      const taken = await call('POST', `${org}/seasons`, tokens.orgAdmin, {
        name: 'Again',
        slug: 'summer-league',
        starts_on: '2031-06-01',
        ends_on: '2031-08-31',
      })
      expect(taken.status).toBe(422)
      expect(Object.keys(errorOf(taken.body).errors ?? {})).toEqual(['slug'])
      const derived = SeasonSchema.parse(
        (
          await call('POST', `${org}/seasons`, tokens.orgAdmin, {
            name: 'Summer league',
            starts_on: '2031-06-01',
            ends_on: '2031-08-31',
          })
        ).body,
      )
      expect(derived.slug).toBe('summer-league-2')
    })
  })

  describe('divisions', () => {
    it('creates, orders, renames and deletes divisions; refuses deleting one with a played match', async () => {
      const { call, tokens, seasonPath, division } = world
      const second = DivisionSchema.parse(
        (await call('POST', `${seasonPath}/divisions`, tokens.orgAdmin, { name: 'Second division' })).body,
      )
      const top = DivisionSchema.parse(
        (await call('POST', `${seasonPath}/divisions`, tokens.orgAdmin, { name: 'Premier', position: 1 })).body,
      )
      expect(top.position).toBe(1)
      const order = DivisionListSchema.parse((await call('GET', `${seasonPath}/divisions`, tokens.orgAdmin)).body)
      expect(order.map((row) => [row.slug, row.position])).toEqual([
        ['premier', 1],
        [division.slug, 2],
        ['second-division', 3],
      ])
      const moved = await call('PATCH', `${seasonPath}/divisions/premier`, tokens.orgAdmin, { position: 3 })
      expect(DivisionSchema.parse(moved.body).position).toBe(3)
      expect((await call('DELETE', `${seasonPath}/divisions/${second.slug}`, tokens.orgAdmin)).status).toBe(204)
      expect((await call('DELETE', `${seasonPath}/divisions/${top.slug}`, tokens.orgAdmin)).status).toBe(204)
      const left = DivisionListSchema.parse((await call('GET', `${seasonPath}/divisions`, tokens.orgAdmin)).body)
      expect(left.map((row) => [row.slug, row.position])).toEqual([[division.slug, 1]])
    })

    it('gives organisers saving the same name at once a slug each, and one of them a slug they both asked for', async () => {
      const { call, tokens, seasonPath } = world
      const create = (body: Record<string, unknown>) => call('POST', `${seasonPath}/divisions`, tokens.orgAdmin, body)
      // Eight at once: on PostgreSQL their checks for a free slug overlap, and the later inserts hit the constraint.
      const byName = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(() => create({ name: 'Reserves' })))
      expect(byName.map((answer) => answer.status)).toEqual(Array(8).fill(201))
      const slugs = byName.map((answer) => DivisionSchema.parse(answer.body).slug)
      expect(new Set(slugs).size).toBe(8)
      const bySlug = await Promise.all([1, 2, 3].map((n) => create({ name: `Veterans ${n}`, slug: 'veterans' })))
      expect(bySlug.map((answer) => answer.status).sort()).toEqual([201, 422, 422])
      for (const answer of bySlug.filter((one) => one.status === 422))
        expect(errorOf(answer.body).errors).toHaveProperty('slug')
      for (const slug of [...slugs, 'veterans'])
        expect((await call('DELETE', `${seasonPath}/divisions/${slug}`, tokens.orgAdmin)).status).toBe(204)
    })

    it('assigns teams to a division and refuses once a match of it was played', async () => {
      const { call, tokens, seasonPath, arrows, busters, division } = world
      const spare = DivisionSchema.parse(
        (await call('POST', `${seasonPath}/divisions`, tokens.orgAdmin, { name: 'Spare' })).body,
      )
      const assigned = await call('PUT', `${seasonPath}/divisions/spare/teams`, tokens.orgAdmin, {
        teams: [arrows.slug],
      })
      expect(TeamListSchema.parse(assigned.body).map((team) => team.slug)).toEqual([arrows.slug])
      const firstTeams = TeamListSchema.parse(
        (await call('GET', `${seasonPath}/divisions/${division.slug}/teams`, tokens.orgAdmin)).body,
      )
      expect(firstTeams.map((team) => team.slug)).toEqual([busters.slug])
      const unknown = await call('PUT', `${seasonPath}/divisions/spare/teams`, tokens.orgAdmin, { teams: ['nobody'] })
      expect(unknown.status).toBe(422)
      // A played match locks the division.
      await database.db.insert(fixtures).values({
        organisationId: world.organisation.id,
        seasonId: world.season.id,
        divisionId: spare.id,
        slug: 'w1-test',
        weekIndex: 0,
        date: '2030-09-12',
        homeTeamSeasonId: arrows.id,
        awayTeamSeasonId: busters.id,
        state: 'played',
      })
      const locked = await call('PUT', `${seasonPath}/divisions/spare/teams`, tokens.orgAdmin, { teams: [] })
      expect(locked.status).toBe(409)
      expect((await call('DELETE', `${seasonPath}/divisions/spare`, tokens.orgAdmin)).status).toBe(409)
      await database.db.delete(fixtures).where(eq(fixtures.slug, 'w1-test'))
      const back = await call('PUT', `${seasonPath}/divisions/${division.slug}/teams`, tokens.orgAdmin, {
        teams: [arrows.slug, busters.slug],
      })
      expect(TeamListSchema.parse(back.body)).toHaveLength(2)
      expect((await call('DELETE', `${seasonPath}/divisions/spare`, tokens.orgAdmin)).status).toBe(204)
    })
  })

  describe('teams', () => {
    it('lets a captain change the name and club of their own team only', async () => {
      const { call, tokens, seasonPath, arrows, busters, division } = world
      const renamed = await call('PATCH', `${seasonPath}/teams/${arrows.slug}`, tokens.captain, {
        name: 'The Arrows',
        club_name: 'Café De Pijl',
      })
      expect(TeamSchema.parse(renamed.body)).toMatchObject({
        club_name: 'Café De Pijl',
        can_edit: true,
        can_manage: false,
      })
      const division_ = await call('PATCH', `${seasonPath}/teams/${arrows.slug}`, tokens.captain, {
        division: division.slug,
      })
      expect(division_.status).toBe(403)
      expect(
        (await call('PATCH', `${seasonPath}/teams/${busters.slug}`, tokens.captain, { name: 'Mine' })).status,
      ).toBe(403)
      expect((await call('PATCH', `${seasonPath}/teams/${arrows.slug}`, tokens.member, { name: 'Mine' })).status).toBe(
        403,
      )
      const asMember = await call('GET', `${seasonPath}/teams/${arrows.slug}`, tokens.member)
      expect(TeamSchema.parse(asMember.body)).toMatchObject({ can_edit: false, captain: { name: 'Captain Cas' } })
      expect((await call('GET', `${seasonPath}/teams/${busters.slug}`, tokens.member)).status).toBe(403)
    })

    it('creates a team with a slug from its name, refuses an unknown venue, and keeps an old slug leading to it', async () => {
      const { call, tokens, seasonPath } = world
      const made = TeamSchema.parse(
        (await call('POST', `${seasonPath}/teams`, tokens.orgAdmin, { name: 'Tréble Trouble' })).body,
      )
      expect(made).toMatchObject({ slug: 'treble-trouble', division: null, venue: null, members_count: 0 })
      const badVenue = await call(
        'POST',
        `${seasonPath}/teams`,
        tokens.orgAdmin,
        { name: 'Nowhere', venue_id: '00000000-0000-4000-8000-000000000000' },
        'nl',
      )
      expect(badVenue.status).toBe(422)
      expect(errorOf(badVenue.body).errors).toEqual({ venue_id: ['Dit lokaal hoort niet bij deze organisatie.'] })
      const reslugged = await call('PATCH', `${seasonPath}/teams/treble-trouble`, tokens.orgAdmin, { slug: 'tt' })
      expect(TeamSchema.parse(reslugged.body).slug).toBe('tt')
      expect(
        TeamSchema.parse((await call('GET', `${seasonPath}/teams/treble-trouble`, tokens.orgAdmin)).body).slug,
      ).toBe('tt')
      const reserved = await call('POST', `${seasonPath}/teams`, tokens.orgAdmin, { name: 'X', slug: 'create' })
      expect(reserved.status).toBe(422)
    })

    it('brings a team of an earlier season with its players', async () => {
      const { call, tokens, org } = world
      const old = SeasonSchema.parse(
        (
          await call('POST', `${org}/seasons`, tokens.orgAdmin, {
            name: 'Spring 2030',
            starts_on: '2030-02-01',
            ends_on: '2030-06-30',
          })
        ).body,
      )
      const oldPath = `${org}/seasons/${old.slug}`
      const veterans = TeamSchema.parse(
        (await call('POST', `${oldPath}/teams`, tokens.orgAdmin, { name: 'Veterans', club_name: 'Old Club' })).body,
      )
      await call('POST', `${oldPath}/teams/${veterans.slug}/members`, tokens.orgAdmin, {
        name: 'Vic Veteran',
        role: 'captain',
      })
      await call('POST', `${oldPath}/teams/${veterans.slug}/members`, tokens.orgAdmin, { name: 'Val Veteran' })
      const next = SeasonSchema.parse(
        (
          await call('POST', `${org}/seasons`, tokens.orgAdmin, {
            name: 'Autumn 2030',
            starts_on: '2030-09-01',
            ends_on: '2030-12-31',
          })
        ).body,
      )
      const nextPath = `${org}/seasons/${next.slug}`
      const candidates = ExistingTeamListSchema.parse(
        (await call('GET', `${nextPath}/teams/existing`, tokens.orgAdmin)).body,
      )
      expect(candidates.find((team) => team.slug === veterans.slug)).toMatchObject({
        last_season: { slug: old.slug },
        members_count: 2,
      })
      const brought = await call('POST', `${nextPath}/teams/existing`, tokens.orgAdmin, { team: veterans.slug })
      expect(brought.status).toBe(201)
      expect(TeamSchema.parse(brought.body)).toMatchObject({
        name: 'Veterans',
        members_count: 2,
        captain: { name: 'Vic Veteran' },
      })
      const again = await call('POST', `${nextPath}/teams/existing`, tokens.orgAdmin, { team: veterans.slug })
      expect(again.status).toBe(422)
      const members = TeamMemberListSchema.parse(
        (await call('GET', `${nextPath}/teams/${veterans.slug}/members`, tokens.orgAdmin)).body,
      )
      expect(members.map((row) => [row.name, row.role, row.joined_on])).toEqual([
        ['Vic Veteran', 'captain', '2030-09-01'],
        ['Val Veteran', 'player', '2030-09-01'],
      ])
    })
  })

  describe('members', () => {
    it('adds players, keeps a player in one team per season, and hands over the captaincy', async () => {
      const { call, tokens, seasonPath, arrows, busters } = world
      const guest = await call('POST', `${seasonPath}/teams/${arrows.slug}/members`, tokens.captain, {
        name: 'Gina Guest',
        joined_on: '2030-10-01',
      })
      expect(guest.status).toBe(201)
      const gina = TeamMemberSchema.parse(guest.body)
      expect(gina).toMatchObject({ is_user: false, role: 'player', joined_on: '2030-10-01' })
      const twice = await call('POST', `${seasonPath}/teams/${busters.slug}/members`, tokens.orgAdmin, {
        participant_id: gina.participant_id,
      })
      expect(twice.status).toBe(422)
      expect(Object.keys(errorOf(twice.body).errors ?? {})).toEqual(['participant_id'])
      const outside = await call('POST', `${seasonPath}/teams/${arrows.slug}/members`, tokens.captain, {
        name: 'Too Early',
        joined_on: '2029-01-01',
      })
      expect(outside.status).toBe(422)
      const neither = await call('POST', `${seasonPath}/teams/${arrows.slug}/members`, tokens.captain, {})
      expect(Object.keys(errorOf(neither.body).errors ?? {})).toEqual(['participant_id'])
      const foreign = await database.db
        .insert(participants)
        .values({ organisationId: world.otherOrganisation.id, name: 'Elsewhere' })
        .returning({ id: participants.id })
      const notOurs = await call('POST', `${seasonPath}/teams/${arrows.slug}/members`, tokens.orgAdmin, {
        participant_id: foreign[0]!.id,
      })
      expect(notOurs.status).toBe(422)
      const captaincy = await call('PUT', `${seasonPath}/teams/${arrows.slug}/captain`, tokens.captain, {
        member_id: gina.id,
      })
      expect(TeamMemberSchema.parse(captaincy.body).role).toBe('captain')
      const team = TeamSchema.parse((await call('GET', `${seasonPath}/teams/${arrows.slug}`, tokens.orgAdmin)).body)
      expect(team.captain?.name).toBe('Gina Guest')
      // The former captain is a player now and may no longer change the team; the admin gives it back.
      expect((await call('PATCH', `${seasonPath}/teams/${arrows.slug}`, tokens.captain, { name: 'X' })).status).toBe(
        403,
      )
      await call('PUT', `${seasonPath}/teams/${arrows.slug}/captain`, tokens.orgAdmin, {
        member_id: world.members.captain.id,
      })
      expect(
        (await call('DELETE', `${seasonPath}/teams/${arrows.slug}/members/${gina.id}?on=2030-11-01`, tokens.captain))
          .status,
      ).toBe(204)
      const left = await call('PATCH', `${seasonPath}/teams/${arrows.slug}/members/${gina.id}`, tokens.captain, {
        contact_phone: '1',
      })
      expect(left.status).toBe(409)
    })

    it('transfers a player with a date and keeps the history', async () => {
      const { call, tokens, seasonPath, arrows, busters } = world
      const added = TeamMemberSchema.parse(
        (
          await call('POST', `${seasonPath}/teams/${arrows.slug}/members`, tokens.orgAdmin, {
            name: 'Tom Transfer',
            joined_on: '2030-09-01',
          })
        ).body,
      )
      const byCaptain = await call(
        'POST',
        `${seasonPath}/teams/${arrows.slug}/members/${added.id}/transfer`,
        tokens.captain,
        {
          team: busters.slug,
          date: '2031-01-01',
        },
      )
      expect(byCaptain.status).toBe(403)
      const early = await call(
        'POST',
        `${seasonPath}/teams/${arrows.slug}/members/${added.id}/transfer`,
        tokens.orgAdmin,
        {
          team: busters.slug,
          date: '2030-08-01',
        },
      )
      expect(early.status).toBe(422)
      const moved = await call(
        'POST',
        `${seasonPath}/teams/${arrows.slug}/members/${added.id}/transfer`,
        tokens.orgAdmin,
        {
          team: busters.slug,
          date: '2031-01-01',
        },
      )
      expect(moved.status).toBe(201)
      expect(TeamMemberSchema.parse(moved.body)).toMatchObject({ joined_on: '2031-01-01', left_on: null })
      const history = TeamMemberListSchema.parse(
        (await call('GET', `${seasonPath}/teams/${arrows.slug}/members`, tokens.orgAdmin)).body,
      )
      expect(history.find((row) => row.id === added.id)?.left_on).toBe('2031-01-01')
      const season = SeasonMemberListSchema.parse((await call('GET', `${seasonPath}/members`, tokens.orgAdmin)).body)
      expect(season.filter((row) => row.name === 'Tom Transfer').map((row) => [row.team.slug, row.left_on])).toEqual([
        [busters.slug, null],
        [arrows.slug, '2031-01-01'],
      ])
    })

    it('shows contacts to admins and to the member’s own captain only', async () => {
      const { call, tokens, seasonPath, arrows } = world
      const asCaptain = SeasonMemberListSchema.parse((await call('GET', `${seasonPath}/members`, tokens.captain)).body)
      const contactOf = (list: typeof asCaptain, name: string) => list.find((row) => row.name === name)?.contact
      expect(contactOf(asCaptain, 'Member Mo')).toEqual({ email: 'mo@example.com', phone: '' })
      expect(contactOf(asCaptain, 'Captain Otto')).toBeNull()
      const asAdmin = SeasonMemberListSchema.parse((await call('GET', `${seasonPath}/members`, tokens.orgAdmin)).body)
      expect(contactOf(asAdmin, 'Captain Otto')).toEqual({ email: '', phone: '+32 470 00 00 02' })
      expect((await call('GET', `${seasonPath}/members`, tokens.member)).status).toBe(403)
      const asMember = TeamMemberListSchema.parse(
        (await call('GET', `${seasonPath}/teams/${arrows.slug}/members`, tokens.member)).body,
      )
      expect(asMember.every((row) => row.contact === null)).toBe(true)
    })
  })

  describe('venues', () => {
    it('adds, changes and deletes venues; refuses deleting one a team uses', async () => {
      const { call, tokens, org, venue, arrows } = world
      const made = await call('POST', `${org}/venues`, tokens.orgAdmin, {
        name: 'Zaal Triple',
        city: 'Gent',
        default_board_count: 6,
        weekdays: ['friday', 'tuesday', 'friday'],
      })
      expect(made.status).toBe(201)
      const triple = CompetitionVenueSchema.parse(made.body)
      expect(triple.weekdays).toEqual(['tuesday', 'friday'])
      const changed = await call('PATCH', `${org}/venues/${triple.id}`, tokens.orgAdmin, { weekdays: ['monday'] })
      expect(CompetitionVenueSchema.parse(changed.body).weekdays).toEqual(['monday'])
      const bad = await call('POST', `${org}/venues`, tokens.orgAdmin, { name: 'X', weekdays: ['someday'] }, 'de')
      expect(Object.keys(errorOf(bad.body).errors ?? {})).toEqual(['weekdays.0'])
      const list = CompetitionVenueListSchema.parse((await call('GET', `${org}/venues`, tokens.orgAdmin)).body)
      expect(list.find((row) => row.id === venue.id)?.teams_count).toBe(2)
      const teams = TeamListSchema.parse((await call('GET', `${org}/venues/${venue.id}/teams`, tokens.orgAdmin)).body)
      expect(teams.map((team) => team.slug)).toContain(arrows.slug)
      const inUse = await call('DELETE', `${org}/venues/${venue.id}`, tokens.orgAdmin, undefined, 'fr')
      expect(inUse.status).toBe(409)
      expect(errorOf(inUse.body).message).toContain('salle')
      expect((await call('DELETE', `${org}/venues/${triple.id}`, tokens.orgAdmin)).status).toBe(204)
      const otherAdmin = await call('GET', `${org}/venues/${venue.id}`, tokens.otherOrgAdmin)
      expect(otherAdmin.status).toBe(403)
    })
  })

  describe('fixtures', () => {
    it('generates the season’s fixtures on the home teams’ nights, moves one with a reason and postpones one', async () => {
      const { call, tokens, seasonPath, division, arrows, busters } = world
      const made = await call('POST', `${seasonPath}/fixtures/generate`, tokens.orgAdmin, {})
      expect(made.status).toBe(200)
      const list = FixtureListSchema.parse(made.body)
      // Two teams, home and away: weeks 1 and 2 of four (the rounds spread over the league nights), on Thursdays.
      expect(list).toHaveLength(2)
      expect(list.every((fixture) => fixture.division.slug === division.slug && fixture.state === 'scheduled')).toBe(
        true,
      )
      expect(list.every((fixture) => new Date(`${fixture.date}T12:00:00Z`).getUTCDay() === 4)).toBe(true)
      expect(list.map((fixture) => [fixture.home.slug, fixture.away.slug]).sort()).toEqual(
        [
          [arrows.slug, busters.slug],
          [busters.slug, arrows.slug],
        ].sort(),
      )
      const [first, second] = list
      expect(first!.slug).toBe(`w${first!.week}-${first!.home.slug}-${first!.away.slug}`)
      const divisionList = FixtureListSchema.parse(
        (await call('GET', `${seasonPath}/divisions/${division.slug}/fixtures`, tokens.orgAdmin)).body,
      )
      expect(divisionList.map((fixture) => fixture.id)).toEqual(list.map((fixture) => fixture.id))
      // Onto the other match's date: both teams already play that day.
      const busy = await call(
        'POST',
        `${seasonPath}/fixtures/${first!.slug}/reschedule`,
        tokens.orgAdmin,
        { date: second!.date, reason: 'Cup final' },
        'nl',
      )
      expect(busy.status).toBe(422)
      expect(errorOf(busy.body).errors).toEqual({
        date: ['Een van de ploegen speelt die dag al een andere wedstrijd.'],
      })
      const closed = await call('POST', `${seasonPath}/fixtures/${first!.slug}/reschedule`, tokens.orgAdmin, {
        date: '2030-10-08',
        reason: 'Cup final',
      })
      expect(closed.status).toBe(422)
      const moved = await call('POST', `${seasonPath}/fixtures/${first!.slug}/reschedule`, tokens.orgAdmin, {
        date: '2030-10-10',
        reason: 'Venue closed for a private party',
      })
      expect(moved.status).toBe(200)
      expect(FixtureSchema.parse(moved.body)).toMatchObject({
        date: '2030-10-10',
        state: 'scheduled',
        reschedules: [{ from_date: first!.date, to_date: '2030-10-10', reason: 'Venue closed for a private party' }],
      })
      // A captain of the match moves it within the league's limits (league-rules.md §5); the admins move it freely.
      const byCaptain = (date: string | null, locale?: 'fr') =>
        call(
          'POST',
          `${seasonPath}/fixtures/${first!.slug}/reschedule`,
          tokens.captain,
          { date, reason: 'Our venue is closed' },
          locale,
        )
      const asPlayer = await call('POST', `${seasonPath}/fixtures/${first!.slug}/reschedule`, tokens.member, {
        date: '2030-10-03',
        reason: 'x',
      })
      expect(asPlayer.status).toBe(403)
      expect(errorOf((await byCaptain(null)).body).errors).toEqual({
        date: ['Choose the new date: only the league’s admins postpone a match without one.'],
      })
      expect(errorOf((await byCaptain('2030-10-31', 'fr')).body).errors).toEqual({
        date: [
          'Cette date est trop éloignée du match\u202f: choisissez-en une plus proche, ou demandez-le aux administrateurs de la ligue.',
        ],
      })
      // 10 October is in the season's last two playing weeks (from the league night of 23 September) already.
      expect(Object.keys(errorOf((await byCaptain('2030-10-17')).body).errors ?? {})).toEqual(['date'])
      // Earlier is always allowed: back to its first date, its week free again.
      const earlier = await byCaptain(first!.date)
      expect(earlier.status).toBe(200)
      expect(FixtureSchema.parse(earlier.body).date).toBe(first!.date)
      const postponed = FixtureSchema.parse(
        (
          await call('POST', `${seasonPath}/fixtures/${second!.slug}/reschedule`, tokens.orgAdmin, {
            date: null,
            reason: 'Snow',
          })
        ).body,
      )
      expect(postponed).toMatchObject({ date: null, state: 'postponed' })
      const noReason = await call('POST', `${seasonPath}/fixtures/${second!.slug}/reschedule`, tokens.orgAdmin, {
        date: '2030-10-17',
        reason: ' ',
      })
      expect(Object.keys(errorOf(noReason.body).errors ?? {})).toEqual(['reason'])
      expect(
        (
          await call('POST', `${seasonPath}/fixtures/no-such-match/reschedule`, tokens.orgAdmin, {
            date: null,
            reason: 'x',
          })
        ).status,
      ).toBe(404)
    })

    it('refuses to generate again once a match has a result, and says why a season cannot hold the fixtures', async () => {
      const { call, tokens, org, seasonPath, division } = world
      await database.db.update(fixtures).set({ state: 'played' }).where(eq(fixtures.seasonId, world.season.id))
      const again = await call('POST', `${seasonPath}/divisions/${division.slug}/fixtures/generate`, tokens.orgAdmin)
      expect(again.status).toBe(409)
      expect(errorOf(again.body).message).toBe(
        'Results have been entered: the fixture list can no longer be made again.',
      )
      const played = FixtureListSchema.parse((await call('GET', `${seasonPath}/fixtures`, tokens.orgAdmin)).body)
      const move = await call('POST', `${seasonPath}/fixtures/${played[0]!.slug}/reschedule`, tokens.orgAdmin, {
        date: '2030-11-14',
        reason: 'x',
      })
      expect(move.status).toBe(409)
      // A season with one league night cannot hold a double round robin of two teams.
      const short = SeasonSchema.parse(
        (
          await call('POST', `${org}/seasons`, tokens.orgAdmin, {
            name: 'Short',
            starts_on: '2030-09-01',
            ends_on: '2030-12-31',
            copy_from: world.season.slug,
          })
        ).body,
      )
      const shortPath = `${org}/seasons/${short.slug}`
      await call('PATCH', shortPath, tokens.orgAdmin, { settings: { league_nights: ['2030-09-09'] } })
      const tooShort = await call('POST', `${shortPath}/fixtures/generate`, tokens.orgAdmin, {}, 'de')
      expect(tooShort.status).toBe(409)
      expect(tooShort.body).toMatchObject({
        message: 'Es gibt nicht genug Spieltage für diese Mannschaften: füge der Saison zuerst Spieltage hinzu.',
        division: division.slug,
      })
      await call('PATCH', shortPath, tokens.orgAdmin, { settings: { league_nights: ['2030-09-09', '2030-09-17'] } })
      const mixed = await call('POST', `${shortPath}/fixtures/generate`, tokens.orgAdmin, {})
      expect(mixed.status).toBe(409)
      const unknown = await call('POST', `${shortPath}/fixtures/generate`, tokens.orgAdmin, { divisions: ['nope'] })
      expect(unknown.status).toBe(422)
      expect(Object.keys(errorOf(unknown.body).errors ?? {})).toEqual(['divisions'])
    })
  })

  describe('archived seasons', () => {
    it('give their captains no role today', async () => {
      const { call, tokens, org, users } = world
      const old = SeasonSchema.parse(
        (
          await call('POST', `${org}/seasons`, tokens.orgAdmin, {
            name: 'Long ago',
            starts_on: '2010-09-01',
            ends_on: '2011-05-31',
          })
        ).body,
      )
      const oldPath = `${org}/seasons/${old.slug}`
      const team = TeamSchema.parse(
        (await call('POST', `${oldPath}/teams`, tokens.orgAdmin, { name: 'Ancients' })).body,
      )
      const [participant] = await database.db
        .insert(participants)
        .values({ organisationId: world.organisation.id, name: 'Plain Pat', userId: users.plainUser.user.id })
        .returning({ id: participants.id })
      await call('POST', `${oldPath}/teams/${team.slug}/members`, tokens.orgAdmin, {
        participant_id: participant!.id,
        role: 'captain',
      })
      const before = AvailableOrganisationListSchema.parse(
        (await call('GET', '/competition/manage/available-organisations', tokens.plainUser)).body,
      )
      expect(before.map((row) => row.role)).toEqual(['captain'])
      await call('PATCH', oldPath, tokens.orgAdmin, { is_archived: true })
      const after = await call('GET', '/competition/manage/available-organisations', tokens.plainUser)
      expect(after.body).toEqual([])
      expect((await call('GET', org, tokens.plainUser)).status).toBe(403)
    })
  })

  describe('deleting the organisation', () => {
    it('takes its whole league with it: seasons, teams, members, venues and fixtures', async () => {
      const { call, tokens, organisation, org } = world
      expect((await call('DELETE', `/admin/organisations/${organisation.slug}`, tokens.orgAdmin)).status).toBe(403)
      expect((await call('DELETE', `/admin/organisations/${organisation.slug}`, tokens.superAdmin)).status).toBe(204)
      expect((await call('GET', org, tokens.superAdmin)).status).toBe(404)
      const left = await database.db.select().from(fixtures).where(eq(fixtures.organisationId, organisation.id))
      expect(left).toEqual([])
    })
  })
})
