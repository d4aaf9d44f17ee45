import {
  BoardWithCodeSchema,
  AdminOrganisationSchema,
  SiteBoardMemberListSchema,
  SiteBoardMemberSchema,
  SiteDocumentListSchema,
  SiteDocumentSchema,
  SiteFileSchema,
  SiteNewsItemSchema,
  CompetitionVenueSchema,
  DivisionSchema,
  encodeSiteDomain,
  FixtureListSchema,
  TeamMemberSchema,
} from '@oche/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { organisationMembers } from '../db/schema/index'
import {
  competitionRoles,
  createCompetitionWorld,
  type CompetitionRoleName,
  type CompetitionWorld,
} from '../test/competition-world'
import { availableTestDatabases, createTestApp } from '../test/test-databases'
import { createSignedInUser } from '../test/test-users'

const databases = await availableTestDatabases()

/** Who may use a route: every other signed-in role gets 403, an anonymous caller 401. */
type Access =
  /** Anyone signed in. */
  | 'signedIn'
  /** The organisation's admins, captains and players (and super admins). */
  | 'organisation'
  /** The team's own captain and players, and admins. */
  | 'ownTeam'
  /** The team's own captain, and admins. */
  | 'ownTeamEdit'
  /** Captains of any team of the season, and admins. */
  | 'captains'
  /** Captains of the two teams of a match, not the admins (who settle instead). */
  | 'matchCaptains'
  /** The organisation's admins (and super admins). */
  | 'admins'
  /** Super admins. */
  | 'superAdmins'
  /** Anyone, signed in or not: the league's public site. */
  | 'anyone'

const allowed: Record<Access, readonly CompetitionRoleName[]> = {
  signedIn: ['plainUser', 'member', 'otherCaptain', 'captain', 'orgAdmin', 'otherOrgAdmin', 'superAdmin'],
  organisation: ['member', 'otherCaptain', 'captain', 'orgAdmin', 'superAdmin'],
  ownTeam: ['member', 'captain', 'orgAdmin', 'superAdmin'],
  ownTeamEdit: ['captain', 'orgAdmin', 'superAdmin'],
  captains: ['otherCaptain', 'captain', 'orgAdmin', 'superAdmin'],
  matchCaptains: ['otherCaptain', 'captain'],
  admins: ['orgAdmin', 'superAdmin'],
  superAdmins: ['superAdmin'],
  anyone: competitionRoles,
}

type Request = { path: string; body?: unknown }

type RouteCase = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  /** The route as OpenAPI names it. */
  route: string
  access: Access
  /** What an allowed caller gets: the route's success, or a refusal only reachable once the caller is let in. */
  ok: number
  /** The request; may first make what it uses up (as the organisation's admin), so every role finds it there. */
  request: (world: CompetitionWorld, n: number) => Request | Promise<Request>
}

const S = '/competition/manage/organisations/{org}/seasons/{season}'

