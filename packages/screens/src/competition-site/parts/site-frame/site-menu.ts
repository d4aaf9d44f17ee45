import type { CompetitionSiteContext } from '@oche/api'
import type { IntlShape } from 'react-intl'
import type { SitePaths } from '../site-paths'

/** Where the visitor is on the site: the route's name and parameters (see `resolveRoute`). */
export type SiteLocation = { name: string; params: Record<string, string> }

/** One entry of the site's menu: where it goes and which pages it stands for. */
export type SiteMenuItem = {
  key: string
  href: string
  label: string
  /** `page`: this is the page; `section`: a page below it (a team of the division, a leaderboard); null: neither. */
  currentAt: (location: SiteLocation | null) => 'page' | 'section' | null
}

const isHome = (name: string) => name === 'competition-site-index' || name === 'competition-site-season'

/**
 * The site's menu (spec "Public competition site"): the home, each division's standings, the news (when shown), the
 * matches (the calendar, when shown), the cup (when the season has one and it is shown), the individual
 * leaderboards, and the documents, the board and the help (each when shown).
 */
export function siteMenuItems(context: CompetitionSiteContext, paths: SitePaths, intl: IntlShape): SiteMenuItem[] {
  const { pages } = context.organisation
  const items: SiteMenuItem[] = [
    {
      key: 'home',
      href: paths.home(),
      label: intl.formatMessage({ id: 'competitionSite.menu.home', defaultMessage: 'Home' }),
      currentAt: (location) => (location && isHome(location.name) ? 'page' : null),
    },
  ]
  for (const division of context.divisions) {
    if (division.kind !== 'league') continue
    items.push({
      key: `division-${division.slug}`,
      href: paths.page('competition-site-season-groups-group-standings', { group: division.slug }),
      label: division.name,
      currentAt: (location) => {
        if (
          !location?.name.startsWith('competition-site-season-groups-group') ||
          location.params.group !== division.slug
        )
          return null
        return location.name === 'competition-site-season-groups-group-standings' ? 'page' : 'section'
      },
    })
  }
  if (pages.includes('news'))
    items.push({
      key: 'news',
      href: paths.page('competition-site-season-news', {}),
      label: intl.formatMessage({ id: 'competitionSite.menu.news', defaultMessage: 'News' }),
      currentAt: (location) =>
        location?.name === 'competition-site-season-news'
          ? 'page'
          : location?.name === 'competition-site-season-news-slug'
            ? 'section'
            : null,
    })
  if (pages.includes('calendar'))
    items.push({
      key: 'calendar',
      href: paths.page('competition-site-season-calendar', {}),
      label: intl.formatMessage({ id: 'competitionSite.menu.matches', defaultMessage: 'Matches' }),
      currentAt: (location) =>
        location?.name === 'competition-site-season-calendar'
          ? 'page'
          : location?.name === 'competition-site-season-matches-match'
            ? 'section'
            : null,
    })
  if (pages.includes('cup') && context.divisions.some((division) => division.kind === 'cup'))
    items.push({
      key: 'cup',
      href: paths.page('competition-site-season-cup', {}),
      label: intl.formatMessage({ id: 'competitionSite.menu.cup', defaultMessage: 'Cup' }),
      currentAt: (location) =>
        location?.name === 'competition-site-season-cup'
          ? 'page'
          : location?.name.startsWith('competition-site-season-cup-')
            ? 'section'
            : null,
    })
  items.push({
    key: 'individual',
    href: paths.page('competition-site-season-individual-180-171', {}),
    label: intl.formatMessage({ id: 'competitionSite.menu.individual', defaultMessage: 'Individual leaderboards' }),
    currentAt: (location) =>
      location?.name === 'competition-site-season-individual-180-171'
        ? 'page'
        : location?.name.startsWith('competition-site-season-individual-')
          ? 'section'
          : null,
  })
  if (pages.includes('documents'))
    items.push({
      key: 'documents',
      href: paths.page('competition-site-season-documents', {}),
      label: intl.formatMessage({ id: 'competitionSite.menu.documents', defaultMessage: 'Documents' }),
      currentAt: (location) => (location?.name === 'competition-site-season-documents' ? 'page' : null),
    })
  if (pages.includes('board-members'))
    items.push({
      key: 'board-members',
      href: paths.page('competition-site-season-board-members', {}),
      label: intl.formatMessage({ id: 'competitionSite.menu.boardMembers', defaultMessage: 'Board' }),
      currentAt: (location) => (location?.name === 'competition-site-season-board-members' ? 'page' : null),
    })
  if (pages.includes('help'))
    items.push({
      key: 'help',
      href: paths.page('competition-site-season-help', {}),
      label: intl.formatMessage({ id: 'competitionSite.menu.help', defaultMessage: 'Help' }),
      currentAt: (location) => (location?.name === 'competition-site-season-help' ? 'page' : null),
    })
  return items
}
