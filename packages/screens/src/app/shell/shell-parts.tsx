import { LoadingBar, Toaster, layerClasses, type LoadingBarState } from '@oche/ui'
import { useIntl } from 'react-intl'
import { commonMessages } from '../common-messages/common-messages'
import { NewVersionPrompt } from './new-version-prompt'

// The parts of the shell every page has, apart from the shell's layouts (app-shell.tsx), so that a server component
// page's frame (docs/adr/031) renders them without the client app's header, session and route table.

/** The top loading bar of a page load, named for screen readers. A client island of a server page too. */
export function PageLoadingBar({ loading }: { loading: LoadingBarState }) {
  const intl = useIntl()
  return (
    <LoadingBar
      state={loading}
      aria-label={intl.formatMessage({ id: 'shell.loadingBar.label', defaultMessage: 'Loading page' })}
      className={layerClasses.modal}
    />
  )
}

/**
 * What every page has after its content: the toasts' region, the new-version prompt and the overlay area. A client
 * island of a server page too (docs/adr/031).
 */
export function ShellEnd() {
  const intl = useIntl()
  return (
    <>
      <Toaster
        containerAriaLabel={intl.formatMessage({ id: 'shell.toaster.label', defaultMessage: 'Notifications' })}
        closeButtonLabel={intl.formatMessage(commonMessages.close)}
      />
      <NewVersionPrompt />
      <div id="oche-overlays" data-slot="overlay-area" className={layerClasses.overlay} />
    </>
  )
}
