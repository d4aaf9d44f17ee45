import { PageLayout, type PageLayoutProps } from '@oche/ui'
import { usePlatform } from '../../../../app/platform/platform-context'

export type AdminOrganisationsPageProps = Pick<
  PageLayoutProps,
  'title' | 'description' | 'actions' | 'contentWidth' | 'children' | 'backHref' | 'backLabel'
>

/** The frame of the super admins' organisation pages: the back link, the title and its actions, then the content. */
export function AdminOrganisationsPage({ children, ...layout }: AdminOrganisationsPageProps) {
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
        {children}
      </PageLayout>
    </main>
  )
}
