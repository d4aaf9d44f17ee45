import { localizedPath } from '@oche/i18n'
import { useLocale } from '../../app/language/use-locale'
import { routePath } from '../../routing/route-path'

/** The path's organisation and season: every page of the board members is opened from a season. */
export type SiteBoardMemberPageRef = { org: string; season: string }

/** The localized paths of the board members' pages. */
export function useSiteBoardMemberPaths({ org, season }: SiteBoardMemberPageRef) {
  const locale = useLocale()
  const base = { org_slug: org, season_slug: season }
  return {
    list: () => localizedPath(routePath('competition-org_slug-season-season_slug-site-board-members', base), locale),
    create: () =>
      localizedPath(routePath('competition-org_slug-season-season_slug-site-board-members-create', base), locale),
    edit: (id: string) =>
      localizedPath(
        routePath('competition-org_slug-season-season_slug-site-board-members-id-edit', { ...base, id }),
        locale,
      ),
  }
}
