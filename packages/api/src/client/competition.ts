import type { z } from 'zod'
import type {
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
  AssignDivisionTeamsInput,
  CompetitionVenueInput,
  CompetitionVenueParams,
  DivisionInput,
  DivisionParams,
  ExistingTeamInput,
  FixtureParams,
  GenerateFixturesInput,
  InviteOrganisationAdminInput,
  OrganisationInput,
  OrganisationParams,
  RescheduleFixtureInput,
  SeasonInput,
  SeasonParams,
  TeamInput,
  TeamMemberInput,
  TeamMemberParams,
  TeamParams,
  TransferMemberInput,
  UpdateCompetitionVenueInput,
  UpdateDivisionInput,
  UpdateOrganisationInput,
  UpdateSeasonInput,
  UpdateTeamInput,
  UpdateTeamMemberInput,
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
  return client.request<z.output<typeof AvailableOrganisationListSchema>>(
    '/competition/manage/available-organisations',
    {
      signal,
    },
  )
}

/** `GET …/organisations/{org}` (its admins, captains and players): the organisation and the caller's role. */
export async function fetchOrganisation(client: ApiClient, ref: OrganisationParams, signal?: AbortSignal) {
  return client.request<z.output<typeof OrganisationSchema>>(orgPath(ref), { signal })
}

/** `GET …/seasons`: the organisation's seasons, current first. */
export async function listSeasons(client: ApiClient, ref: OrganisationParams, signal?: AbortSignal) {
  return client.request<z.output<typeof SeasonListSchema>>(`${orgPath(ref)}/seasons`, { signal })
}

/** `POST …/seasons` (admins, 201): empty or copied from `copy_from`. */
export async function createSeason(client: ApiClient, ref: OrganisationParams, input: SeasonInput) {
  return client.request<z.output<typeof SeasonSchema>>(`${orgPath(ref)}/seasons`, { method: 'POST', body: input })
}

/** `GET …/seasons/{season}`. */
export async function fetchSeason(client: ApiClient, ref: SeasonParams, signal?: AbortSignal) {
  return client.request<z.output<typeof SeasonSchema>>(seasonPath(ref), { signal })
}

/** `PATCH …/seasons/{season}` (admins): dates, settings (merged), archive. */
export async function updateSeason(client: ApiClient, ref: SeasonParams, input: UpdateSeasonInput) {
  return client.request<z.output<typeof SeasonSchema>>(seasonPath(ref), { method: 'PATCH', body: input })
}

/** `POST …/seasons/{season}/current` (admins): the organisation's current season from now on. */
export async function setCurrentSeason(client: ApiClient, ref: SeasonParams) {
  return client.request<z.output<typeof SeasonSchema>>(`${seasonPath(ref)}/current`, { method: 'POST' })
}

/** `GET …/seasons/{season}/members` (admins and captains): every player of the season with their team. */
export async function listSeasonMembers(client: ApiClient, ref: SeasonParams, signal?: AbortSignal) {
  return client.request<z.output<typeof SeasonMemberListSchema>>(`${seasonPath(ref)}/members`, { signal })
}

/** `GET …/divisions` (admins). */
export async function listDivisions(client: ApiClient, ref: SeasonParams, signal?: AbortSignal) {
  return client.request<z.output<typeof DivisionListSchema>>(`${seasonPath(ref)}/divisions`, { signal })
}

/** `POST …/divisions` (admins, 201). */
export async function createDivision(client: ApiClient, ref: SeasonParams, input: DivisionInput) {
  return client.request<z.output<typeof DivisionSchema>>(`${seasonPath(ref)}/divisions`, {
    method: 'POST',
    body: input,
  })
}

/** `GET …/divisions/{division}` (admins). */
export async function fetchDivision(client: ApiClient, ref: DivisionParams, signal?: AbortSignal) {
  return client.request<z.output<typeof DivisionSchema>>(divisionPath(ref), { signal })
}

