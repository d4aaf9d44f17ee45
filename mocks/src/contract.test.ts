import {
  IndividualStandingsSchema,
  LeagueLeaderboardsSchema,
  LeagueMatchListSchema,
  LeagueMatchSchema,
  LeagueStandingsSchema,
  StandingsAdjustmentSchema,
  TeamStatisticsSchema,
  AdminOrganisationListSchema,
  AdminOrganisationSchema,
  ApiErrorSchema,
  AvailableOrganisationListSchema,
  CompetitionVenueSchema,
  DivisionSchema,
  FixtureListSchema,
  FixtureSchema,
  OrganisationSchema,
  SeasonListSchema,
  SeasonMemberListSchema,
  SeasonPromotionSchema,
  SeasonSchema,
  TeamListSchema,
  TeamMemberListSchema,
  TeamMemberSchema,
  TeamSchema,
  BoardListSchema,
  BoardWithCodeSchema,
  CreatedEventSchema,
  EventBoardsLiveSchema,
  EventDetailSchema,
  ManageOverviewSchema,
  MatchListSchema,
  MatchSchema,
  MyEventsSchema,
  MyTournamentsSchema,
  NotificationListSchema,
  ParticipantListSchema,
  ParticipantSchema,
  TabletBoardSchema,
  TabletSessionSchema,
  TokenSchema,
  TournamentDetailSchema,
  TournamentPageSchema,
  TournamentSchema,
  UserSchema,
  VenueListSchema,
  VenueSchema,
  CompetitionSiteContextSchema,
  CompetitionSiteSettingsSchema,
  RankingDetailSchema,
  RankingListSchema,
  encodeSiteDomain,
  type MatchConfig,
} from '@oche/api'
import { createDatabase, type DatabaseHandle } from '@oche/server'
import { getResponse, type RequestHandler } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
// The server's own test helpers (not part of its published surface): the app as its route tests build it. The one
// place a package reaches into another's files, on purpose: a published testing entry would ship test code.
// eslint-disable-next-line no-restricted-imports
import { createTestApp } from '../../packages/server/src/test/test-databases'
// eslint-disable-next-line no-restricted-imports
import { createSignedInUser } from '../../packages/server/src/test/test-users'
import { eventBoardsLiveFixture } from './event-board-fixtures'
import { createEventBoardHandlers } from './event-board-handlers'
import { createCompetitionHandlers } from './competition-handlers'
import { createCompetitionSiteHandlers } from './competition-site-handlers'
import { createCompetitionStore } from './competition-store'
import { createEventHandlers } from './event-handlers'
import { createRankingHandlers } from './ranking-handlers'
import { mockTokens, userFixture } from './fixtures'
import { handlers } from './handlers'
import { createLeagueNightStore } from './league-night-store'
import { mockOrigin, mockRequest } from './test-requests'

/**
 * The contract between the mocks and the server: the same requests go to the real server (in process, on a fresh
 * PGlite) and to the MSW handlers, and both must answer with the same status and the same response shape (keys
 * and value types, each body parsed with the `@oche/api` response schema), and the same error message and error
 * fields with their messages, in the language the request asks for. Values differ (ids, names, times): they are
 * not compared. When the two disagree the server is right.
 */

type Answer = { status: number; body: unknown }

/** One side of the contract: how to send a request, and who is signed in. */
type World = {
  name: string
  /** `language` is the request's Accept-Language (English unless a step asks for another): both answer in it. */
  call: (method: string, path: string, token: string | null, body?: unknown, language?: string) => Promise<Answer>
  /** A signed-in organiser, the caller of every step. */
  organiser: { token: string; email: string; password: string }
  /** Another signed-in user, who owns the resources the organiser may not touch. */
  otherToken: string
  /** A super admin: makes the league organisation and invites the organiser to run it. */
  superAdminToken: string
  /**
   * The event whose live boards to read: the mocks' board handlers hold one event (the fixture's), the server
   * the event the steps created.
   */
  liveEvent?: string
}

const password = 'correct horse battery'
const missingId = '00000000-0000-4000-8000-000000000000'

const config501: MatchConfig = {
  startScore: 501,
  inRule: 'straight',
  outRule: 'double',
  format: { kind: 'bestOf', legs: 3 },
  sides: [{ name: 'Home' }, { name: 'Away' }],
}

const tournamentInput = (name: string, visibility: 'public' | 'private' = 'public') => ({
  name,
  type: 'singles',
  starts_at: '2030-05-03T19:00:00.000Z',
  format: { kind: 'knockout', third_place: false },
  visibility,
})

const eventInput = (name: string, visibility: 'public' | 'private' = 'public') => ({
  name,
  starts_at: '2030-05-03T18:00:00.000Z',
  time_zone: 'Europe/Brussels',
  visibility,
})

/** What a step remembers of earlier answers in the same world (ids of what it created). */
type Memory = Record<string, string>

type Step = {
  name: string
  /** The schema of a successful answer; errors are parsed with `ApiErrorSchema`. */
  schema?: z.ZodType
  send: (world: World, memory: Memory) => Promise<Answer>
  /** Remember something of the answer for later steps. */
  keep?: (body: unknown, memory: Memory) => void
}

const idOf = (body: unknown): string => (body as { id: string }).id
/** The contract league's public site: the domain its settings give it, as `/competition/{domain}` takes it. */
const siteDomain = encodeSiteDomain('contract-league.example.org')
/** The slug of the season the steps play (`m.season` is its manage path). */
const seasonSlug = (memory: Memory) => memory.season?.split('/').at(-1) ?? ''
const visit = (total: number) => ({ type: 'visit', id: crypto.randomUUID(), total })

