import { localizedPath } from '@oche/i18n'
import { useLocale } from '../../app/language/use-locale'
import { routePath } from '../../routing/route-path'

/** The path's organisation and season: every page of the site's content is opened from a season. */
export type SiteNewsPageRef = { org: string; season: string }

/** The localized paths of the news pages of the organisation's site, opened from one season. */
export function useSiteNewsPaths({ org, season }: SiteNewsPageRef) {
  const locale = useLocale()
  const base = { org_slug: org, season_slug: season }
  const at = (slug: string) => ({ ...base, slug })
  return {
    list: () => localizedPath(routePath('competition-org_slug-season-season_slug-site-news', base), locale),
    create: () => localizedPath(routePath('competition-org_slug-season-season_slug-site-news-create', base), locale),
    article: (slug: string) =>
      localizedPath(routePath('competition-org_slug-season-season_slug-site-news-slug', at(slug)), locale),
    edit: (slug: string) =>
      localizedPath(routePath('competition-org_slug-season-season_slug-site-news-slug-edit', at(slug)), locale),
  }
}