/** `PATCH …/divisions/{division}` (admins): name, slug, position. */
export async function updateDivision(client: ApiClient, ref: DivisionParams, input: UpdateDivisionInput) {
  return client.request<z.output<typeof DivisionSchema>>(divisionPath(ref), { method: 'PATCH', body: input })
}

/** `DELETE …/divisions/{division}` (admins, 204): refused with 409 once one of its matches was played. */
export async function deleteDivision(client: ApiClient, ref: DivisionParams) {
  await client.request<unknown>(divisionPath(ref), { method: 'DELETE' })
}

/** `GET …/divisions/{division}/teams` (admins). */
export async function listDivisionTeams(client: ApiClient, ref: DivisionParams, signal?: AbortSignal) {
  return client.request<z.output<typeof TeamListSchema>>(`${divisionPath(ref)}/teams`, { signal })
}

/** `PUT …/divisions/{division}/teams` (admins): the division's teams from now on. */
export async function assignDivisionTeams(client: ApiClient, ref: DivisionParams, input: AssignDivisionTeamsInput) {
  return client.request<z.output<typeof TeamListSchema>>(`${divisionPath(ref)}/teams`, { method: 'PUT', body: input })
}

/** `GET …/divisions/{division}/fixtures` (admins): the division's fixture list. */
export async function listDivisionFixtures(client: ApiClient, ref: DivisionParams, signal?: AbortSignal) {
  return client.request<z.output<typeof FixtureListSchema>>(`${divisionPath(ref)}/fixtures`, { signal })
}

/** `POST …/divisions/{division}/fixtures/generate` (admins): 409 once a match has a result. */
export async function generateDivisionFixtures(client: ApiClient, ref: DivisionParams) {
  return client.request<z.output<typeof FixtureListSchema>>(`${divisionPath(ref)}/fixtures/generate`, {
    method: 'POST',
  })
}

/** `GET …/seasons/{season}/fixtures` (admins): the season's fixture list. */
export async function listSeasonFixtures(client: ApiClient, ref: SeasonParams, signal?: AbortSignal) {
  return client.request<z.output<typeof FixtureListSchema>>(`${seasonPath(ref)}/fixtures`, { signal })
}

/** `POST …/seasons/{season}/fixtures/generate` (admins): every division, or those listed. */
export async function generateSeasonFixtures(client: ApiClient, ref: SeasonParams, input: GenerateFixturesInput = {}) {
  return client.request<z.output<typeof FixtureListSchema>>(`${seasonPath(ref)}/fixtures/generate`, {
    method: 'POST',
    body: input,
  })
}

/** `POST …/fixtures/{fixture}/reschedule` (admins): a new date (or null: postponed) with the reason. */
export async function rescheduleFixture(client: ApiClient, ref: FixtureParams, input: RescheduleFixtureInput) {
  return client.request<z.output<typeof FixtureSchema>>(`${seasonPath(ref)}/fixtures/${e(ref.fixture)}/reschedule`, {
    method: 'POST',
    body: input,
  })
}

/** `GET …/teams` (admins): the season's teams. */
export async function listTeams(client: ApiClient, ref: SeasonParams, signal?: AbortSignal) {
  return client.request<z.output<typeof TeamListSchema>>(`${seasonPath(ref)}/teams`, { signal })
}

/** `POST …/teams` (admins, 201): a new team. */
export async function createTeam(client: ApiClient, ref: SeasonParams, input: TeamInput) {
  return client.request<z.output<typeof TeamSchema>>(`${seasonPath(ref)}/teams`, { method: 'POST', body: input })
}

/** `GET …/teams/existing` (admins): teams of earlier seasons that can be brought in. */
export async function listExistingTeams(client: ApiClient, ref: SeasonParams, signal?: AbortSignal) {
  return client.request<z.output<typeof ExistingTeamListSchema>>(`${seasonPath(ref)}/teams/existing`, { signal })
}

