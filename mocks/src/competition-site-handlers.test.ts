import {
  CompetitionSiteContextSchema,
  CompetitionSiteSettingsSchema,
  CupSchema,
  encodeSiteDomain,
  IndividualStandingsSchema,
  LeagueLeaderboardsSchema,
  LeagueMatchListSchema,
  LeagueMatchSchema,
  LeagueStandingsSchema,
  TeamStatisticsSchema,
  type CompetitionSiteSettingsInput,
} from '@oche/api'
import { describe, expect, it } from 'vitest'
import {
  competitionSiteFixture as site,
  createCompetitionSiteHandlers,
  type CompetitionSiteHandlerOptions,
} from './competition-site-handlers'
import { mockTokens } from './fixtures'
import { answer, type MockRequest } from './test-requests'

function caller(options: CompetitionSiteHandlerOptions = {}) {
  const handlers = createCompetitionSiteHandlers(options)
  return (path: string, { language = 'en', ...request }: MockRequest = {}) =>
    answer(handlers, path, { ...request, language })
}

const base = `/competition/${site.domain}`
const settings = `/competition/manage/organisations/${site.organisation}/site`

describe('the public site mocks', () => {
  it('find the organisation by its host, however it is written, and show its current season', async () => {
    const call = caller()
    for (const host of ['league.localhost', 'www.League.Localhost:3000']) {
      const context = CompetitionSiteContextSchema.parse(
        await (await call(`/competition/${encodeSiteDomain(host)}`)).json(),
      )
      expect(context.organisation.name).toBe('Demo Darts League')
      expect(context.domain).toBe(site.domain)
      expect(context.season?.slug).toBe(site.currentSeason)
    }
    const context = CompetitionSiteContextSchema.parse(await (await call(base)).json())
    expect(context.base_url).toBe('http://league.localhost')
    expect(context.seasons.map((row) => row.slug)).toEqual([site.currentSeason, site.previousSeason])
    expect(context.divisions.map((row) => [row.slug, row.kind])).toEqual([
      [site.divisions.first, 'league'],
      [site.divisions.second, 'league'],
      [site.cups.open, 'cup'],
      [site.cups.drawn, 'cup'],
      [site.cups.groups, 'cup'],
    ])
    expect(context.teams.find((team) => team.slug === site.team)).toEqual({
      slug: site.team,
      name: 'The Arrows',
      division: site.divisions.first,
    })
    expect(context.organisation.pages).toContain('help')
    expect(context.organisation.help_text).toMatch(/^Matches start at 20:00/)
  })

  it('show an earlier season by its slug, and refuse what is not there in the asker’s language', async () => {
    const call = caller()
    const previous = CompetitionSiteContextSchema.parse(
      await (await call(`${base}?season=${site.previousSeason}`)).json(),
    )
    expect(previous.season).toMatchObject({ slug: site.previousSeason, is_current: false })
    expect(previous.teams).toHaveLength(4)
    const unknownSeason = await call(`${base}?season=1999-00`, { language: 'de' })
    expect(unknownSeason.status).toBe(404)
    expect(await unknownSeason.json()).toEqual({ message: 'Diese Saison gibt es nicht.' })
    expect((await call(`/competition/${encodeSiteDomain('elsewhere.example.org')}`)).status).toBe(404)
    expect((await call('/competition/%25%25%25')).status).toBe(404)
    expect((await call(`${base}/divisions/nowhere/standings`)).status).toBe(404)
    expect((await call(`${base}/teams/nobody`)).status).toBe(404)
    expect((await call(`${base}/matches/week-1-nobody-vs-nobody`)).status).toBe(404)
    expect((await call(`${base}/cups/${site.divisions.first}`)).status).toBe(404)
  })

  it('show a match as a visitor sees it: every game, no squads, trail or dispute, lineups once both are in', async () => {
    const call = caller()
    const played = LeagueMatchSchema.parse(await (await call(`${base}/matches/${site.matches.confirmed}`)).json())
    expect(played.state).toBe('confirmed')
    expect(played.games.every((game) => game.state === 'finished' && game.home.length > 0)).toBe(true)
    expect(played.squads).toEqual({ home: [], away: [] })
    expect(played.audit).toEqual([])
    // That it was confirmed and when, not by whom.
    expect([played.confirmations.home?.by, played.confirmations.away?.by]).toEqual([null, null])
    expect(played.can).toEqual({ lineup: [], score: false, confirm: [], dispute: false, correct: false, move: false })
    const disputed = LeagueMatchSchema.parse(await (await call(`${base}/matches/${site.matches.disputed}`)).json())
    expect(disputed.state).toBe('disputed')
    expect(disputed.dispute).toBeNull()
    const halfIn = LeagueMatchSchema.parse(await (await call(`${base}/matches/${site.matches.homeLineupOnly}`)).json())
    expect(halfIn.lineups_submitted).toEqual({ home: true, away: false })
    expect(halfIn.games.every((game) => game.home.length === 0 && game.away.length === 0)).toBe(true)
  })

  it('list the season’s matches by team, division and state', async () => {
    const call = caller()
    const arrows = LeagueMatchListSchema.parse(await (await call(`${base}/matches?team=${site.team}`)).json())
    // Their six league matches, and their cups' matches.
    expect(arrows.filter((match) => match.division.slug === site.divisions.first)).toHaveLength(6)
    expect(arrows.length).toBeGreaterThan(6)
    expect(arrows.every((match) => match.home.slug === site.team || match.away.slug === site.team)).toBe(true)
    const live = LeagueMatchListSchema.parse(await (await call(`${base}/matches?state=live`)).json())
    expect(live.map((match) => match.slug)).toEqual([site.matches.live])
    expect((await call(`${base}/matches?week=none`)).status).toBe(422)
  })

  it('compute the tables from the played games: standings, individual standings, team and leaderboards', async () => {
    const call = caller()
    const standings = LeagueStandingsSchema.parse(
      await (await call(`${base}/divisions/${site.divisions.first}/standings`)).json(),
    )
    expect(standings.rows).toHaveLength(4)
    expect(standings.rows.some((row) => row.points > 0)).toBe(true)
    const players = IndividualStandingsSchema.parse(
      await (await call(`${base}/divisions/${site.divisions.first}/individual-standings`)).json(),
    )
    expect(players.length).toBeGreaterThan(0)
    // A cup's players have their table too; a cup's standings are its groups'.
    const cupPlayers = IndividualStandingsSchema.parse(
      await (await call(`${base}/divisions/${site.cups.groups}/individual-standings`)).json(),
    )
    expect(cupPlayers.length).toBeGreaterThan(0)
    expect((await call(`${base}/divisions/${site.cups.groups}/standings`)).status).toBe(404)
    const team = TeamStatisticsSchema.parse(await (await call(`${base}/teams/${site.team}`)).json())
    expect(team.team.name).toBe('The Arrows')
    expect(team.standing?.team.slug).toBe(site.team)
    const boards = LeagueLeaderboardsSchema.parse(
      await (await call(`${base}/leaderboards?division=${site.divisions.first}`)).json(),
    )
    expect(boards.games_played.length).toBeGreaterThan(0)
  })

  it('show a cup without anything to enter, withdraw or manage', async () => {
    const cup = CupSchema.parse(await (await caller()(`${base}/cups/${site.cups.groups}`)).json())
    expect(cup.groups.length).toBeGreaterThan(0)
    expect(cup.can).toEqual({ manage: false, enter: [], withdraw: [] })
    expect(cup.draw).toMatchObject({ by: null, at: expect.any(String) })
  })

  it('serve a team’s matches as an iCal feed a calendar app subscribes to', async () => {
    const response = await caller()(`${base}/calendar.ics?team=${site.team}`)
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8')
    const text = await response.text()
    const lines = text.replace(/\r\n /g, '').split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('X-WR-CALNAME:Demo Darts League · The Arrows')
    const summaries = lines.filter((line) => line.startsWith('SUMMARY:'))
    expect(summaries.length).toBeGreaterThanOrEqual(6)
    expect(summaries.every((line) => line.includes('The Arrows'))).toBe(true)
    // The played ones with their score, in games.
    expect(summaries.some((line) => /\d+–\d+/.test(line))).toBe(true)
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true)
    expect((await caller()(`${base}/calendar.ics?team=nobody`)).status).toBe(404)
  })

  it('show an organisation without a season, and a season before its first match', async () => {
    const none = caller({ state: 'noSeason' })
    const context = CompetitionSiteContextSchema.parse(await (await none(base)).json())
    expect(context).toMatchObject({ season: null, seasons: [], divisions: [], teams: [] })
    expect((await none(`${base}/matches`)).status).toBe(404)
    const fresh = caller({ state: 'notStarted' })
    const standings = LeagueStandingsSchema.parse(
      await (await fresh(`${base}/divisions/${site.divisions.first}/standings`)).json(),
    )
    expect(standings.rows.every((row) => row.played === 0 && row.points === 0)).toBe(true)
    expect(CompetitionSiteContextSchema.parse(await (await fresh(base)).json()).divisions).toHaveLength(2)
  })

  it('fail every call when asked to', async () => {
    const call = caller({ state: 'failing' })
    expect((await call(base)).status).toBe(500)
    expect((await call(settings, { token: mockTokens.user })).status).toBe(500)
  })
})

