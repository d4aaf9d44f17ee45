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

export function TournamentLoading() {
  const intl = useIntl()
  return (
    <SkeletonGroup
      label={intl.formatMessage({ id: 'tournaments.page.loading', defaultMessage: 'Loading the tournament' })}
      className="flex flex-col gap-4"
    >
      <Skeleton className="h-9 w-2/3 max-w-md" />
      <Skeleton className="w-1/2 max-w-sm" />
      <Skeleton className="h-10 w-full" />
      <Skeleton shape="block" className="h-64" />
    </SkeletonGroup>
  )
}

/** An unknown id and a private tournament look the same: the API answers 404 to both. */
export function TournamentNotFound() {
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <EmptyState className="my-10">
      <EmptyStateIcon>
        <SearchX />
      </EmptyStateIcon>
      <EmptyStateTitle asChild>
        <h1>
          <FormattedMessage id="tournaments.notFound.title" defaultMessage="This tournament cannot be found" />
        </h1>
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="tournaments.notFound.body"
          defaultMessage="The link may be mistyped, or the tournament is private or was removed. Ask the organiser for the link."
        />
      </EmptyStateDescription>
      <EmptyStateActions>
        <Button asChild variant="outline">
          <Link href={localizedPath('/tournaments', locale)}>
            <FormattedMessage id="tournaments.notFound.list" defaultMessage="See all tournaments" />
          </Link>
        </Button>
      </EmptyStateActions>
    </EmptyState>
  )
}

export function TournamentError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState role="alert" className="my-10">
      <EmptyStateIcon>
        <TriangleAlert />
      </EmptyStateIcon>
      <EmptyStateTitle asChild>
        <h1>
          <FormattedMessage id="tournaments.error.title" defaultMessage="The tournament could not be loaded" />
        </h1>
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="tournaments.error.body"
          defaultMessage="Oche could not be reached. Check your connection and try again."
        />
      </EmptyStateDescription>
      <EmptyStateActions>
        <Button onClick={onRetry}>
          <FormattedMessage id="tournaments.error.retry" defaultMessage="Try again" />
        </Button>
      </EmptyStateActions>
    </EmptyState>
  )
}