/** `POST …/teams/existing` (admins, 201): a team of an earlier season joins, with its players by default. */
export async function addExistingTeam(client: ApiClient, ref: SeasonParams, input: ExistingTeamInput) {
  return client.request<z.output<typeof TeamSchema>>(`${seasonPath(ref)}/teams/existing`, {
    method: 'POST',
    body: input,
  })
}

/** `GET …/teams/{team}` (admins, its captain and players). */
export async function fetchTeam(client: ApiClient, ref: TeamParams, signal?: AbortSignal) {
  return client.request<z.output<typeof TeamSchema>>(teamPath(ref), { signal })
}

/** `PATCH …/teams/{team}` (admins; its captain: name and club). */
export async function updateTeam(client: ApiClient, ref: TeamParams, input: UpdateTeamInput) {
  return client.request<z.output<typeof TeamSchema>>(teamPath(ref), { method: 'PATCH', body: input })
}

/** `GET …/teams/{team}/members` (admins, its captain and players): current and former members. */
export async function listTeamMembers(client: ApiClient, ref: TeamParams, signal?: AbortSignal) {
  return client.request<z.output<typeof TeamMemberListSchema>>(`${teamPath(ref)}/members`, { signal })
}

/** `POST …/teams/{team}/members` (admins, its captain; 201): a participant or a new guest. */
export async function addTeamMember(client: ApiClient, ref: TeamParams, input: TeamMemberInput) {
  return client.request<z.output<typeof TeamMemberSchema>>(`${teamPath(ref)}/members`, { method: 'POST', body: input })
}

/** `PATCH …/members/{member}` (admins, the team's captain): role, start, contact. */
export async function updateTeamMember(client: ApiClient, ref: TeamMemberParams, input: UpdateTeamMemberInput) {
  return client.request<z.output<typeof TeamMemberSchema>>(memberPath(ref), { method: 'PATCH', body: input })
}

/** `POST …/members/{member}/transfer` (admins, 201): the new membership in the other team. */
export async function transferTeamMember(client: ApiClient, ref: TeamMemberParams, input: TransferMemberInput) {
  return client.request<z.output<typeof TeamMemberSchema>>(`${memberPath(ref)}/transfer`, {
    method: 'POST',
    body: input,
  })
}

/** `DELETE …/members/{member}?on=` (admins, the team's captain; 204): the player leaves on that day (today). */
export async function removeTeamMember(client: ApiClient, ref: TeamMemberParams, on?: string) {
  const query = on ? `?${new URLSearchParams({ on }).toString()}` : ''
  await client.request<unknown>(`${memberPath(ref)}${query}`, { method: 'DELETE' })
}

/** `PUT …/teams/{team}/captain` (admins, the team's captain): the former captain becomes a player. */
export async function setTeamCaptain(client: ApiClient, ref: TeamParams, memberId: string) {
  return client.request<z.output<typeof TeamMemberSchema>>(`${teamPath(ref)}/captain`, {
    method: 'PUT',
    body: { member_id: memberId },
  })
}

/** `GET …/venues` (admins). */
export async function listCompetitionVenues(client: ApiClient, ref: OrganisationParams, signal?: AbortSignal) {
  return client.request<z.output<typeof CompetitionVenueListSchema>>(`${orgPath(ref)}/venues`, { signal })
}

/** `POST …/venues` (admins, 201). */
export async function createCompetitionVenue(client: ApiClient, ref: OrganisationParams, input: CompetitionVenueInput) {
  return client.request<z.output<typeof CompetitionVenueSchema>>(`${orgPath(ref)}/venues`, {
    method: 'POST',
    body: input,
  })
}

/** `GET …/venues/{venue}` (admins). */
export async function fetchCompetitionVenue(client: ApiClient, ref: CompetitionVenueParams, signal?: AbortSignal) {
  return client.request<z.output<typeof CompetitionVenueSchema>>(venuePath(ref), { signal })
}

