import { createRoute, z } from '@hono/zod-openapi'
import {
  CompetitionSiteCalendarQuerySchema,
  CompetitionSiteContextSchema,
  CompetitionSiteCupParamsSchema,
  CompetitionSiteDivisionParamsSchema,
  CompetitionSiteMatchParamsSchema,
  CompetitionSiteParamsSchema,
  CompetitionSiteQuerySchema,
  CompetitionSiteTeamParamsSchema,
  CupSchema,
  IndividualStandingsSchema,
  LeagueLeaderboardsSchema,
  LeagueMatchListQuerySchema,
  LeagueMatchListSchema,
  LeagueMatchSchema,
  LeagueStandingsSchema,
  TeamStatisticsSchema,
} from '@oche/api'
import { anyone } from '../http/guards'
import { errorResponses, jsonResponse } from '../http/openapi'
import { errorResponse, respond } from '../http/respond'
import { createRouter } from '../http/router'
import { CALENDAR_REFRESH_SECONDS, getSiteCalendar } from '../services/competition-site/site-calendar'
import { getSiteContext } from '../services/competition-site/site-context'
import {
  getSiteCup,
  getSiteIndividualStandings,
  getSiteLeaderboards,
  getSiteMatch,
  getSiteStandings,
  getSiteTeam,
  listSiteMatches,
} from '../services/competition-site/site-reads'

// `/api/competition/{domain}/…`: the league's public website (spec §2 "Public competition site", issue 16), read by
// anyone without signing in. `{domain}` is the host name in base64url; `?season=` a season's slug (absent: the
// current one, else the newest; archived seasons stay readable). An unknown domain, season, division, team, match
// or cup is 404. What only the season's members see (squads, audit trail, disputes, a lineup before both are in,
// what they may do) is not here.

const SITE = '/{domain}'
const tags = ['competition site']
const security: { [name: string]: string[] }[] = []
const visitors = 'Anyone: the league’s public site.'

const context = createRoute({
  operationId: 'getCompetitionSiteContext',
  method: 'get',
  path: SITE,
  tags,
  summary: 'The public site of a host name: its organisation, base URL, seasons, divisions and teams',
  description:
    `${visitors} Clients cache it after the first load (spec §7). \`base_url\` is \`https://\` when the visitor ` +
    'came over TLS, with the host they asked for when it is this site’s (its port too), else the site’s host name.',
  security,
  middleware: [anyone()] as const,
  request: { params: CompetitionSiteParamsSchema, query: CompetitionSiteQuerySchema },
  responses: { 200: jsonResponse('The site.', CompetitionSiteContextSchema), ...errorResponses(404, 422) },
})

const matches = createRoute({
  operationId: 'listCompetitionSiteMatches',
  method: 'get',
  path: `${SITE}/matches`,
  tags,
  summary: 'The season’s matches on the public site, filtered by division, team, week and state',
  description: `${visitors} An unknown division or team filters everything out.`,
  security,
  middleware: [anyone()] as const,
  request: {
    params: CompetitionSiteParamsSchema,
    query: CompetitionSiteQuerySchema.extend(LeagueMatchListQuerySchema.shape),
  },
  responses: { 200: jsonResponse('The matches by week.', LeagueMatchListSchema), ...errorResponses(404, 422) },
})

const match = createRoute({
  operationId: 'getCompetitionSiteMatch',
  method: 'get',
  path: `${SITE}/matches/{match}`,
  tags,
  summary: 'A team match on the public site: every game and leg',
  description:
    `${visitors} No squads, audit trail or dispute, lineups only once both teams named theirs, and every \`can\` ` +
    'false.',
  security,
  middleware: [anyone()] as const,
  request: { params: CompetitionSiteMatchParamsSchema, query: CompetitionSiteQuerySchema },
  responses: { 200: jsonResponse('The match.', LeagueMatchSchema), ...errorResponses(404, 422) },
})

const standings = createRoute({
  operationId: 'getCompetitionSiteStandings',
  method: 'get',
  path: `${SITE}/divisions/{division}/standings`,
  tags,
  summary: 'A division’s table on the public site, with why each team stands above the next',
  security,
  middleware: [anyone()] as const,
  request: { params: CompetitionSiteDivisionParamsSchema, query: CompetitionSiteQuerySchema },
  responses: { 200: jsonResponse('The table.', LeagueStandingsSchema), ...errorResponses(404, 422) },
})

const individual = createRoute({
  operationId: 'getCompetitionSiteIndividualStandings',
  method: 'get',
  path: `${SITE}/divisions/{division}/individual-standings`,
  tags,
  summary: 'Every player of a division (or a cup) on the public site: games, legs, averages, 180s',
  security,
  middleware: [anyone()] as const,
  request: { params: CompetitionSiteDivisionParamsSchema, query: CompetitionSiteQuerySchema },
  responses: { 200: jsonResponse('The players.', IndividualStandingsSchema), ...errorResponses(404, 422) },
})

