import {
  CompetitionSiteContextSchema,
  CupSchema,
  IndividualStandingsSchema,
  LeagueLeaderboardsSchema,
  LeagueMatchListSchema,
  LeagueMatchSchema,
  LeagueStandingsSchema,
  TeamStatisticsSchema,
  encodeSiteDomain,
  type LeagueMatch,
} from '@oche/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { createSiteWorld, SITE_HOST, type SiteWorld } from '../test/site-world'
import { asClient, availableTestDatabases, createTestApp, fromSocket } from '../test/test-databases'

const databases = await availableTestDatabases()

describe.each(databases)('the public league site on $kind', ({ open }) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createTestApp>
  let world: SiteWorld
  let site: string
  /** The Arrows' home match: played, and disputed by Bull Busters' captain. */
  let played: string
  /** Bull Busters' home match: only their own lineup is in. */
  let upcoming: string
  let cup: string

  beforeAll(async () => {
    database = await open()
    app = createTestApp(database)
    world = await createSiteWorld(database, app)
    const { call, tokens, org, seasonPath, members, must } = world
    site = world.site
    played = world.played.slug
    upcoming = world.upcoming.slug
    await must(call('PUT', `${org}/site`, tokens.orgAdmin, { help_text: 'Ask your captain.' }))
    await must(
      call('POST', `${seasonPath}/matches/${played}/dispute`, tokens.otherCaptain, { reason: 'Game two ended 1–2.' }),
    )
    const otto = members.otherCaptain.participant_id
    await must(
      call('PUT', `${seasonPath}/matches/${upcoming}/lineups/home`, tokens.otherCaptain, { games: [[otto], [otto]] }),
    )
    const made = await must(
      call('POST', `${seasonPath}/cups`, tokens.orgAdmin, {
        name: 'County Cup',
        entry: 'optional',
        dates: ['2030-10-07'],
      }),
    )
    cup = CupSchema.parse(made).slug
  }, 120_000)
  afterAll(async () => {
    await database.close()
  })

  /** A visitor's request, as the web host forwards it from a phone. */
  const visit = async (path: string, headers: Record<string, string> = {}) => {
    const response = await app.request(`/api${path}`, { headers: { ...asClient('10.2.0.7'), ...headers } })
    const text = await response.text()
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null }
  }
  const read = async (path: string) => {
    const answer = await visit(path)
    expect(answer.status).toBe(200)
    return answer.body
  }

  it('answers on the league’s host name with the organisation, its season, divisions and teams', async () => {
    const { organisation, season, division, arrows, busters } = world
    const context = CompetitionSiteContextSchema.parse(await read(site))
    expect(context).toMatchObject({
      organisation: { slug: organisation.slug, name: organisation.name, help_text: 'Ask your captain.' },
      domain: encodeSiteDomain(SITE_HOST),
      base_url: `http://${SITE_HOST}`,
      // The season's id names its public realtime channel (`league.{id}`), where live scores are announced.
      season: { id: season.id, slug: season.slug, name: '2030-31', is_current: true },
      divisions: [
        { slug: division.slug, name: 'First division', kind: 'league' },
        { slug: cup, name: 'County Cup', kind: 'cup' },
      ],
      teams: [
        { slug: busters.slug, name: 'Bull Busters', division: division.slug },
        { slug: arrows.slug, name: 'The Arrows', division: division.slug },
      ],
    })
    expect(context.organisation.pages).toContain('help')
    // Dates are shown in the server's time zone (OCHE_TIME_ZONE, Europe/Amsterdam by default).
    expect(context.time_zone).toBe('Europe/Amsterdam')
    // The host as a browser may send it: another case, a www., standard base64 with padding.
    for (const domain of [encodeSiteDomain('WWW.League.Example.ORG'), btoa(SITE_HOST)]) {
      expect(
        CompetitionSiteContextSchema.parse(await read(`/competition/${encodeURIComponent(domain)}`)).organisation.slug,
      ).toBe(organisation.slug)
    }
    expect(CompetitionSiteContextSchema.parse(await read(`${site}?season=${season.slug}`)).season?.slug).toBe(
      season.slug,
    )
  })

  it('gives its base URL over TLS and with the port the visitor used, as the web host tells it', async () => {
    const behindTls = await visit(site, { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': `${SITE_HOST}:8443` })
    expect(CompetitionSiteContextSchema.parse(behindTls.body).base_url).toBe(`https://${SITE_HOST}:8443`)
    // Another host (a page's server-side call to the API's own address): the site's host name itself.
    const elsewhere = await visit(site, { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': '127.0.0.1:3001' })
    expect(CompetitionSiteContextSchema.parse(elsewhere.body).base_url).toBe(`https://${SITE_HOST}`)
    // Forwarded headers from anyone but the web host (or a trusted proxy) count for nothing.
    const spoofed = await app.request(
      `/api${site}`,
      { headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': `${SITE_HOST}:9999` } },
      fromSocket('192.0.2.44'),
    )
    expect(CompetitionSiteContextSchema.parse(await spoofed.json()).base_url).toBe(`http://${SITE_HOST}`)
  })

  it('is not found for a host no organisation has, a domain that is no base64, or a season it does not have', async () => {
    for (const path of [
      `/competition/${encodeSiteDomain('elsewhere.example.org')}`,
      '/competition/%E2%9C%93%F0',
      '/competition/_-_-',
      '/competition/AAAA',
      `/competition/${encodeSiteDomain(world.otherOrganisation.slug)}`,
      `${site}?season=1999-00`,
      `${site}/matches?season=1999-00`,
      `${site}?season=%00`,
      `${site}/teams/%00`,
      `${site}/matches/%00%01`,
      `${site}/divisions/%00/standings`,
      `${site}/cups/%00`,
    ]) {
      expect((await visit(path)).status, path).toBe(404)
    }
  })

  it('lists the season’s matches with their teams and scores, filtered as asked', async () => {
    const all = LeagueMatchListSchema.parse(await read(`${site}/matches`))
    expect(all.map((match) => [match.slug, match.home.name, match.away.name])).toEqual(
      expect.arrayContaining([
        [played, 'The Arrows', 'Bull Busters'],
        [upcoming, 'Bull Busters', 'The Arrows'],
      ]),
    )
    const disputed = LeagueMatchListSchema.parse(await read(`${site}/matches?state=disputed`))
    expect(disputed.map((match) => [match.slug, match.score.games])).toEqual([[played, [2, 0]]])
    expect(LeagueMatchListSchema.parse(await read(`${site}/matches?team=no-such-team`))).toEqual([])
  })

  it('shows a match’s games and legs, but nothing only its members see', async () => {
    const { call, tokens, seasonPath } = world
    const match = LeagueMatchSchema.parse(await read(`${site}/matches/${played}`))
    expect(match.state).toBe('disputed')
    expect(match.games.map((game) => [game.home[0]?.name, game.away[0]?.name, game.legs])).toEqual([
      ['Captain Cas', 'Captain Otto', [2, 0]],
      ['Captain Cas', 'Captain Otto', [2, 1]],
    ])
    expect(match.audit).toEqual([])
    expect(match.dispute).toBeNull()
    expect(match.squads).toEqual({ home: [], away: [] })
    expect(match.can).toEqual({ lineup: [], score: false, confirm: [], dispute: false, correct: false, move: false })
    // The league's admins still see the whole story.
    const asAdmin = LeagueMatchSchema.parse(
      (await call('GET', `${seasonPath}/matches/${played}`, tokens.orgAdmin)).body,
    )
    expect(asAdmin.dispute?.reason).toBe('Game two ended 1–2.')
    expect(asAdmin.audit.length).toBeGreaterThan(0)
  })

  it('keeps a lineup to its team until both are in', async () => {
    const { call, tokens, seasonPath } = world
    const players = (match: LeagueMatch) => match.games.map((game) => [game.home.map((p) => p.name), game.away.length])
    const visitor = LeagueMatchSchema.parse(await read(`${site}/matches/${upcoming}`))
    expect(visitor.lineups_submitted).toEqual({ home: true, away: false })
    expect(players(visitor)).toEqual([
      [[], 0],
      [[], 0],
    ])
    const ownCaptain = await call('GET', `${seasonPath}/matches/${upcoming}`, tokens.otherCaptain)
    expect(players(LeagueMatchSchema.parse(ownCaptain.body))).toEqual([
      [['Captain Otto'], 0],
      [['Captain Otto'], 0],
    ])
    expect((await visit(`${site}/matches/no-such-match`)).status).toBe(404)
  })

  it('shows the standings with team names and points', async () => {
    const { division } = world
    const standings = LeagueStandingsSchema.parse(await read(`${site}/divisions/${division.slug}/standings`))
    expect(standings.rows.map((row) => [row.position, row.team.name, row.played, row.points])).toEqual([
      [1, 'The Arrows', 1, 2],
      [2, 'Bull Busters', 1, 0],
    ])
    // The season's only league division: no places up or down to mark.
    expect(standings.zones).toEqual({ promotion: 0, relegation: 0 })
    expect((await visit(`${site}/divisions/no-such-division/standings`)).status).toBe(404)
    // A cup is no division with a table.
    expect((await visit(`${site}/divisions/${cup}/standings`)).status).toBe(404)
  })

  it('shows every player’s figures, a team’s page and the leaderboards', async () => {
    const { division, arrows } = world
    const players = IndividualStandingsSchema.parse(
      await read(`${site}/divisions/${division.slug}/individual-standings`),
    )
    expect(players.map((row) => [row.player.name, row.won, row.lost])).toEqual([
      ['Captain Cas', 2, 0],
      ['Captain Otto', 0, 2],
    ])
    const team = TeamStatisticsSchema.parse(await read(`${site}/teams/${arrows.slug}`))
    expect(team.team.name).toBe('The Arrows')
    expect(team.standing).toMatchObject({ position: 1, points: 2 })
    expect(team.matches).toHaveLength(2)
    const boards = LeagueLeaderboardsSchema.parse(await read(`${site}/leaderboards?division=${division.slug}`))
    expect(boards.games_played.map((row) => [row.player.name, row.played])).toEqual([
      ['Captain Cas', 2],
      ['Captain Otto', 2],
    ])
    expect((await visit(`${site}/teams/no-such-team`)).status).toBe(404)
    expect((await visit(`${site}/leaderboards?division=no-such-division`)).status).toBe(404)
  })

  it('shows a cup with nothing a visitor may do in it', async () => {
    const { call, tokens, seasonPath, arrows } = world
    const visitor = CupSchema.parse(await read(`${site}/cups/${cup}`))
    expect(visitor.name).toBe('County Cup')
    expect(visitor.can).toEqual({ manage: false, enter: [], withdraw: [] })
    // The Arrows' captain could enter it.
    const captain = CupSchema.parse((await call('GET', `${seasonPath}/cups/${cup}`, tokens.captain)).body)
    expect(captain.can.enter).toEqual([arrows.slug])
    expect((await visit(`${site}/cups/no-such-cup`)).status).toBe(404)
    expect((await visit(`${site}/cups/${world.division.slug}`)).status).toBe(404)
  })

  it('says when a report was confirmed, points adjusted and the cup drawn, but not by whom', async () => {
    const { call, tokens, seasonPath, division, arrows, busters, must } = world
    await must(call('POST', `${seasonPath}/matches/${played}/confirm`, tokens.orgAdmin, {}))
    await must(
      call('POST', `${seasonPath}/divisions/${division.slug}/adjustments`, tokens.orgAdmin, {
        team: busters.slug,
        points: -1,
        reason: 'Late with the match report',
      }),
    )
    await must(
      call('PUT', `${seasonPath}/cups/${cup}/entries`, tokens.orgAdmin, { teams: [arrows.slug, busters.slug] }),
    )
    await must(call('POST', `${seasonPath}/cups/${cup}/draw`, tokens.orgAdmin, {}))

    const match = LeagueMatchSchema.parse(await read(`${site}/matches/${played}`))
    expect(match.state).toBe('confirmed')
    expect(match.confirmations.away).toMatchObject({ by: null, at: expect.any(String) })
    const standings = LeagueStandingsSchema.parse(await read(`${site}/divisions/${division.slug}/standings`))
    expect(standings.adjustments.map(({ team, points, reason, by }) => [team.name, points, reason, by])).toEqual([
      ['Bull Busters', -1, 'Late with the match report', null],
    ])
    const drawn = CupSchema.parse(await read(`${site}/cups/${cup}`))
    expect(drawn.draw).toMatchObject({ by: null, at: expect.any(String) })
    expect(drawn.draw?.order).toHaveLength(2)
    // The league's members still see who it was.
    const asAdmin = async (path: string) => (await call('GET', `${seasonPath}${path}`, tokens.orgAdmin)).body
    expect(LeagueMatchSchema.parse(await asAdmin(`/matches/${played}`)).confirmations.away?.by).toBe('Admin Ann')
    expect(LeagueStandingsSchema.parse(await asAdmin(`/divisions/${division.slug}/standings`)).adjustments[0]?.by).toBe(
      'Admin Ann',
    )
    expect(CupSchema.parse(await asAdmin(`/cups/${cup}`)).draw?.by).toBe('Admin Ann')
  })

  it('keeps an archived season readable while another is current', async () => {
    const { call, tokens, org, seasonPath, season, division } = world
    const next = await call('POST', `${org}/seasons`, tokens.orgAdmin, {
      name: '2031-32',
      starts_on: '2031-09-01',
      ends_on: '2032-05-31',
      make_current: true,
    })
    expect(next.status).toBe(201)
    expect((await call('PATCH', seasonPath, tokens.orgAdmin, { is_archived: true })).status).toBe(200)
    const context = CompetitionSiteContextSchema.parse(await read(site))
    expect(context.season?.name).toBe('2031-32')
    expect(context.seasons.map((row) => row.name)).toEqual(['2031-32', '2030-31'])
    expect(context.teams).toEqual([])
    const archived = LeagueStandingsSchema.parse(
      await read(`${site}/divisions/${division.slug}/standings?season=${season.slug}`),
    )
    expect(archived.rows[0]?.team.name).toBe('The Arrows')
    expect((await visit(`${site}/divisions/${division.slug}/standings`)).status).toBe(404)
  })

  it('answers for a league without seasons with its organisation and nothing to read', async () => {
    const { call, tokens, otherOrganisation } = world
    const path = `/competition/manage/organisations/${otherOrganisation.slug}/site`
    expect((await call('PUT', path, tokens.otherOrgAdmin, { domains: ['other.example.org'] })).status).toBe(200)
    const other = `/competition/${encodeSiteDomain('other.example.org')}`
    const context = CompetitionSiteContextSchema.parse(await read(other))
    expect(context).toMatchObject({ season: null, seasons: [], divisions: [], teams: [] })
    expect((await visit(`${other}/matches`)).status).toBe(404)
  })
})
