import { localizedPath } from '@oche/i18n'
import { cn } from '@oche/ui'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
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
  const { Link } = usePlatform()
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'competition.siteNav.label', defaultMessage: 'Public site' })}
      className={cn('border-b', className)}
    >
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {sections.map((section) => (
          <li key={section}>
            <Link
              href={localizedPath(routePath(routes[section], { org_slug: org, season_slug: season }), locale)}
              aria-current={section === current ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-10 items-center border-b-2 border-transparent px-3 text-sm font-medium',
                'text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
                'aria-[current=page]:border-primary aria-[current=page]:text-foreground',
              )}
            >
              <SectionName section={section} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
