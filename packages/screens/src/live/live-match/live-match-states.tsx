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

// The states of /live/{id} before a match can be shown, shared by its phone, TV and overlay views.

/** The page while the match loads. */
export function LiveMatchLoading() {
  const intl = useIntl()
  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6">
      <SkeletonGroup label={intl.formatMessage({ id: 'live.match.loading', defaultMessage: 'Loading the match' })}>
        <Skeleton className="h-9 w-2/3 max-w-md" />
        <Skeleton className="w-1/2 max-w-sm" />
        <div className="grid gap-3 sm:grid-cols-2">
          <Skeleton shape="block" className="h-40" />
          <Skeleton shape="block" className="h-40" />
        </div>
        <Skeleton shape="block" className="h-64" />
      </SkeletonGroup>
    </main>
  )
}

/** No match under this id: a mistyped link or QR code, or a match that was removed. */
export function LiveMatchNotFound() {
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <main className="mx-auto flex w-full max-w-3xl px-4 py-16">
      <EmptyState className="w-full">
        <EmptyStateIcon>
          <SearchX />
        </EmptyStateIcon>
        <EmptyStateTitle asChild>
          <h1>
            <FormattedMessage id="live.notFound.title" defaultMessage="This match cannot be found" />
          </h1>
        </EmptyStateTitle>
        <EmptyStateDescription>
          <FormattedMessage
            id="live.notFound.body"
            defaultMessage="The link or QR code may be mistyped, or the match was removed. Ask the organiser for a new link."
          />
        </EmptyStateDescription>
        <EmptyStateActions>
          <Button asChild variant="outline">
            <Link href={localizedPath('/', locale)}>
              <FormattedMessage id="live.notFound.home" defaultMessage="Go to the home page" />
            </Link>
          </Button>
        </EmptyStateActions>
      </EmptyState>
    </main>
  )
}

/** The match could not be loaded (the API is unreachable or failing). */
export function LiveMatchError({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="mx-auto flex w-full max-w-3xl px-4 py-16">
      <EmptyState role="alert" className="w-full">
        <EmptyStateIcon>
          <TriangleAlert />
        </EmptyStateIcon>
        <EmptyStateTitle asChild>
          <h1>
            <FormattedMessage id="live.error.title" defaultMessage="The match could not be loaded" />
          </h1>
        </EmptyStateTitle>
        <EmptyStateDescription>
          <FormattedMessage
            id="live.error.body"
            defaultMessage="Oche could not be reached. Check your connection and try again."
          />
        </EmptyStateDescription>
        <EmptyStateActions>
          <Button onClick={onRetry}>
            <FormattedMessage id="live.error.retry" defaultMessage="Try again" />
          </Button>
        </EmptyStateActions>
      </EmptyState>
    </main>
  )
}