const steps: Step[] = [
  // Accounts, login and the user.
  { name: 'GET /user', schema: UserSchema, send: (w) => w.call('GET', '/user', w.organiser.token) },
  { name: 'GET /user signed out', send: (w) => w.call('GET', '/user', null) },
  { name: 'GET /user signed out, in Dutch', send: (w) => w.call('GET', '/user', null, undefined, 'nl-BE,nl;q=0.9') },
  { name: 'POST /login without a body', send: (w) => w.call('POST', '/login', null, {}) },
  {
    name: 'POST /login with a wrong password',
    send: (w) => w.call('POST', '/login', null, { email: w.organiser.email, password: 'wrong' }),
  },
  {
    name: 'POST /login with a wrong password, in German',
    send: (w) => w.call('POST', '/login', null, { email: w.organiser.email, password: 'wrong' }, 'de'),
  },
  {
    name: 'POST /login',
    schema: TokenSchema,
    send: (w) => w.call('POST', '/login', null, { email: w.organiser.email, password: w.organiser.password }),
  },
  {
    name: 'GET /notifications',
    schema: NotificationListSchema,
    send: (w) => w.call('GET', '/notifications', w.organiser.token),
  },

  // Tournaments.
  {
    name: 'POST /tournaments',
    schema: TournamentSchema,
    send: (w) => w.call('POST', '/tournaments', w.organiser.token, tournamentInput('Contract cup')),
    keep: (body, memory) => (memory.tournament = idOf(body)),
  },
  {
    name: 'POST /tournaments by another user (private)',
    schema: TournamentSchema,
    send: (w) => w.call('POST', '/tournaments', w.otherToken, tournamentInput('Their private cup', 'private')),
    keep: (body, memory) => (memory.privateTournament = idOf(body)),
  },
  {
    name: 'POST /tournaments by another user (public)',
    schema: TournamentSchema,
    send: (w) => w.call('POST', '/tournaments', w.otherToken, tournamentInput('Their open cup')),
    keep: (body, memory) => (memory.othersTournament = idOf(body)),
  },
  { name: 'POST /tournaments with bad input', send: (w) => w.call('POST', '/tournaments', w.organiser.token, {}) },
  {
    name: 'POST /tournaments signed out',
    send: (w) => w.call('POST', '/tournaments', null, tournamentInput('Nobody’s cup')),
  },
  { name: 'GET /tournaments', schema: TournamentPageSchema, send: (w) => w.call('GET', '/tournaments', null) },
  {
    name: 'GET /tournaments/{id}',
    schema: TournamentDetailSchema,
    send: (w, m) => w.call('GET', `/tournaments/${m.tournament}`, w.organiser.token),
  },
  {
    name: 'GET /tournaments/{id} of another organiser’s private tournament',
    send: (w, m) => w.call('GET', `/tournaments/${m.privateTournament}`, w.organiser.token),
  },
  {
    name: 'GET /tournaments/{id} that does not exist',
    send: (w) => w.call('GET', `/tournaments/${missingId}`, w.organiser.token),
  },
  {
    name: 'PATCH /tournaments/{id} of another organiser',
    send: (w, m) => w.call('PATCH', `/tournaments/${m.othersTournament}`, w.organiser.token, { name: 'Mine now' }),
  },
  {
    name: 'PATCH /tournaments/{id} signed out',
    send: (w, m) => w.call('PATCH', `/tournaments/${m.tournament}`, null, { name: 'Mine now' }),
  },
  {
    name: 'GET /me/tournaments',
    schema: MyTournamentsSchema,
    send: (w) => w.call('GET', '/me/tournaments', w.organiser.token),
  },
  {
    name: 'GET /manage/overview',
    schema: ManageOverviewSchema,
    send: (w) => w.call('GET', '/manage/overview', w.organiser.token),
  },

  // Participants.
  {
    name: 'POST /participants',
    schema: ParticipantSchema,
    send: (w) => w.call('POST', '/participants', w.organiser.token, { name: 'Contract Carla' }),
    keep: (body, memory) => (memory.participant = idOf(body)),
  },
  { name: 'POST /participants with bad input', send: (w) => w.call('POST', '/participants', w.organiser.token, {}) },
  { name: 'GET /participants signed out', send: (w) => w.call('GET', '/participants', null) },
  {
    name: 'GET /participants',
    schema: ParticipantListSchema,
    send: (w) => w.call('GET', '/participants', w.organiser.token),
  },
  {
    name: 'PATCH /participants/{id} that does not exist',
    send: (w) => w.call('PATCH', `/participants/${missingId}`, w.organiser.token, { name: 'Nobody' }),
  },

  // Venues and events.
  {
    name: 'POST /event-locations',
    schema: VenueSchema,
    send: (w) =>
      w.call('POST', '/event-locations', w.organiser.token, { name: 'The Contract Arms', default_board_count: 2 }),
    keep: (body, memory) => (memory.venue = idOf(body)),
  },
  {
    name: 'GET /event-locations',
    schema: VenueListSchema,
    send: (w) => w.call('GET', '/event-locations', w.organiser.token),
  },
  {
    name: 'POST /events',
    schema: CreatedEventSchema,
    send: (w, m) =>
      w.call('POST', '/events', w.organiser.token, { ...eventInput('Contract night'), venue_id: m.venue ?? null }),
    keep: (body, memory) => (memory.event = idOf(body)),
  },
  {
    name: 'POST /events by another user (private)',
    schema: CreatedEventSchema,
    send: (w) => w.call('POST', '/events', w.otherToken, eventInput('Their night', 'private')),
    keep: (body, memory) => (memory.privateEvent = idOf(body)),
  },
  { name: 'POST /events with bad input', send: (w) => w.call('POST', '/events', w.organiser.token, {}) },
  {
    name: 'POST /events with an unknown time zone',
    send: (w) =>
      w.call('POST', '/events', w.organiser.token, { ...eventInput('Nowhere night'), time_zone: 'Mars/Olympus' }),
  },
  { name: 'GET /me/events', schema: MyEventsSchema, send: (w) => w.call('GET', '/me/events', w.organiser.token) },
  {
    name: 'GET /events/{id}',
    schema: EventDetailSchema,
    send: (w, m) => w.call('GET', `/events/${m.event}`, w.organiser.token),
  },
  {
    name: 'GET /events/{id} of another organiser’s private event',
    send: (w, m) => w.call('GET', `/events/${m.privateEvent}`, w.organiser.token),
  },
  {
    name: 'PATCH /events/{id} of another organiser',
    send: (w, m) => w.call('PATCH', `/events/${m.privateEvent}`, w.organiser.token, { name: 'Mine now' }),
  },
  {
    name: 'GET /events/{id}/boards',
    schema: BoardListSchema,
    send: (w, m) => w.call('GET', `/events/${m.event}/boards`, w.organiser.token),
  },
  {
    name: 'POST /events/{id}/boards',
    schema: BoardWithCodeSchema,
    send: (w, m) => w.call('POST', `/events/${m.event}/boards`, w.organiser.token, { number: 9, name: 'Stage' }),
    keep: (body, memory) => (memory.boardCode = (body as { code: string }).code),
  },
  {
    name: 'POST /events/{id}/boards with a number in use',
    send: (w, m) => w.call('POST', `/events/${m.event}/boards`, w.organiser.token, { number: 9 }),
  },

  {
    name: 'POST /events/{id}/boards with a number in use, in French',
    send: (w, m) => w.call('POST', `/events/${m.event}/boards`, w.organiser.token, { number: 9 }, 'fr'),
  },

  // Live boards and the tablet.
  {
    name: 'GET /events/{id}/live',
    schema: EventBoardsLiveSchema,
    send: (w, m) => w.call('GET', `/events/${w.liveEvent ?? m.event}/live`, w.organiser.token),
  },
  {
    name: 'POST /tablet/login',
    schema: TabletSessionSchema,
    send: (w, m) => w.call('POST', '/tablet/login', null, { code: m.boardCode }),
    keep: (body, memory) => (memory.tabletToken = (body as { token: string }).token),
  },
  {
    name: 'POST /tablet/login with an unknown code',
    send: (w) => w.call('POST', '/tablet/login', null, { code: 'ZZZZZZ' }),
  },
  {
    name: 'GET /tablet/board',
    schema: TabletBoardSchema,
    send: (w, m) => w.call('GET', '/tablet/board', m.tabletToken ?? null),
  },
  { name: 'GET /tablet/state without a board token', send: (w) => w.call('GET', '/tablet/state', null) },

  // Matches.
  {
    name: 'POST /matches',
    schema: MatchSchema,
    send: (w) => w.call('POST', '/matches', w.organiser.token, { kind: 'casual', config: config501 }),
    keep: (body, memory) => (memory.match = idOf(body)),
  },
  {
    name: 'POST /matches with bad input',
    send: (w) => w.call('POST', '/matches', w.organiser.token, { kind: 'casual' }),
  },
  {
    name: 'POST /matches with an event nobody can throw',
    send: (w) =>
      w.call('POST', '/matches', w.organiser.token, { kind: 'casual', config: config501, events: [visit(179)] }),
  },
  {
    name: 'POST /matches signed out',
    send: (w) => w.call('POST', '/matches', null, { kind: 'casual', config: config501 }),
  },
  {
    name: 'POST /matches/{id}/events with a score nobody can throw, in Dutch',
    send: (w, m) =>
      w.call('POST', `/matches/${m.match}/events`, w.organiser.token, { event: visit(179), version: 0 }, 'nl'),
  },
  {
    name: 'POST /matches/{id}/events on an old version',
    send: (w, m) => w.call('POST', `/matches/${m.match}/events`, w.organiser.token, { event: visit(60), version: 7 }),
  },
  { name: 'GET /matches/{id}', schema: MatchSchema, send: (w, m) => w.call('GET', `/matches/${m.match}`, null) },
  { name: 'GET /matches/{id} that does not exist', send: (w) => w.call('GET', `/matches/${missingId}`, null) },
  {
    name: 'GET /matches/mine',
    schema: MatchListSchema,
    send: (w) => w.call('GET', '/matches/mine', w.organiser.token),
  },

  // The league side: a super admin makes an organisation and invites the organiser, who runs a season.
  {
    name: 'POST /admin/organisations',
    schema: AdminOrganisationSchema,
    send: (w) => w.call('POST', '/admin/organisations', w.superAdminToken, { name: 'Contract League' }),
    keep: (body, memory) => (memory.org = (body as { slug: string }).slug),
  },
  {
    name: 'POST /admin/organisations by an organiser',
    send: (w) => w.call('POST', '/admin/organisations', w.organiser.token, { name: 'Mine' }),
  },
  {
    name: 'POST /admin/organisations with bad input',
    send: (w) => w.call('POST', '/admin/organisations', w.superAdminToken, {}),
  },
  {
    name: 'POST /admin/organisations/{org}/admins',
    schema: AdminOrganisationSchema,
    send: (w, m) =>
      w.call('POST', `/admin/organisations/${m.org}/admins`, w.superAdminToken, { email: w.organiser.email }),
    keep: (body, memory) => (memory.invitation = (body as { invitations: { id: string }[] }).invitations[0]?.id ?? ''),
  },
  {
    name: 'POST /organisation-invitations/{id}/accept',
    send: (w, m) => w.call('POST', `/organisation-invitations/${m.invitation}/accept`, w.organiser.token),
  },
  {
    name: 'POST /organisation-invitations/{id}/accept again',
    send: (w, m) => w.call('POST', `/organisation-invitations/${m.invitation}/accept`, w.organiser.token),
  },
  {
    name: 'GET /admin/organisations/{org}',
    schema: AdminOrganisationSchema,
    send: (w, m) => w.call('GET', `/admin/organisations/${m.org}`, w.superAdminToken),
  },
  {
    name: 'GET /admin/organisations',
    schema: AdminOrganisationListSchema,
    send: (w) => w.call('GET', '/admin/organisations', w.superAdminToken),
  },
  {
    name: 'GET /competition/manage/available-organisations',
    schema: AvailableOrganisationListSchema,
    send: (w) => w.call('GET', '/competition/manage/available-organisations', w.organiser.token),
  },
  {
    name: 'GET /competition/manage/organisations/{org}',
    schema: OrganisationSchema,
    send: (w, m) => w.call('GET', `/competition/manage/organisations/${m.org}`, w.organiser.token),
  },
  {
    name: 'GET /competition/manage/organisations/{org} that does not exist, in German',
    send: (w) => w.call('GET', '/competition/manage/organisations/no-such-league', w.organiser.token, undefined, 'de'),
  },
  {
    name: 'GET /competition/manage/organisations/{org} signed out',
    send: (w, m) => w.call('GET', `/competition/manage/organisations/${m.org}`, null),
  },
  {
    name: 'POST …/seasons',
    schema: SeasonSchema,
    send: (w, m) =>
      w.call('POST', `/competition/manage/organisations/${m.org}/seasons`, w.organiser.token, {
        name: '2030-31',
        starts_on: '2030-09-01',
        ends_on: '2031-05-31',
        settings: { league_nights: ['2030-09-09', '2030-09-16', '2030-09-23', '2030-09-30'] },
      }),
    keep: (body, memory) =>
      (memory.season = `/competition/manage/organisations/${memory.org}/seasons/${(body as { slug: string }).slug}`),
  },
  {
    name: 'POST …/seasons that ends before it starts, in Dutch',
    send: (w, m) =>
      w.call(
        'POST',
        `/competition/manage/organisations/${m.org}/seasons`,
        w.organiser.token,
        { name: 'Backwards', starts_on: '2031-09-01', ends_on: '2031-05-31' },
        'nl',
      ),
  },
  {
    name: 'GET …/seasons',
    schema: SeasonListSchema,
    send: (w, m) => w.call('GET', `/competition/manage/organisations/${m.org}/seasons`, w.organiser.token),
  },
  {
    name: 'PATCH …/seasons/{season} with a league night outside it, in French',
    send: (w, m) =>
      w.call('PATCH', m.season ?? '', w.organiser.token, { settings: { league_nights: ['2040-01-01'] } }, 'fr'),
  },
  {
    name: 'POST …/venues',
    schema: CompetitionVenueSchema,
    send: (w, m) =>
      w.call('POST', `/competition/manage/organisations/${m.org}/venues`, w.organiser.token, {
        name: 'The Contract Arms',
        default_board_count: 4,
        weekdays: ['thursday'],
      }),
    keep: (body, memory) => (memory.competitionVenue = idOf(body)),
  },
  {
    name: 'POST …/divisions',
    schema: DivisionSchema,
    send: (w, m) => w.call('POST', `${m.season}/divisions`, w.organiser.token, { name: 'First division' }),
    keep: (body, memory) => (memory.division = (body as { slug: string }).slug),
  },
  {
    name: 'POST …/teams',
    schema: TeamSchema,
    send: (w, m) =>
      w.call('POST', `${m.season}/teams`, w.organiser.token, {
        name: 'Contract Arrows',
        division: m.division,
        venue_id: m.competitionVenue,
        home_weekday: 'thursday',
      }),
    keep: (body, memory) => (memory.team = (body as { slug: string }).slug),
  },
  {
    name: 'POST …/teams, a second one',
    schema: TeamSchema,
    send: (w, m) =>
      w.call('POST', `${m.season}/teams`, w.organiser.token, {
        name: 'Contract Busters',
        division: m.division,
        venue_id: m.competitionVenue,
        home_weekday: 'thursday',
      }),
    keep: (body, memory) => (memory.otherTeam = (body as { slug: string }).slug),
  },
  {
    name: 'POST …/teams at a venue of nobody’s, in German',
    send: (w, m) =>
      w.call('POST', `${m.season}/teams`, w.organiser.token, { name: 'Nowhere', venue_id: missingId }, 'de'),
  },
  {
    name: 'POST …/teams/{team}/members',
    schema: TeamMemberSchema,
    send: (w, m) =>
      w.call('POST', `${m.season}/teams/${m.team}/members`, w.organiser.token, {
        name: 'Carla Contract',
        role: 'captain',
        contact_email: 'carla@example.com',
      }),
    keep: (body, memory) => (memory.memberParticipant = (body as { participant_id: string }).participant_id),
  },
  {
    name: 'POST …/teams/{team}/members with a player of another team',
    send: (w, m) =>
      w.call('POST', `${m.season}/teams/${m.otherTeam}/members`, w.organiser.token, {
        participant_id: m.memberParticipant,
      }),
  },
  {
    name: 'GET …/teams/{team}/members',
    schema: TeamMemberListSchema,
    send: (w, m) => w.call('GET', `${m.season}/teams/${m.team}/members`, w.organiser.token),
  },
  {
    name: 'PATCH …/teams/{team}',
    schema: TeamSchema,
    send: (w, m) => w.call('PATCH', `${m.season}/teams/${m.team}`, w.organiser.token, { club_name: 'Café Contract' }),
  },
  {
    name: 'GET …/seasons/{season}/members',
    schema: SeasonMemberListSchema,
    send: (w, m) => w.call('GET', `${m.season}/members`, w.organiser.token),
  },
  {
    name: 'GET …/divisions/{division}/teams',
    schema: TeamListSchema,
    send: (w, m) => w.call('GET', `${m.season}/divisions/${m.division}/teams`, w.organiser.token),
  },
  {
    name: 'POST …/fixtures/generate',
    schema: FixtureListSchema,
    send: (w, m) => w.call('POST', `${m.season}/fixtures/generate`, w.organiser.token, {}),
    keep: (body, memory) => {
      const [first, second] = body as { slug: string; date: string }[]
      memory.fixture = first?.slug ?? ''
      memory.busyDate = second?.date ?? ''
    },
  },
  {
    name: 'POST …/fixtures/{fixture}/reschedule into a busy week, in Dutch',
    send: (w, m) =>
      w.call(
        'POST',
        `${m.season}/fixtures/${m.fixture}/reschedule`,
        w.organiser.token,
        { date: m.busyDate, reason: 'Cup final' },
        'nl',
      ),
  },
  {
    name: 'POST …/fixtures/{fixture}/reschedule',
    schema: FixtureSchema,
    send: (w, m) =>
      w.call('POST', `${m.season}/fixtures/${m.fixture}/reschedule`, w.organiser.token, { date: null, reason: 'Snow' }),
  },
  {
    name: 'POST …/fixtures/{fixture}/reschedule without a reason',
    send: (w, m) => w.call('POST', `${m.season}/fixtures/${m.fixture}/reschedule`, w.organiser.token, { date: null }),
  },
  // The league night on the match just postponed: no lineups yet.
  {
    name: 'GET …/seasons/{season}/matches',
    schema: LeagueMatchListSchema,
    send: (w, m) => w.call('GET', `${m.season}/matches?division=${m.division}`, w.organiser.token),
  },
  {
    name: 'GET …/matches/{match}',
    schema: LeagueMatchSchema,
    send: (w, m) => w.call('GET', `${m.season}/matches/${m.fixture}`, w.organiser.token),
  },
  {
    name: 'PUT …/matches/{match}/lineups/home naming one game, in French',
    send: (w, m) =>
      w.call(
        'PUT',
        `${m.season}/matches/${m.fixture}/lineups/home`,
        w.organiser.token,
        { games: [[m.memberParticipant]] },
        'fr',
      ),
  },
  {
    name: 'POST …/matches/{match}/games/{game}/start before the lineups',
    send: (w, m) => w.call('POST', `${m.season}/matches/${m.fixture}/games/1/start`, w.organiser.token),
  },
  {
    name: 'PUT …/matches/{match}/games/{game}/result with legs of another format',
    send: (w, m) =>
      w.call('PUT', `${m.season}/matches/${m.fixture}/games/1/result`, w.organiser.token, { legs: 'three' }),
  },
  {
    name: 'POST …/matches/{match}/confirm before it is played, in Dutch',
    send: (w, m) => w.call('POST', `${m.season}/matches/${m.fixture}/confirm`, w.organiser.token, {}, 'nl'),
  },
  {
    name: 'POST …/matches/{match}/dispute as an admin',
    send: (w, m) =>
      w.call('POST', `${m.season}/matches/${m.fixture}/dispute`, w.organiser.token, { reason: 'Not fair' }),
  },
  {
    name: 'GET …/divisions/{division}/standings',
    schema: LeagueStandingsSchema,
    send: (w, m) => w.call('GET', `${m.season}/divisions/${m.division}/standings`, w.organiser.token),
  },
  {
    name: 'POST …/divisions/{division}/adjustments for a team of the division',
    schema: StandingsAdjustmentSchema,
    send: (w, m) =>
      w.call('POST', `${m.season}/divisions/${m.division}/adjustments`, w.organiser.token, {
        team: m.team,
        points: -2,
        reason: 'Late result',
      }),
    keep: (body, memory) => (memory.adjustment = idOf(body)),
  },
  {
    name: 'GET …/divisions/{division}/standings with the adjustment',
    schema: LeagueStandingsSchema,
    send: (w, m) => w.call('GET', `${m.season}/divisions/${m.division}/standings`, w.organiser.token),
  },
  {
    name: 'POST …/divisions/{division}/adjustments for no team of the division, in German',
    send: (w, m) =>
      w.call(
        'POST',
        `${m.season}/divisions/${m.division}/adjustments`,
        w.organiser.token,
        { team: 'nobody', points: 1, reason: 'Bonus' },
        'de',
      ),
  },
  {
    name: 'POST …/divisions/{division}/adjustments of no points without a reason',
    send: (w, m) =>
      w.call('POST', `${m.season}/divisions/${m.division}/adjustments`, w.organiser.token, {
        team: m.team,
        points: 0,
        reason: '',
      }),
  },
  {
    name: 'DELETE …/divisions/{division}/adjustments/{adjustment}',
    send: (w, m) =>
      w.call('DELETE', `${m.season}/divisions/${m.division}/adjustments/${m.adjustment}`, w.organiser.token),
  },
  {
    name: 'DELETE …/divisions/{division}/adjustments/{adjustment} again',
    send: (w, m) =>
      w.call('DELETE', `${m.season}/divisions/${m.division}/adjustments/${m.adjustment}`, w.organiser.token),
  },
  {
    name: 'GET …/divisions/{division}/individual-standings',
    schema: IndividualStandingsSchema,
    send: (w, m) => w.call('GET', `${m.season}/divisions/${m.division}/individual-standings`, w.organiser.token),
  },
  {
    name: 'GET …/seasons/{season}/leaderboards',
    schema: LeagueLeaderboardsSchema,
    send: (w, m) => w.call('GET', `${m.season}/leaderboards`, w.organiser.token),
  },
  {
    name: 'GET …/teams/{team}/statistics',
    schema: TeamStatisticsSchema,
    send: (w, m) => w.call('GET', `${m.season}/teams/${m.team}/statistics`, w.organiser.token),
  },
  // The end of the season: the proposal from the tables now, and a next season taking it.
  {
    name: 'GET …/seasons/{season}/promotion',
    schema: SeasonPromotionSchema,
    send: (w, m) => w.call('GET', `${m.season}/promotion`, w.organiser.token),
  },
  {
    name: 'GET …/seasons/{season}/promotion of no season',
    send: (w, m) =>
      w.call('GET', `/competition/manage/organisations/${m.org}/seasons/1999-00/promotion`, w.organiser.token),
  },
  {
    name: 'POST …/seasons with a placement of no team of the season copied, in German',
    send: (w, m) =>
      w.call(
        'POST',
        `/competition/manage/organisations/${m.org}/seasons`,
        w.organiser.token,
        {
          name: '2031-32',
          starts_on: '2031-09-01',
          ends_on: '2032-05-31',
          copy_from: m.season?.split('/').at(-1),
          placements: [{ team: 'nobody', division: m.division }],
        },
        'de',
      ),
  },
  {
    name: 'POST …/seasons copied with placements',
    schema: SeasonSchema,
    send: (w, m) =>
      w.call('POST', `/competition/manage/organisations/${m.org}/seasons`, w.organiser.token, {
        name: '2031-32',
        starts_on: '2031-09-01',
        ends_on: '2032-05-31',
        copy_from: m.season?.split('/').at(-1),
        placements: [
          { team: m.team, division: null },
          { team: m.otherTeam, division: m.division },
        ],
      }),
  },
  {
    name: 'GET …/divisions/{division}/fixtures',
    schema: FixtureListSchema,
    send: (w, m) => w.call('GET', `${m.season}/divisions/${m.division}/fixtures`, w.organiser.token),
  },
  {
    name: 'POST …/fixtures/generate for a division with too few teams, in French',
    send: async (w, m) => {
      await w.call('POST', `${m.season}/divisions`, w.organiser.token, { name: 'Empty division' })
      return w.call('POST', `${m.season}/fixtures/generate`, w.organiser.token, { divisions: ['empty-division'] }, 'fr')
    },
  },
  {
    name: 'DELETE …/venues/{venue} in use, in French',
    send: (w, m) =>
      w.call(
        'DELETE',
        `/competition/manage/organisations/${m.org}/venues/${m.competitionVenue}`,
        w.organiser.token,
        undefined,
        'fr',
      ),
  },

  // The league's public site: its settings (the admins'), then the site on its domain, read by anyone.
  {
    name: 'PUT …/organisations/{org}/site',
    schema: CompetitionSiteSettingsSchema,
    send: (w, m) =>
      w.call('PUT', `/competition/manage/organisations/${m.org}/site`, w.organiser.token, {
        primary_colour: '#1D4ED8',
        domains: ['Contract-League.example.org'],
        help_text: 'Matches start at 20:00.\n\nAsk the secretary.',
        pages: ['help', 'calendar'],
      }),
  },
  {
    name: 'GET …/organisations/{org}/site',
    schema: CompetitionSiteSettingsSchema,
    send: (w, m) => w.call('GET', `/competition/manage/organisations/${m.org}/site`, w.organiser.token),
  },
  {
    name: 'GET …/organisations/{org}/site signed out',
    send: (w, m) => w.call('GET', `/competition/manage/organisations/${m.org}/site`, null),
  },
  {
    name: 'PUT …/organisations/{org}/site with bad input',
    send: (w, m) =>
      w.call('PUT', `/competition/manage/organisations/${m.org}/site`, w.organiser.token, {
        primary_colour: 'teal',
        domains: ['https://league.example.org/home'],
        pages: ['gallery'],
      }),
  },
  {
    name: 'PUT …/organisations/{org}/site with another organisation’s domain, in Dutch',
    send: async (w, m) => {
      await w.call('POST', '/admin/organisations', w.superAdminToken, {
        name: 'Neighbour League',
        domains: ['neighbour-league.example.org'],
      })
      return w.call(
        'PUT',
        `/competition/manage/organisations/${m.org}/site`,
        w.organiser.token,
        { domains: ['contract-league.example.org', 'neighbour-league.example.org'] },
        'nl',
      )
    },
  },
  {
    name: 'GET /competition/{domain}',
    schema: CompetitionSiteContextSchema,
    send: (w) => w.call('GET', `/competition/${siteDomain}`, null),
  },
  {
    name: 'GET /competition/{domain} of no organisation',
    send: (w) => w.call('GET', `/competition/${encodeSiteDomain('nobody.example.org')}`, null),
  },
  {
    name: 'GET /competition/{domain}?season= of no season, in German',
    send: (w) => w.call('GET', `/competition/${siteDomain}?season=1999-00`, null, undefined, 'de'),
  },
  {
    name: 'GET /competition/{domain}/matches',
    schema: LeagueMatchListSchema,
    send: (w, m) => w.call('GET', `/competition/${siteDomain}/matches?season=${seasonSlug(m)}`, null),
  },
  {
    name: 'GET /competition/{domain}/matches/{match}',
    schema: LeagueMatchSchema,
    send: (w, m) => w.call('GET', `/competition/${siteDomain}/matches/${m.fixture}?season=${seasonSlug(m)}`, null),
  },
  {
    name: 'GET /competition/{domain}/matches/{match} of no match',
    send: (w, m) => w.call('GET', `/competition/${siteDomain}/matches/week-1-a-vs-b?season=${seasonSlug(m)}`, null),
  },
  {
    name: 'GET /competition/{domain}/divisions/{division}/standings',
    schema: LeagueStandingsSchema,
    send: (w, m) =>
      w.call('GET', `/competition/${siteDomain}/divisions/${m.division}/standings?season=${seasonSlug(m)}`, null),
  },
  {
    name: 'GET /competition/{domain}/divisions/{division}/standings of no division, in French',
    send: (w, m) =>
      w.call(
        'GET',
        `/competition/${siteDomain}/divisions/nowhere/standings?season=${seasonSlug(m)}`,
        null,
        undefined,
        'fr',
      ),
  },
  {
    name: 'GET /competition/{domain}/divisions/{division}/individual-standings',
    schema: IndividualStandingsSchema,
    send: (w, m) =>
      w.call(
        'GET',
        `/competition/${siteDomain}/divisions/${m.division}/individual-standings?season=${seasonSlug(m)}`,
        null,
      ),
  },
  {
    name: 'GET /competition/{domain}/teams/{team}',
    schema: TeamStatisticsSchema,
    send: (w, m) => w.call('GET', `/competition/${siteDomain}/teams/${m.team}?season=${seasonSlug(m)}`, null),
  },
  {
    name: 'GET /competition/{domain}/teams/{team} of no team',
    send: (w, m) => w.call('GET', `/competition/${siteDomain}/teams/nobody?season=${seasonSlug(m)}`, null),
  },
  {
    name: 'GET /competition/{domain}/leaderboards',
    schema: LeagueLeaderboardsSchema,
    send: (w, m) =>
      w.call('GET', `/competition/${siteDomain}/leaderboards?season=${seasonSlug(m)}&division=${m.division}`, null),
  },
  {
    name: 'GET /competition/{domain}/cups/{cup} of no cup',
    send: (w, m) => w.call('GET', `/competition/${siteDomain}/cups/no-cup?season=${seasonSlug(m)}`, null),
  },
  // Rankings.
  {
    name: 'POST /rankings',
    schema: RankingDetailSchema,
    send: (w) => w.call('POST', '/rankings', w.organiser.token, { name: 'Contract order of merit', count_best: 4 }),
    keep: (body, memory) => (memory.ranking = idOf(body)),
  },
  {
    name: 'POST /rankings by another user (private)',
    schema: RankingDetailSchema,
    send: (w) => w.call('POST', '/rankings', w.otherToken, { name: 'Their ranking', visibility: 'private' }),
    keep: (body, memory) => (memory.privateRanking = idOf(body)),
  },
  {
    name: 'POST /rankings by another user (public)',
    schema: RankingDetailSchema,
    send: (w) => w.call('POST', '/rankings', w.otherToken, { name: 'Their open ranking' }),
    keep: (body, memory) => (memory.othersRanking = idOf(body)),
  },
  { name: 'POST /rankings with bad input', send: (w) => w.call('POST', '/rankings', w.organiser.token, {}) },
  {
    name: 'POST /rankings with a points table not starting at 1, in French',
    send: (w) => w.call('POST', '/rankings', w.organiser.token, { name: 'x', points: [{ from: 2, points: 5 }] }, 'fr'),
  },
  { name: 'POST /rankings signed out', send: (w) => w.call('POST', '/rankings', null, { name: 'Nobody’s' }) },
  { name: 'GET /rankings', schema: RankingListSchema, send: (w) => w.call('GET', '/rankings', null) },
  {
    name: 'GET /me/rankings',
    schema: RankingListSchema,
    send: (w) => w.call('GET', '/me/rankings', w.organiser.token),
  },
  { name: 'GET /me/rankings signed out', send: (w) => w.call('GET', '/me/rankings', null) },
  {
    name: 'GET /rankings/{id}',
    schema: RankingDetailSchema,
    send: (w, m) => w.call('GET', `/rankings/${m.ranking}`, null),
  },
  {
    name: 'GET /rankings/{id} of another organiser’s private ranking',
    send: (w, m) => w.call('GET', `/rankings/${m.privateRanking}`, w.organiser.token),
  },
  { name: 'GET /rankings/{id} of no ranking', send: (w) => w.call('GET', `/rankings/${missingId}`, null) },
  {
    name: 'GET /rankings/{id}/players/{participantId}/history of a player it never ranked',
    send: (w, m) => w.call('GET', `/rankings/${m.ranking}/players/${missingId}/history`, null),
  },
  {
    name: 'PATCH /rankings/{id}',
    schema: RankingDetailSchema,
    send: (w, m) =>
      w.call('PATCH', `/rankings/${m.ranking}`, w.organiser.token, { window: { kind: 'rolling', months: 6 } }),
  },
  {
    name: 'PATCH /rankings/{id} with a season that ends before it starts',
    send: (w, m) =>
      w.call('PATCH', `/rankings/${m.ranking}`, w.organiser.token, {
        window: { kind: 'fixed', from: '2026-12-31', to: '2026-01-01' },
      }),
  },
  {
    name: 'PATCH /rankings/{id} of another organiser (public)',
    send: (w, m) => w.call('PATCH', `/rankings/${m.othersRanking}`, w.organiser.token, { name: 'Mine now' }),
  },
  {
    name: 'PATCH /rankings/{id} of another organiser (private)',
    send: (w, m) => w.call('PATCH', `/rankings/${m.privateRanking}`, w.organiser.token, { name: 'Mine now' }),
  },
  {
    name: 'DELETE /rankings/{id} of another organiser (public)',
    send: (w, m) => w.call('DELETE', `/rankings/${m.othersRanking}`, w.organiser.token),
  },
  { name: 'DELETE /rankings/{id}', send: (w, m) => w.call('DELETE', `/rankings/${m.ranking}`, w.organiser.token) },
]

