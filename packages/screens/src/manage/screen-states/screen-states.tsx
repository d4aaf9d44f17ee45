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
import { Lock, SearchX, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'

/** Skeleton rows while a page's data loads; `label` tells screen readers what is loading. */
export function LoadingState({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <SkeletonGroup label={label} className="gap-4">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} shape="block" className="h-24" />
      ))}
    </SkeletonGroup>
  )
}

/** The page's data could not be loaded (network, server error): say so and offer to try again. */
export function LoadErrorState({ title, onRetry }: { title: ReactNode; onRetry: () => void }) {
  return (
    <EmptyState role="alert" className="w-full">
      <EmptyStateIcon>
        <TriangleAlert />
      </EmptyStateIcon>
      <EmptyStateTitle>{title}</EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="manage.states.errorBody"
          defaultMessage="Oche could not be reached. Check your connection and try again."
        />
      </EmptyStateDescription>
      <EmptyStateActions>
        <Button onClick={onRetry}>
          <FormattedMessage id="manage.states.retry" defaultMessage="Try again" />
        </Button>
      </EmptyStateActions>
    </EmptyState>
  )
}

/** The tournament does not exist, or is private to other organisers. */
export function TournamentNotFoundState() {
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <EmptyState className="w-full">
      <EmptyStateIcon>
        <SearchX />
      </EmptyStateIcon>
      <EmptyStateTitle>
        <FormattedMessage id="manage.states.notFoundTitle" defaultMessage="This tournament cannot be found" />
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="manage.states.notFoundBody"
          defaultMessage="The link may be mistyped, or the tournament was deleted. Test tournaments are deleted after 24 hours."
        />
      </EmptyStateDescription>
      <EmptyStateActions>
        <Button asChild variant="outline">
          <Link href={localizedPath('/manage/tournaments', locale)}>
            <FormattedMessage id="manage.states.toTournaments" defaultMessage="Go to your tournaments" />
          </Link>
        </Button>
      </EmptyStateActions>
    </EmptyState>
  )
}

/** The caller may see the tournament but does not organise it. */
export function TournamentForbiddenState({ publicHref }: { publicHref: string | null }) {
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <EmptyState className="w-full">
      <EmptyStateIcon>
        <Lock />
      </EmptyStateIcon>
      <EmptyStateTitle>
        <FormattedMessage id="manage.states.forbiddenTitle" defaultMessage="You do not organise this tournament" />
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="manage.states.forbiddenBody"
          defaultMessage="Only its organisers can change it. Ask them to make the changes, or follow it on its public page."
        />
      </EmptyStateDescription>
      <EmptyStateActions>
        {publicHref ? (
          <Button asChild>
            <Link href={publicHref}>
              <FormattedMessage id="manage.states.toPublicPage" defaultMessage="Open the public page" />
            </Link>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link href={localizedPath('/manage/tournaments', locale)}>
            <FormattedMessage id="manage.states.toTournaments" defaultMessage="Go to your tournaments" />
          </Link>
        </Button>
      </EmptyStateActions>
    </EmptyState>
  )
}