/** `PATCH …/venues/{venue}` (admins). */
export async function updateCompetitionVenue(
  client: ApiClient,
  ref: CompetitionVenueParams,
  input: UpdateCompetitionVenueInput,
) {
  return client.request<z.output<typeof CompetitionVenueSchema>>(venuePath(ref), { method: 'PATCH', body: input })
}

/** `DELETE …/venues/{venue}` (admins, 204): refused with 409 while a team, match or event uses it. */
export async function deleteCompetitionVenue(client: ApiClient, ref: CompetitionVenueParams) {
  await client.request<unknown>(venuePath(ref), { method: 'DELETE' })
}

/** `GET …/venues/{venue}/teams?season=` (admins): the teams at home there (the current season by default). */
export async function listVenueTeams(
  client: ApiClient,
  ref: CompetitionVenueParams,
  season?: string,
  signal?: AbortSignal,
) {
  const query = season ? `?${new URLSearchParams({ season }).toString()}` : ''
  return client.request<z.output<typeof TeamListSchema>>(`${venuePath(ref)}/teams${query}`, { signal })
}

/** `GET /admin/organisations` (super admins). */
export async function listAdminOrganisations(client: ApiClient, signal?: AbortSignal) {
  return client.request<z.output<typeof AdminOrganisationListSchema>>('/admin/organisations', { signal })
}

/** `POST /admin/organisations` (super admins, 201). */
export async function createOrganisation(client: ApiClient, input: OrganisationInput) {
  return client.request<z.output<typeof AdminOrganisationSchema>>('/admin/organisations', {
    method: 'POST',
    body: input,
  })
}

/** `GET /admin/organisations/{org}` (super admins): with its admins and open invitations. */
export async function fetchAdminOrganisation(client: ApiClient, ref: OrganisationParams, signal?: AbortSignal) {
  return client.request<z.output<typeof AdminOrganisationSchema>>(adminOrgPath(ref), { signal })
}

/** `PATCH /admin/organisations/{org}` (super admins). */
export async function updateOrganisation(client: ApiClient, ref: OrganisationParams, input: UpdateOrganisationInput) {
  return client.request<z.output<typeof AdminOrganisationSchema>>(adminOrgPath(ref), { method: 'PATCH', body: input })
}

/** `DELETE /admin/organisations/{org}` (super admins, 204): with everything it owns. */
export async function deleteOrganisation(client: ApiClient, ref: OrganisationParams) {
  await client.request<unknown>(adminOrgPath(ref), { method: 'DELETE' })
}

/** `POST /admin/organisations/{org}/admins` (super admins, 202): an invitation, whether or not an account exists. */
export async function inviteOrganisationAdmin(
  client: ApiClient,
  ref: OrganisationParams,
  input: InviteOrganisationAdminInput,
) {
  return client.request<z.output<typeof AdminOrganisationSchema>>(`${adminOrgPath(ref)}/admins`, {
    method: 'POST',
    body: input,
  })
}

/** `DELETE /admin/organisations/{org}/admins/{userId}` (super admins, 204). */
export async function removeOrganisationAdmin(client: ApiClient, ref: OrganisationParams, userId: string) {
  await client.request<unknown>(`${adminOrgPath(ref)}/admins/${e(userId)}`, { method: 'DELETE' })
}

/** `DELETE /admin/organisations/{org}/invitations/{id}` (super admins, 204). */
export async function cancelOrganisationInvitation(client: ApiClient, ref: OrganisationParams, id: string) {
  await client.request<unknown>(`${adminOrgPath(ref)}/invitations/${e(id)}`, { method: 'DELETE' })
}

/** `POST /organisation-invitations/{id}/accept` or `/decline` (the invited user, 204). */
export async function answerOrganisationInvitation(client: ApiClient, id: string, answer: 'accept' | 'decline') {
  await client.request<unknown>(`/organisation-invitations/${e(id)}/${answer}`, { method: 'POST' })
}