/**
 * The shape of a JSON value: its keys and value types, arrays by their first element. `null` fits any type. A
 * `kind` keeps its value: objects of different kinds (a knockout and a groups format) are different variants of a
 * union, not a drift.
 */
type Shape = string | null | { [key: string]: Shape } | Shape[]

function shapeOf(value: unknown): Shape {
  if (value === null || value === undefined) return null
  if (Array.isArray(value)) return value.length === 0 ? [] : [shapeOf(value[0])]
  if (typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, key === 'kind' && typeof item === 'string' ? `kind:${item}` : shapeOf(item)]),
    )
  return typeof value
}

/** Where two shapes differ, as paths; `null` and empty arrays fit anything (the values differ, not the contract). */
function shapeDifferences(server: Shape, mock: Shape, path = '$'): string[] {
  if (server === null || mock === null) return []
  if (Array.isArray(server) || Array.isArray(mock)) {
    if (!Array.isArray(server) || !Array.isArray(mock)) return [`${path}: array vs not`]
    if (server.length === 0 || mock.length === 0) return []
    return shapeDifferences(server[0] as Shape, mock[0] as Shape, `${path}[0]`)
  }
  if (typeof server === 'string' || typeof mock === 'string')
    return server === mock ? [] : [`${path}: ${JSON.stringify(server)} vs ${JSON.stringify(mock)}`]
  if (typeof server.kind === 'string' && typeof mock.kind === 'string' && server.kind !== mock.kind) return []
  const keys = new Set([...Object.keys(server), ...Object.keys(mock)])
  return [...keys].flatMap((key) => {
    if (!(key in server)) return [`${path}.${key}: only in the mock`]
    if (!(key in mock)) return [`${path}.${key}: only on the server`]
    return shapeDifferences(server[key] as Shape, mock[key] as Shape, `${path}.${key}`)
  })
}

