import {
  ApiRequestError,
  competitionMutations,
  competitionQueries,
  type CompetitionVenue,
  type Organisation,
  type Season,
  type Team,
} from '@oche/api'
import { toast } from '@oche/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { failureMessage } from '../../app/form-errors/show-server-errors'
import { usePlatform } from '../../app/platform/platform-context'
import { adminPageData, type AdminPageData } from '../parts/admin-page'
import { useVenuePaths, type VenuePageRef } from './venue-paths'

/** The organisation and the season a venue page is opened from. */
export type VenueContext = { organisation: Organisation; season: Season }

/** The venues with how many teams of the season play at home at each. */
export type VenueList = AdminPageData<VenueContext & { venues: CompetitionVenue[]; homeTeams: Map<string, number> }>

/** One venue with the teams of the season at home there. */
export type VenueDetail = AdminPageData<VenueContext & { venue: CompetitionVenue; teams: Team[] }>

/** A new venue's page: only the organisation and season. */
export type VenueCreate = AdminPageData<VenueContext>

/** The organisation and season of the path, the season to check it exists and to name it on the way back. */
function useVenueContext(org: string, seasonSlug: string) {
  const { api } = usePlatform()
  const organisation = useQuery(competitionQueries.organisation(api, { org }))
  const season = useQuery(competitionQueries.season(api, { org, season: seasonSlug }))
  const isAdmin = organisation.data?.role === 'admin'
  return { api, organisation, season, isAdmin }
}

/** The organisation's venues (admins), with the teams of the path's season at home at each. */
export function useVenueList(org: string, seasonSlug: string): VenueList {
  const { api, organisation, season, isAdmin } = useVenueContext(org, seasonSlug)
  const venues = useQuery({ ...competitionQueries.venues(api, { org }), enabled: isAdmin })
  const teams = useQuery({ ...competitionQueries.teams(api, { org, season: seasonSlug }), enabled: isAdmin })
  return adminPageData({ organisation, others: [season, venues, teams] }, (organisationData) => {
    if (!season.data || !venues.data || !teams.data) return null
    const homeTeams = new Map<string, number>()
    for (const team of teams.data) if (team.venue) homeTeams.set(team.venue.id, (homeTeams.get(team.venue.id) ?? 0) + 1)
    return { organisation: organisationData, season: season.data, venues: venues.data, homeTeams }
  })
}

/** One venue of the organisation (admins) with the teams of the path's season at home there. */
export function useVenueDetail(org: string, seasonSlug: string, id: string): VenueDetail {
  const { api, organisation, season, isAdmin } = useVenueContext(org, seasonSlug)
  const ref = { org, venue: id }
  const venue = useQuery({ ...competitionQueries.venue(api, ref), enabled: isAdmin })
  // Its teams once the venue is known: a missing venue is the venue's 404, not the season's.
  const teams = useQuery({
    ...competitionQueries.venueTeams(api, ref, seasonSlug),
    enabled: isAdmin && venue.isSuccess,
  })
  // An id that is not one is answered with 422: it can only be a mistyped link.
  return adminPageData({ organisation, others: [season, teams], item: venue, itemNotFoundStatuses: [422] }, (data) =>
    season.data && venue.data && teams.data
      ? { organisation: data, season: season.data, venue: venue.data, teams: teams.data }
      : null,
  )
}

/** The page of a new venue: the organisation, if the user is its admin, and the season. */
export function useVenueCreate(org: string, seasonSlug: string): VenueCreate {
  const { organisation, season } = useVenueContext(org, seasonSlug)
  return adminPageData({ organisation, others: [season] }, (data) =>
    season.data ? { organisation: data, season: season.data } : null,
  )
}

/** Writes a saved venue into the cache and has every venue list and count fetched again. */
function useStoreVenue(org: string) {
  const { api } = usePlatform()
  const queryClient = useQueryClient()
  return async (venue: CompetitionVenue) => {
    queryClient.setQueryData(competitionQueries.venue(api, { org, venue: venue.id }).queryKey, venue)
    await queryClient.invalidateQueries({ queryKey: competitionQueries.venues(api, { org }).queryKey })
  }
}

/** Adds a venue and opens its page; a 422 is shown on the form's fields by the form itself. */
export function useCreateVenue(ref: VenuePageRef) {
  const intl = useIntl()
  const { api, navigate } = usePlatform()
  const paths = useVenuePaths(ref)
  const store = useStoreVenue(ref.org)
  return useMutation({
    ...competitionMutations.createVenue(api, { org: ref.org }),
    onSuccess: async (venue) => {
      await store(venue)
      toast.success(
        intl.formatMessage(
          { id: 'competition.venueForm.created', defaultMessage: '{name} is added to the venues' },
          { name: venue.name },
        ),
      )
      navigate(paths.venue(venue.id))
    },
  })
}

/** Saves a venue's changes and goes back to its page. */
export function useUpdateVenue(ref: VenuePageRef, id: string) {
  const intl = useIntl()
  const { api, navigate } = usePlatform()
  const paths = useVenuePaths(ref)
  const store = useStoreVenue(ref.org)
  return useMutation({
    ...competitionMutations.updateVenue(api, { org: ref.org, venue: id }),
    onSuccess: async (venue: CompetitionVenue) => {
      await store(venue)
      toast.success(
        intl.formatMessage(
          { id: 'competition.venueForm.saved', defaultMessage: '{name} is saved' },
          { name: venue.name },
        ),
      )
      navigate(paths.venue(venue.id))
    },
  })
}

/** Whether a failed delete was refused because teams, matches or events use the venue. */
export function isVenueInUse(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 409
}

/** Deletes a venue and goes to the venue list; a refusal is the caller's to show. */
export function useDeleteVenue(ref: VenuePageRef, venue: Pick<CompetitionVenue, 'id' | 'name'>) {
  const intl = useIntl()
  const { api, navigate } = usePlatform()
  const paths = useVenuePaths(ref)
  const queryClient = useQueryClient()
  return useMutation({
    ...competitionMutations.deleteVenue(api, { org: ref.org }),
    onSuccess: () => {
      toast.success(
        intl.formatMessage(
          { id: 'competition.venueForm.deleted', defaultMessage: '{name} is deleted' },
          { name: venue.name },
        ),
      )
      navigate(paths.list())
      queryClient.removeQueries({ queryKey: competitionQueries.venue(api, { org: ref.org, venue: venue.id }).queryKey })
      void queryClient.invalidateQueries({ queryKey: competitionQueries.venues(api, { org: ref.org }).queryKey })
    },
    onError: (error) => {
      if (!isVenueInUse(error)) toast.error(failureMessage(error, intl))
    },
  })
}
