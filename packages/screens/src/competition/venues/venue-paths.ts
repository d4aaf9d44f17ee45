import { localizedPath } from '@oche/i18n'
import { useLocale } from '../../app/language/use-locale'
import { routePath } from '../../routing/route-path'

/** The path's organisation and season: every venue page is opened from a season. */
export type VenuePageRef = { org: string; season: string }

/** The localized paths of the venue pages of one season, and of the season itself. */
export function useVenuePaths({ org, season }: VenuePageRef) {
  const locale = useLocale()
  const base = { org_slug: org, season_slug: season }
  const at = (id: string) => ({ ...base, location_id: id })
  return {
    season: () => localizedPath(routePath('competition-org_slug-season-season_slug', base), locale),
    list: () => localizedPath(routePath('competition-org_slug-season-season_slug-locations', base), locale),
    create: () => localizedPath(routePath('competition-org_slug-season-season_slug-locations-create', base), locale),
    venue: (id: string) =>
      localizedPath(routePath('competition-org_slug-season-season_slug-locations-location_id', at(id)), locale),
    edit: (id: string) =>
      localizedPath(routePath('competition-org_slug-season-season_slug-locations-location_id-edit', at(id)), locale),
    teams: (id: string) =>
      localizedPath(routePath('competition-org_slug-season-season_slug-locations-location_id-teams', at(id)), locale),
    team: (slug: string) =>
      localizedPath(
        routePath('competition-org_slug-season-season_slug-teams-team_slug', { ...base, team_slug: slug }),
        locale,
      ),
  }
}
