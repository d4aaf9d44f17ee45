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
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { LiveMatchView } from './live-match-view'
import { useLiveMatch } from './use-live-match'

/** `standard` for phones and desktops; `tv` for a venue screen across the room (large type, no leg history). */
export type LiveMatchViewMode = 'standard' | 'tv'

export type LiveMatchScreenProps = {
  /** The match id from `/live/{id}`. */
  id: string
  /** The view to open with (`?view=tv`); spectators can switch on the page. */
  view?: LiveMatchViewMode
}

function LiveMatchLoading() {
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

function LiveMatchNotFound() {
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

function LiveMatchError({ onRetry }: { onRetry: () => void }) {
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

/**
 * `/live/{id}` (public): a match as it is played, for a spectator's phone or a venue's TV. Scores arrive over the
 * match's realtime channel; needs a `RealtimeProvider` from `@oche/realtime` above it.
 */
export function LiveMatchScreen({ id, view = 'standard' }: LiveMatchScreenProps) {
  const { data, connection, updatedAt } = useLiveMatch(id)
  const [isTv, setIsTv] = useState(view === 'tv')
  switch (data.status) {
    case 'loading':
      return <LiveMatchLoading />
    case 'notFound':
      return <LiveMatchNotFound />
    case 'error':
      return <LiveMatchError onRetry={data.retry} />
    case 'ready':
      return (
        <LiveMatchView
          match={data.match}
          state={data.state}
          connection={connection}
          updatedAt={updatedAt}
          isTv={isTv}
          onTvChange={setIsTv}
        />
      )
    default:
      return data satisfies never
  }
}
