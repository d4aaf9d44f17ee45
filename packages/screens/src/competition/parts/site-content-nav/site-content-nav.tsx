import { localizedPath } from '@oche/i18n'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { TabLinks } from '../../../app/tab-links'
import { routePath } from '../../../routing/route-path'

/** The admin pages of the league's public site. */
export type SiteContentSection = 'settings' | 'news' | 'documents' | 'board-members'

const routes = {
  settings: 'competition-org_slug-season-season_slug-site-settings',
  news: 'competition-org_slug-season-season_slug-site-news',
  documents: 'competition-org_slug-season-season_slug-site-documents',
  'board-members': 'competition-org_slug-season-season_slug-site-board-members',
} as const

const sections = ['settings', 'news', 'documents', 'board-members'] as const

function SectionName({ section }: { section: SiteContentSection }) {
  switch (section) {
    case 'settings':
      return <FormattedMessage id="competition.siteNav.settings" defaultMessage="Settings" />
    case 'news':
      return <FormattedMessage id="competition.siteNav.news" defaultMessage="News" />
    case 'documents':
      return <FormattedMessage id="competition.siteNav.documents" defaultMessage="Documents" />
    case 'board-members':
      return <FormattedMessage id="competition.siteNav.boardMembers" defaultMessage="Board members" />
  }
}

export type SiteContentNavProps = {
  org: string
  season: string
  /** The page shown (marked `aria-current="page"`). */
  current: SiteContentSection
  className?: string
}

/** The public site's admin pages as tabs-like links: its settings, news, documents and board members. */
export function SiteContentNav({ org, season, current, className }: SiteContentNavProps) {
  const intl = useIntl()
  const locale = useLocale()
  return (
    <TabLinks
      label={intl.formatMessage({ id: 'competition.siteNav.label', defaultMessage: 'Public site' })}
      className={className}
      links={sections.map((section) => ({
        href: localizedPath(routePath(routes[section], { org_slug: org, season_slug: season }), locale),
        label: <SectionName section={section} />,
        current: section === current,
      }))}
    />
  )
}
