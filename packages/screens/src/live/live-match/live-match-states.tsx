import { localizedPath } from '@oche/i18n'
import { Button, Skeleton } from '@oche/ui'
import { SearchX, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { PageLoading, PageState, PageStateLink } from '../../app/page-states'
import { commonMessages } from '../../app/common-messages/common-messages'

// The states of /live/{id} before a match can be shown, shared by its phone, TV and overlay views.

/** The page while the match loads. */
export function LiveMatchLoading() {
  const intl = useIntl()
  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6">
      <PageLoading label={intl.formatMessage({ id: 'live.match.loading', defaultMessage: 'Loading the match' })}>
        <div className="grid gap-3 sm:grid-cols-2">
          <Skeleton shape="block" className="h-40" />
          <Skeleton shape="block" className="h-40" />
        </div>
        <Skeleton shape="block" className="h-64" />
      </PageLoading>
    </main>
  )
}

/** The page around a state that stands in for the match. */
function LiveMatchStatePage({ children }: { children: ReactNode }) {
  return <main className="mx-auto flex w-full max-w-3xl px-4 py-16">{children}</main>
}

/** No match under this id: a mistyped link or QR code, or a match that was removed. */
export function LiveMatchNotFound() {
  const locale = useLocale()
  return (
    <LiveMatchStatePage>
      <PageState
        className="w-full"
        headingLevel="h1"
        icon={<SearchX />}
        title={<FormattedMessage id="live.notFound.title" defaultMessage="This match cannot be found" />}
        description={
          <FormattedMessage
            id="live.notFound.body"
            defaultMessage="The link or QR code may be mistyped, or the match was removed. Ask the organiser for a new link."
          />
        }
        actions={
          <PageStateLink variant="outline" href={localizedPath('/', locale)}>
            <FormattedMessage id="live.notFound.home" defaultMessage="Go to the home page" />
          </PageStateLink>
        }
      />
    </LiveMatchStatePage>
  )
}

/** The match could not be loaded (the API is unreachable or failing). */
export function LiveMatchError({ onRetry }: { onRetry: () => void }) {
  return (
    <LiveMatchStatePage>
      <PageState
        role="alert"
        className="w-full"
        headingLevel="h1"
        icon={<TriangleAlert />}
        title={<FormattedMessage id="live.error.title" defaultMessage="The match could not be loaded" />}
        description={<FormattedMessage {...commonMessages.unreachable} />}
        actions={
          <Button onClick={onRetry}>
            <FormattedMessage {...commonMessages.tryAgain} />
          </Button>
        }
      />
    </LiveMatchStatePage>
  )
}