const team = createRoute({
  operationId: 'getCompetitionSiteTeam',
  method: 'get',
  path: `${SITE}/teams/{team}`,
  tags,
  summary: 'A team on the public site: its place in its division, its players’ figures and its matches',
  security,
  middleware: [anyone()] as const,
  request: { params: CompetitionSiteTeamParamsSchema, query: CompetitionSiteQuerySchema },
  responses: { 200: jsonResponse('The team.', TeamStatisticsSchema), ...errorResponses(404, 422) },
})

const leaderboards = createRoute({
  operationId: 'getCompetitionSiteLeaderboards',
  method: 'get',
  path: `${SITE}/leaderboards`,
  tags,
  summary: 'The season’s leaderboards on the public site: 180s and 171s, short legs, games played, high checkouts',
  security,
  middleware: [anyone()] as const,
  request: {
    params: CompetitionSiteParamsSchema,
    query: CompetitionSiteQuerySchema.extend({ division: z.string().min(1).max(100).optional() }),
  },
  responses: { 200: jsonResponse('The boards.', LeagueLeaderboardsSchema), ...errorResponses(404, 422) },
})

const cup = createRoute({
  operationId: 'getCompetitionSiteCup',
  method: 'get',
  path: `${SITE}/cups/{cup}`,
  tags,
  summary: 'A cup on the public site: its teams, draw, groups, brackets and rankings',
  description: `${visitors} Every \`can\` is false or empty.`,
  security,
  middleware: [anyone()] as const,
  request: { params: CompetitionSiteCupParamsSchema, query: CompetitionSiteQuerySchema },
  responses: { 200: jsonResponse('The cup.', CupSchema), ...errorResponses(404, 422) },
})

const calendar = createRoute({
  operationId: 'getCompetitionSiteCalendar',
  method: 'get',
  path: `${SITE}/calendar.ics`,
  tags,
  summary: 'An iCal feed of a team’s, a division’s or the season’s matches, for a phone’s calendar',
  description:
    `${visitors} One all-day event per match with a date (its UID stays the same), "Home – Away" at the home ` +
    'venue, with the division, the league night and the result once decided. `team` and `division` choose whose ' +
    'matches; an unknown one is 404.',
  security,
  middleware: [anyone()] as const,
  request: { params: CompetitionSiteParamsSchema, query: CompetitionSiteCalendarQuerySchema },
  responses: {
    200: { description: 'The calendar (RFC 5545).', content: { 'text/calendar': { schema: z.string() } } },
    ...errorResponses(404, 422),
  },
})

export const competitionSiteRoutes = createRouter()
  .openapi(context, async (c) => {
    const ref = { ...c.req.valid('param'), ...c.req.valid('query') }
    return respond(
      c,
      await getSiteContext(c.get('db'), { ref, origin: c.get('origin'), timeZone: c.get('timeZone') }),
      CompetitionSiteContextSchema,
    )
  })
  .openapi(matches, async (c) => {
    const { season, ...query } = c.req.valid('query')
    const ref = { ...c.req.valid('param'), season }
    return respond(c, await listSiteMatches(c.get('db'), ref, query), LeagueMatchListSchema)
  })
  .openapi(match, async (c) => {
    const { match: slug, ...params } = c.req.valid('param')
    const ref = { ...params, ...c.req.valid('query') }
    return respond(c, await getSiteMatch(c.get('db'), ref, slug), LeagueMatchSchema)
  })
  .openapi(standings, async (c) => {
    const { division, ...params } = c.req.valid('param')
    const ref = { ...params, ...c.req.valid('query') }
    return respond(c, await getSiteStandings(c.get('db'), ref, division), LeagueStandingsSchema)
  })
  .openapi(individual, async (c) => {
    const { division, ...params } = c.req.valid('param')
    const ref = { ...params, ...c.req.valid('query') }
    return respond(c, await getSiteIndividualStandings(c.get('db'), ref, division), IndividualStandingsSchema)
  })
  .openapi(team, async (c) => {
    const { team: slug, ...params } = c.req.valid('param')
    const ref = { ...params, ...c.req.valid('query') }
    return respond(c, await getSiteTeam(c.get('db'), ref, slug), TeamStatisticsSchema)
  })
  .openapi(leaderboards, async (c) => {
    const { division, season } = c.req.valid('query')
    const ref = { ...c.req.valid('param'), season }
    return respond(c, await getSiteLeaderboards(c.get('db'), ref, division), LeagueLeaderboardsSchema)
  })
  .openapi(cup, async (c) => {
    const { cup: slug, ...params } = c.req.valid('param')
    const ref = { ...params, ...c.req.valid('query') }
    return respond(c, await getSiteCup(c.get('db'), ref, slug), CupSchema)
  })
  .openapi(calendar, async (c) => {
    const query = { ...c.req.valid('param'), ...c.req.valid('query') }
    const feed = await getSiteCalendar(c.get('db'), { query, origin: c.get('origin') })
    if (!feed.ok) return errorResponse(c, feed.error, feed)
    return c.body(feed.value.body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${feed.value.filename}"`,
      // Calendars ask again every hour or so; a proxy may keep it a quarter of that.
      'Cache-Control': `public, max-age=${CALENDAR_REFRESH_SECONDS / 4}`,
    })
  })
