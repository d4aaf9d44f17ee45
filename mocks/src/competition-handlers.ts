import { http, HttpResponse } from 'msw'
import {
  AssignDivisionTeamsInputSchema,
  buildFixturesInput,
  canEditTeam,
  canReadSeasonMembers,
  canReadTeam,
  canSeeMemberContact,
  compareTeamMembers,
  competitionErrorShapes,
  competitionRole,
  CompetitionVenueInputSchema,
  CompetitionVenueParamsSchema,
  defaultJoinDate,
  DivisionInputSchema,
  ExistingTeamInputSchema,
  fixtureHasResult,
  fixtureSlug,
  fixturesRefusal,
  GenerateFixturesInputSchema,
  InviteOrganisationAdminInputSchema,
  isCaptainTeamChange,
  isoDay,
  isWithinSeason,
  mergeSeasonSettings,
  OrganisationAdminParamsSchema,
  OrganisationInputSchema,
  OrganisationInvitationOfParamsSchema,
  OrganisationInvitationParamsSchema,
  RemoveMemberQuerySchema,
  RescheduleFixtureInputSchema,
  rescheduleRefusal,
  SeasonInputSchema,
  SeasonSettingsSchema,
  seasonDatesProblem,
  SetCaptainInputSchema,
  slugFromName,
  TeamInputSchema,
  TeamMemberInputSchema,
  TeamMemberParamsSchema,
  toFixtures,
  TransferMemberInputSchema,
  uniqueSlug,
  UpdateCompetitionVenueInputSchema,
  UpdateDivisionInputSchema,
  UpdateOrganisationInputSchema,
  UpdateSeasonInputSchema,
  UpdateTeamInputSchema,
  UpdateTeamMemberInputSchema,
  type AdminOrganisation,
  type AdminOrganisationListItem,
  type CompetitionErrorCode,
  type CompetitionRole,
  type CompetitionVenue,
  type CompetitionViewer,
  type Division,
  type Fixture,
  type Organisation,
  type Season,
  type Team,
  type TeamMember,
  type User,
} from '@oche/api'
import {
  checkMatchTemplate,
  checkPostponement,
  generateFixtures,
  lastWeeksStart,
  rescheduleMatch,
  type MatchTemplate,
} from '@oche/darts'
import type { z } from 'zod'
import { superAdminFixture, userFixture } from './fixtures'
import {
  createCompetitionStore,
  type CompetitionStore,
  type CompetitionStoreOptions,
  type StoredDivision,
  type StoredFixture,
  type StoredMember,
  type StoredOrganisation,
  type StoredSeason,
  type StoredTeam,
  type StoredTeamSeason,
  type StoredVenue,
} from './competition-store'
import { createCupHandlers, cupEngine, isCupDivision, seedDemoCups } from './cup-handlers'
import { createLeagueNightHandlers } from './league-night-handlers'
import { createLeagueNightStore, seedHalfPlayedSeason, type LeagueNightStore } from './league-night-store'
import { createVenueBoardHandlers } from './venue-board-handlers'
import {
  callerOf,
  fail,
  fieldErrors,
  forbidden,
  invalid,
  noContent,
  parseBody,
  serverText,
  unauthenticated,
} from './mock-http'
import { tournamentFixtureNow } from './tournament-list-fixtures'

export type CompetitionHandlerOptions = CompetitionStoreOptions & {
  /** The store to act on; a fresh `createCompetitionStore(options)` by default. */
  store?: CompetitionStore
  /**
   * The current season's league nights: none played (default), or half played (`seedHalfPlayedSeason`: confirmed
   * weeks, a match awaiting confirmation, a disputed one, one live, one with only the home lineup in).
   */
  leagueNight?: 'empty' | 'halfPlayed'
  /** The league nights' store to act on; a fresh one by default. */
  night?: LeagueNightStore
  /** The mocks' clock; the fixtures' moment (`tournamentFixtureNow`) by default. */
  now?: () => Date
  /**
   * The current season's cups: none (default), or the demo's (`seedDemoCups`): one open for entries, a straight draw
   * half played, and groups with a plate whose cup is won.
   */
  cups?: 'none' | 'demo'
}

/** The users the mocks know, by id: their e-mail addresses for admin invitations. */
const knownUsers: readonly User[] = [userFixture, superAdminFixture]

type Viewer = CompetitionViewer & { role: CompetitionRole; userId: string }

/**
 * Handlers for `/competition/manage/…`, `/admin/organisations…` and `/organisation-invitations/…` that behave like
 * the server, in memory: the same roles (admins everything, a captain their own team, a player reads their team), the
 * same slugs (stable, former slugs still lead to their entity), the same refusals with the server's texts, and
 * fixtures made and moved by `@oche/darts` through the same mapping as the server. Call it per story for a fresh
 * store.
 */
