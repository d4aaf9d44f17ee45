import { z } from 'zod'
import {
  AdminOrganisationListSchema,
  AdminOrganisationSchema,
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
  type AssignDivisionTeamsInput,
  type CompetitionVenueInput,
  type CompetitionVenueParams,
  type DivisionInput,
  type DivisionParams,
  type ExistingTeamInput,
  type FixtureParams,
  type GenerateFixturesInput,
  type InviteOrganisationAdminInput,
  type OrganisationInput,
  type OrganisationParams,
  type RescheduleFixtureInput,
  type SeasonInput,
  type SeasonParams,
  type TeamInput,
  type TeamMemberInput,
  type TeamMemberParams,
  type TeamParams,
  type TransferMemberInput,
  type UpdateCompetitionVenueInput,
  type UpdateDivisionInput,
  type UpdateOrganisationInput,
  type UpdateSeasonInput,
  type UpdateTeamInput,
  type UpdateTeamMemberInput,
} from '../schemas/competition'
import type { ApiClient } from './api-client'

// The league side's calls. Every function takes the path's slugs and ids as one object (`{ org, season, team }`),
// the same names the routes use. A former slug answers the entity with its current `slug`: compare and redirect.

const e = encodeURIComponent
const orgPath = ({ org }: OrganisationParams) => `/competition/manage/organisations/${e(org)}`
const seasonPath = (ref: SeasonParams) => `${orgPath(ref)}/seasons/${e(ref.season)}`
const divisionPath = (ref: DivisionParams) => `${seasonPath(ref)}/divisions/${e(ref.division)}`
const teamPath = (ref: TeamParams) => `${seasonPath(ref)}/teams/${e(ref.team)}`
const memberPath = (ref: TeamMemberParams) => `${teamPath(ref)}/members/${e(ref.member)}`
const venuePath = (ref: CompetitionVenueParams) => `${orgPath(ref)}/venues/${e(ref.venue)}`
const adminOrgPath = ({ org }: OrganisationParams) => `/admin/organisations/${e(org)}`

/** `GET /competition/manage/available-organisations`: what the caller may manage (cache it: spec §7). */
export async function fetchAvailableOrganisations(client: ApiClient, signal?: AbortSignal) {
  return client.request('/competition/manage/available-organisations', {
    schema: AvailableOrganisationListSchema,
    signal,
  })
}

/** `GET …/organisations/{org}` (its admins, captains and players): the organisation and the caller's role. */
export async function fetchOrganisation(client: ApiClient, ref: OrganisationParams, signal?: AbortSignal) {
  return client.request(orgPath(ref), { schema: OrganisationSchema, signal })
}

/** `GET …/seasons`: the organisation's seasons, current first. */
export async function listSeasons(client: ApiClient, ref: OrganisationParams, signal?: AbortSignal) {
  return client.request(`${orgPath(ref)}/seasons`, { schema: SeasonListSchema, signal })
}

/** `POST …/seasons` (admins, 201): empty or copied from `copy_from`. */
export async function createSeason(client: ApiClient, ref: OrganisationParams, input: SeasonInput) {
  return client.request(`${orgPath(ref)}/seasons`, { method: 'POST', body: input, schema: SeasonSchema })
}

/** `GET …/seasons/{season}`. */
export async function fetchSeason(client: ApiClient, ref: SeasonParams, signal?: AbortSignal) {
  return client.request(seasonPath(ref), { schema: SeasonSchema, signal })
}

/** `PATCH …/seasons/{season}` (admins): dates, settings (merged), archive. */
export async function updateSeason(client: ApiClient, ref: SeasonParams, input: UpdateSeasonInput) {
  return client.request(seasonPath(ref), { method: 'PATCH', body: input, schema: SeasonSchema })
}

/** `POST …/seasons/{season}/current` (admins): the organisation's current season from now on. */
export async function setCurrentSeason(client: ApiClient, ref: SeasonParams) {
  return client.request(`${seasonPath(ref)}/current`, { method: 'POST', schema: SeasonSchema })
}

