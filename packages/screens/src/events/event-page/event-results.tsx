import type { BoardGame, EventDetail } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Badge } from '@oche/ui'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { tournamentGamePath } from '../../tournaments/parts/tournament-page/tournament-sections'
import { boardGameLabel, boardGamePlayers } from './board-game-label'
import { BoardGameSides } from './board-game-sides'
import { formatEventTime } from './event-times'

export type EventResultsProps = {
  results: readonly BoardGame[]
  event: EventDetail
  showZone: boolean
}

/** The games finished at the event, latest first, walkovers marked; each links to its game page. */
export function EventResults({ results, event, showZone }: EventResultsProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const latestFirst = [...results].sort((a, b) => (b.finished_at ?? '').localeCompare(a.finished_at ?? ''))
  return (
    <section aria-labelledby="event-results" className="flex flex-col gap-3">
      <h2 id="event-results" className="text-lg font-semibold">
        <FormattedMessage id="events.page.results" defaultMessage="Latest results" />
      </h2>
      {latestFirst.length === 0 ? (
        <p className="text-muted-foreground">
          <FormattedMessage id="events.page.noResults" defaultMessage="No games have finished yet." />
        </p>
      ) : (
        <ol className="flex flex-col gap-2">
          {latestFirst.map((game) => (
            <li
              key={game.id}
              data-slot="result"
              data-walkover={game.result?.walkover || undefined}
              className="relative flex flex-col gap-1 rounded-md border border-border bg-surface-raised px-3 py-2 focus-within:ring-2 focus-within:ring-ring hover:border-foreground/40"
            >
              <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <Link
                  href={localizedPath(tournamentGamePath(game.tournament.id, game.id), locale)}
                  // The visible words first, so that voice control finds the link by what it shows.
                  aria-label={intl.formatMessage(
                    { id: 'events.page.resultLabel', defaultMessage: '{game}: {players}' },
                    { game: boardGameLabel(intl, game), players: boardGamePlayers(game) },
                  )}
                  className="outline-none after:absolute after:inset-0 after:rounded-md"
                >
                  {boardGameLabel(intl, game)}
                </Link>
                {game.finished_at ? (
                  <time dateTime={game.finished_at} className="ms-auto tabular-nums">
                    {formatEventTime(intl, game.finished_at, event, showZone)}
                  </time>
                ) : null}
              </div>
              <BoardGameSides game={game} isLive={false} />
              {game.result?.walkover ? (
                <Badge variant="neutral" className="self-start">
                  <FormattedMessage id="events.page.walkover" defaultMessage="Walkover" />
                </Badge>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
