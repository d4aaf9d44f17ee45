import type { TournamentListItem } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Button, Card, CardContent } from '@oche/ui'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { routePath } from '../../routing/route-path'
import { ColourSwatch } from '../parts/tournament-colour'
import { TournamentStatusBadge } from '../parts/tournament-status'
import type { GameProgress } from './game-progress'

export type HomeTournamentCardProps = {
  item: TournamentListItem
  /** Games decided of all games, for a live tournament (absent while it loads). */
  progress?: GameProgress | undefined
}

/** One tournament on the organiser's home: colour, name, start, status, and for a live one its progress. */
export function HomeTournamentCard({ item, progress }: HomeTournamentCardProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const isLive = item.status === 'running'
  return (
    <Card data-tournament={item.id} data-colour={item.colour} className="h-full">
      <CardContent className="flex h-full flex-col gap-3 pt-4">
        <div className="flex items-start gap-3">
          <ColourSwatch colour={item.colour} className="mt-1.5" />
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <h3 className="font-semibold">
              <Link
                href={localizedPath(routePath('manage-tournaments-id', { id: item.id }), locale)}
                className="underline-offset-4 hover:underline"
              >
                {item.name}
              </Link>
            </h3>
            <p className="text-sm text-muted-foreground">
              {item.venue ? (
                <FormattedMessage
                  id="manage.home.whenWhere"
                  defaultMessage="{date} · {venue}"
                  values={{
                    date: <FormattedDate value={item.starts_at} dateStyle="medium" timeStyle="short" />,
                    venue: item.venue,
                  }}
                />
              ) : (
                <FormattedDate value={item.starts_at} dateStyle="medium" timeStyle="short" />
              )}
            </p>
          </div>
          <TournamentStatusBadge status={item.status} />
        </div>
        {isLive && progress ? (
          <div className="flex flex-col gap-1">
            <progress
              className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-success [&::-moz-progress-bar]:bg-success"
              max={Math.max(progress.total, 1)}
              value={progress.finished}
              aria-label={intl.formatMessage(
                { id: 'manage.home.progressLabel', defaultMessage: 'Progress of {name}' },
                { name: item.name },
              )}
            />
            <p className="text-sm text-muted-foreground">
              <FormattedMessage
                id="manage.home.progress"
                defaultMessage="{finished} of {total} games played"
                values={{ finished: progress.finished, total: progress.total }}
              />
            </p>
          </div>
        ) : null}
        {item.status === 'finished' && item.champion ? (
          <p className="text-sm">
            <FormattedMessage
              id="manage.home.champion"
              defaultMessage="Won by {name}"
              values={{ name: <span className="font-medium">{item.champion}</span> }}
            />
          </p>
        ) : null}
        {item.status !== 'finished' ? (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage
              id="manage.home.entries"
              defaultMessage="{count, plural, one {# entry} other {# entries}}"
              values={{ count: item.entries_count }}
            />
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {isLive ? (
            <Button asChild size="sm">
              <Link href={localizedPath(routePath('manage-tournaments-id-play-list', { id: item.id }), locale)}>
                <FormattedMessage id="manage.home.runGames" defaultMessage="Run the games" />
              </Link>
            </Button>
          ) : item.status !== 'finished' ? (
            <Button asChild size="sm" variant="outline">
              <Link href={localizedPath(routePath('manage-tournaments-id-players', { id: item.id }), locale)}>
                <FormattedMessage id="manage.home.players" defaultMessage="Players" />
              </Link>
            </Button>
          ) : (
            <Button asChild size="sm" variant="outline">
              <Link href={localizedPath(routePath('manage-tournaments-id-play-results', { id: item.id }), locale)}>
                <FormattedMessage id="manage.home.results" defaultMessage="Results" />
              </Link>
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  )
}