export function createCompetitionHandlers(options: CompetitionHandlerOptions = {}) {
  const store = options.store ?? createCompetitionStore(options)
  const night = options.night ?? createLeagueNightStore()
  if (options.leagueNight === 'halfPlayed' && options.withFixtures !== false) seedHalfPlayedSeason(store, night)
  if (options.cups === 'demo') seedDemoCups(store, night)
  const now = options.now ?? (() => new Date(tournamentFixtureNow))
  const stamp = () => now().toISOString()
  const base = '*/api/competition/manage'
  const orgBase = `${base}/organisations/:org`
  const seasonBase = `${orgBase}/seasons/:season`

  // --- Answers ------------------------------------------------------------------------------------------------------

  /** A league refusal as the server answers it (its status, field and text from the shared table). */
  const refuse = (
    request: Request,
    code: CompetitionErrorCode | 'venue.notFound',
    extra: { field?: string; details?: Record<string, unknown> } = {},
  ): Response => {
    if (code === 'venue.notFound') return fail(request, 404, code)
    const shape: { status: number; field?: string } = competitionErrorShapes[code]
    const field = extra.field ?? shape.field
    if (shape.status === 422 && field) return invalid(request, { [field]: [serverText(request, code)] })
    return HttpResponse.json({ message: serverText(request, code), ...extra.details }, { status: shape.status })
  }
  /** A division's own template as the server checks it: its first problem on `match_template`, or nothing. */
  const refuseTemplate = (request: Request, template: MatchTemplate | null | undefined): Response | null => {
    if (!template) return null
    const checked = checkMatchTemplate(template)
    return checked.ok ? null : refuse(request, checked.error, { field: 'match_template' })
  }
  const params = <T extends z.ZodType>(request: Request, schema: T, values: unknown) => {
    const parsed = schema.safeParse(values)
    return parsed.success
      ? ({ ok: true, data: parsed.data } as const)
      : ({ ok: false, response: invalid(request, fieldErrors(parsed.error.issues)) } as const)
  }

  // --- Lookups ------------------------------------------------------------------------------------------------------

  const bySlug = <T extends { slug: string; formerSlugs: string[] }>(rows: Iterable<T>, slug: string) => {
    const list = [...rows]
    return list.find((row) => row.slug === slug) ?? list.find((row) => row.formerSlugs.includes(slug)) ?? null
  }
  const takenSlugs = (rows: Iterable<{ slug: string; formerSlugs: string[] }>) =>
    new Set([...rows].flatMap((row) => [row.slug, ...row.formerSlugs]))
  const seasonsOf = (orgId: string) => [...store.seasons.values()].filter((row) => row.organisationId === orgId)
  const divisionsOf = (seasonId: string) =>
    [...store.divisions.values()]
      .filter((row) => row.seasonId === seasonId && !isCupDivision(row))
      .sort((a, b) => a.position - b.position)
  /** Every division row of the season, cups included: slugs are unique among them. */
  const allDivisionsOf = (seasonId: string) => [...store.divisions.values()].filter((row) => row.seasonId === seasonId)
  const teamsOf = (orgId: string) => [...store.teams.values()].filter((row) => row.organisationId === orgId)
  const teamSeasonsOf = (seasonId: string) => [...store.teamSeasons.values()].filter((row) => row.seasonId === seasonId)
  const membersOf = (teamSeasonId: string) =>
    [...store.members.values()].filter((row) => row.teamSeasonId === teamSeasonId)
  const fixturesOf = (filter: (fixture: StoredFixture) => boolean) => [...store.fixtures.values()].filter(filter)
  const currentSeason = (orgId: string) => seasonsOf(orgId).find((row) => row.is_current) ?? null

  const viewerOf = (caller: User, org: StoredOrganisation): Viewer => {
    const isAdmin = caller.is_super_admin || org.adminIds.includes(caller.id)
    const mine = [...store.members.values()].filter((member) => {
      const participant = store.participants.get(member.participantId)
      const open = store.seasons.get(member.seasonId)?.is_archived === false
      return (
        open && member.left_on === null && participant?.userId === caller.id && participant.organisationId === org.id
      )
    })
    const viewer: CompetitionViewer = {
      isAdmin,
      captainOf: mine.filter((member) => member.role === 'captain').map((member) => member.teamSeasonId),
      memberOf: mine.map((member) => member.teamSeasonId),
    }
    return { ...viewer, role: competitionRole(viewer) ?? 'member', userId: caller.id }
  }

  type OrgAccess = { caller: User; org: StoredOrganisation; viewer: Viewer }
  type SeasonAccess = OrgAccess & { season: StoredSeason }
  type TeamAccess = SeasonAccess & { team: StoredTeam; teamSeason: StoredTeamSeason }

  const orgAccess = (request: Request, slug: unknown, adminOnly = false): OrgAccess | Response => {
    const caller = callerOf(request)
    if (!caller) return unauthenticated(request)
    const org = bySlug(store.organisations.values(), String(slug))
    if (!org) return refuse(request, 'organisation.notFound')
    const viewer = viewerOf(caller, org)
    if (!viewer.isAdmin && (adminOnly || viewer.memberOf.length === 0)) return forbidden(request)
    return { caller, org, viewer }
  }
  const seasonAccess = (
    request: Request,
    values: { org?: unknown; season?: unknown },
    adminOnly = false,
  ): SeasonAccess | Response => {
    const access = orgAccess(request, values.org, adminOnly)
    if (access instanceof Response) return access
    const season = bySlug(seasonsOf(access.org.id), String(values.season))
    if (!season) return refuse(request, 'season.notFound')
    return { ...access, season }
  }
  const findTeamSeason = (org: StoredOrganisation, season: StoredSeason, slug: string) => {
    const team = bySlug(teamsOf(org.id), slug)
    const teamSeason = team ? teamSeasonsOf(season.id).find((row) => row.teamId === team.id) : undefined
    return team && teamSeason ? { team, teamSeason } : null
  }
  const teamAccess = (request: Request, values: Record<string, unknown>): TeamAccess | Response => {
    const access = seasonAccess(request, values)
    if (access instanceof Response) return access
    const found = findTeamSeason(access.org, access.season, String(values.team))
    if (!found) return access.viewer.isAdmin ? refuse(request, 'team.notFound') : forbidden(request)
    if (!canReadTeam(access.viewer, found.teamSeason.id)) return forbidden(request)
    return { ...access, ...found }
  }
  const editableTeam = (request: Request, values: Record<string, unknown>): TeamAccess | Response => {
    const access = teamAccess(request, values)
    if (access instanceof Response) return access
    if (!canEditTeam(access.viewer, access.teamSeason.id)) return forbidden(request)
    if (access.season.is_archived) return refuse(request, 'season.archived')
    return access
  }

  // --- The wire -----------------------------------------------------------------------------------------------------

  const toOrganisation = (org: StoredOrganisation, role: CompetitionRole): Organisation => {
    const current = currentSeason(org.id)
    return {
      id: org.id,
      slug: org.slug,
      name: org.name,
      logo_url: org.logo_url,
      primary_colour: org.primary_colour,
      default_language: org.default_language,
      domains: org.domains,
      current_season: current ? { slug: current.slug, name: current.name } : null,
      role,
      created_at: org.created_at,
      updated_at: org.updated_at,
    }
  }
  const toAdminListItem = (org: StoredOrganisation): AdminOrganisationListItem => {
    const { role: _role, ...rest } = toOrganisation(org, 'admin')
    return { ...rest, admins_count: org.adminIds.length, seasons_count: seasonsOf(org.id).length }
  }
  const toAdminOrganisation = (org: StoredOrganisation): AdminOrganisation => ({
    ...toAdminListItem(org),
    admins: org.adminIds
      .map((id) => knownUsers.find((user) => user.id === id))
      .filter((user) => user !== undefined)
      .map((user) => ({ user_id: user.id, name: user.name, email: user.email }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    invitations: org.invitations.map(({ id, email, created_at }) => ({ id, email, created_at })),
  })
  const toSeason = (season: StoredSeason): Season => {
    const { organisationId: _org, formerSlugs: _former, ...rest } = season
    return {
      ...rest,
      divisions_count: divisionsOf(season.id).length,
      teams_count: teamSeasonsOf(season.id).length,
      fixtures_count: fixturesOf((fixture) => fixture.seasonId === season.id).length,
    }
  }
  const toDivision = (division: StoredDivision): Division => {
    const played = fixturesOf((fixture) => fixture.divisionId === division.id)
    return {
      id: division.id,
      slug: division.slug,
      name: division.name,
      kind: 'league',
      position: division.position,
      teams_count: [...store.teamSeasons.values()].filter((row) => row.divisionId === division.id).length,
      fixtures_count: played.length,
      has_results: played.some((fixture) => fixtureHasResult(fixture.state)),
      match_template: division.match_template ?? null,
      created_at: division.created_at,
      updated_at: division.updated_at,
    }
  }
  const toTeam = (teamSeason: StoredTeamSeason, viewer: CompetitionViewer): Team => {
    const team = store.teams.get(teamSeason.teamId) as StoredTeam
    const division = teamSeason.divisionId ? store.divisions.get(teamSeason.divisionId) : undefined
    const venue = teamSeason.venueId ? store.venues.get(teamSeason.venueId) : undefined
    const current = membersOf(teamSeason.id).filter((member) => member.left_on === null)
    const captain = current.find((member) => member.role === 'captain')
    return {
      id: teamSeason.id,
      team_id: team.id,
      slug: team.slug,
      name: teamSeason.name,
      club_name: team.club_name,
      division: division ? { slug: division.slug, name: division.name } : null,
      venue: venue ? { id: venue.id, name: venue.name } : null,
      home_weekday: teamSeason.home_weekday,
      members_count: current.length,
      captain: captain
        ? { member_id: captain.id, name: store.participants.get(captain.participantId)?.name ?? '' }
        : null,
      can_edit: canEditTeam(viewer, teamSeason.id),
      can_manage: viewer.isAdmin,
      created_at: teamSeason.created_at,
      updated_at: teamSeason.updated_at,
    }
  }
  const teamList = (rows: StoredTeamSeason[], viewer: CompetitionViewer) =>
    rows.map((row) => toTeam(row, viewer)).sort((a, b) => a.name.localeCompare(b.name))
  const toMember = (member: StoredMember, viewer: CompetitionViewer): TeamMember => {
    const participant = store.participants.get(member.participantId)
    return {
      id: member.id,
      participant_id: member.participantId,
      name: participant?.name ?? '',
      nickname: participant?.nickname ?? '',
      is_user: Boolean(participant?.userId),
      role: member.role,
      joined_on: member.joined_on,
      left_on: member.left_on,
      contact: canSeeMemberContact(viewer, member.teamSeasonId)
        ? { email: member.contact_email, phone: member.contact_phone }
        : null,
    }
  }
  const toVenue = (venue: StoredVenue): CompetitionVenue => {
    const { organisationId, ...rest } = venue
    const current = currentSeason(organisationId)
    return {
      ...rest,
      teams_count: current ? teamSeasonsOf(current.id).filter((row) => row.venueId === venue.id).length : 0,
    }
  }
  const link = (teamSeasonId: string) => {
    const teamSeason = store.teamSeasons.get(teamSeasonId)
    return { slug: store.teams.get(teamSeason?.teamId ?? '')?.slug ?? '', name: teamSeason?.name ?? '' }
  }
  const toFixture = (fixture: StoredFixture): Fixture => {
    const division = store.divisions.get(fixture.divisionId)
    const venue = fixture.venueId ? store.venues.get(fixture.venueId) : undefined
    return {
      id: fixture.id,
      slug: fixture.slug,
      week: fixture.weekIndex + 1,
      date: fixture.date,
      division: { slug: division?.slug ?? '', name: division?.name ?? '' },
      home: link(fixture.homeId),
      away: link(fixture.awayId),
      venue: venue ? { id: venue.id, name: venue.name } : null,
      state: fixture.state,
      reschedules: fixture.reschedules,
    }
  }
  const fixtureList = (rows: StoredFixture[]) =>
    rows
      .map((fixture) => ({ fixture, division: store.divisions.get(fixture.divisionId)?.position ?? 0 }))
      .sort(
        (a, b) =>
          a.fixture.weekIndex - b.fixture.weekIndex ||
          (a.fixture.date ?? '').localeCompare(b.fixture.date ?? '') ||
          a.division - b.division ||
          link(a.fixture.homeId).name.localeCompare(link(b.fixture.homeId).name),
      )
      .map(({ fixture }) => toFixture(fixture))

  // --- Rules the server applies in its services ---------------------------------------------------------------------

  const renumber = (seasonId: string, moved?: { id: string; position: number }) => {
    const order = divisionsOf(seasonId)
      .map((row) => row.id)
      .filter((id) => id !== moved?.id)
    if (moved) order.splice(Math.min(Math.max(moved.position - 1, 0), order.length), 0, moved.id)
    order.forEach((id, index) => {
      const division = store.divisions.get(id)
      if (division) division.position = index + 1
    })
  }
  const hasPlayed = (divisionIds: readonly string[]) =>
    fixturesOf((fixture) => divisionIds.includes(fixture.divisionId) && fixtureHasResult(fixture.state)).length > 0
  const dropFixtures = (divisionIds: readonly string[]) => {
    for (const fixture of fixturesOf((row) => divisionIds.includes(row.divisionId))) store.fixtures.delete(fixture.id)
  }
  const ownVenue = (orgId: string, id: string | null | undefined) =>
    id === null || id === undefined || store.venues.get(id)?.organisationId === orgId
  const copyMembers = (fromId: string, toId: string, season: StoredSeason) => {
    const playing = new Set(
      [...store.members.values()]
        .filter((member) => member.seasonId === season.id && member.left_on === null)
        .map((member) => member.participantId),
    )
    for (const member of membersOf(fromId)) {
      if (member.left_on !== null || playing.has(member.participantId)) continue
      const id = crypto.randomUUID()
      store.members.set(id, { ...member, id, seasonId: season.id, teamSeasonId: toId, joined_on: season.starts_on })
    }
  }
  const demoteCaptain = (teamSeasonId: string, except?: string) => {
    for (const member of membersOf(teamSeasonId))
      if (member.role === 'captain' && member.left_on === null && member.id !== except) member.role = 'player'
  }
  /** The accepted end of season proposal: each placed team's division of the copied season (null: none). */
  const placementsOf = (
    request: Request,
    org: StoredOrganisation,
    source: StoredSeason | null,
    fields: z.output<typeof SeasonInputSchema>,
  ): Map<string, string | null> | Response => {
    const placed = new Map<string, string | null>()
    if (fields.placements.length === 0) return placed
    if (!source || !fields.copy.divisions || !fields.copy.teams) return refuse(request, 'season.placementsWithoutCopy')
    for (const [index, placement] of fields.placements.entries()) {
      const found = findTeamSeason(org, source, placement.team)
      if (!found) return refuse(request, 'season.unknownPlacementTeam', { field: `placements.${index}.team` })
      const division = placement.division === null ? null : bySlug(divisionsOf(source.id), placement.division)
      if (placement.division !== null && !division)
        return refuse(request, 'season.unknownPlacementDivision', { field: `placements.${index}.division` })
      placed.set(found.team.id, division?.id ?? null)
    }
    return placed
  }
  const planVenues = (orgId: string) =>
    [...store.venues.values()]
      .filter((venue) => venue.organisationId === orgId)
      .map((venue) => ({ id: venue.id, boards: venue.default_board_count, weekdays: venue.weekdays }))

  const generate = (request: Request, season: StoredSeason, only: StoredDivision[] | null): Response | null => {
    const divisions = only ?? divisionsOf(season.id)
    const teamsIn = (divisionId: string) =>
      teamSeasonsOf(season.id)
        .filter((row) => row.divisionId === divisionId)
        .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
    const planned = only ? divisions : divisions.filter((division) => teamsIn(division.id).length >= 2)
    if (planned.length === 0) return refuse(request, 'fixtures.tooFewTeams')
    const plannedIds = planned.map((division) => division.id)
    if (fixturesOf((fixture) => plannedIds.includes(fixture.divisionId)).some((row) => fixtureHasResult(row.state)))
      return refuse(request, 'fixtures.resultsEntered')
    const outcome = generateFixtures(
      buildFixturesInput({
        seasonId: season.id,
        settings: season.settings,
        venues: planVenues(season.organisationId),
        divisions: planned.map((division) => ({
          id: division.id,
          teams: teamsIn(division.id).map((row) => ({
            id: row.id,
            venueId: row.venueId,
            homeWeekday: row.home_weekday,
          })),
        })),
      }),
    )
    if (!outcome.ok) {
      const refusal = fixturesRefusal(outcome)
      const team = refusal.details.team_id ? link(refusal.details.team_id).slug : undefined
      const division = planned.find((row) => row.id === refusal.details.division_id)?.slug
      return refuse(request, refusal.error, {
        details: {
          ...(team ? { team } : {}),
          ...(division ? { division } : {}),
          ...(refusal.details.venue_id ? { venue_id: refusal.details.venue_id } : {}),
          ...(refusal.details.date ? { date: refusal.details.date } : {}),
        },
      })
    }
    dropFixtures(plannedIds)
    for (const match of outcome.value.matches) {
      const id = crypto.randomUUID()
      store.fixtures.set(id, {
        id,
        seasonId: season.id,
        divisionId: match.divisionId,
        slug: fixtureSlug(match.weekIndex + 1, link(match.homeTeamId).slug, link(match.awayTeamId).slug),
        weekIndex: match.weekIndex,
        date: match.date,
        homeId: match.homeTeamId,
        awayId: match.awayTeamId,
        venueId: match.venueId || null,
        state: 'scheduled',
        reschedules: [],
      })
    }
    return null
  }

  const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status })

  const leagueNight = createLeagueNightHandlers({
    store,
    night,
    now,
    base,
    seasonAccess: (request, values) => seasonAccess(request, values),
    findTeamSeason,
    findDivision: (season, slug) => bySlug(divisionsOf(season.id), slug),
    link,
    refuse,
    params,
    body: parseBody,
  })

  const cupHandlers = createCupHandlers({
    store,
    night,
    now,
    base,
    seasonAccess: (request, values) => seasonAccess(request, values),
    findTeamSeason,
    refuse,
  })
  const cups = cupEngine(store, night, stamp)

  /** The path's venue for an admin of its organisation, or the refusal the server answers. */
  const venueAccess = (request: Request, values: Record<string, unknown>) => {
    const checked = params(request, CompetitionVenueParamsSchema, values)
    if (!checked.ok) return checked.response
    const access = orgAccess(request, values.org, true)
    if (access instanceof Response) return access
    const venue = store.venues.get(checked.data.venue)
    if (venue?.organisationId !== access.org.id) return refuse(request, 'venue.notFound')
    return { ...access, venue }
  }
  const venueBoardHandlers = createVenueBoardHandlers({ store, now, base, venueAccess })

  return [
    ...cupHandlers,
    ...leagueNight,
    ...venueBoardHandlers,
    // --- Organisations ----------------------------------------------------------------------------------------------
    http.get(`${base}/available-organisations`, ({ request }) => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      const list = [...store.organisations.values()]
        .map((org) => ({ org, viewer: viewerOf(caller, org) }))
        .filter(({ viewer }) => viewer.isAdmin || viewer.captainOf.length > 0)
        .sort((a, b) => a.org.name.localeCompare(b.org.name))
        .map(({ org, viewer }) => {
          const { id, slug, name, logo_url, primary_colour, current_season } = toOrganisation(org, viewer.role)
          const role: 'admin' | 'captain' = viewer.isAdmin ? 'admin' : 'captain'
          return { id, slug, name, logo_url, primary_colour, current_season, role }
        })
      return json(list)
    }),

    http.get(orgBase, ({ request, params }) => {
      const access = orgAccess(request, params.org)
      if (access instanceof Response) return access
      return json(toOrganisation(access.org, access.viewer.role))
    }),

    // --- Seasons ----------------------------------------------------------------------------------------------------
    http.get(`${orgBase}/seasons`, ({ request, params }) => {
      const access = orgAccess(request, params.org)
      if (access instanceof Response) return access
      const list = seasonsOf(access.org.id).sort(
        (a, b) => Number(b.is_current) - Number(a.is_current) || b.starts_on.localeCompare(a.starts_on),
      )
      return json(list.map(toSeason))
    }),

    http.post(`${orgBase}/seasons`, async ({ request, params }) => {
      if (!callerOf(request)) return unauthenticated(request)
      const input = await parseBody(request, SeasonInputSchema)
      if (!input.ok) return input.response
      const access = orgAccess(request, params.org, true)
      if (access instanceof Response) return access
      const fields = input.data
      const source = fields.copy_from ? bySlug(seasonsOf(access.org.id), fields.copy_from) : null
      if (fields.copy_from && !source) return refuse(request, 'season.unknownCopySource')
      const copied = source && fields.copy.settings ? { ...source.settings, league_nights: [] } : undefined
      const settings = mergeSeasonSettings(SeasonSettingsSchema.parse({}), copied, fields.settings)
      const problem = seasonDatesProblem({ ...fields, league_nights: settings.league_nights })
      if (problem) return refuse(request, problem)
      const template = checkMatchTemplate(settings.match_template as MatchTemplate)
      if (!template.ok) return refuse(request, template.error)
      const placements = placementsOf(request, access.org, source, fields)
      if (placements instanceof Response) return placements
      const taken = takenSlugs(seasonsOf(access.org.id))
      if (fields.slug !== undefined && taken.has(fields.slug)) return refuse(request, 'slug.taken')
      const current = currentSeason(access.org.id)
      const isCurrent = fields.make_current || !current
      if (isCurrent && current) current.is_current = false
      const season: StoredSeason = {
        id: crypto.randomUUID(),
        organisationId: access.org.id,
        slug: fields.slug ?? uniqueSlug(slugFromName(fields.name, 'season'), taken),
        formerSlugs: [],
        name: fields.name,
        starts_on: fields.starts_on,
        ends_on: fields.ends_on,
        is_current: isCurrent,
        is_archived: false,
        settings,
        created_at: stamp(),
        updated_at: stamp(),
      }
      store.seasons.set(season.id, season)
      if (source) {
        const divisionIds = new Map<string, string>()
        if (fields.copy.divisions)
          for (const division of divisionsOf(source.id)) {
            const id = crypto.randomUUID()
            store.divisions.set(id, { ...division, id, seasonId: season.id, formerSlugs: [], created_at: stamp() })
            divisionIds.set(division.id, id)
          }
        if (fields.copy.teams)
          for (const teamSeason of teamSeasonsOf(source.id)) {
            const id = crypto.randomUUID()
            const from = placements.has(teamSeason.teamId) ? placements.get(teamSeason.teamId) : teamSeason.divisionId
            store.teamSeasons.set(id, {
              ...teamSeason,
              id,
              seasonId: season.id,
              divisionId: from ? (divisionIds.get(from) ?? null) : null,
              created_at: stamp(),
              updated_at: stamp(),
            })
            if (fields.copy.members) copyMembers(teamSeason.id, id, season)
          }
      }
      return json(toSeason(season), 201)
    }),

    http.get(seasonBase, ({ request, params }) => {
      const access = seasonAccess(request, params)
      if (access instanceof Response) return access
      return json(toSeason(access.season))
    }),

    http.patch(seasonBase, async ({ request, params }) => {
      if (!callerOf(request)) return unauthenticated(request)
      const input = await parseBody(request, UpdateSeasonInputSchema)
      if (!input.ok) return input.response
      const access = seasonAccess(request, params, true)
      if (access instanceof Response) return access
      const { season } = access
      const changes = input.data
      if (season.is_archived && changes.is_archived !== false) return refuse(request, 'season.archived')
      if (changes.is_archived === true && season.is_current) return refuse(request, 'season.currentArchived')
      const settings = mergeSeasonSettings(season.settings, changes.settings)
      const startsOn = changes.starts_on ?? season.starts_on
      const endsOn = changes.ends_on ?? season.ends_on
      const problem = seasonDatesProblem({
        starts_on: startsOn,
        ends_on: endsOn,
        league_nights: settings.league_nights,
      })
      if (problem) return refuse(request, problem)
      const template = checkMatchTemplate(settings.match_template as MatchTemplate)
      if (!template.ok) return refuse(request, template.error)
      if (changes.slug !== undefined && changes.slug !== season.slug) {
        const others = seasonsOf(access.org.id).filter((row) => row.id !== season.id)
        if (takenSlugs(others).has(changes.slug)) return refuse(request, 'slug.taken')
        season.formerSlugs = [...season.formerSlugs.filter((slug) => slug !== changes.slug), season.slug]
        season.slug = changes.slug
      }
      Object.assign(season, {
        name: changes.name ?? season.name,
        starts_on: startsOn,
        ends_on: endsOn,
        settings,
        is_archived: changes.is_archived ?? season.is_archived,
        updated_at: stamp(),
      })
      return json(toSeason(season))
    }),

    http.post(`${seasonBase}/current`, ({ request, params }) => {
      const access = seasonAccess(request, params, true)
      if (access instanceof Response) return access
      if (access.season.is_archived) return refuse(request, 'season.archived')
      for (const season of seasonsOf(access.org.id)) season.is_current = season.id === access.season.id
      return json(toSeason(access.season))
    }),

    http.get(`${seasonBase}/members`, ({ request, params }) => {
      const access = seasonAccess(request, params)
      if (access instanceof Response) return access
      if (!canReadSeasonMembers(access.viewer)) return forbidden(request)
      const list = [...store.members.values()]
        .filter((member) => member.seasonId === access.season.id)
        .map((member) => ({ ...toMember(member, access.viewer), team: link(member.teamSeasonId) }))
        .sort((a, b) => a.team.name.localeCompare(b.team.name) || compareTeamMembers(a, b))
      return json(list)
    }),

    // --- Divisions --------------------------------------------------------------------------------------------------
    http.get(`${seasonBase}/divisions`, ({ request, params }) => {
      const access = seasonAccess(request, params, true)
      if (access instanceof Response) return access
      return json(divisionsOf(access.season.id).map(toDivision))
    }),

    http.post(`${seasonBase}/divisions`, async ({ request, params }) => {
      if (!callerOf(request)) return unauthenticated(request)
      const input = await parseBody(request, DivisionInputSchema)
      if (!input.ok) return input.response
      const access = seasonAccess(request, params, true)
      if (access instanceof Response) return access
      if (access.season.is_archived) return refuse(request, 'season.archived')
      const taken = takenSlugs(allDivisionsOf(access.season.id))
      if (input.data.slug !== undefined && taken.has(input.data.slug)) return refuse(request, 'slug.taken')
      const refused = refuseTemplate(request, input.data.match_template)
      if (refused) return refused
      const division: StoredDivision = {
        id: crypto.randomUUID(),
        seasonId: access.season.id,
        slug: input.data.slug ?? uniqueSlug(slugFromName(input.data.name, 'division'), taken),
        formerSlugs: [],
        name: input.data.name,
        position: divisionsOf(access.season.id).length + 1,
        match_template: input.data.match_template ?? null,
        created_at: stamp(),
        updated_at: stamp(),
      }
      store.divisions.set(division.id, division)
      if (input.data.position !== undefined)
        renumber(access.season.id, { id: division.id, position: input.data.position })
      return json(toDivision(division), 201)
    }),

    ...divisionHandlers(),

    // --- Fixtures ---------------------------------------------------------------------------------------------------
    http.get(`${seasonBase}/fixtures`, ({ request, params }) => {
      const access = seasonAccess(request, params, true)
      if (access instanceof Response) return access
      return json(fixtureList(fixturesOf((fixture) => fixture.seasonId === access.season.id)))
    }),

    http.post(`${seasonBase}/fixtures/generate`, async ({ request, params }) => {
      if (!callerOf(request)) return unauthenticated(request)
      const input = await parseBody(request, GenerateFixturesInputSchema)
      if (!input.ok) return input.response
      const access = seasonAccess(request, params, true)
      if (access instanceof Response) return access
      if (access.season.is_archived) return refuse(request, 'season.archived')
      let only: StoredDivision[] | null = null
      if (input.data.divisions) {
        only = []
        for (const slug of new Set(input.data.divisions)) {
          const division = bySlug(divisionsOf(access.season.id), slug)
          if (!division) return refuse(request, 'competition.unknownDivision', { field: 'divisions' })
          only.push(division)
        }
      }
      const refused = generate(request, access.season, only)
      if (refused) return refused
      return json(fixtureList(fixturesOf((fixture) => fixture.seasonId === access.season.id)))
    }),

    http.post(`${seasonBase}/fixtures/:fixture/reschedule`, async ({ request, params }) => {
      if (!callerOf(request)) return unauthenticated(request)
      const input = await parseBody(request, RescheduleFixtureInputSchema)
      if (!input.ok) return input.response
      const access = seasonAccess(request, params)
      if (access instanceof Response) return access
      const { season, viewer } = access
      if (season.is_archived) return refuse(request, 'season.archived')
      const fixture = fixturesOf((row) => row.seasonId === season.id && row.slug === params.fixture)[0]
      // As the server: a captain of the match moves it within the league's limits, the admins freely.
      const isCaptain =
        fixture !== undefined &&
        (viewer.captainOf.includes(fixture.homeId) || viewer.captainOf.includes(fixture.awayId))
      if (!viewer.isAdmin && !isCaptain) return forbidden(request)
      if (!fixture) return refuse(request, 'fixture.notFound')
      if (fixtureHasResult(fixture.state)) return refuse(request, 'fixture.played')
      const { date, reason } = input.data
      if (date === null && fixture.date === null) return refuse(request, 'fixture.sameDate')
      if (!viewer.isAdmin && fixture.date !== null) {
        const settings = SeasonSettingsSchema.parse(season.settings)
        const allowed = checkPostponement({
          rule: settings.postponement,
          date: fixture.date,
          newDate: date,
          today: isoDay(now()),
          lastWeeksFrom: lastWeeksStart(settings.league_nights, settings.postponement.lastWeeks),
        })
        if (!allowed.ok) return refuse(request, allowed.error)
      }
      if (date !== null) {
        const moved = rescheduleMatch(
          toFixtures({
            settings: season.settings,
            venues: planVenues(season.organisationId),
            moving: fixture.id,
            fixtures: fixturesOf((row) => row.seasonId === season.id),
          }),
          fixture.id,
          date,
          reason,
        )
        if (!moved.ok) return refuse(request, rescheduleRefusal(moved))
      }
      fixture.reschedules.push({ from_date: fixture.date, to_date: date, reason, at: stamp() })
      fixture.date = date
      fixture.state = date === null ? 'postponed' : 'scheduled'
      return json(toFixture(fixture))
    }),

    // --- Teams ------------------------------------------------------------------------------------------------------
    http.get(`${seasonBase}/teams`, ({ request, params }) => {
      const access = seasonAccess(request, params, true)
      if (access instanceof Response) return access
      return json(teamList(teamSeasonsOf(access.season.id), access.viewer))
    }),

    http.post(`${seasonBase}/teams`, async ({ request, params }) => {
      if (!callerOf(request)) return unauthenticated(request)
      const input = await parseBody(request, TeamInputSchema)
      if (!input.ok) return input.response
      const access = seasonAccess(request, params, true)
      if (access instanceof Response) return access
      if (access.season.is_archived) return refuse(request, 'season.archived')
      const fields = input.data
      const division = fields.division ? bySlug(divisionsOf(access.season.id), fields.division) : null
      if (fields.division && !division) return refuse(request, 'competition.unknownDivision')
      if (!ownVenue(access.org.id, fields.venue_id)) return refuse(request, 'competition.unknownVenue')
      const taken = takenSlugs(teamsOf(access.org.id))
      if (fields.slug !== undefined && taken.has(fields.slug)) return refuse(request, 'slug.taken')
      const team: StoredTeam = {
        id: crypto.randomUUID(),
        organisationId: access.org.id,
        slug: fields.slug ?? uniqueSlug(slugFromName(fields.name, 'team'), taken),
        formerSlugs: [],
        name: fields.name,
        club_name: fields.club_name,
      }
      store.teams.set(team.id, team)
      const teamSeason: StoredTeamSeason = {
        id: crypto.randomUUID(),
        teamId: team.id,
        seasonId: access.season.id,
        divisionId: division?.id ?? null,
        venueId: fields.venue_id,
        home_weekday: fields.home_weekday,
        name: fields.name,
        created_at: stamp(),
        updated_at: stamp(),
      }
      store.teamSeasons.set(teamSeason.id, teamSeason)
      return json(toTeam(teamSeason, access.viewer), 201)
    }),

    http.get(`${seasonBase}/teams/existing`, ({ request, params }) => {
      const access = seasonAccess(request, params, true)
      if (access instanceof Response) return access
      const playing = new Set(teamSeasonsOf(access.season.id).map((row) => row.teamId))
      const list = teamsOf(access.org.id)
        .filter((team) => !playing.has(team.id))
        .flatMap((team) => {
          const latest = [...store.teamSeasons.values()]
            .filter((row) => row.teamId === team.id)
            .map((row) => ({ row, season: store.seasons.get(row.seasonId) as StoredSeason }))
            .sort((a, b) => b.season.starts_on.localeCompare(a.season.starts_on))[0]
          if (!latest) return []
          return [
            {
              team_id: team.id,
              slug: team.slug,
              name: latest.row.name,
              club_name: team.club_name,
              last_season: { slug: latest.season.slug, name: latest.season.name },
              members_count: membersOf(latest.row.id).filter((member) => member.left_on === null).length,
            },
          ]
        })
        .sort((a, b) => a.name.localeCompare(b.name))
      return json(list)
    }),

    http.post(`${seasonBase}/teams/existing`, async ({ request, params }) => {
      if (!callerOf(request)) return unauthenticated(request)
      const input = await parseBody(request, ExistingTeamInputSchema)
      if (!input.ok) return input.response
      const access = seasonAccess(request, params, true)
      if (access instanceof Response) return access
      const { season } = access
      if (season.is_archived) return refuse(request, 'season.archived')
      const fields = input.data
      const team = bySlug(teamsOf(access.org.id), fields.team)
      if (!team) return refuse(request, 'team.unknownTeam')
      const division = fields.division ? bySlug(divisionsOf(season.id), fields.division) : null
      if (fields.division && !division) return refuse(request, 'competition.unknownDivision')
      const from = fields.from_season ? bySlug(seasonsOf(access.org.id), fields.from_season) : null
      if (fields.from_season && !from) return refuse(request, 'team.unknownSeason')
      const source = [...store.teamSeasons.values()]
        .filter((row) => row.teamId === team.id && (!from || row.seasonId === from.id))
        .sort((a, b) =>
          (store.seasons.get(b.seasonId)?.starts_on ?? '').localeCompare(
            store.seasons.get(a.seasonId)?.starts_on ?? '',
          ),
        )[0]
      if (!source || source.seasonId === season.id) {
        if (source?.seasonId === season.id) return refuse(request, 'team.alreadyInSeason')
        return refuse(request, from ? 'team.unknownSeason' : 'team.unknownTeam')
      }
      const teamSeason: StoredTeamSeason = {
        ...source,
        id: crypto.randomUUID(),
        seasonId: season.id,
        divisionId: division?.id ?? null,
        created_at: stamp(),
        updated_at: stamp(),
      }
      store.teamSeasons.set(teamSeason.id, teamSeason)
      if (fields.with_members) copyMembers(source.id, teamSeason.id, season)
      return json(toTeam(teamSeason, access.viewer), 201)
    }),

    http.get(`${seasonBase}/teams/:team`, ({ request, params }) => {
      const access = teamAccess(request, params)
      if (access instanceof Response) return access
      return json(toTeam(access.teamSeason, access.viewer))
    }),

    http.patch(`${seasonBase}/teams/:team`, async ({ request, params }) => {
      if (!callerOf(request)) return unauthenticated(request)
      const input = await parseBody(request, UpdateTeamInputSchema)
      if (!input.ok) return input.response
      const access = teamAccess(request, params)
      if (access instanceof Response) return access
      const { viewer, team, teamSeason, season, org } = access
      const changes = input.data
      if (!canEditTeam(viewer, teamSeason.id)) return forbidden(request)
      if (!viewer.isAdmin && !isCaptainTeamChange(changes)) return forbidden(request)
      if (season.is_archived) return refuse(request, 'season.archived')
      const division =
        changes.division === undefined || changes.division === null
          ? changes.division
          : bySlug(divisionsOf(season.id), changes.division)
      if (changes.division && !division) return refuse(request, 'competition.unknownDivision')
      if (!ownVenue(org.id, changes.venue_id)) return refuse(request, 'competition.unknownVenue')
      if (changes.slug !== undefined && changes.slug !== team.slug) {
        if (takenSlugs(teamsOf(org.id).filter((row) => row.id !== team.id)).has(changes.slug))
          return refuse(request, 'slug.taken')
        team.formerSlugs = [...team.formerSlugs.filter((slug) => slug !== changes.slug), team.slug]
        team.slug = changes.slug
      }
      const divisionId = division === undefined ? undefined : (division?.id ?? null)
      if (divisionId !== undefined && divisionId !== teamSeason.divisionId) {
        const concerned = [teamSeason.divisionId, divisionId].filter((id): id is string => id !== null)
        if (hasPlayed(concerned)) return refuse(request, 'division.teamsLocked')
        dropFixtures(concerned)
        teamSeason.divisionId = divisionId
      }
      if (changes.name !== undefined) team.name = teamSeason.name = changes.name
      if (changes.club_name !== undefined) team.club_name = changes.club_name
      if (changes.venue_id !== undefined) teamSeason.venueId = changes.venue_id
      if (changes.home_weekday !== undefined) teamSeason.home_weekday = changes.home_weekday
      teamSeason.updated_at = stamp()
      return json(toTeam(teamSeason, viewer))
    }),

    // --- Members ----------------------------------------------------------------------------------------------------
    http.get(`${seasonBase}/teams/:team/members`, ({ request, params }) => {
      const access = teamAccess(request, params)
      if (access instanceof Response) return access
      return json(
        membersOf(access.teamSeason.id)
          .map((member) => toMember(member, access.viewer))
          .sort(compareTeamMembers),
      )
    }),

    http.post(`${seasonBase}/teams/:team/members`, async ({ request, params }) => {
      if (!callerOf(request)) return unauthenticated(request)
      const input = await parseBody(request, TeamMemberInputSchema)
      if (!input.ok) return input.response
      const access = editableTeam(request, params)
      if (access instanceof Response) return access
      const { season, teamSeason, org, viewer } = access
      const fields = input.data
      const joinedOn = fields.joined_on ?? defaultJoinDate(season, isoDay(now()))
      if (!isWithinSeason(season, joinedOn)) return refuse(request, 'member.joinedOutsideSeason')
      let participantId = fields.participant_id
      if (participantId) {
        const participant = store.participants.get(participantId)
        if (participant?.organisationId !== org.id) return refuse(request, 'member.unknownParticipant')
        const playing = [...store.members.values()].some(
          (member) =>
            member.seasonId === season.id && member.participantId === participantId && member.left_on === null,
        )
        if (playing) return refuse(request, 'member.alreadyInTeam')
      } else {
        participantId = crypto.randomUUID()
        store.participants.set(participantId, {
          id: participantId,
          organisationId: org.id,
          name: fields.name ?? '',
          nickname: fields.nickname,
          userId: null,
        })
      }
      if (fields.role === 'captain') demoteCaptain(teamSeason.id)
      const member: StoredMember = {
        id: crypto.randomUUID(),
        seasonId: season.id,
        teamSeasonId: teamSeason.id,
        participantId,
        role: fields.role,
        joined_on: joinedOn,
        left_on: null,
        contact_email: fields.contact_email,
        contact_phone: fields.contact_phone,
      }
      store.members.set(member.id, member)
      return json(toMember(member, viewer), 201)
    }),

    http.put(`${seasonBase}/teams/:team/captain`, async ({ request, params }) => {
      if (!callerOf(request)) return unauthenticated(request)
      const input = await parseBody(request, SetCaptainInputSchema)
      if (!input.ok) return input.response
      const access = editableTeam(request, params)
      if (access instanceof Response) return access
      const member = store.members.get(input.data.member_id)
      if (member?.teamSeasonId !== access.teamSeason.id) return refuse(request, 'member.notFound')
      if (member.left_on !== null) return refuse(request, 'member.left')
      demoteCaptain(access.teamSeason.id, member.id)
      member.role = 'captain'
      return json(toMember(member, access.viewer))
    }),

    ...memberHandlers(),

    // --- Venues -----------------------------------------------------------------------------------------------------
    http.get(`${orgBase}/venues`, ({ request, params }) => {
      const access = orgAccess(request, params.org, true)
      if (access instanceof Response) return access
      const list = [...store.venues.values()]
        .filter((venue) => venue.organisationId === access.org.id)
        .sort((a, b) => a.name.localeCompare(b.name))
      return json(list.map(toVenue))
    }),

    http.post(`${orgBase}/venues`, async ({ request, params }) => {
      if (!callerOf(request)) return unauthenticated(request)
      const input = await parseBody(request, CompetitionVenueInputSchema)
      if (!input.ok) return input.response
      const access = orgAccess(request, params.org, true)
      if (access instanceof Response) return access
      const venue = {
        id: crypto.randomUUID(),
        organisationId: access.org.id,
        ...input.data,
        created_at: stamp(),
        updated_at: stamp(),
      }
      store.venues.set(venue.id, venue)
      return json(toVenue(venue), 201)
    }),

    ...venueHandlers(),

    // --- Super admins -----------------------------------------------------------------------------------------------
    ...adminHandlers(),
  ]

  function divisionHandlers() {
    const divisionBase = `${seasonBase}/divisions/:division`
    const divisionAccess = (request: Request, values: Record<string, unknown>) => {
      const access = seasonAccess(request, values, true)
      if (access instanceof Response) return access
      const division = bySlug(divisionsOf(access.season.id), String(values.division))
      if (!division) return refuse(request, 'division.notFound')
      return { ...access, division }
    }
    return [
      http.get(divisionBase, ({ request, params }) => {
        // A cup's slug answers too, with kind `cup` (ADR 015): the page on the slug shows the cup.
        const seasonOnly = seasonAccess(request, params, true)
        if (!(seasonOnly instanceof Response)) {
          const cup = bySlug(allDivisionsOf(seasonOnly.season.id).filter(isCupDivision), String(params.division))
          if (cup) return json(cups.asDivision(cup))
        }
        const access = divisionAccess(request, params)
        if (access instanceof Response) return access
        return json(toDivision(access.division))
      }),
      http.patch(divisionBase, async ({ request, params }) => {
        if (!callerOf(request)) return unauthenticated(request)
        const input = await parseBody(request, UpdateDivisionInputSchema)
        if (!input.ok) return input.response
        const access = divisionAccess(request, params)
        if (access instanceof Response) return access
        const { division, season } = access
        if (season.is_archived) return refuse(request, 'season.archived')
        const changes = input.data
        const refused = refuseTemplate(request, changes.match_template)
        if (refused) return refused
        if (changes.slug !== undefined && changes.slug !== division.slug) {
          if (takenSlugs(allDivisionsOf(season.id).filter((row) => row.id !== division.id)).has(changes.slug))
            return refuse(request, 'slug.taken')
          division.formerSlugs = [...division.formerSlugs.filter((slug) => slug !== changes.slug), division.slug]
          division.slug = changes.slug
        }
        if (changes.name !== undefined) division.name = changes.name
        if (changes.match_template !== undefined) division.match_template = changes.match_template
        if (changes.position !== undefined) renumber(season.id, { id: division.id, position: changes.position })
        division.updated_at = stamp()
        return json(toDivision(division))
      }),
      http.delete(divisionBase, ({ request, params }) => {
        const access = divisionAccess(request, params)
        if (access instanceof Response) return access
        if (access.season.is_archived) return refuse(request, 'season.archived')
        if (hasPlayed([access.division.id])) return refuse(request, 'division.played')
        dropFixtures([access.division.id])
        for (const row of store.teamSeasons.values()) if (row.divisionId === access.division.id) row.divisionId = null
        store.divisions.delete(access.division.id)
        renumber(access.season.id)
        return noContent()
      }),
      http.get(`${divisionBase}/teams`, ({ request, params }) => {
        const access = divisionAccess(request, params)
        if (access instanceof Response) return access
        const rows = teamSeasonsOf(access.season.id).filter((row) => row.divisionId === access.division.id)
        return json(teamList(rows, access.viewer))
      }),
      http.put(`${divisionBase}/teams`, async ({ request, params }) => {
        if (!callerOf(request)) return unauthenticated(request)
        const input = await parseBody(request, AssignDivisionTeamsInputSchema)
        if (!input.ok) return input.response
        const access = divisionAccess(request, params)
        if (access instanceof Response) return access
        const { season, division, org, viewer } = access
        if (season.is_archived) return refuse(request, 'season.archived')
        const wanted: StoredTeamSeason[] = []
        for (const slug of new Set(input.data.teams)) {
          const found = findTeamSeason(org, season, slug)
          if (!found) return refuse(request, 'division.unknownTeam')
          wanted.push(found.teamSeason)
        }
        const seasonRows = teamSeasonsOf(season.id)
        const leaving = seasonRows.filter((row) => row.divisionId === division.id && !wanted.includes(row))
        const joining = wanted.filter((row) => row.divisionId !== division.id)
        if (leaving.length > 0 || joining.length > 0) {
          const concerned = [division.id, ...joining.flatMap((row) => (row.divisionId ? [row.divisionId] : []))]
          if (hasPlayed(concerned)) return refuse(request, 'division.teamsLocked')
          dropFixtures(concerned)
          for (const row of leaving) row.divisionId = null
          for (const row of joining) row.divisionId = division.id
        }
        const rows = teamSeasonsOf(season.id).filter((row) => row.divisionId === division.id)
        return json(teamList(rows, viewer))
      }),
      http.get(`${divisionBase}/fixtures`, ({ request, params }) => {
        const access = divisionAccess(request, params)
        if (access instanceof Response) return access
        return json(fixtureList(fixturesOf((fixture) => fixture.divisionId === access.division.id)))
      }),
      http.post(`${divisionBase}/fixtures/generate`, ({ request, params }) => {
        const access = divisionAccess(request, params)
        if (access instanceof Response) return access
        if (access.season.is_archived) return refuse(request, 'season.archived')
        const refused = generate(request, access.season, [access.division])
        if (refused) return refused
        return json(fixtureList(fixturesOf((fixture) => fixture.divisionId === access.division.id)))
      }),
    ]
  }

  function memberHandlers() {
    const memberBase = `${seasonBase}/teams/:team/members/:member`
    const membership = (request: Request, values: Record<string, unknown>) => {
      const checked = params(request, TeamMemberParamsSchema, values)
      if (!checked.ok) return checked.response
      const access = editableTeam(request, values)
      if (access instanceof Response) return access
      const member = store.members.get(checked.data.member)
      if (member?.teamSeasonId !== access.teamSeason.id) return refuse(request, 'member.notFound')
      if (member.left_on !== null) return refuse(request, 'member.left')
      return { ...access, member }
    }
    return [
      http.patch(memberBase, async ({ request, params: values }) => {
        if (!callerOf(request)) return unauthenticated(request)
        const input = await parseBody(request, UpdateTeamMemberInputSchema)
        if (!input.ok) return input.response
        const access = membership(request, values)
        if (access instanceof Response) return access
        const { member, season, teamSeason, viewer } = access
        const changes = input.data
        if (changes.joined_on && !isWithinSeason(season, changes.joined_on))
          return refuse(request, 'member.joinedOutsideSeason')
        if (changes.role === 'captain') demoteCaptain(teamSeason.id, member.id)
        Object.assign(member, Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)))
        return json(toMember(member, viewer))
      }),
      http.delete(memberBase, ({ request, params: values }) => {
        const query = params(request, RemoveMemberQuerySchema, {
          on: new URL(request.url).searchParams.get('on') ?? undefined,
        })
        if (!query.ok) return query.response
        const access = membership(request, values)
        if (access instanceof Response) return access
        const { member } = access
        const on = query.data.on ?? isoDay(now())
        const leftOn = query.data.on === undefined && on < member.joined_on ? member.joined_on : on
        if (leftOn < member.joined_on) return refuse(request, 'member.leavesBeforeJoining', { field: 'on' })
        member.left_on = leftOn
        member.role = 'player'
        return noContent()
      }),
      http.post(`${memberBase}/transfer`, async ({ request, params: values }) => {
        if (!callerOf(request)) return unauthenticated(request)
        const input = await parseBody(request, TransferMemberInputSchema)
        if (!input.ok) return input.response
        const access = membership(request, values)
        if (access instanceof Response) return access
        const { member, season, org, teamSeason, viewer } = access
        if (!viewer.isAdmin) return forbidden(request)
        const target = findTeamSeason(org, season, input.data.team)
        if (!target) return refuse(request, 'member.unknownTeam')
        if (target.teamSeason.id === teamSeason.id) return refuse(request, 'member.sameTeam')
        const { date } = input.data
        if (!isWithinSeason(season, date)) return refuse(request, 'member.joinedOutsideSeason', { field: 'date' })
        if (date < member.joined_on) return refuse(request, 'member.leavesBeforeJoining')
        member.left_on = date
        const moved: StoredMember = {
          ...member,
          id: crypto.randomUUID(),
          teamSeasonId: target.teamSeason.id,
          role: 'player',
          joined_on: date,
          left_on: null,
        }
        store.members.set(moved.id, moved)
        return json(toMember(moved, viewer), 201)
      }),
    ]
  }

  function venueHandlers() {
    const venueBase = `${orgBase}/venues/:venue`
    return [
      http.get(venueBase, ({ request, params: values }) => {
        const access = venueAccess(request, values)
        if (access instanceof Response) return access
        return json(toVenue(access.venue))
      }),
      http.patch(venueBase, async ({ request, params: values }) => {
        if (!callerOf(request)) return unauthenticated(request)
        const input = await parseBody(request, UpdateCompetitionVenueInputSchema)
        if (!input.ok) return input.response
        const access = venueAccess(request, values)
        if (access instanceof Response) return access
        Object.assign(
          access.venue,
          Object.fromEntries(Object.entries(input.data).filter(([, value]) => value !== undefined)),
          { updated_at: stamp() },
        )
        return json(toVenue(access.venue))
      }),
      http.delete(venueBase, ({ request, params: values }) => {
        const access = venueAccess(request, values)
        if (access instanceof Response) return access
        const id = access.venue.id
        const used =
          [...store.teamSeasons.values()].some((row) => row.venueId === id) ||
          [...store.fixtures.values()].some((row) => row.venueId === id)
        if (used) return refuse(request, 'competitionVenue.inUse')
        store.venues.delete(id)
        for (const board of [...store.venueBoards.values()])
          if (board.venueId === id) store.venueBoards.delete(board.id)
        return noContent()
      }),
      http.get(`${venueBase}/teams`, ({ request, params: values }) => {
        const access = venueAccess(request, values)
        if (access instanceof Response) return access
        const seasonSlug = new URL(request.url).searchParams.get('season')
        const season = seasonSlug ? bySlug(seasonsOf(access.org.id), seasonSlug) : currentSeason(access.org.id)
        if (seasonSlug && !season) return refuse(request, 'season.notFound')
        if (!season) return json([])
        const rows = teamSeasonsOf(season.id).filter((row) => row.venueId === access.venue.id)
        return json(teamList(rows, access.viewer))
      }),
    ]
  }

  function adminHandlers() {
    const adminBase = '*/api/admin/organisations'
    const superAdmin = (request: Request): User | Response => {
      const caller = callerOf(request)
      if (!caller) return unauthenticated(request)
      return caller.is_super_admin ? caller : forbidden(request)
    }
    const organisation = (request: Request, slug: unknown): StoredOrganisation | Response => {
      const caller = superAdmin(request)
      if (caller instanceof Response) return caller
      return bySlug(store.organisations.values(), String(slug)) ?? refuse(request, 'organisation.notFound')
    }
    const domainTaken = (domains: readonly string[], except?: string) =>
      [...store.organisations.values()].some(
        (org) => org.id !== except && org.domains.some((domain) => domains.includes(domain)),
      )
    return [
      http.get(adminBase, ({ request }) => {
        const caller = superAdmin(request)
        if (caller instanceof Response) return caller
        const list = [...store.organisations.values()].sort((a, b) => a.name.localeCompare(b.name))
        return json(list.map(toAdminListItem))
      }),
      http.post(adminBase, async ({ request }) => {
        const caller = superAdmin(request)
        if (caller instanceof Response) return caller
        const input = await parseBody(request, OrganisationInputSchema)
        if (!input.ok) return input.response
        const fields = input.data
        const domains = [...new Set(fields.domains)]
        if (domainTaken(domains)) return refuse(request, 'organisation.domainTaken')
        const taken = takenSlugs(store.organisations.values())
        if (fields.slug !== undefined && taken.has(fields.slug)) return refuse(request, 'slug.taken')
        const org: StoredOrganisation = {
          id: crypto.randomUUID(),
          slug: fields.slug ?? uniqueSlug(slugFromName(fields.name, 'organisation'), taken),
          formerSlugs: [],
          name: fields.name,
          logo_url: fields.logo_url,
          primary_colour: fields.primary_colour?.toLowerCase() ?? null,
          default_language: fields.default_language,
          domains,
          adminIds: [],
          invitations: [],
          created_at: stamp(),
          updated_at: stamp(),
        }
        store.organisations.set(org.id, org)
        return json(toAdminOrganisation(org), 201)
      }),
      http.get(`${adminBase}/:org`, ({ request, params: values }) => {
        const org = organisation(request, values.org)
        if (org instanceof Response) return org
        return json(toAdminOrganisation(org))
      }),
      http.patch(`${adminBase}/:org`, async ({ request, params: values }) => {
        const caller = superAdmin(request)
        if (caller instanceof Response) return caller
        const input = await parseBody(request, UpdateOrganisationInputSchema)
        if (!input.ok) return input.response
        const org = organisation(request, values.org)
        if (org instanceof Response) return org
        const changes = input.data
        const domains = changes.domains ? [...new Set(changes.domains)] : undefined
        if (domains && domainTaken(domains, org.id)) return refuse(request, 'organisation.domainTaken')
        if (changes.slug !== undefined && changes.slug !== org.slug) {
          const others = [...store.organisations.values()].filter((row) => row.id !== org.id)
          if (takenSlugs(others).has(changes.slug)) return refuse(request, 'slug.taken')
          org.formerSlugs = [...org.formerSlugs.filter((slug) => slug !== changes.slug), org.slug]
          org.slug = changes.slug
        }
        if (changes.name !== undefined) org.name = changes.name
        if (changes.logo_url !== undefined) org.logo_url = changes.logo_url
        if (changes.primary_colour !== undefined) org.primary_colour = changes.primary_colour?.toLowerCase() ?? null
        if (changes.default_language !== undefined) org.default_language = changes.default_language
        if (domains) org.domains = domains
        org.updated_at = stamp()
        return json(toAdminOrganisation(org))
      }),
      http.delete(`${adminBase}/:org`, ({ request, params: values }) => {
        const org = organisation(request, values.org)
        if (org instanceof Response) return org
        store.organisations.delete(org.id)
        return noContent()
      }),
      http.post(`${adminBase}/:org/admins`, async ({ request, params: values }) => {
        const caller = superAdmin(request)
        if (caller instanceof Response) return caller
        const input = await parseBody(request, InviteOrganisationAdminInputSchema)
        if (!input.ok) return input.response
        const org = organisation(request, values.org)
        if (org instanceof Response) return org
        const { email } = input.data
        const account = knownUsers.find((user) => user.email === email)
        const invitation = org.invitations.find((row) => row.email === email)
        if (invitation) Object.assign(invitation, { userId: account?.id ?? null, created_at: stamp() })
        else org.invitations.push({ id: crypto.randomUUID(), email, userId: account?.id ?? null, created_at: stamp() })
        return json(toAdminOrganisation(org), 202)
      }),
      http.delete(`${adminBase}/:org/admins/:userId`, ({ request, params: values }) => {
        const checked = params(request, OrganisationAdminParamsSchema, values)
        if (!checked.ok) return checked.response
        const org = organisation(request, values.org)
        if (org instanceof Response) return org
        if (!org.adminIds.includes(checked.data.userId)) return refuse(request, 'organisationAdmin.notFound')
        org.adminIds = org.adminIds.filter((id) => id !== checked.data.userId)
        return noContent()
      }),
      http.delete(`${adminBase}/:org/invitations/:id`, ({ request, params: values }) => {
        const checked = params(request, OrganisationInvitationOfParamsSchema, values)
        if (!checked.ok) return checked.response
        const org = organisation(request, values.org)
        if (org instanceof Response) return org
        if (!org.invitations.some((row) => row.id === checked.data.id))
          return refuse(request, 'organisationInvitation.notFound')
        org.invitations = org.invitations.filter((row) => row.id !== checked.data.id)
        return noContent()
      }),
      http.post('*/api/organisation-invitations/:id/:answer', ({ request, params: values }) => {
        const caller = callerOf(request)
        if (!caller) return unauthenticated(request)
        if (values.answer !== 'accept' && values.answer !== 'decline') return undefined
        const checked = params(request, OrganisationInvitationParamsSchema, values)
        if (!checked.ok) return checked.response
        for (const org of store.organisations.values()) {
          const invitation = org.invitations.find((row) => row.id === checked.data.id && row.userId === caller.id)
          if (!invitation) continue
          org.invitations = org.invitations.filter((row) => row !== invitation)
          if (values.answer === 'accept' && !org.adminIds.includes(caller.id)) org.adminIds.push(caller.id)
          return noContent()
        }
        return refuse(request, 'organisationInvitation.notFound')
      }),
    ]
  }
}
