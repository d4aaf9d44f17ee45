import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../client/api-client'
import {
  fetchCompetitionSite,
  fetchSiteCup,
  fetchSiteIndividualStandings,
  fetchSiteLeaderboards,
  fetchSiteMatch,
  fetchSiteSettings,
  fetchSiteStandings,
  fetchSiteTeam,
  listSiteMatches,
  updateSiteSettings,
} from '../client/competition-site'
import type { OrganisationParams } from '../schemas/competition'
import type { CompetitionSiteRef, CompetitionSiteSettingsInput } from '../schemas/competition-site'
import type { LeagueMatchListQuery } from '../schemas/league-matches'
import { competitionQueries } from './competition'

/**
 * The public league site's queries, under the site's key and its season ('' the current one):
 * `competitionSiteQueries.seasonKey(ref)` is everything a `league.updated` of the season makes stale. The web host
 * prefetches the same options on the server (route `data.queries`), so the first HTML holds the content.
 */
export const competitionSiteQueries = {
  all: () => ['competitionSite'] as const,
  siteKey: ({ domain }: CompetitionSiteRef) => [...competitionSiteQueries.all(), domain] as const,
  seasonKey: (ref: CompetitionSiteRef) => [...competitionSiteQueries.siteKey(ref), 'season', ref.season ?? ''] as const,
  context: (client: ApiClient, ref: CompetitionSiteRef) =>
    queryOptions({
      queryKey: [...competitionSiteQueries.seasonKey(ref), 'context'] as const,
      queryFn: ({ signal }) => fetchCompetitionSite(client, ref, signal),
      // The organisation context is cached after the first load (spec §7).
      staleTime: 5 * 60_000,
    }),
  matches: (client: ApiClient, ref: CompetitionSiteRef, query: LeagueMatchListQuery = {}) =>
    queryOptions({
      queryKey: [...competitionSiteQueries.seasonKey(ref), 'matches', query] as const,
      queryFn: ({ signal }) => listSiteMatches(client, ref, query, signal),
    }),
  match: (client: ApiClient, ref: CompetitionSiteRef & { match: string }) =>
    queryOptions({
      queryKey: [...competitionSiteQueries.seasonKey(ref), 'match', ref.match] as const,
      queryFn: ({ signal }) => fetchSiteMatch(client, ref, signal),
    }),
  standings: (client: ApiClient, ref: CompetitionSiteRef & { division: string }) =>
    queryOptions({
      queryKey: [...competitionSiteQueries.seasonKey(ref), 'standings', ref.division] as const,
      queryFn: ({ signal }) => fetchSiteStandings(client, ref, signal),
    }),
  individualStandings: (client: ApiClient, ref: CompetitionSiteRef & { division: string }) =>
    queryOptions({
      queryKey: [...competitionSiteQueries.seasonKey(ref), 'individualStandings', ref.division] as const,
      queryFn: ({ signal }) => fetchSiteIndividualStandings(client, ref, signal),
    }),
  team: (client: ApiClient, ref: CompetitionSiteRef & { team: string }) =>
    queryOptions({
      queryKey: [...competitionSiteQueries.seasonKey(ref), 'team', ref.team] as const,
      queryFn: ({ signal }) => fetchSiteTeam(client, ref, signal),
    }),
  leaderboards: (client: ApiClient, ref: CompetitionSiteRef, division?: string) =>
    queryOptions({
      queryKey: [...competitionSiteQueries.seasonKey(ref), 'leaderboards', division ?? null] as const,
      queryFn: ({ signal }) => fetchSiteLeaderboards(client, ref, division, signal),
    }),
  cup: (client: ApiClient, ref: CompetitionSiteRef & { cup: string }) =>
    queryOptions({
      queryKey: [...competitionSiteQueries.seasonKey(ref), 'cup', ref.cup] as const,
      queryFn: ({ signal }) => fetchSiteCup(client, ref, signal),
    }),
  /**
   * The standings of every league division of the season, in the season's order (the site's `groups` page): the
   * context's divisions, each division's table read through `standings` (so they share its cache).
   */
  divisionStandings: (client: ApiClient, ref: CompetitionSiteRef) =>
    queryOptions({
      queryKey: [...competitionSiteQueries.seasonKey(ref), 'divisionStandings'] as const,
      queryFn: async ({ client: cache }) => {
        const context = await cache.fetchQuery(competitionSiteQueries.context(client, ref))
        const divisions = context.divisions.filter((division) => division.kind === 'league')
        return Promise.all(
          divisions.map((division) =>
            cache.fetchQuery(competitionSiteQueries.standings(client, { ...ref, division: division.slug })),
          ),
        )
      },
    }),
  /** Every cup of the season, in the season's order (the site's `cup` page), each read through `cup`. */
  cups: (client: ApiClient, ref: CompetitionSiteRef) =>
    queryOptions({
      queryKey: [...competitionSiteQueries.seasonKey(ref), 'cups'] as const,
      queryFn: async ({ client: cache }) => {
        const context = await cache.fetchQuery(competitionSiteQueries.context(client, ref))
        const cups = context.divisions.filter((division) => division.kind === 'cup')
        return Promise.all(
          cups.map((cup) => cache.fetchQuery(competitionSiteQueries.cup(client, { ...ref, cup: cup.slug }))),
        )
      },
    }),
  /** The site's settings, under the organisation's key (a change of the organisation makes them stale). */
  settings: (client: ApiClient, ref: OrganisationParams) =>
    queryOptions({
      queryKey: [...competitionQueries.organisationKey(ref), 'site'] as const,
      queryFn: ({ signal }) => fetchSiteSettings(client, ref, signal),
    }),
}

export const competitionSiteMutations = {
  all: () => ['competitionSite'] as const,
  updateSettings: (client: ApiClient, ref: OrganisationParams) =>
    mutationOptions({
      mutationKey: [...competitionSiteMutations.all(), 'updateSettings', ref.org] as const,
      mutationFn: (input: CompetitionSiteSettingsInput) => updateSiteSettings(client, ref, input),
    }),
}
