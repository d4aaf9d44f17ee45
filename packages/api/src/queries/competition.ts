import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../client/api-client'
import {
  addExistingTeam,
  addTeamMember,
  answerOrganisationInvitation,
  assignDivisionTeams,
  cancelOrganisationInvitation,
  createCompetitionVenue,
  createDivision,
  createOrganisation,
  createSeason,
  createTeam,
  deleteCompetitionVenue,
  deleteDivision,
  deleteOrganisation,
  fetchAdminOrganisation,
  fetchAvailableOrganisations,
  fetchCompetitionVenue,
  fetchDivision,
  fetchOrganisation,
  fetchSeason,
  fetchTeam,
  generateDivisionFixtures,
  generateSeasonFixtures,
  inviteOrganisationAdmin,
  listAdminOrganisations,
  listCompetitionVenues,
  listDivisionFixtures,
  listDivisions,
  listDivisionTeams,
  listExistingTeams,
  listSeasonFixtures,
  listSeasonMembers,
  listSeasons,
  listTeamMembers,
  listTeams,
  listVenueTeams,
  removeOrganisationAdmin,
  removeTeamMember,
  rescheduleFixture,
  setCurrentSeason,
  setTeamCaptain,
  transferTeamMember,
  updateCompetitionVenue,
  updateDivision,
  updateOrganisation,
  updateSeason,
  updateTeam,
  updateTeamMember,
} from '../client/competition'
import type {
  AssignDivisionTeamsInput,
  CompetitionVenueInput,
  CompetitionVenueParams,
  DivisionInput,
  DivisionParams,
  ExistingTeamInput,
  GenerateFixturesInput,
  InviteOrganisationAdminInput,
  OrganisationInput,
  OrganisationParams,
  RescheduleFixtureInput,
  SeasonInput,
  SeasonParams,
  TeamInput,
  TeamMemberInput,
  TeamParams,
  TransferMemberInput,
  UpdateCompetitionVenueInput,
  UpdateDivisionInput,
  UpdateOrganisationInput,
  UpdateSeasonInput,
  UpdateTeamInput,
  UpdateTeamMemberInput,
} from '../schemas/competition'

/**
 * Query keys and options for the league side's management: the only place these keys are written. Keys nest by path
 * (organisation → season → division or team), so invalidating `competitionQueries.organisation(…)`'s key refetches
 * everything of that organisation, and `competitionQueries.seasonKey(…)` everything of a season. Available
 * organisations are kept for the session (spec §7: cached after the first call).
 */