describe.each(databases)('competition roles on $kind', ({ open }) => {
  let database: DatabaseHandle
  let world: CompetitionWorld

  beforeAll(async () => {
    database = await open()
    world = await createCompetitionWorld(database, createTestApp(database))
  }, 120_000)
  afterAll(async () => {
    await database.close()
  })

  const admin = (w: CompetitionWorld) => w.tokens.orgAdmin
  const made = async (w: CompetitionWorld, method: string, path: string, body?: unknown) => {
    const answer = await w.call(method, path, admin(w), body)
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`)
    return answer.body
  }
  const team = (w: CompetitionWorld) => `${w.seasonPath}/teams/${w.arrows.slug}`
  /** A venue of its own for a venue-board case. */
  const boardVenue = async (w: CompetitionWorld, n: number) => {
    const venue = CompetitionVenueSchema.parse(await made(w, 'POST', `${w.org}/venues`, { name: `Boards ${n}` }))
    return `${w.org}/venues/${venue.id}`
  }
  /** A board of a venue of its own, by its path. */
  const venueBoard = async (w: CompetitionWorld, n: number) => {
    const venue = await boardVenue(w, n)
    const board = BoardWithCodeSchema.parse(await made(w, 'POST', `${venue}/boards`, { number: 1 }))
    return `${venue}/boards/${board.id}`
  }
  /** A match of The Arrows at home (other cases regenerate the fixtures: looked up each time). */
  const leagueMatch = async (w: CompetitionWorld) => {
    const listed = FixtureListSchema.parse(await made(w, 'GET', `${w.seasonPath}/fixtures`))
    const list =
      listed.length > 0
        ? listed
        : FixtureListSchema.parse(await made(w, 'POST', `${w.seasonPath}/fixtures/generate`, {}))
    const home = list.find((fixture) => fixture.home.slug === w.arrows.slug)
    if (!home) throw new Error('The Arrows have no home match')
    return `${w.seasonPath}/matches/${home.slug}`
  }
  /** An optional cup of the season, not drawn: made once. */
  const matrixCup = async (w: CompetitionWorld) => {
    const found = await w.call('GET', `${w.seasonPath}/cups/matrix-cup`, admin(w))
    if (found.status === 404) await made(w, 'POST', `${w.seasonPath}/cups`, { name: 'Matrix cup' })
    return `${w.seasonPath}/cups/matrix-cup`
  }
  /** The organisation's public site (its domain set once), by its `/competition/{domain}` path. */
  const publicSite = async (w: CompetitionWorld) => {
    await made(w, 'PUT', `${w.org}/site`, { domains: ['roles.example.org'] })
    return `/competition/${encodeSiteDomain('roles.example.org')}`
  }
  /** A 1×1 PNG as an upload of `purpose` (an image is a document too). */
  const pngForm = (purpose: 'image' | 'document') => {
    const png = Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
      (character) => character.charCodeAt(0),
    )
    const form = new FormData()
    form.set('purpose', purpose)
    form.set('file', new Blob([png], { type: 'image/png' }), 'photo.png')
    return form
  }
  const uploadedId = async (w: CompetitionWorld, purpose: 'image' | 'document') =>
    SiteFileSchema.parse(await made(w, 'POST', `${w.org}/site/files`, pngForm(purpose))).id
  /** A news article of its own (`n`), published. */
  const newsArticle = async (w: CompetitionWorld, n: number) =>
    SiteNewsItemSchema.parse(
      await made(w, 'POST', `${w.org}/site/news`, { title: `Roles news ${n}`, html: '<p>Hi</p>', status: 'published' }),
    ).slug
  const siteDocument = async (w: CompetitionWorld, n: number) =>
    SiteDocumentSchema.parse(
      await made(w, 'POST', `${w.org}/site/documents`, {
        title: `Form ${n}`,
        file_id: await uploadedId(w, 'document'),
      }),
    ).id
  const boardMember = async (w: CompetitionWorld, n: number) =>
    SiteBoardMemberSchema.parse(
      await made(w, 'POST', `${w.org}/site/board-members`, { name: `Member ${n}`, role: 'Chair' }),
    ).id
  const superMade = async (w: CompetitionWorld, name: string) =>
    AdminOrganisationSchema.parse((await w.call('POST', '/admin/organisations', w.tokens.superAdmin, { name })).body)

  const cases: RouteCase[] = [
    // The league cup.
    {
      method: 'GET',
      route: `${S}/cups`,
      access: 'organisation',
      ok: 200,
      request: (w) => ({ path: `${w.seasonPath}/cups` }),
    },
    {
      method: 'POST',
      route: `${S}/cups`,
      access: 'admins',
      ok: 201,
      request: (w, n) => ({ path: `${w.seasonPath}/cups`, body: { name: `Matrix cup ${n}` } }),
    },
    {
      method: 'GET',
      route: `${S}/cups/{cup}`,
      access: 'organisation',
      ok: 200,
      request: async (w) => ({ path: await matrixCup(w) }),
    },
    {
      method: 'PATCH',
      route: `${S}/cups/{cup}`,
      access: 'admins',
      ok: 200,
      request: async (w) => ({ path: await matrixCup(w), body: { name: 'Matrix cup' } }),
    },
    {
      method: 'DELETE',
      route: `${S}/cups/{cup}`,
      access: 'admins',
      ok: 204,
      request: async (w, n) => {
        await made(w, 'POST', `${w.seasonPath}/cups`, { name: `Gone cup ${n}`, slug: `gone-cup-${n}` })
        return { path: `${w.seasonPath}/cups/gone-cup-${n}` }
      },
    },
    {
      method: 'PUT',
      route: `${S}/cups/{cup}/entries`,
      access: 'admins',
      ok: 200,
      request: async (w) => ({ path: `${await matrixCup(w)}/entries`, body: { teams: [w.busters.slug] } }),
    },
    {
      method: 'POST',
      route: `${S}/cups/{cup}/entries/{team}`,
      access: 'ownTeamEdit',
      ok: 200,
      request: async (w) => ({ path: `${await matrixCup(w)}/entries/${w.arrows.slug}` }),
    },
    {
      method: 'DELETE',
      route: `${S}/cups/{cup}/entries/{team}`,
      access: 'ownTeamEdit',
      ok: 200,
      request: async (w) => {
        const cup = await matrixCup(w)
        await made(w, 'POST', `${cup}/entries/${w.arrows.slug}`)
        return { path: `${cup}/entries/${w.arrows.slug}` }
      },
    },
    {
      method: 'POST',
      route: `${S}/cups/{cup}/draw`,
      access: 'admins',
      ok: 200,
      request: async (w, n) => {
        const body = { name: `Drawn cup ${n}`, slug: `drawn-cup-${n}`, entry: 'compulsory', dates: ['2030-10-07'] }
        await made(w, 'POST', `${w.seasonPath}/cups`, body)
        return { path: `${w.seasonPath}/cups/drawn-cup-${n}/draw`, body: {} }
      },
    },
    {
      method: 'GET',
      route: '/competition/manage/available-organisations',
      access: 'signedIn',
      ok: 200,
      request: () => ({ path: '/competition/manage/available-organisations' }),
    },
    {
      method: 'GET',
      route: '/competition/manage/organisations/{org}',
      access: 'organisation',
      ok: 200,
      request: (w) => ({ path: w.org }),
    },
    {
      method: 'GET',
      route: '/competition/manage/organisations/{org}/seasons',
      access: 'organisation',
      ok: 200,
      request: (w) => ({ path: `${w.org}/seasons` }),
    },
    {
      method: 'POST',
      route: '/competition/manage/organisations/{org}/seasons',
      access: 'admins',
      ok: 201,
      request: (w, n) => ({
        path: `${w.org}/seasons`,
        body: { name: `Matrix ${n}`, starts_on: '2032-09-01', ends_on: '2033-05-31' },
      }),
    },
    { method: 'GET', route: S, access: 'organisation', ok: 200, request: (w) => ({ path: w.seasonPath }) },
    {
      method: 'PATCH',
      route: S,
      access: 'admins',
      ok: 200,
      request: (w) => ({ path: w.seasonPath, body: { name: '2030-31' } }),
    },
    {
      method: 'POST',
      route: `${S}/current`,
      access: 'admins',
      ok: 200,
      request: (w) => ({ path: `${w.seasonPath}/current` }),
    },
    {
      method: 'GET',
      route: `${S}/members`,
      access: 'captains',
      ok: 200,
      request: (w) => ({ path: `${w.seasonPath}/members` }),
    },
    // Divisions.
    {
      method: 'GET',
      route: `${S}/divisions`,
      access: 'admins',
      ok: 200,
      request: (w) => ({ path: `${w.seasonPath}/divisions` }),
    },
    {
      method: 'POST',
      route: `${S}/divisions`,
      access: 'admins',
      ok: 201,
      request: (w, n) => ({ path: `${w.seasonPath}/divisions`, body: { name: `Matrix division ${n}` } }),
    },
    {
      method: 'GET',
      route: `${S}/divisions/{division}`,
      access: 'admins',
      ok: 200,
      request: (w) => ({ path: `${w.seasonPath}/divisions/${w.division.slug}` }),
    },
    {
      method: 'PATCH',
      route: `${S}/divisions/{division}`,
      access: 'admins',
      ok: 200,
      request: (w) => ({ path: `${w.seasonPath}/divisions/${w.division.slug}`, body: { name: 'First division' } }),
    },
    {
      method: 'DELETE',
      route: `${S}/divisions/{division}`,
      access: 'admins',
      ok: 204,
      request: async (w, n) => {
        const division = DivisionSchema.parse(await made(w, 'POST', `${w.seasonPath}/divisions`, { name: `Gone ${n}` }))
        return { path: `${w.seasonPath}/divisions/${division.slug}` }
      },
    },
    {
      method: 'GET',
      route: `${S}/divisions/{division}/teams`,
      access: 'admins',
      ok: 200,
      request: (w) => ({ path: `${w.seasonPath}/divisions/${w.division.slug}/teams` }),
    },
    {
      method: 'PUT',
      route: `${S}/divisions/{division}/teams`,
      access: 'admins',
      ok: 200,
      request: (w) => ({
        path: `${w.seasonPath}/divisions/${w.division.slug}/teams`,
        body: { teams: [w.arrows.slug, w.busters.slug] },
      }),
    },
    {
      method: 'GET',
      route: `${S}/divisions/{division}/fixtures`,
      access: 'admins',
      ok: 200,
      request: (w) => ({ path: `${w.seasonPath}/divisions/${w.division.slug}/fixtures` }),
    },
    {
      method: 'POST',
      route: `${S}/divisions/{division}/fixtures/generate`,
      access: 'admins',
      ok: 200,
      request: (w) => ({ path: `${w.seasonPath}/divisions/${w.division.slug}/fixtures/generate` }),
    },
    // Fixtures.
    {
      method: 'GET',
      route: `${S}/fixtures`,
      access: 'admins',
      ok: 200,
      request: (w) => ({ path: `${w.seasonPath}/fixtures` }),
    },
    {
      method: 'POST',
      route: `${S}/fixtures/generate`,
      access: 'admins',
      ok: 200,
      request: (w) => ({ path: `${w.seasonPath}/fixtures/generate`, body: {} }),
    },
    {
      method: 'POST',
      route: `${S}/fixtures/{fixture}/reschedule`,
      // The two captains of the match (the world's only teams) within the league's limits, and the admins.
      access: 'captains',
      // Its own date again: let in, then refused as no move.
      ok: 422,
      request: async (w) => {
        const list = FixtureListSchema.parse(await made(w, 'POST', `${w.seasonPath}/fixtures/generate`, {}))
        const first = list[0]!
        return {
          path: `${w.seasonPath}/fixtures/${first.slug}/reschedule`,
          body: { date: first.date, reason: 'Matrix' },
        }
      },
    },
    // The league night: a match of The Arrows (home) and Bull Busters, no lineups yet.
    {
      method: 'GET',
      route: `${S}/matches`,
      access: 'organisation',
      ok: 200,
      request: (w) => ({ path: `${w.seasonPath}/matches?division=${w.division.slug}` }),
    },
    {
      method: 'GET',
      route: `${S}/matches/{match}`,
      access: 'organisation',
      ok: 200,
      request: async (w) => ({ path: await leagueMatch(w) }),
    },
    {
      method: 'PUT',
      route: `${S}/matches/{match}/lineups/{side}`,
      access: 'ownTeamEdit',
      // One game named where the template has ten: only a caller who may name the lineup gets this far.
      ok: 422,
      request: async (w) => ({
        path: `${await leagueMatch(w)}/lineups/home`,
        body: { games: [[w.members.captain.participant_id]] },
      }),
    },
    {
      method: 'POST',
      route: `${S}/matches/{match}/games/{game}/start`,
      access: 'captains',
      // No lineups yet.
      ok: 409,
      request: async (w) => ({ path: `${await leagueMatch(w)}/games/1/start` }),
    },
    {
      method: 'PUT',
      route: `${S}/matches/{match}/games/{game}/result`,
      access: 'captains',
      ok: 409,
      request: async (w) => ({ path: `${await leagueMatch(w)}/games/1/result`, body: { legs: [3, 0] } }),
    },
    {
      method: 'POST',
      route: `${S}/matches/{match}/confirm`,
      access: 'captains',
      // Not played yet.
      ok: 409,
      request: async (w) => ({ path: `${await leagueMatch(w)}/confirm`, body: {} }),
    },
    {
      method: 'POST',
      route: `${S}/matches/{match}/dispute`,
      access: 'matchCaptains',
      ok: 409,
      request: async (w) => ({ path: `${await leagueMatch(w)}/dispute`, body: { reason: 'Matrix' } }),
    },
    {
      method: 'GET',
      route: `${S}/divisions/{division}/standings`,
      access: 'organisation',
      ok: 200,
      request: (w) => ({ path: `${w.seasonPath}/divisions/${w.division.slug}/standings` }),
    },
    {
      method: 'POST',
      route: `${S}/divisions/{division}/adjustments`,
      access: 'admins',
      ok: 201,
      request: (w) => ({
        path: `${w.seasonPath}/divisions/${w.division.slug}/adjustments`,
        body: { team: w.arrows.slug, points: -1, reason: 'Matrix' },
      }),
    },
    {
      method: 'DELETE',
      route: `${S}/divisions/{division}/adjustments/{adjustment}`,
      access: 'admins',
      // No such adjustment.
      ok: 404,
      request: (w) => ({
        path: `${w.seasonPath}/divisions/${w.division.slug}/adjustments/0f8fad5b-d9cb-469f-a165-70867728950e`,
      }),
    },
    {
      method: 'GET',
      route: `${S}/divisions/{division}/individual-standings`,
      access: 'organisation',
      ok: 200,
      request: (w) => ({ path: `${w.seasonPath}/divisions/${w.division.slug}/individual-standings` }),
    },
    {
      method: 'GET',
      route: `${S}/leaderboards`,
      access: 'organisation',
      ok: 200,
      request: (w) => ({ path: `${w.seasonPath}/leaderboards` }),
    },
    {
      method: 'GET',
      route: `${S}/teams/{team}/statistics`,
      access: 'organisation',
      ok: 200,
      request: (w) => ({ path: `${team(w)}/statistics` }),
    },
    // The end of the season.
    {
      method: 'GET',
      route: `${S}/promotion`,
      access: 'admins',
      ok: 200,
      request: (w) => ({ path: `${w.seasonPath}/promotion` }),
    },
    // Teams.
    {
      method: 'GET',
      route: `${S}/teams`,
      access: 'admins',
      ok: 200,
      request: (w) => ({ path: `${w.seasonPath}/teams` }),
    },
    {
      method: 'POST',
      route: `${S}/teams`,
      access: 'admins',
      ok: 201,
      request: (w, n) => ({ path: `${w.seasonPath}/teams`, body: { name: `Matrix team ${n}` } }),
    },
    {
      method: 'GET',
      route: `${S}/teams/existing`,
      access: 'admins',
      ok: 200,
      request: (w) => ({ path: `${w.seasonPath}/teams/existing` }),
    },
    {
      method: 'POST',
      route: `${S}/teams/existing`,
      access: 'admins',
      // Already in the season: only an admin gets this far.
      ok: 422,
      request: (w) => ({ path: `${w.seasonPath}/teams/existing`, body: { team: w.arrows.slug } }),
    },
    { method: 'GET', route: `${S}/teams/{team}`, access: 'ownTeam', ok: 200, request: (w) => ({ path: team(w) }) },
    {
      method: 'PATCH',
      route: `${S}/teams/{team}`,
      access: 'ownTeamEdit',
      ok: 200,
      request: (w) => ({ path: team(w), body: { name: 'The Arrows', club_name: 'Café De Pijl' } }),
    },
    {
      method: 'GET',
      route: `${S}/teams/{team}/members`,
      access: 'ownTeam',
      ok: 200,
      request: (w) => ({ path: `${team(w)}/members` }),
    },
    {
      method: 'POST',
      route: `${S}/teams/{team}/members`,
      access: 'ownTeamEdit',
      ok: 201,
      request: (w, n) => ({ path: `${team(w)}/members`, body: { name: `Guest ${n}` } }),
    },
    {
      method: 'PATCH',
      route: `${S}/teams/{team}/members/{member}`,
      access: 'ownTeamEdit',
      ok: 200,
      request: (w) => ({
        path: `${team(w)}/members/${w.members.player.id}`,
        body: { contact_phone: '+32 470 12 34 56' },
      }),
    },
    {
      method: 'DELETE',
      route: `${S}/teams/{team}/members/{member}`,
      access: 'ownTeamEdit',
      ok: 204,
      request: async (w, n) => {
        const guest = TeamMemberSchema.parse(await made(w, 'POST', `${team(w)}/members`, { name: `Leaver ${n}` }))
        return { path: `${team(w)}/members/${guest.id}` }
      },
    },
    {
      method: 'POST',
      route: `${S}/teams/{team}/members/{member}/transfer`,
      access: 'admins',
      // To the player's own team: only an admin gets this far.
      ok: 422,
      request: (w) => ({
        path: `${team(w)}/members/${w.members.player.id}/transfer`,
        body: { team: w.arrows.slug, date: '2030-10-01' },
      }),
    },
    {
      method: 'PUT',
      route: `${S}/teams/{team}/captain`,
      access: 'ownTeamEdit',
      ok: 200,
      request: (w) => ({ path: `${team(w)}/captain`, body: { member_id: w.members.captain.id } }),
    },
    // Venues.
    {
      method: 'GET',
      route: '/competition/manage/organisations/{org}/venues',
      access: 'admins',
      ok: 200,
      request: (w) => ({ path: `${w.org}/venues` }),
    },
    {
      method: 'POST',
      route: '/competition/manage/organisations/{org}/venues',
      access: 'admins',
      ok: 201,
      request: (w, n) => ({ path: `${w.org}/venues`, body: { name: `Matrix venue ${n}` } }),
    },
    {
      method: 'GET',
      route: '/competition/manage/organisations/{org}/venues/{venue}',
      access: 'admins',
      ok: 200,
      request: (w) => ({ path: `${w.org}/venues/${w.venue.id}` }),
    },
    {
      method: 'PATCH',
      route: '/competition/manage/organisations/{org}/venues/{venue}',
      access: 'admins',
      ok: 200,
      request: (w) => ({ path: `${w.org}/venues/${w.venue.id}`, body: { name: 'De Gouden Pijl' } }),
    },
    {
      method: 'DELETE',
      route: '/competition/manage/organisations/{org}/venues/{venue}',
      access: 'admins',
      ok: 204,
      request: async (w, n) => {
        const venue = CompetitionVenueSchema.parse(await made(w, 'POST', `${w.org}/venues`, { name: `Closing ${n}` }))
        return { path: `${w.org}/venues/${venue.id}` }
      },
    },
    {
      method: 'GET',
      route: '/competition/manage/organisations/{org}/venues/{venue}/teams',
      access: 'admins',
      ok: 200,
      request: (w) => ({ path: `${w.org}/venues/${w.venue.id}/teams` }),
    },
    // A venue's own boards (ADR 016): each case gets a venue of its own, so board numbers never clash.
    {
      method: 'GET',
      route: '/competition/manage/organisations/{org}/venues/{venue}/boards',
      access: 'admins',
      ok: 200,
      request: (w) => ({ path: `${w.org}/venues/${w.venue.id}/boards` }),
    },
    {
      method: 'POST',
      route: '/competition/manage/organisations/{org}/venues/{venue}/boards',
      access: 'admins',
      ok: 201,
      request: async (w, n) => ({ path: `${await boardVenue(w, n)}/boards`, body: { number: 1 } }),
    },
    {
      method: 'PATCH',
      route: '/competition/manage/organisations/{org}/venues/{venue}/boards/{board}',
      access: 'admins',
      ok: 200,
      request: async (w, n) => ({ path: await venueBoard(w, n), body: { name: 'By the bar' } }),
    },
    {
      method: 'DELETE',
      route: '/competition/manage/organisations/{org}/venues/{venue}/boards/{board}',
      access: 'admins',
      ok: 204,
      request: async (w, n) => ({ path: await venueBoard(w, n) }),
    },
    {
      method: 'POST',
      route: '/competition/manage/organisations/{org}/venues/{venue}/boards/{board}/code',
      access: 'admins',
      ok: 200,
      request: async (w, n) => ({ path: `${await venueBoard(w, n)}/code` }),
    },
    // Super admins.
    {
      method: 'GET',
      route: '/admin/organisations',
      access: 'superAdmins',
      ok: 200,
      request: () => ({ path: '/admin/organisations' }),
    },
    {
      method: 'POST',
      route: '/admin/organisations',
      access: 'superAdmins',
      ok: 201,
      request: (_w, n) => ({ path: '/admin/organisations', body: { name: `Matrix league ${n}` } }),
    },
    {
      method: 'GET',
      route: '/admin/organisations/{org}',
      access: 'superAdmins',
      ok: 200,
      request: (w) => ({ path: `/admin/organisations/${w.organisation.slug}` }),
    },
    {
      method: 'PATCH',
      route: '/admin/organisations/{org}',
      access: 'superAdmins',
      ok: 200,
      request: (w) => ({ path: `/admin/organisations/${w.organisation.slug}`, body: { name: w.organisation.name } }),
    },
    {
      method: 'DELETE',
      route: '/admin/organisations/{org}',
      access: 'superAdmins',
      ok: 204,
      request: async (w, n) => ({ path: `/admin/organisations/${(await superMade(w, `Doomed ${n}`)).slug}` }),
    },
    {
      method: 'POST',
      route: '/admin/organisations/{org}/admins',
      access: 'superAdmins',
      ok: 202,
      request: (w, n) => ({
        path: `/admin/organisations/${w.organisation.slug}/admins`,
        body: { email: `invitee-${n}@example.com` },
      }),
    },
    {
      method: 'DELETE',
      route: '/admin/organisations/{org}/admins/{userId}',
      access: 'superAdmins',
      ok: 204,
      request: async (w) => {
        const extra = await createSignedInUser(database.db)
        await database.db
          .insert(organisationMembers)
          .values({ organisationId: w.organisation.id, userId: extra.user.id, role: 'admin' })
        return { path: `/admin/organisations/${w.organisation.slug}/admins/${extra.user.id}` }
      },
    },
    {
      method: 'DELETE',
      route: '/admin/organisations/{org}/invitations/{id}',
      access: 'superAdmins',
      ok: 204,
      request: async (w, n) => {
        const invited = AdminOrganisationSchema.parse(
          (
            await w.call('POST', `/admin/organisations/${w.organisation.slug}/admins`, w.tokens.superAdmin, {
              email: `withdrawn-${n}@example.com`,
            })
          ).body,
        )
        const invitation = invited.invitations.find((row) => row.email === `withdrawn-${n}@example.com`)
        return { path: `/admin/organisations/${w.organisation.slug}/invitations/${invitation!.id}` }
      },
    },
    // The league's public site: its news, documents and board (ADR 018), for its admins.
    {
      method: 'POST',
      route: '/competition/manage/organisations/{org}/site/files',
      access: 'admins',
      ok: 201,
      request: (w) => ({ path: `${w.org}/site/files`, body: pngForm('image') }),
    },
    {
      method: 'GET',
      route: '/competition/manage/organisations/{org}/site/news',
      access: 'admins',
      ok: 200,
      request: (w) => ({ path: `${w.org}/site/news` }),
    },
    {
      method: 'POST',
      route: '/competition/manage/organisations/{org}/site/news',
      access: 'admins',
      ok: 201,
      request: (w, n) => ({ path: `${w.org}/site/news`, body: { title: `Posted ${n}`, html: '', status: 'draft' } }),
    },
    {
      method: 'GET',
      route: '/competition/manage/organisations/{org}/site/news/{slug}',
      access: 'admins',
      ok: 200,
      request: async (w, n) => ({ path: `${w.org}/site/news/${await newsArticle(w, n)}` }),
    },
    {
      method: 'PUT',
      route: '/competition/manage/organisations/{org}/site/news/{slug}',
      access: 'admins',
      ok: 200,
      request: async (w, n) => ({ path: `${w.org}/site/news/${await newsArticle(w, n)}`, body: { title: 'Changed' } }),
    },
    {
      method: 'DELETE',
      route: '/competition/manage/organisations/{org}/site/news/{slug}',
      access: 'admins',
      ok: 204,
      request: async (w, n) => ({ path: `${w.org}/site/news/${await newsArticle(w, n)}` }),
    },
    {
      method: 'GET',
      route: '/competition/manage/organisations/{org}/site/documents',
      access: 'admins',
      ok: 200,
      request: (w) => ({ path: `${w.org}/site/documents` }),
    },
    {
      method: 'POST',
      route: '/competition/manage/organisations/{org}/site/documents',
      access: 'admins',
      ok: 201,
      request: async (w, n) => ({
        path: `${w.org}/site/documents`,
        body: { title: `Rules ${n}`, file_id: await uploadedId(w, 'document') },
      }),
    },
    {
      method: 'GET',
      route: '/competition/manage/organisations/{org}/site/documents/{id}',
      access: 'admins',
      ok: 200,
      request: async (w, n) => ({ path: `${w.org}/site/documents/${await siteDocument(w, n)}` }),
    },
    {
      method: 'PUT',
      route: '/competition/manage/organisations/{org}/site/documents/{id}',
      access: 'admins',
      ok: 200,
      request: async (w, n) => ({
        path: `${w.org}/site/documents/${await siteDocument(w, n)}`,
        body: { title: 'New' },
      }),
    },
    {
      method: 'DELETE',
      route: '/competition/manage/organisations/{org}/site/documents/{id}',
      access: 'admins',
      ok: 204,
      request: async (w, n) => ({ path: `${w.org}/site/documents/${await siteDocument(w, n)}` }),
    },
    {
      method: 'PUT',
      route: '/competition/manage/organisations/{org}/site/documents/order',
      access: 'admins',
      ok: 200,
      request: async (w, n) => {
        await siteDocument(w, n)
        const listed = SiteDocumentListSchema.parse(await made(w, 'GET', `${w.org}/site/documents`))
        return { path: `${w.org}/site/documents/order`, body: { ids: listed.map((item) => item.id).reverse() } }
      },
    },
    {
      method: 'GET',
      route: '/competition/manage/organisations/{org}/site/board-members',
      access: 'admins',
      ok: 200,
      request: (w) => ({ path: `${w.org}/site/board-members` }),
    },
    {
      method: 'POST',
      route: '/competition/manage/organisations/{org}/site/board-members',
      access: 'admins',
      ok: 201,
      request: (w, n) => ({ path: `${w.org}/site/board-members`, body: { name: `Added ${n}`, role: 'Treasurer' } }),
    },
    {
      method: 'GET',
      route: '/competition/manage/organisations/{org}/site/board-members/{id}',
      access: 'admins',
      ok: 200,
      request: async (w, n) => ({ path: `${w.org}/site/board-members/${await boardMember(w, n)}` }),
    },
    {
      method: 'PUT',
      route: '/competition/manage/organisations/{org}/site/board-members/{id}',
      access: 'admins',
      ok: 200,
      request: async (w, n) => ({
        path: `${w.org}/site/board-members/${await boardMember(w, n)}`,
        body: { role: 'Secretary' },
      }),
    },
    {
      method: 'DELETE',
      route: '/competition/manage/organisations/{org}/site/board-members/{id}',
      access: 'admins',
      ok: 204,
      request: async (w, n) => ({ path: `${w.org}/site/board-members/${await boardMember(w, n)}` }),
    },
    {
      method: 'PUT',
      route: '/competition/manage/organisations/{org}/site/board-members/order',
      access: 'admins',
      ok: 200,
      request: async (w, n) => {
        await boardMember(w, n)
        const listed = SiteBoardMemberListSchema.parse(await made(w, 'GET', `${w.org}/site/board-members`))
        return { path: `${w.org}/site/board-members/order`, body: { ids: listed.map((item) => item.id).reverse() } }
      },
    },
    // …and what anyone reads of it.
    {
      method: 'GET',
      route: '/competition/{domain}/news',
      access: 'anyone',
      ok: 200,
      request: async (w) => ({ path: `${await publicSite(w)}/news` }),
    },
    {
      method: 'GET',
      route: '/competition/{domain}/news/{slug}',
      access: 'anyone',
      ok: 200,
      request: async (w, n) => {
        const slug = await newsArticle(w, n)
        return { path: `${await publicSite(w)}/news/${slug}` }
      },
    },
    {
      method: 'GET',
      route: '/competition/{domain}/documents',
      access: 'anyone',
      ok: 200,
      request: async (w) => ({ path: `${await publicSite(w)}/documents` }),
    },
    {
      method: 'GET',
      route: '/competition/{domain}/board-members',
      access: 'anyone',
      ok: 200,
      request: async (w) => ({ path: `${await publicSite(w)}/board-members` }),
    },
    // The league's public site: its settings, then what anyone reads.
    {
      method: 'GET',
      route: '/competition/manage/organisations/{org}/site',
      access: 'admins',
      ok: 200,
      request: (w) => ({ path: `${w.org}/site` }),
    },
    {
      method: 'PUT',
      route: '/competition/manage/organisations/{org}/site',
      access: 'admins',
      ok: 200,
      request: (w) => ({ path: `${w.org}/site`, body: { help_text: 'Ask your captain.' } }),
    },
    {
      method: 'GET',
      route: '/competition/{domain}',
      access: 'anyone',
      ok: 200,
      request: async (w) => ({ path: await publicSite(w) }),
    },
    {
      method: 'GET',
      route: '/competition/{domain}/matches',
      access: 'anyone',
      ok: 200,
      request: async (w) => ({ path: `${await publicSite(w)}/matches` }),
    },
    {
      method: 'GET',
      route: '/competition/{domain}/matches/{match}',
      access: 'anyone',
      ok: 200,
      request: async (w) => {
        const match = (await leagueMatch(w)).split('/').at(-1)
        return { path: `${await publicSite(w)}/matches/${match}` }
      },
    },
    {
      method: 'GET',
      route: '/competition/{domain}/divisions/{division}/standings',
      access: 'anyone',
      ok: 200,
      request: async (w) => ({ path: `${await publicSite(w)}/divisions/${w.division.slug}/standings` }),
    },
    {
      method: 'GET',
      route: '/competition/{domain}/divisions/{division}/individual-standings',
      access: 'anyone',
      ok: 200,
      request: async (w) => ({ path: `${await publicSite(w)}/divisions/${w.division.slug}/individual-standings` }),
    },
    {
      method: 'GET',
      route: '/competition/{domain}/teams/{team}',
      access: 'anyone',
      ok: 200,
      request: async (w) => ({ path: `${await publicSite(w)}/teams/${w.arrows.slug}` }),
    },
    {
      method: 'GET',
      route: '/competition/{domain}/leaderboards',
      access: 'anyone',
      ok: 200,
      request: async (w) => ({ path: `${await publicSite(w)}/leaderboards` }),
    },
    {
      method: 'GET',
      route: '/competition/{domain}/cups/{cup}',
      access: 'anyone',
      ok: 200,
      request: async (w) => {
        const cup = (await matrixCup(w)).split('/').at(-1)
        return { path: `${await publicSite(w)}/cups/${cup}` }
      },
    },
    {
      method: 'GET',
      route: '/competition/{domain}/calendar.ics',
      access: 'anyone',
      ok: 200,
      request: async (w) => ({ path: `${await publicSite(w)}/calendar.ics` }),
    },
    // Answering an invitation: nobody here was invited, so every signed-in caller finds none.
    {
      method: 'POST',
      route: '/organisation-invitations/{id}/accept',
      access: 'signedIn',
      ok: 404,
      request: () => ({ path: '/organisation-invitations/00000000-0000-4000-8000-000000000000/accept' }),
    },
    {
      method: 'POST',
      route: '/organisation-invitations/{id}/decline',
      access: 'signedIn',
      ok: 404,
      request: () => ({ path: '/organisation-invitations/00000000-0000-4000-8000-000000000000/decline' }),
    },
    // The super admins' user administration (routes/admin-users.test.ts tests what it does): each on a fresh account.
    { method: 'GET', route: '/admin/users', access: 'superAdmins', ok: 200, request: () => ({ path: '/admin/users' }) },
    {
      method: 'GET',
      route: '/admin/users/{userId}',
      access: 'superAdmins',
      ok: 200,
      request: async () => ({ path: `/admin/users/${(await createSignedInUser(database.db)).user.id}` }),
    },
    {
      method: 'PATCH',
      route: '/admin/users/{userId}',
      access: 'superAdmins',
      ok: 200,
      request: async () => ({
        path: `/admin/users/${(await createSignedInUser(database.db)).user.id}`,
        body: { langcode: 'nl' },
      }),
    },
    {
      method: 'DELETE',
      route: '/admin/users/{userId}',
      access: 'superAdmins',
      ok: 204,
      request: async () => ({ path: `/admin/users/${(await createSignedInUser(database.db)).user.id}` }),
    },
    {
      method: 'POST',
      route: '/admin/users/{userId}/block',
      access: 'superAdmins',
      ok: 200,
      request: async () => ({ path: `/admin/users/${(await createSignedInUser(database.db)).user.id}/block` }),
    },
    {
      method: 'DELETE',
      route: '/admin/users/{userId}/block',
      access: 'superAdmins',
      ok: 200,
      request: async () => ({ path: `/admin/users/${(await createSignedInUser(database.db)).user.id}/block` }),
    },
    {
      method: 'POST',
      route: '/admin/users/{userId}/password-reset',
      access: 'superAdmins',
      ok: 202,
      request: async () => ({
        path: `/admin/users/${(await createSignedInUser(database.db)).user.id}/password-reset`,
      }),
    },
    {
      method: 'GET',
      route: '/admin/audit-log',
      access: 'superAdmins',
      ok: 200,
      request: () => ({ path: '/admin/audit-log' }),
    },
    // The super admins' analytics (routes/admin-analytics.test.ts tests the figures).
    {
      method: 'GET',
      route: '/admin/analytics/general',
      access: 'superAdmins',
      ok: 200,
      request: () => ({ path: '/admin/analytics/general' }),
    },
    {
      method: 'GET',
      route: '/admin/analytics/tournaments',
      access: 'superAdmins',
      ok: 200,
      request: () => ({ path: '/admin/analytics/tournaments?period=year' }),
    },
  ]

  it('covers every competition and organisation route of the OpenAPI document', async () => {
    const app = createTestApp(database)
    const document = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    const documented = Object.entries(document.paths)
      .filter(([path]) => /^\/api\/(competition|admin|organisation-invitations)\//.test(path))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.slice(4)}`))
    const tested = cases.map((test) => `${test.method} ${test.route}`)
    expect(tested.sort()).toEqual(documented.sort())
  })

  /** Bad input for every route that takes any: 422 with the fields named, in the request's language. */
  const badInput: {
    name: string
    token: (w: CompetitionWorld) => string | null
    request: (w: CompetitionWorld) => Request & { method: string }
    fields: string[]
  }[] = [
    {
      name: 'POST seasons',
      token: admin,
      request: (w) => ({
        method: 'POST',
        path: `${w.org}/seasons`,
        body: { name: 'X', starts_on: '2030-02-30', ends_on: 'soon' },
      }),
      fields: ['ends_on', 'starts_on'],
    },
    {
      name: 'POST seasons with placements and places out of range',
      token: admin,
      request: (w) => ({
        method: 'POST',
        path: `${w.org}/seasons`,
        body: {
          name: 'X',
          starts_on: '2031-09-01',
          ends_on: '2032-05-31',
          settings: { promotion_places: 11, relegation_places: -1 },
          placements: [{ team: 5 }],
        },
      }),
      fields: ['placements.0.division', 'placements.0.team', 'settings.promotion_places', 'settings.relegation_places'],
    },
    {
      name: 'PATCH season',
      token: admin,
      request: (w) => ({
        method: 'PATCH',
        path: w.seasonPath,
        body: { settings: { round_robin: 'triple', min_boards_per_match: 0 } },
      }),
      fields: ['settings.min_boards_per_match', 'settings.round_robin'],
    },
    {
      name: 'POST divisions',
      token: admin,
      request: (w) => ({ method: 'POST', path: `${w.seasonPath}/divisions`, body: { name: '', position: 0 } }),
      fields: ['name', 'position'],
    },
    {
      name: 'PATCH division',
      token: admin,
      request: (w) => ({
        method: 'PATCH',
        path: `${w.seasonPath}/divisions/${w.division.slug}`,
        body: { slug: 'Not A Slug' },
      }),
      fields: ['slug'],
    },
    {
      name: 'PUT division teams',
      token: admin,
      request: (w) => ({
        method: 'PUT',
        path: `${w.seasonPath}/divisions/${w.division.slug}/teams`,
        body: { teams: 'all' },
      }),
      fields: ['teams'],
    },
    {
      name: 'POST fixtures/generate',
      token: admin,
      request: (w) => ({ method: 'POST', path: `${w.seasonPath}/fixtures/generate`, body: { divisions: [''] } }),
      fields: ['divisions.0'],
    },
    {
      name: 'POST reschedule',
      token: admin,
      request: (w) => ({ method: 'POST', path: `${w.seasonPath}/fixtures/any/reschedule`, body: { date: '2030-1-1' } }),
      fields: ['date', 'reason'],
    },
    {
      name: 'PUT lineup',
      token: (w) => w.tokens.captain,
      request: (w) => ({ method: 'PUT', path: `${w.seasonPath}/matches/any/lineups/home`, body: { games: 'all' } }),
      fields: ['games'],
    },
    {
      name: 'PUT game result',
      token: (w) => w.tokens.captain,
      request: (w) => ({
        method: 'PUT',
        path: `${w.seasonPath}/matches/any/games/1/result`,
        body: { legs: [1], forfeited_by: 'nobody' },
      }),
      fields: ['forfeited_by', 'legs'],
    },
    {
      name: 'POST adjustment',
      token: admin,
      request: (w) => ({
        method: 'POST',
        path: `${w.seasonPath}/divisions/${w.division.slug}/adjustments`,
        body: { team: '', points: 0, reason: ' ' },
      }),
      fields: ['points', 'reason', 'team'],
    },
    {
      name: 'POST dispute',
      token: (w) => w.tokens.captain,
      request: (w) => ({ method: 'POST', path: `${w.seasonPath}/matches/any/dispute`, body: { reason: ' ' } }),
      fields: ['reason'],
    },
    {
      name: 'POST cups',
      token: admin,
      request: (w) => ({
        method: 'POST',
        path: `${w.seasonPath}/cups`,
        body: { name: ' ', entry: 'sometimes', dates: ['2030-13-01'] },
      }),
      fields: ['dates.0', 'entry', 'name'],
    },
    {
      name: 'PATCH cup',
      token: admin,
      request: (w) => ({
        method: 'PATCH',
        path: `${w.seasonPath}/cups/any`,
        body: { format: { kind: 'groups', groupSize: 2 }, position: 0 },
      }),
      fields: ['format.groupSize', 'format.hasPlate', 'format.qualifiersPerGroup', 'position'],
    },
    {
      name: 'PUT cup entries',
      token: admin,
      request: (w) => ({ method: 'PUT', path: `${w.seasonPath}/cups/any/entries`, body: { teams: [''] } }),
      fields: ['teams.0'],
    },
    {
      name: 'POST cup draw',
      token: admin,
      request: (w) => ({ method: 'POST', path: `${w.seasonPath}/cups/any/draw`, body: { redraw: 'yes' } }),
      fields: ['redraw'],
    },
    {
      name: 'POST teams',
      token: admin,
      request: (w) => ({
        method: 'POST',
        path: `${w.seasonPath}/teams`,
        body: { name: 'X', home_weekday: 'funday', venue_id: 'here' },
      }),
      fields: ['home_weekday', 'venue_id'],
    },
    {
      name: 'POST teams/existing',
      token: admin,
      request: (w) => ({ method: 'POST', path: `${w.seasonPath}/teams/existing`, body: { with_members: 'yes' } }),
      fields: ['team', 'with_members'],
    },
    {
      name: 'PATCH team',
      token: (w) => w.tokens.captain,
      request: (w) => ({ method: 'PATCH', path: `${w.seasonPath}/teams/${w.arrows.slug}`, body: { name: '' } }),
      fields: ['name'],
    },
    {
      name: 'POST members',
      token: (w) => w.tokens.captain,
      request: (w) => ({
        method: 'POST',
        path: `${w.seasonPath}/teams/${w.arrows.slug}/members`,
        body: { name: 'X', role: 'coach', contact_email: 'nope' },
      }),
      fields: ['contact_email', 'role'],
    },
    {
      name: 'PATCH member',
      token: (w) => w.tokens.captain,
      request: (w) => ({
        method: 'PATCH',
        path: `${w.seasonPath}/teams/${w.arrows.slug}/members/${w.members.player.id}`,
        body: { joined_on: 'tomorrow' },
      }),
      fields: ['joined_on'],
    },
    {
      name: 'PATCH member with a bad id',
      token: (w) => w.tokens.captain,
      request: (w) => ({ method: 'PATCH', path: `${w.seasonPath}/teams/${w.arrows.slug}/members/42`, body: {} }),
      fields: ['member'],
    },
    {
      name: 'DELETE member on a bad day',
      token: (w) => w.tokens.captain,
      request: (w) => ({
        method: 'DELETE',
        path: `${w.seasonPath}/teams/${w.arrows.slug}/members/${w.members.player.id}?on=someday`,
      }),
      fields: ['on'],
    },
    {
      name: 'POST transfer',
      token: admin,
      request: (w) => ({
        method: 'POST',
        path: `${w.seasonPath}/teams/${w.arrows.slug}/members/${w.members.player.id}/transfer`,
        body: {},
      }),
      fields: ['date', 'team'],
    },
    {
      name: 'PUT captain',
      token: (w) => w.tokens.captain,
      request: (w) => ({
        method: 'PUT',
        path: `${w.seasonPath}/teams/${w.arrows.slug}/captain`,
        body: { member_id: 'me' },
      }),
      fields: ['member_id'],
    },
    {
      name: 'POST venues',
      token: admin,
      request: (w) => ({
        method: 'POST',
        path: `${w.org}/venues`,
        body: { name: 'X', map_url: 'javascript:alert(1)', default_board_count: -1 },
      }),
      fields: ['default_board_count', 'map_url'],
    },
    {
      name: 'PATCH venue',
      token: admin,
      request: (w) => ({ method: 'PATCH', path: `${w.org}/venues/${w.venue.id}`, body: { weekdays: 'thursday' } }),
      fields: ['weekdays'],
    },
    {
      name: 'POST venue boards',
      token: admin,
      request: (w) => ({ method: 'POST', path: `${w.org}/venues/${w.venue.id}/boards`, body: { number: 0 } }),
      fields: ['number'],
    },
    {
      name: 'GET venue with a bad id',
      token: admin,
      request: (w) => ({ method: 'GET', path: `${w.org}/venues/the-pub` }),
      fields: ['venue'],
    },
    {
      name: 'POST admin organisations',
      token: (w) => w.tokens.superAdmin,
      request: () => ({
        method: 'POST',
        path: '/admin/organisations',
        body: { name: 'X', primary_colour: 'teal', domains: ['not a host'] },
      }),
      fields: ['domains.0', 'primary_colour'],
    },
    {
      name: 'PATCH admin organisation',
      token: (w) => w.tokens.superAdmin,
      request: (w) => ({
        method: 'PATCH',
        path: `/admin/organisations/${w.organisation.slug}`,
        body: { default_language: 'es' },
      }),
      fields: ['default_language'],
    },
    {
      name: 'POST admin organisation admins',
      token: (w) => w.tokens.superAdmin,
      request: (w) => ({
        method: 'POST',
        path: `/admin/organisations/${w.organisation.slug}/admins`,
        body: { email: 'x' },
      }),
      fields: ['email'],
    },
    {
      name: 'DELETE admin organisation admin with a bad id',
      token: (w) => w.tokens.superAdmin,
      request: (w) => ({ method: 'DELETE', path: `/admin/organisations/${w.organisation.slug}/admins/1` }),
      fields: ['userId'],
    },
    {
      name: 'POST organisation invitation accept with a bad id',
      token: (w) => w.tokens.plainUser,
      request: () => ({ method: 'POST', path: '/organisation-invitations/1/accept' }),
      fields: ['id'],
    },
    {
      name: 'PUT site',
      token: admin,
      request: (w) => ({
        method: 'PUT',
        path: `${w.org}/site`,
        body: { primary_colour: 'teal', domains: ['localhost'], pages: ['blog'] },
      }),
      fields: ['domains.0', 'pages.0', 'primary_colour'],
    },
    {
      name: 'GET site matches',
      token: () => null,
      request: () => ({ method: 'GET', path: `/competition/${encodeSiteDomain('roles.example.org')}/matches?week=0` }),
      fields: ['week'],
    },
  ]

  it.each(badInput.map((test) => [test.name, test] as const))(
    '%s with bad input answers 422 in Dutch',
    async (_name, test) => {
      const { method, path, body } = test.request(world)
      const answer = await world.call(method, path, test.token(world), body, 'nl')
      expect(answer.status).toBe(422)
      const error = answer.body as { message: string; errors: Record<string, string[]> }
      expect(error.message).toBe('De opgegeven gegevens zijn ongeldig.')
      expect(Object.keys(error.errors).sort()).toEqual(test.fields)
    },
  )

  let counter = 0
  it.each(
    cases.flatMap((test) => competitionRoles.map((role) => [`${test.method} ${test.route}`, role, test] as const)),
  )('%s as %s', async (_name, role, test) => {
    counter += 1
    const { path, body } = await test.request(world, counter)
    const answer = await world.call(test.method, path, world.tokens[role], body)
    const expected = allowed[test.access].includes(role) ? test.ok : role === 'anonymous' ? 401 : 403
    expect({ status: answer.status, body: answer.status === expected ? null : answer.body }).toEqual({
      status: expected,
      body: null,
    })
  })
})
