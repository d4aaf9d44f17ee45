import { localizedPath } from '@oche/i18n'
import { Button, Skeleton, SkeletonGroup } from '@oche/ui'
import { TriangleAlert } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { commonMessages } from '../../app/common-messages/common-messages'
import { useLocale } from '../../app/language/use-locale'
import { PageLoading } from '../../app/page-states'
import { LoadErrorState, NotFoundState } from '../../manage/parts/screen-states/screen-states'
import { routePath } from '../../routing/route-path'

export function EventLoading() {
  const intl = useIntl()
  return (
    <PageLoading
      label={intl.formatMessage({ id: 'events.page.loading', defaultMessage: 'Loading the event' })}
      className="flex flex-col gap-4"
    >
      <Skeleton shape="block" className="h-40" />
      <Skeleton shape="block" className="h-64" />
    </PageLoading>
  )
}

/** The boards while they load, under an event already shown. */
export function EventLiveLoading() {
  const intl = useIntl()
  return (
    <SkeletonGroup
      label={intl.formatMessage({ id: 'events.page.liveLoading', defaultMessage: 'Loading the boards' })}
      className="grid gap-3 @xl:grid-cols-2"
    >
      <Skeleton shape="block" className="h-32" />
      <Skeleton shape="block" className="h-32" />
    </SkeletonGroup>
  )
}

/** An unknown id and a private event look the same: the API answers 404 to both, as for tournaments. */
export function EventNotFound() {
  const locale = useLocale()
  return (
    <NotFoundState
      className="my-10"
      headingLevel="h1"
      title={<FormattedMessage id="events.page.notFoundTitle" defaultMessage="This event cannot be found" />}
      description={
        <FormattedMessage
          id="events.page.notFoundBody"
          defaultMessage="The link may be mistyped, or the event is private or was removed. Ask the organiser for the link."
        />
      }
      list={{
        href: localizedPath(routePath('tournaments'), locale),
        label: <FormattedMessage id="events.page.notFoundList" defaultMessage="See all tournaments" />,
      }}
    />
  )
}

export function EventError({ onRetry }: { onRetry: () => void }) {
  return (
    <LoadErrorState
      className="my-10"
      headingLevel="h1"
      title={<FormattedMessage id="events.page.errorTitle" defaultMessage="The event could not be loaded" />}
      onRetry={onRetry}
    />
  )
}

/** The boards could not be loaded: the event above stays, with a way to try again. */
export function EventLiveError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-danger/40 bg-danger/10 px-4 py-3"
    >
      <TriangleAlert aria-hidden className="size-5 text-danger" />
      <p className="flex-1">
        <FormattedMessage id="events.page.liveError" defaultMessage="The boards could not be loaded." />
      </p>
      <Button variant="outline" onClick={onRetry}>
        <FormattedMessage {...commonMessages.tryAgain} />
      </Button>
    </div>
  )
}
