import { PageLayout, type PageLayoutProps } from '@oche/ui'
import type { ReactNode } from 'react'
import { usePlatform } from '../../../app/platform/platform-context'

export type AdminPageFrameProps = Pick<PageLayoutProps, 'contentWidth'> & {
  title: string
  description?: ReactNode
  /** Buttons beside the title. */
  actions?: ReactNode
  backHref: string
  backLabel: string
  children: ReactNode
}

/** The frame of a league management page: its one main landmark, title and back link through the host's router. */
export function AdminPageFrame({ children, ...layout }: AdminPageFrameProps) {
  const { Link } = usePlatform()
  return (
    <main>
      <PageLayout
        {...layout}
        renderLink={({ href, children: label, ...props }) => (
          <Link href={href} {...props}>
            {label}
          </Link>
        )}
      >
        {children}
      </PageLayout>
    </main>
  )
}