/** `GET …/seasons/{season}/members` (admins and captains): every player of the season with their team. */
export async function listSeasonMembers(client: ApiClient, ref: SeasonParams, signal?: AbortSignal) {
  return client.request(`${seasonPath(ref)}/members`, { schema: SeasonMemberListSchema, signal })
}

/** `GET …/divisions` (admins). */
export async function listDivisions(client: ApiClient, ref: SeasonParams, signal?: AbortSignal) {
  return client.request(`${seasonPath(ref)}/divisions`, { schema: DivisionListSchema, signal })
}

/** `POST …/divisions` (admins, 201). */
export async function createDivision(client: ApiClient, ref: SeasonParams, input: DivisionInput) {
  return client.request(`${seasonPath(ref)}/divisions`, { method: 'POST', body: input, schema: DivisionSchema })
}

/** `GET …/divisions/{division}` (admins). */
export async function fetchDivision(client: ApiClient, ref: DivisionParams, signal?: AbortSignal) {
  return client.request(divisionPath(ref), { schema: DivisionSchema, signal })
}

/** `PATCH …/divisions/{division}` (admins): name, slug, position. */
export async function updateDivision(client: ApiClient, ref: DivisionParams, input: UpdateDivisionInput) {
  return client.request(divisionPath(ref), { method: 'PATCH', body: input, schema: DivisionSchema })
}

/** `DELETE …/divisions/{division}` (admins, 204): refused with 409 once one of its matches was played. */
export async function deleteDivision(client: ApiClient, ref: DivisionParams) {
  await client.request(divisionPath(ref), { method: 'DELETE', schema: z.unknown() })
}

/** `GET …/divisions/{division}/teams` (admins). */
export async function listDivisionTeams(client: ApiClient, ref: DivisionParams, signal?: AbortSignal) {
  return client.request(`${divisionPath(ref)}/teams`, { schema: TeamListSchema, signal })
}

/** `PUT …/divisions/{division}/teams` (admins): the division's teams from now on. */
export async function assignDivisionTeams(client: ApiClient, ref: DivisionParams, input: AssignDivisionTeamsInput) {
  return client.request(`${divisionPath(ref)}/teams`, { method: 'PUT', body: input, schema: TeamListSchema })
}

/** `GET …/divisions/{division}/fixtures` (admins): the division's fixture list. */
export async function listDivisionFixtures(client: ApiClient, ref: DivisionParams, signal?: AbortSignal) {
  return client.request(`${divisionPath(ref)}/fixtures`, { schema: FixtureListSchema, signal })
}

/** `POST …/divisions/{division}/fixtures/generate` (admins): 409 once a match has a result. */
export async function generateDivisionFixtures(client: ApiClient, ref: DivisionParams) {
  return client.request(`${divisionPath(ref)}/fixtures/generate`, { method: 'POST', schema: FixtureListSchema })
}

/** `GET …/seasons/{season}/fixtures` (admins): the season's fixture list. */
export async function listSeasonFixtures(client: ApiClient, ref: SeasonParams, signal?: AbortSignal) {
  return client.request(`${seasonPath(ref)}/fixtures`, { schema: FixtureListSchema, signal })
}

/** `POST …/seasons/{season}/fixtures/generate` (admins): every division, or those listed. */
export async function generateSeasonFixtures(client: ApiClient, ref: SeasonParams, input: GenerateFixturesInput = {}) {
  return client.request(`${seasonPath(ref)}/fixtures/generate`, {
    method: 'POST',
    body: input,
    schema: FixtureListSchema,
  })
}

/** `POST …/fixtures/{fixture}/reschedule` (admins): a new date (or null: postponed) with the reason. */
export async function rescheduleFixture(client: ApiClient, ref: FixtureParams, input: RescheduleFixtureInput) {
  return client.request(`${seasonPath(ref)}/fixtures/${e(ref.fixture)}/reschedule`, {
    method: 'POST',
    body: input,
    schema: FixtureSchema,
  })
}

/** `GET …/teams` (admins): the season's teams. */
export async function listTeams(client: ApiClient, ref: SeasonParams, signal?: AbortSignal) {
  return client.request(`${seasonPath(ref)}/teams`, { schema: TeamListSchema, signal })
}

