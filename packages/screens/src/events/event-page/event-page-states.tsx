import { localizedPath } from '@oche/i18n'
import {
  Button,
  EmptyState,
  EmptyStateActions,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateTitle,
  Skeleton,
  SkeletonGroup,
} from '@oche/ui'
import { SearchX, TriangleAlert } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'

export function EventLoading() {
  const intl = useIntl()
  return (
    <SkeletonGroup
      label={intl.formatMessage({ id: 'events.page.loading', defaultMessage: 'Loading the event' })}
      className="flex flex-col gap-4"
    >
      <Skeleton className="h-9 w-2/3 max-w-md" />
      <Skeleton className="w-1/2 max-w-sm" />
      <Skeleton shape="block" className="h-40" />
      <Skeleton shape="block" className="h-64" />
    </SkeletonGroup>
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
  const { Link } = usePlatform()
  return (
    <EmptyState className="my-10">
      <EmptyStateIcon>
        <SearchX />
      </EmptyStateIcon>
      <EmptyStateTitle asChild>
        <h1>
          <FormattedMessage id="events.page.notFoundTitle" defaultMessage="This event cannot be found" />
        </h1>
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="events.page.notFoundBody"
          defaultMessage="The link may be mistyped, or the event is private or was removed. Ask the organiser for the link."
        />
      </EmptyStateDescription>
      <EmptyStateActions>
        <Button asChild variant="outline">
          <Link href={localizedPath('/tournaments', locale)}>
            <FormattedMessage id="events.page.notFoundList" defaultMessage="See all tournaments" />
          </Link>
        </Button>
      </EmptyStateActions>
    </EmptyState>
  )
}

export function EventError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState role="alert" className="my-10">
      <EmptyStateIcon>
        <TriangleAlert />
      </EmptyStateIcon>
      <EmptyStateTitle asChild>
        <h1>
          <FormattedMessage id="events.page.errorTitle" defaultMessage="The event could not be loaded" />
        </h1>
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="events.page.errorBody"
          defaultMessage="Oche could not be reached. Check your connection and try again."
        />
      </EmptyStateDescription>
      <EmptyStateActions>
        <Button onClick={onRetry}>
          <FormattedMessage id="events.page.retry" defaultMessage="Try again" />
        </Button>
      </EmptyStateActions>
    </EmptyState>
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
        <FormattedMessage id="events.page.retry" defaultMessage="Try again" />
      </Button>
    </div>
  )
}
