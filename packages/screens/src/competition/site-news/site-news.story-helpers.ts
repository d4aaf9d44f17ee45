import {
  competitionFixtureSlugs,
  siteContentFailing,
  siteContentLoading,
  siteContentFixtureSlugs,
  siteImageBytes,
  type CompetitionStore,
  type CompetitionStoreOptions,
} from '@oche/mocks'
import { siteSettingsHandlers } from '../site-settings/site-settings.story-helpers'

export const org = competitionFixtureSlugs.organisation
export const season = competitionFixtureSlugs.currentSeason
/** The season pages' base path, as the links write it. */
export const seasonBase = `/competition/${org}/season/${season}`
/** The news pages' base path. */
export const newsBase = `${seasonBase}/site/news`
/** The fixture league's articles: `winter` (published, cover), `cupDraw` (published), `draft`. */
export const articles = siteContentFixtureSlugs

/** The site's news API paths, for MSW overrides and recorded calls. */
export const newsApi = '/competition/manage/organisations/:org/site/news'
export const newsItemApi = '/competition/manage/organisations/:org/site/news/:slug'
export const filesApi = '/competition/manage/organisations/:org/site/files'

/**
 * Stories only: the league's handlers, its public site's and its site content's over one fresh store (`change`
 * adjusts it first); `content` `failing` or `loading` for the site content's calls alone.
 */
export function siteNewsHandlers(
  {
    organiserRole = 'admin',
    content,
  }: Pick<CompetitionStoreOptions, 'organiserRole'> & { content?: 'failing' | 'loading' } = {},
  change?: (store: CompetitionStore) => void,
) {
  const first = content === 'failing' ? siteContentFailing() : content === 'loading' ? siteContentLoading() : []
  return [...first, ...siteSettingsHandlers({ organiserRole }, change)]
}

/** A small PNG, as a cover the admin picks. */
export function coverFile(name = 'finals-night.png') {
  return new File([siteImageBytes as BlobPart], name, { type: 'image/png' })
}