async function serverWorld(database: DatabaseHandle): Promise<World> {
  const app = createTestApp(database)
  const organiser = await createSignedInUser(database.db, { password })
  const other = await createSignedInUser(database.db)
  const superAdmin = await createSignedInUser(database.db, { isSuperAdmin: true })
  return {
    name: 'server',
    organiser: { token: organiser.token, email: organiser.user.email, password },
    otherToken: other.token,
    superAdminToken: superAdmin.token,
    // Hono's own origin for a path alone, as `app.request('/api…')` would have it.
    call: async (method, path, token, body, language = 'en') =>
      answerOf(await app.request(mockRequest(`http://localhost/api${path}`, { method, body, token, language }))),
  }
}

function mockWorld(): World {
  // Every area over its own state, in the order the stories use them; the first handler that answers wins. The
  // public league site reads the league's state.
  const league = { store: createCompetitionStore(), night: createLeagueNightStore() }
  const all: RequestHandler[] = [
    ...handlers,
    ...createEventHandlers(),
    ...createEventBoardHandlers(),
    ...createCompetitionHandlers(league),
    ...createCompetitionSiteHandlers(league),
    ...createRankingHandlers(),
  ]
  return {
    name: 'mocks',
    organiser: { token: mockTokens.user, email: userFixture.email, password },
    // The mocks know one other user: the super administrator owns what the organiser may not touch.
    otherToken: mockTokens.superAdmin,
    superAdminToken: mockTokens.superAdmin,
    liveEvent: eventBoardsLiveFixture.event_id,
    call: async (method, path, token, body, language = 'en') => {
      const response = await getResponse(
        all,
        mockRequest(`${mockOrigin}/api${path}`, { method, body, token, language }),
      )
      if (!response) return { status: 599, body: `no mock answers ${method} ${path}` }
      return answerOf(response)
    },
  }
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null }
}

