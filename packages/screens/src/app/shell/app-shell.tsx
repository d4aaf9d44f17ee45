import type { LoadingBarState } from '@oche/ui'
import type { ReactNode } from 'react'
import type { RouteLayout } from '../../routing/route-definition'
import { ImpersonationBanner } from './impersonation-banner'
import { Layout } from './layouts'
import { PageLoadingBar, ShellEnd } from './shell-parts'
import { SkipLink } from './skip-link'

export type AppShellProps = {
  layout: RouteLayout
  /** The page loading state the host reports from its router. */
  loading: LoadingBarState
  children: ReactNode
}

/**
 * The root shell: the skip link, the top loading bar, the impersonation banner, the page inside its layout, the toasts
 * and the overlay area.
 */
export function AppShell({ layout, loading, children }: AppShellProps) {
  return (
    <>
      <SkipLink />
      <PageLoadingBar loading={loading} />
      {/* A board tablet uses its board token, never an impersonation. */}
      {layout !== 'tablet' && layout !== 'tablet-live' && <ImpersonationBanner />}
      <Layout name={layout}>{children}</Layout>
      <ShellEnd />
    </>
  )
}