describe('the public site settings mocks', () => {
  it('give the settings to the organisation’s admins only', async () => {
    const call = caller()
    const read = CompetitionSiteSettingsSchema.parse(await (await call(settings, { token: mockTokens.user })).json())
    expect(read).toMatchObject({ name: 'Demo Darts League', domains: [site.host], default_language: 'nl' })
    expect((await call(settings)).status).toBe(401)
    const asCaptain = caller({ organiserRole: 'captain' })
    expect((await asCaptain(settings, { token: mockTokens.user })).status).toBe(403)
    expect((await call(settings, { token: mockTokens.superAdmin })).status).toBe(200)
  })

  it('save what is sent, and the site answers on its new domain', async () => {
    const call = caller()
    const input: CompetitionSiteSettingsInput = {
      primary_colour: '#1D4ED8',
      domains: ['www.Darts.Example.org', 'darts.example.org'],
      help_text: '  Ask the secretary.  ',
      pages: ['help', 'news'],
    }
    const saved = await call(settings, { method: 'PUT', body: input, token: mockTokens.user })
    expect(CompetitionSiteSettingsSchema.parse(await saved.json())).toMatchObject({
      primary_colour: '#1d4ed8',
      domains: ['darts.example.org'],
      help_text: 'Ask the secretary.',
      pages: ['news', 'help'],
      default_language: 'nl',
    })
    expect((await call(base)).status).toBe(404)
    const moved = CompetitionSiteContextSchema.parse(
      await (await call(`/competition/${encodeSiteDomain('darts.example.org')}`)).json(),
    )
    expect(moved.organisation).toMatchObject({ primary_colour: '#1d4ed8', pages: ['news', 'help'] })
  })

  it('refuse bad input and another organisation’s domain with field errors, in the asker’s language', async () => {
    const call = caller()
    const bad = await call(settings, {
      method: 'PUT',
      body: { primary_colour: 'teal', domains: ['https://x'] },
      token: mockTokens.user,
      language: 'fr',
    })
    expect(bad.status).toBe(422)
    const badBody = (await bad.json()) as { message: string; errors: Record<string, string[]> }
    expect(badBody.message).toBe('Les données fournies ne sont pas valides.')
    expect(Object.keys(badBody.errors).sort()).toEqual(['domains.0', 'primary_colour'])
    const kempen = `/competition/manage/organisations/kempen-dartsbond/site`
    const taken = await call(kempen, {
      method: 'PUT',
      body: { domains: [site.host] },
      token: mockTokens.superAdmin,
      language: 'nl',
    })
    expect(taken.status).toBe(422)
    expect(((await taken.json()) as { errors: unknown }).errors).toEqual({
      domains: ['Een andere organisatie gebruikt dit domein al.'],
    })
    expect((await call(settings, { method: 'PUT', body: {}, token: mockTokens.superAdmin })).status).toBe(200)
    expect(
      (await caller({ organiserRole: 'member' })(settings, { method: 'PUT', body: {}, token: mockTokens.user })).status,
    ).toBe(403)
  })
})
