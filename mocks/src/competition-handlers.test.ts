import { describe, expect, it } from 'vitest'
import {
  AvailableOrganisationListSchema,
  ExistingTeamListSchema,
  FixtureListSchema,
  OrganisationSchema,
  SeasonListSchema,
  SeasonMemberListSchema,
  TeamListSchema,
  TeamSchema,
} from '@oche/api'
import { createCompetitionHandlers, type CompetitionHandlerOptions } from './competition-handlers'
import { competitionFixtureSlugs as slugs } from './competition-store'
import { mockTokens } from './fixtures'
import { mockCaller } from './test-requests'

const caller = (options: CompetitionHandlerOptions = {}) => mockCaller(createCompetitionHandlers(options))

const org = `/competition/manage/organisations/${slugs.organisation}`
const season = `${org}/seasons/${slugs.currentSeason}`

describe('the competition mocks', () => {
  it('hold a league the demo organiser runs: two seasons, two divisions of four teams, the fixtures made', async () => {
    const call = caller()
    const available = AvailableOrganisationListSchema.parse(
      await (await call('GET', '/competition/manage/available-organisations')).json(),
    )
    expect(available.map((row) => [row.slug, row.role, row.current_season?.slug])).toEqual([
      [slugs.organisation, 'admin', slugs.currentSeason],
    ])
    const seasons = SeasonListSchema.parse(await (await call('GET', `${org}/seasons`)).json())
    expect(seasons.map((row) => [row.slug, row.is_current, row.is_archived, row.teams_count])).toEqual([
      [slugs.currentSeason, true, false, 8],
      [slugs.previousSeason, false, true, 4],
    ])
    const fixtures = FixtureListSchema.parse(await (await call('GET', `${season}/fixtures`)).json())
    expect(fixtures).toHaveLength(24)
    const existing = ExistingTeamListSchema.parse(await (await call('GET', `${season}/teams/existing`)).json())
    expect(existing.map((team) => team.slug)).toEqual([slugs.formerTeam])
  })

  it('make the organiser a captain who changes only their own team', async () => {
    const call = caller({ organiserRole: 'captain' })
    const organisation = OrganisationSchema.parse(await (await call('GET', org)).json())
    expect(organisation.role).toBe('captain')
    expect((await call('GET', `${season}/teams`)).status).toBe(403)
    const team = await call('PATCH', `${season}/teams/${slugs.organiserTeam}`, { club_name: 'Café Captain' })
    expect(TeamSchema.parse(await team.json())).toMatchObject({ club_name: 'Café Captain', can_edit: true })
    expect((await call('PATCH', `${season}/teams/${slugs.organiserTeam}`, { home_weekday: 'monday' })).status).toBe(403)
    expect((await call('GET', `${season}/teams/bull-busters`)).status).toBe(403)
    const members = SeasonMemberListSchema.parse(await (await call('GET', `${season}/members`)).json())
    const own = members.filter((row) => row.team.slug === slugs.organiserTeam)
    expect(own.every((row) => row.contact !== null)).toBe(true)
    expect(members.filter((row) => row.team.slug !== slugs.organiserTeam).every((row) => row.contact === null)).toBe(
      true,
    )
  })

  it('make the organiser a player who reads their team, or someone with no role there', async () => {
    const asPlayer = caller({ organiserRole: 'member' })
    expect((await asPlayer('GET', `${season}/teams/${slugs.organiserTeam}`)).status).toBe(200)
    expect((await asPlayer('GET', `${season}/members`)).status).toBe(403)
    const asNobody = caller({ organiserRole: 'none' })
    expect((await asNobody('GET', org)).status).toBe(403)
    expect((await asNobody('GET', org, undefined, null)).status).toBe(401)
    const asSuperAdmin = TeamListSchema.parse(
      await (await asNobody('GET', `${season}/teams`, undefined, mockTokens.superAdmin)).json(),
    )
    expect(asSuperAdmin).toHaveLength(8)
  })
})
