import { LoadingBar, Toaster, layerClasses, type LoadingBarState } from '@oche/ui'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { RouteLayout } from '../../routing/route-definition'
import { ImpersonationBanner } from './impersonation-banner'
import { Layout } from './layouts'
import { NewVersionPrompt } from './new-version-prompt'
import { SkipLink } from './skip-link'
import { commonMessages } from '../common-messages/common-messages'

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
  const intl = useIntl()
  return (
    <>
      <SkipLink />
      <LoadingBar
        state={loading}
        aria-label={intl.formatMessage({ id: 'shell.loadingBar.label', defaultMessage: 'Loading page' })}
        className={layerClasses.modal}
      />
      {/* A board tablet uses its board token, never an impersonation. */}
      {layout !== 'tablet' && layout !== 'tablet-live' && <ImpersonationBanner />}
      <Layout name={layout}>{children}</Layout>
      <Toaster
        containerAriaLabel={intl.formatMessage({ id: 'shell.toaster.label', defaultMessage: 'Notifications' })}
        closeButtonLabel={intl.formatMessage(commonMessages.close)}
      />
      <NewVersionPrompt />
      <div id="oche-overlays" data-slot="overlay-area" className={layerClasses.overlay} />
    </>
  )
}