/** `POST …/teams` (admins, 201): a new team. */
export async function createTeam(client: ApiClient, ref: SeasonParams, input: TeamInput) {
  return client.request(`${seasonPath(ref)}/teams`, { method: 'POST', body: input, schema: TeamSchema })
}

/** `GET …/teams/existing` (admins): teams of earlier seasons that can be brought in. */
export async function listExistingTeams(client: ApiClient, ref: SeasonParams, signal?: AbortSignal) {
  return client.request(`${seasonPath(ref)}/teams/existing`, { schema: ExistingTeamListSchema, signal })
}

/** `POST …/teams/existing` (admins, 201): a team of an earlier season joins, with its players by default. */
export async function addExistingTeam(client: ApiClient, ref: SeasonParams, input: ExistingTeamInput) {
  return client.request(`${seasonPath(ref)}/teams/existing`, { method: 'POST', body: input, schema: TeamSchema })
}

/** `GET …/teams/{team}` (admins, its captain and players). */
export async function fetchTeam(client: ApiClient, ref: TeamParams, signal?: AbortSignal) {
  return client.request(teamPath(ref), { schema: TeamSchema, signal })
}

/** `PATCH …/teams/{team}` (admins; its captain: name and club). */
export async function updateTeam(client: ApiClient, ref: TeamParams, input: UpdateTeamInput) {
  return client.request(teamPath(ref), { method: 'PATCH', body: input, schema: TeamSchema })
}

/** `GET …/teams/{team}/members` (admins, its captain and players): current and former members. */
export async function listTeamMembers(client: ApiClient, ref: TeamParams, signal?: AbortSignal) {
  return client.request(`${teamPath(ref)}/members`, { schema: TeamMemberListSchema, signal })
}

/** `POST …/teams/{team}/members` (admins, its captain; 201): a participant or a new guest. */
export async function addTeamMember(client: ApiClient, ref: TeamParams, input: TeamMemberInput) {
  return client.request(`${teamPath(ref)}/members`, { method: 'POST', body: input, schema: TeamMemberSchema })
}

/** `PATCH …/members/{member}` (admins, the team's captain): role, start, contact. */
export async function updateTeamMember(client: ApiClient, ref: TeamMemberParams, input: UpdateTeamMemberInput) {
  return client.request(memberPath(ref), { method: 'PATCH', body: input, schema: TeamMemberSchema })
}

/** `POST …/members/{member}/transfer` (admins, 201): the new membership in the other team. */
export async function transferTeamMember(client: ApiClient, ref: TeamMemberParams, input: TransferMemberInput) {
  return client.request(`${memberPath(ref)}/transfer`, { method: 'POST', body: input, schema: TeamMemberSchema })
}

/** `DELETE …/members/{member}?on=` (admins, the team's captain; 204): the player leaves on that day (today). */
export async function removeTeamMember(client: ApiClient, ref: TeamMemberParams, on?: string) {
  const query = on ? `?${new URLSearchParams({ on }).toString()}` : ''
  await client.request(`${memberPath(ref)}${query}`, { method: 'DELETE', schema: z.unknown() })
}

/** `PUT …/teams/{team}/captain` (admins, the team's captain): the former captain becomes a player. */
export async function setTeamCaptain(client: ApiClient, ref: TeamParams, memberId: string) {
  return client.request(`${teamPath(ref)}/captain`, {
    method: 'PUT',
    body: { member_id: memberId },
    schema: TeamMemberSchema,
  })
}

/** `GET …/venues` (admins). */
export async function listCompetitionVenues(client: ApiClient, ref: OrganisationParams, signal?: AbortSignal) {
  return client.request(`${orgPath(ref)}/venues`, { schema: CompetitionVenueListSchema, signal })
}

/** `POST …/venues` (admins, 201). */
export async function createCompetitionVenue(client: ApiClient, ref: OrganisationParams, input: CompetitionVenueInput) {
  return client.request(`${orgPath(ref)}/venues`, { method: 'POST', body: input, schema: CompetitionVenueSchema })
}

