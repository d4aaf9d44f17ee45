import { PageLayout, type PageLayoutProps } from '@oche/ui'
import { usePlatform } from '../../../../app/platform/platform-context'
import { AdminSectionNav, type AdminSection } from '../../../parts/admin-section-nav'

export type AdminOrganisationsPageProps = Pick<
  PageLayoutProps,
  'title' | 'description' | 'actions' | 'contentWidth' | 'children' | 'backHref' | 'backLabel'
> & {
  /** On an area's first page (users, organisations, analytics): the links between the super admin's areas. */
  section?: AdminSection
}

/**
 * The frame of the super admins' pages: the back link, the title and its actions, the links between the areas on
 * their first pages, then the content.
 */
export function AdminOrganisationsPage({ children, section, ...layout }: AdminOrganisationsPageProps) {
  const { Link } = usePlatform()
  return (
    <main>
      <PageLayout
        {...layout}
        renderLink={({ href, children: linkChildren, ...props }) => (
          <Link href={href} {...props}>
            {linkChildren}
          </Link>
        )}
      >
        {section ? <AdminSectionNav current={section} className="mb-6" /> : null}
        {children}
      </PageLayout>
    </main>
  )
}
