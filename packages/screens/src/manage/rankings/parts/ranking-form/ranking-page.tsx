import { localizedPath } from '@oche/i18n'
import { PageLayout } from '@oche/ui'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { useLocale } from '../../../../app/language/use-locale'
import { usePlatform } from '../../../../app/platform/platform-context'
import { routePath } from '../../../../routing/route-path'

export type RankingPageProps = {
  title: string
  description?: string | undefined
  /** Buttons beside the title (edit, public page). */
  actions?: ReactNode
  /** `narrow` for the form. */
  contentWidth?: 'narrow' | 'default'
  children: ReactNode
}

/** A page of the organiser's rankings, linking back to their list. */
export function RankingPage({ title, description, actions, contentWidth = 'default', children }: RankingPageProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <main>
      <PageLayout
        contentWidth={contentWidth}
        title={title}
        description={description}
        actions={actions}
        backHref={localizedPath(routePath('manage-rankings'), locale)}
        backLabel={intl.formatMessage({ id: 'manage.rankingForm.back', defaultMessage: 'Rankings' })}
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