/** `GET …/venues/{venue}` (admins). */
export async function fetchCompetitionVenue(client: ApiClient, ref: CompetitionVenueParams, signal?: AbortSignal) {
  return client.request(venuePath(ref), { schema: CompetitionVenueSchema, signal })
}

/** `PATCH …/venues/{venue}` (admins). */
export async function updateCompetitionVenue(
  client: ApiClient,
  ref: CompetitionVenueParams,
  input: UpdateCompetitionVenueInput,
) {
  return client.request(venuePath(ref), { method: 'PATCH', body: input, schema: CompetitionVenueSchema })
}

/** `DELETE …/venues/{venue}` (admins, 204): refused with 409 while a team, match or event uses it. */
export async function deleteCompetitionVenue(client: ApiClient, ref: CompetitionVenueParams) {
  await client.request(venuePath(ref), { method: 'DELETE', schema: z.unknown() })
}

/** `GET …/venues/{venue}/teams?season=` (admins): the teams at home there (the current season by default). */
export async function listVenueTeams(
  client: ApiClient,
  ref: CompetitionVenueParams,
  season?: string,
  signal?: AbortSignal,
) {
  const query = season ? `?${new URLSearchParams({ season }).toString()}` : ''
  return client.request(`${venuePath(ref)}/teams${query}`, { schema: TeamListSchema, signal })
}

/** `GET /admin/organisations` (super admins). */
export async function listAdminOrganisations(client: ApiClient, signal?: AbortSignal) {
  return client.request('/admin/organisations', { schema: AdminOrganisationListSchema, signal })
}

/** `POST /admin/organisations` (super admins, 201). */
export async function createOrganisation(client: ApiClient, input: OrganisationInput) {
  return client.request('/admin/organisations', { method: 'POST', body: input, schema: AdminOrganisationSchema })
}

/** `GET /admin/organisations/{org}` (super admins): with its admins and open invitations. */
export async function fetchAdminOrganisation(client: ApiClient, ref: OrganisationParams, signal?: AbortSignal) {
  return client.request(adminOrgPath(ref), { schema: AdminOrganisationSchema, signal })
}

/** `PATCH /admin/organisations/{org}` (super admins). */
export async function updateOrganisation(client: ApiClient, ref: OrganisationParams, input: UpdateOrganisationInput) {
  return client.request(adminOrgPath(ref), { method: 'PATCH', body: input, schema: AdminOrganisationSchema })
}

/** `DELETE /admin/organisations/{org}` (super admins, 204): with everything it owns. */
export async function deleteOrganisation(client: ApiClient, ref: OrganisationParams) {
  await client.request(adminOrgPath(ref), { method: 'DELETE', schema: z.unknown() })
}

/** `POST /admin/organisations/{org}/admins` (super admins, 202): an invitation, whether or not an account exists. */
export async function inviteOrganisationAdmin(
  client: ApiClient,
  ref: OrganisationParams,
  input: InviteOrganisationAdminInput,
) {
  return client.request(`${adminOrgPath(ref)}/admins`, {
    method: 'POST',
    body: input,
    schema: AdminOrganisationSchema,
  })
}

/** `DELETE /admin/organisations/{org}/admins/{userId}` (super admins, 204). */
export async function removeOrganisationAdmin(client: ApiClient, ref: OrganisationParams, userId: string) {
  await client.request(`${adminOrgPath(ref)}/admins/${e(userId)}`, { method: 'DELETE', schema: z.unknown() })
}

/** `DELETE /admin/organisations/{org}/invitations/{id}` (super admins, 204). */
export async function cancelOrganisationInvitation(client: ApiClient, ref: OrganisationParams, id: string) {
  await client.request(`${adminOrgPath(ref)}/invitations/${e(id)}`, { method: 'DELETE', schema: z.unknown() })
}

/** `POST /organisation-invitations/{id}/accept` or `/decline` (the invited user, 204). */
export async function answerOrganisationInvitation(client: ApiClient, id: string, answer: 'accept' | 'decline') {
  await client.request(`/organisation-invitations/${e(id)}/${answer}`, { method: 'POST', schema: z.unknown() })
}