async function run(world: World): Promise<Answer[]> {
  const memory: Memory = {}
  const answers: Answer[] = []
  for (const step of steps) {
    const answer = await step.send(world, memory)
    if (answer.status < 300 && step.keep) step.keep(answer.body, memory)
    answers.push(answer)
  }
  return answers
}

describe('the mocks answer like the server', () => {
  let database: DatabaseHandle
  let server: Answer[]
  let mocks: Answer[]

  beforeAll(async () => {
    database = await createDatabase({ kind: 'pglite' })
    await database.migrate()
    server = await run(await serverWorld(database))
    mocks = await run(mockWorld())
    // Migrating a fresh PGlite and sending every step twice takes a while on a busy machine.
  }, 180_000)
  afterAll(async () => {
    await database?.close()
  })

  it.each(steps.map((step, index) => [step.name, step, index] as const))('%s', (_name, step, index) => {
    const fromServer = server[index]!
    const fromMocks = mocks[index]!
    expect({ status: fromMocks.status }).toEqual({ status: fromServer.status })
    if (fromServer.status >= 400) {
      const serverError = ApiErrorSchema.parse(fromServer.body)
      const mockError = ApiErrorSchema.parse(fromMocks.body)
      expect(mockError.message).toBe(serverError.message)
      expect(Object.keys(mockError.errors ?? {}).sort()).toEqual(Object.keys(serverError.errors ?? {}).sort())
      // The field messages too: the server's texts, from the same catalogue, in the request's language.
      expect(mockError.errors ?? {}).toEqual(serverError.errors ?? {})
      return
    }
    if (!step.schema) return
    // Both parse with the contract's schema, and the raw bodies have the same keys and value types.
    step.schema.parse(fromServer.body)
    step.schema.parse(fromMocks.body)
    const differences = shapeDifferences(shapeOf(fromServer.body), shapeOf(fromMocks.body))
    expect(differences, differences.join('\n')).toEqual([])
  })
})
