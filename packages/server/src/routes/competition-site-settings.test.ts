import { ApiErrorSchema, CompetitionSiteSettingsSchema, competitionSitePages } from '@oche/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { createCompetitionWorld, type CompetitionWorld } from '../test/competition-world'
import { availableTestDatabases, createTestApp, testConfig } from '../test/test-databases'

const databases = await availableTestDatabases()

describe.each(databases)('the public site’s settings on $kind', ({ open }) => {
  let database: DatabaseHandle
  let world: CompetitionWorld
  let path: string

  beforeAll(async () => {
    database = await open()
    // The platform's own address: no league may take its host name.
    const app = createTestApp(database, { config: testConfig({ publicUrl: 'https://oche.example.org' }) })
    world = await createCompetitionWorld(database, app)
    path = `${world.org}/site`
  }, 120_000)
  afterAll(async () => {
    await database.close()
  })

  it('shows its admins and super admins the site as it is: no domain yet, every page shown', async () => {
    const { call, tokens, organisation } = world
    for (const token of [tokens.orgAdmin, tokens.superAdmin]) {
      const answer = await call('GET', path, token)
      expect(answer.status).toBe(200)
      expect(CompetitionSiteSettingsSchema.parse(answer.body)).toEqual({
        name: organisation.name,
        logo_url: null,
        primary_colour: null,
        default_language: 'en',
        domains: [],
        help_text: '',
        pages: [...competitionSitePages],
      })
    }
  })

  it('keeps them from captains, players, other organisations’ admins and strangers', async () => {
    const { call, tokens } = world
    for (const token of [tokens.captain, tokens.member, tokens.otherCaptain, tokens.otherOrgAdmin, tokens.plainUser]) {
      expect((await call('GET', path, token)).status).toBe(403)
      expect((await call('PUT', path, token, { help_text: 'Mine now' })).status).toBe(403)
    }
    expect((await call('GET', path, tokens.anonymous)).status).toBe(401)
    expect((await call('GET', '/competition/manage/organisations/no-such-league/site', tokens.orgAdmin)).status).toBe(
      404,
    )
    expect(
      (await call('PUT', '/competition/manage/organisations/no-such-league/site', tokens.orgAdmin, {})).status,
    ).toBe(404)
    expect((await call('GET', '/competition/manage/organisations/%00/site', tokens.orgAdmin)).status).toBe(404)
  })

  it('refuses bad input field by field, in the caller’s language, and changes nothing', async () => {
    const { call, tokens } = world
    const answer = await call(
      'PUT',
      path,
      tokens.orgAdmin,
      { primary_colour: 'red', domains: ['not a host'], pages: ['blog'], help_text: 'x'.repeat(10_001) },
      'nl',
    )
    expect(answer.status).toBe(422)
    const error = ApiErrorSchema.parse(answer.body)
    expect(error.message).toBe('De opgegeven gegevens zijn ongeldig.')
    expect(Object.keys(error.errors ?? {}).sort()).toEqual(['domains.0', 'help_text', 'pages.0', 'primary_colour'])
    const after = CompetitionSiteSettingsSchema.parse((await call('GET', path, tokens.orgAdmin)).body)
    expect(after).toMatchObject({ primary_colour: null, domains: [], help_text: '' })
  })

  it('refuses the platform’s own host name as a domain, with or without www.', async () => {
    const { call, tokens } = world
    for (const domain of ['oche.example.org', 'www.oche.example.org']) {
      const answer = await call('PUT', path, tokens.orgAdmin, { domains: ['league.example.net', domain] }, 'fr')
      expect(answer.status).toBe(422)
      expect(ApiErrorSchema.parse(answer.body).errors).toEqual({
        domains: ['C’est une adresse d’Oche elle-même\u202f: utilisez un domaine de votre organisation.'],
      })
    }
  })

  it('refuses a domain another organisation uses, however it is written', async () => {
    const { call, tokens, otherOrganisation } = world
    const other = `/competition/manage/organisations/${otherOrganisation.slug}/site`
    expect((await call('PUT', other, tokens.otherOrgAdmin, { domains: ['club.example.org'] })).status).toBe(200)
    for (const domain of ['club.example.org', 'WWW.Club.Example.org']) {
      const answer = await call('PUT', path, tokens.orgAdmin, { domains: [domain] }, 'de')
      expect(answer.status).toBe(422)
      expect(ApiErrorSchema.parse(answer.body).errors).toEqual({
        domains: ['Eine andere Organisation verwendet diese Domain schon.'],
      })
    }
    // Its own domains are no one else's.
    expect((await call('PUT', other, tokens.otherOrgAdmin, { domains: ['club.example.org'] })).status).toBe(200)
  })

  it('changes only the fields sent, keeping host names as the site compares them and pages in the menu’s order', async () => {
    const { call, tokens, organisation } = world
    const answer = await call('PUT', path, tokens.orgAdmin, {
      domains: ['WWW.League.Example.org', 'league.example.org', 'darts.example.be'],
      help_text: '  Matches start at 20:00.\r\n\r\nBring your own darts.  ',
      pages: ['help', 'calendar', 'help'],
      primary_colour: '#0F766E',
    })
    expect(answer.status).toBe(200)
    expect(CompetitionSiteSettingsSchema.parse(answer.body)).toEqual({
      name: organisation.name,
      logo_url: null,
      primary_colour: '#0f766e',
      default_language: 'en',
      domains: ['league.example.org', 'darts.example.be'],
      help_text: 'Matches start at 20:00.\n\nBring your own darts.',
      pages: ['calendar', 'help'],
    })
    const again = await call('PUT', path, tokens.superAdmin, { default_language: 'nl', pages: [] })
    expect(CompetitionSiteSettingsSchema.parse(again.body)).toMatchObject({
      default_language: 'nl',
      domains: ['league.example.org', 'darts.example.be'],
      help_text: 'Matches start at 20:00.\n\nBring your own darts.',
      pages: [],
      primary_colour: '#0f766e',
    })
    const read = await call('GET', path, tokens.orgAdmin)
    expect(CompetitionSiteSettingsSchema.parse(read.body)).toEqual(CompetitionSiteSettingsSchema.parse(again.body))
  })
})
