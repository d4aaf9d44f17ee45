import { localizedPath } from '@oche/i18n'
import { Badge, Button, EmptyState, EmptyStateDescription, EmptyStateTitle, Skeleton } from '@oche/ui'
import { FormattedDate, FormattedMessage } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import type { LocalMatch } from '../parts/match-storage/local-match'
import type { OfflineMatch } from '../parts/offline-store/offline-matches'
import type { OfflineMatches } from '../parts/offline-store/use-offline-matches'
import { routePath } from '../../routing/route-path'

export type OfflineMatchListProps = {
  matches: OfflineMatches
  isSignedIn: boolean
  onOpen: (match: LocalMatch) => void
}

function StatusBadge({ entry, isSignedIn }: { entry: OfflineMatch; isSignedIn: boolean }) {
  if (entry.status === 'inProgress')
    return (
      <Badge variant="info" data-status="inProgress">
        <FormattedMessage id="play.offline.inProgress" defaultMessage="In progress" />
      </Badge>
    )
  if (entry.uploadedAt !== null)
    return (
      <Badge variant="success" data-status="uploaded">
        <FormattedMessage id="play.offline.uploaded" defaultMessage="Saved to your account" />
      </Badge>
    )
  return (
    <Badge variant={isSignedIn ? 'warning' : 'neutral'} data-status="finished">
      {isSignedIn ? (
        <FormattedMessage id="play.offline.waiting" defaultMessage="Finished, waiting to upload" />
      ) : (
        <FormattedMessage id="play.offline.finished" defaultMessage="Finished" />
      )}
    </Badge>
  )
}

/** The offline matches on this device with their state: in progress, finished, or saved to the account. */
export function OfflineMatchList({ matches, isSignedIn, onOpen }: OfflineMatchListProps) {
  const { Link } = usePlatform()
  const locale = useLocale()

  switch (matches.status) {
    case 'loading':
      return <Skeleton className="h-32 w-full" />
    case 'unavailable':
      return (
        <EmptyState role="alert">
          <EmptyStateTitle>
            <FormattedMessage id="play.offline.unavailableTitle" defaultMessage="Offline play is not available here" />
          </EmptyStateTitle>
          <EmptyStateDescription>
            <FormattedMessage
              id="play.offline.unavailable"
              defaultMessage="This browser does not let Oche keep matches on the device (private browsing?). You can still play online."
            />
          </EmptyStateDescription>
          <Button asChild variant="outline">
            <Link href={localizedPath(routePath('play'), locale)}>
              <FormattedMessage id="play.offline.toPlay" defaultMessage="Play online" />
            </Link>
          </Button>
        </EmptyState>
      )
    case 'ready':
      break
    default:
      return matches satisfies never
  }

  if (matches.matches.length === 0)
    return (
      <EmptyState>
        <EmptyStateTitle>
          <FormattedMessage id="play.offline.emptyTitle" defaultMessage="No offline matches yet" />
        </EmptyStateTitle>
        <EmptyStateDescription>
          <FormattedMessage
            id="play.offline.empty"
            defaultMessage="Start a match: it works without a network and stays on this device."
          />
        </EmptyStateDescription>
      </EmptyState>
    )

  return (
    <ul className="flex flex-col gap-3" data-slot="offline-match-list">
      {matches.matches.map((entry) => (
        <li
          key={entry.match.id}
          data-match-id={entry.match.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface p-4"
        >
          <div className="flex flex-col gap-1">
            <p className="font-semibold">{entry.match.config.sides.map((side) => side.name).join(' – ')}</p>
            <p className="text-sm text-muted-foreground">
              <FormattedMessage
                id="play.offline.matchDetails"
                defaultMessage="{startScore} · started {date}"
                values={{
                  startScore: String(entry.match.config.startScore),
                  date: <FormattedDate value={entry.match.startedAt} dateStyle="medium" timeStyle="short" />,
                }}
              />
            </p>
            <StatusBadge entry={entry} isSignedIn={isSignedIn} />
          </div>
          <Button variant={entry.status === 'inProgress' ? 'primary' : 'outline'} onClick={() => onOpen(entry.match)}>
            {entry.status === 'inProgress' ? (
              <FormattedMessage id="play.offline.resume" defaultMessage="Resume" />
            ) : (
              <FormattedMessage id="play.offline.show" defaultMessage="Show the result" />
            )}
          </Button>
        </li>
      ))}
    </ul>
  )
}
