import { competitionSiteQueries, encodeSiteDomain, type CompetitionSiteRef } from '@oche/api'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../app/platform/platform-context'

/**
 * Which site and season a page of the public league site shows: the host it was served for (encoded as the API's
 * `/competition/{domain}` takes it) and the `{season}` of its path ('' the current season). The web host's server
 * builds the same ref from the request for its prefetch (route `data.queries`), so the keys match.
 */
export function useSiteRef(season: string | undefined): CompetitionSiteRef {
  const { config } = usePlatform()
  return { domain: encodeSiteDomain(config.host), season: season ?? '' }
}

/** The organisation context of the site (spec §7), cached after the first load: name, colours, seasons, divisions. */
export function useSiteContext(ref: CompetitionSiteRef) {
  const { api } = usePlatform()
  return useQuery(competitionSiteQueries.context(api, ref))
}
