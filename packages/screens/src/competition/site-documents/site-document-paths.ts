import { localizedPath } from '@oche/i18n'
import { useLocale } from '../../app/language/use-locale'
import { routePath } from '../../routing/route-path'

/** The path's organisation and season: every page of the site's documents is opened from a season. */
export type SiteDocumentPageRef = { org: string; season: string }

/** The localized paths of the site's documents pages. */
export function useSiteDocumentPaths({ org, season }: SiteDocumentPageRef) {
  const locale = useLocale()
  const base = { org_slug: org, season_slug: season }
  const at = (id: string) => ({ ...base, id })
  return {
    list: () => localizedPath(routePath('competition-org_slug-season-season_slug-site-documents', base), locale),
    create: () =>
      localizedPath(routePath('competition-org_slug-season-season_slug-site-documents-create', base), locale),
    document: (id: string) =>
      localizedPath(routePath('competition-org_slug-season-season_slug-site-documents-id', at(id)), locale),
    edit: (id: string) =>
      localizedPath(routePath('competition-org_slug-season-season_slug-site-documents-id-edit', at(id)), locale),
  }
}