export const competitionQueries = {
  all: () => ['competition'] as const,
  organisationKey: ({ org }: OrganisationParams) => [...competitionQueries.all(), 'organisation', org] as const,
  seasonKey: (ref: SeasonParams) => [...competitionQueries.organisationKey(ref), 'season', ref.season] as const,
  availableOrganisations: (client: ApiClient) =>
    queryOptions({
      queryKey: [...competitionQueries.all(), 'available'] as const,
      queryFn: ({ signal }) => fetchAvailableOrganisations(client, signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  organisation: (client: ApiClient, ref: OrganisationParams) =>
    queryOptions({
      queryKey: [...competitionQueries.organisationKey(ref), 'detail'] as const,
      queryFn: ({ signal }) => fetchOrganisation(client, ref, signal),
    }),
  seasons: (client: ApiClient, ref: OrganisationParams) =>
    queryOptions({
      queryKey: [...competitionQueries.organisationKey(ref), 'seasons'] as const,
      queryFn: ({ signal }) => listSeasons(client, ref, signal),
    }),
  season: (client: ApiClient, ref: SeasonParams) =>
    queryOptions({
      queryKey: [...competitionQueries.seasonKey(ref), 'detail'] as const,
      queryFn: ({ signal }) => fetchSeason(client, ref, signal),
    }),
  seasonMembers: (client: ApiClient, ref: SeasonParams) =>
    queryOptions({
      queryKey: [...competitionQueries.seasonKey(ref), 'members'] as const,
      queryFn: ({ signal }) => listSeasonMembers(client, ref, signal),
    }),
  divisions: (client: ApiClient, ref: SeasonParams) =>
    queryOptions({
      queryKey: [...competitionQueries.seasonKey(ref), 'divisions'] as const,
      queryFn: ({ signal }) => listDivisions(client, ref, signal),
    }),
  division: (client: ApiClient, ref: DivisionParams) =>
    queryOptions({
      queryKey: [...competitionQueries.seasonKey(ref), 'divisions', ref.division, 'detail'] as const,
      queryFn: ({ signal }) => fetchDivision(client, ref, signal),
    }),
  divisionTeams: (client: ApiClient, ref: DivisionParams) =>
    queryOptions({
      queryKey: [...competitionQueries.seasonKey(ref), 'divisions', ref.division, 'teams'] as const,
      queryFn: ({ signal }) => listDivisionTeams(client, ref, signal),
    }),
  divisionFixtures: (client: ApiClient, ref: DivisionParams) =>
    queryOptions({
      queryKey: [...competitionQueries.seasonKey(ref), 'fixtures', 'division', ref.division] as const,
      queryFn: ({ signal }) => listDivisionFixtures(client, ref, signal),
    }),
  seasonFixtures: (client: ApiClient, ref: SeasonParams) =>
    queryOptions({
      queryKey: [...competitionQueries.seasonKey(ref), 'fixtures', 'season'] as const,
      queryFn: ({ signal }) => listSeasonFixtures(client, ref, signal),
    }),
  teams: (client: ApiClient, ref: SeasonParams) =>
    queryOptions({
      queryKey: [...competitionQueries.seasonKey(ref), 'teams'] as const,
      queryFn: ({ signal }) => listTeams(client, ref, signal),
    }),
  existingTeams: (client: ApiClient, ref: SeasonParams) =>
    queryOptions({
      queryKey: [...competitionQueries.seasonKey(ref), 'existingTeams'] as const,
      queryFn: ({ signal }) => listExistingTeams(client, ref, signal),
    }),
  team: (client: ApiClient, ref: TeamParams) =>
    queryOptions({
      queryKey: [...competitionQueries.seasonKey(ref), 'teams', ref.team, 'detail'] as const,
      queryFn: ({ signal }) => fetchTeam(client, ref, signal),
    }),
  teamMembers: (client: ApiClient, ref: TeamParams) =>
    queryOptions({
      queryKey: [...competitionQueries.seasonKey(ref), 'teams', ref.team, 'members'] as const,
      queryFn: ({ signal }) => listTeamMembers(client, ref, signal),
    }),
  venues: (client: ApiClient, ref: OrganisationParams) =>
    queryOptions({
      queryKey: [...competitionQueries.organisationKey(ref), 'venues'] as const,
      queryFn: ({ signal }) => listCompetitionVenues(client, ref, signal),
    }),
  venue: (client: ApiClient, ref: CompetitionVenueParams) =>
    queryOptions({
      queryKey: [...competitionQueries.organisationKey(ref), 'venues', ref.venue, 'detail'] as const,
      queryFn: ({ signal }) => fetchCompetitionVenue(client, ref, signal),
    }),
  venueTeams: (client: ApiClient, ref: CompetitionVenueParams, season?: string) =>
    queryOptions({
      queryKey: [...competitionQueries.organisationKey(ref), 'venues', ref.venue, 'teams', season ?? null] as const,
      queryFn: ({ signal }) => listVenueTeams(client, ref, season, signal),
    }),
}

/** Mutation options for the league side: a key and the client call; screens invalidate and toast themselves. */
export const competitionMutations = {
  all: () => ['competition', 'mutation'] as const,
  createSeason: (client: ApiClient, ref: OrganisationParams) =>
    mutationOptions({
      mutationKey: [...competitionMutations.all(), 'createSeason', ref.org] as const,
      mutationFn: (input: SeasonInput) => createSeason(client, ref, input),
    }),
  updateSeason: (client: ApiClient, ref: SeasonParams) =>
    mutationOptions({
      mutationKey: [...competitionMutations.all(), 'updateSeason', ref.org, ref.season] as const,
      mutationFn: (input: UpdateSeasonInput) => updateSeason(client, ref, input),
    }),
  setCurrentSeason: (client: ApiClient, ref: OrganisationParams) =>
    mutationOptions({
      mutationKey: [...competitionMutations.all(), 'setCurrentSeason', ref.org] as const,
      mutationFn: (season: string) => setCurrentSeason(client, { ...ref, season }),
    }),
  createDivision: (client: ApiClient, ref: SeasonParams) =>
    mutationOptions({
      mutationKey: [...competitionMutations.all(), 'createDivision', ref.org, ref.season] as const,
      mutationFn: (input: DivisionInput) => createDivision(client, ref, input),
    }),
  updateDivision: (client: ApiClient, ref: DivisionParams) =>
    mutationOptions({
      mutationKey: [...competitionMutations.all(), 'updateDivision', ref.org, ref.season, ref.division] as const,
      mutationFn: (input: UpdateDivisionInput) => updateDivision(client, ref, input),
    }),
  deleteDivision: (client: ApiClient, ref: SeasonParams) =>
    mutationOptions({
      mutationKey: [...competitionMutations.all(), 'deleteDivision', ref.org, ref.season] as const,
      mutationFn: (division: string) => deleteDivision(client, { ...ref, division }),
    }),
  assignDivisionTeams: (client: ApiClient, ref: DivisionParams) =>
    mutationOptions({
      mutationKey: [...competitionMutations.all(), 'assignDivisionTeams', ref.org, ref.season, ref.division] as const,
      mutationFn: (input: AssignDivisionTeamsInput) => assignDivisionTeams(client, ref, input),
    }),
  generateDivisionFixtures: (client: ApiClient, ref: DivisionParams) =>
    mutationOptions({
      mutationKey: [
        ...competitionMutations.all(),
        'generateDivisionFixtures',
        ref.org,
        ref.season,
        ref.division,
      ] as const,
      mutationFn: () => generateDivisionFixtures(client, ref),
    }),
  generateSeasonFixtures: (client: ApiClient, ref: SeasonParams) =>
    mutationOptions({
      mutationKey: [...competitionMutations.all(), 'generateSeasonFixtures', ref.org, ref.season] as const,
      mutationFn: (input: GenerateFixturesInput = {}) => generateSeasonFixtures(client, ref, input),
    }),
  rescheduleFixture: (client: ApiClient, ref: SeasonParams) =>
    mutationOptions({
      mutationKey: [...competitionMutations.all(), 'rescheduleFixture', ref.org, ref.season] as const,
      mutationFn: ({ fixture, input }: { fixture: string; input: RescheduleFixtureInput }) =>
        rescheduleFixture(client, { ...ref, fixture }, input),
    }),
  createTeam: (client: ApiClient, ref: SeasonParams) =>
    mutationOptions({
      mutationKey: [...competitionMutations.all(), 'createTeam', ref.org, ref.season] as const,
      mutationFn: (input: TeamInput) => createTeam(client, ref, input),
    }),
  addExistingTeam: (client: ApiClient, ref: SeasonParams) =>
    mutationOptions({
      mutationKey: [...competitionMutations.all(), 'addExistingTeam', ref.org, ref.season] as const,
      mutationFn: (input: ExistingTeamInput) => addExistingTeam(client, ref, input),
    }),
  updateTeam: (client: ApiClient, ref: TeamParams) =>
    mutationOptions({
      mutationKey: [...competitionMutations.all(), 'updateTeam', ref.org, ref.season, ref.team] as const,
      mutationFn: (input: UpdateTeamInput) => updateTeam(client, ref, input),
    }),
  addTeamMember: (client: ApiClient, ref: TeamParams) =>
    mutationOptions({
      mutationKey: [...competitionMutations.all(), 'addTeamMember', ref.org, ref.season, ref.team] as const,
      mutationFn: (input: TeamMemberInput) => addTeamMember(client, ref, input),
    }),
  updateTeamMember: (client: ApiClient, ref: TeamParams) =>
    mutationOptions({
      mutationKey: [...competitionMutations.all(), 'updateTeamMember', ref.org, ref.season, ref.team] as const,
      mutationFn: ({ member, input }: { member: string; input: UpdateTeamMemberInput }) =>
        updateTeamMember(client, { ...ref, member }, input),
    }),
  transferTeamMember: (client: ApiClient, ref: TeamParams) =>
    mutationOptions({
      mutationKey: [...competitionMutations.all(), 'transferTeamMember', ref.org, ref.season, ref.team] as const,
      mutationFn: ({ member, input }: { member: string; input: TransferMemberInput }) =>
        transferTeamMember(client, { ...ref, member }, input),
    }),
  removeTeamMember: (client: ApiClient, ref: TeamParams) =>
    mutationOptions({
      mutationKey: [...competitionMutations.all(), 'removeTeamMember', ref.org, ref.season, ref.team] as const,
      mutationFn: ({ member, on }: { member: string; on?: string }) => removeTeamMember(client, { ...ref, member }, on),
    }),
  setTeamCaptain: (client: ApiClient, ref: TeamParams) =>
    mutationOptions({
      mutationKey: [...competitionMutations.all(), 'setTeamCaptain', ref.org, ref.season, ref.team] as const,
      mutationFn: (memberId: string) => setTeamCaptain(client, ref, memberId),
    }),
  createVenue: (client: ApiClient, ref: OrganisationParams) =>
    mutationOptions({
      mutationKey: [...competitionMutations.all(), 'createVenue', ref.org] as const,
      mutationFn: (input: CompetitionVenueInput) => createCompetitionVenue(client, ref, input),
    }),
  updateVenue: (client: ApiClient, ref: CompetitionVenueParams) =>
    mutationOptions({
      mutationKey: [...competitionMutations.all(), 'updateVenue', ref.org, ref.venue] as const,
      mutationFn: (input: UpdateCompetitionVenueInput) => updateCompetitionVenue(client, ref, input),
    }),
  deleteVenue: (client: ApiClient, ref: OrganisationParams) =>
    mutationOptions({
      mutationKey: [...competitionMutations.all(), 'deleteVenue', ref.org] as const,
      mutationFn: (venue: string) => deleteCompetitionVenue(client, { ...ref, venue }),
    }),
  answerInvitation: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...competitionMutations.all(), 'answerInvitation'] as const,
      mutationFn: ({ id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
        answerOrganisationInvitation(client, id, answer),
    }),
}

/** Query keys and options for the super admins' organisation administration. */
export const adminOrganisationQueries = {
  all: () => ['adminOrganisations'] as const,
  list: (client: ApiClient) =>
    queryOptions({
      queryKey: [...adminOrganisationQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => listAdminOrganisations(client, signal),
    }),
  detail: (client: ApiClient, ref: OrganisationParams) =>
    queryOptions({
      queryKey: [...adminOrganisationQueries.all(), 'detail', ref.org] as const,
      queryFn: ({ signal }) => fetchAdminOrganisation(client, ref, signal),
    }),
}

/** Mutation options for the super admins' organisation administration. */
export const adminOrganisationMutations = {
  all: () => ['adminOrganisations', 'mutation'] as const,
  create: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...adminOrganisationMutations.all(), 'create'] as const,
      mutationFn: (input: OrganisationInput) => createOrganisation(client, input),
    }),
  update: (client: ApiClient, ref: OrganisationParams) =>
    mutationOptions({
      mutationKey: [...adminOrganisationMutations.all(), 'update', ref.org] as const,
      mutationFn: (input: UpdateOrganisationInput) => updateOrganisation(client, ref, input),
    }),
  remove: (client: ApiClient) =>
    mutationOptions({
      mutationKey: [...adminOrganisationMutations.all(), 'remove'] as const,
      mutationFn: (org: string) => deleteOrganisation(client, { org }),
    }),
  inviteAdmin: (client: ApiClient, ref: OrganisationParams) =>
    mutationOptions({
      mutationKey: [...adminOrganisationMutations.all(), 'inviteAdmin', ref.org] as const,
      mutationFn: (input: InviteOrganisationAdminInput) => inviteOrganisationAdmin(client, ref, input),
    }),
  removeAdmin: (client: ApiClient, ref: OrganisationParams) =>
    mutationOptions({
      mutationKey: [...adminOrganisationMutations.all(), 'removeAdmin', ref.org] as const,
      mutationFn: (userId: string) => removeOrganisationAdmin(client, ref, userId),
    }),
  cancelInvitation: (client: ApiClient, ref: OrganisationParams) =>
    mutationOptions({
      mutationKey: [...adminOrganisationMutations.all(), 'cancelInvitation', ref.org] as const,
      mutationFn: (id: string) => cancelOrganisationInvitation(client, ref, id),
    }),
}
