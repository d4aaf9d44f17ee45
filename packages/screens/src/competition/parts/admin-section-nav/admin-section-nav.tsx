import { localizedPath } from '@oche/i18n'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { TabLinks } from '../../../app/tab-links'
import { routePath } from '../../../routing/route-path'

/** The super admin's areas: accounts, league organisations and analytics. */
export type AdminSection = 'users' | 'organisations' | 'analytics'

const routes = {
  users: 'admin-users',
  organisations: 'admin-organisations',
  analytics: 'admin-analytics-general',
} as const

const sections = ['users', 'organisations', 'analytics'] as const

function SectionName({ section }: { section: AdminSection }) {
  switch (section) {
    case 'users':
      return <FormattedMessage id="competition.adminNav.users" defaultMessage="Users" />
    case 'organisations':
      return <FormattedMessage id="competition.adminNav.organisations" defaultMessage="League organisations" />
    case 'analytics':
      return <FormattedMessage id="competition.adminNav.analytics" defaultMessage="Analytics" />
  }
}

export type AdminSectionNavProps = {
  /** The area shown (marked `aria-current="page"`). */
  current: AdminSection
  className?: string
}

/** The super admin's areas as tab-like links, atop each area's first page. */
export function AdminSectionNav({ current, className }: AdminSectionNavProps) {
  const intl = useIntl()
  const locale = useLocale()
  return (
    <TabLinks
      label={intl.formatMessage({ id: 'competition.adminNav.label', defaultMessage: 'Administration' })}
      className={className}
      links={sections.map((section) => ({
        href: localizedPath(routePath(routes[section]), locale),
        label: <SectionName section={section} />,
        current: section === current,
      }))}
    />
  )
}
