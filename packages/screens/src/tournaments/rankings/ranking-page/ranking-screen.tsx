import type { RankingDetail } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Badge, EmptyState, EmptyStateDescription, EmptyStateIcon, EmptyStateTitle, PageLayout } from '@oche/ui'
import { Medal } from 'lucide-react'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { ConnectionIndicator } from '../../../live/live-match/connection-indicator'
import { useLiveConnection } from '../../../live/live-match/use-live-match'
import { routePath } from '../../../routing/route-path'
import { tournamentPath } from '../../parts/tournament-page/tournament-sections'
import { RankingRules } from '../parts/ranking-rules'
import { RankingTable } from '../parts/ranking-table'
import { RankingDay } from '../parts/ranking-words'
import { useRanking } from '../parts/use-ranking'
import { RankingError, RankingLoading, RankingNotFound } from './ranking-page-states'

export type RankingScreenProps = {
  /** The ranking id from `/rankings/{id}`. */
  id: string
}

function NoResultsYet() {
  return (
    <EmptyState data-slot="ranking-empty">
      <EmptyStateIcon>
        <Medal />
      </EmptyStateIcon>
      <EmptyStateTitle>
        <FormattedMessage id="tournaments.ranking.emptyTitle" defaultMessage="No results yet" />
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="tournaments.ranking.emptyBody"
          defaultMessage="The order of merit fills in as soon as one of its tournaments is finished."
        />
      </EmptyStateDescription>
    </EmptyState>
  )
}

/** The ranking's tournaments, the most recent first: inside the period (counting) or not (any more, or not yet). */
function RankingTournaments({ ranking }: { ranking: RankingDetail }) {
  const headingId = useId()
  const locale = useLocale()
  const { Link } = usePlatform()
  if (ranking.tournaments.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        <FormattedMessage id="tournaments.ranking.tournamentsTitle" defaultMessage="Tournaments" />
      </h2>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {ranking.tournaments.map((tournament) => (
          <li key={tournament.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2.5">
            <span className="flex min-w-0 flex-col">
              <Link
                href={localizedPath(tournamentPath(tournament.id, 'results'), locale)}
                className="font-medium underline-offset-4 hover:underline"
              >
                {tournament.name}
              </Link>
              <span className="text-sm text-muted-foreground">
                <RankingDay date={tournament.date} />
              </span>
            </span>
            {tournament.status !== 'finished' ? (
              <Badge variant="neutral">
                <FormattedMessage id="tournaments.ranking.tournamentNotFinished" defaultMessage="Not finished yet" />
              </Badge>
            ) : tournament.counts ? (
              <Badge variant="success">
                <FormattedMessage id="tournaments.ranking.tournamentCounts" defaultMessage="Counts" />
              </Badge>
            ) : (
              <Badge variant="outline">
                <FormattedMessage id="tournaments.ranking.tournamentOutside" defaultMessage="Outside the period" />
              </Badge>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The ranking itself: header, rules, order of merit and tournaments. The organiser's page shows it too. */
export function RankingContent({ ranking, updatedAt }: { ranking: RankingDetail; updatedAt: number }) {
  const connection = useLiveConnection()
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="tournaments.ranking.organiser"
            defaultMessage="Organised by {organiser} · {players, plural, one {# player} other {# players}} · {tournaments, plural, one {# tournament} other {# tournaments}} counting"
            values={{
              organiser: ranking.organiser.name,
              players: ranking.player_count,
              tournaments: ranking.tournament_count,
            }}
          />
        </p>
        <ConnectionIndicator connection={connection} updatedAt={updatedAt} className="print:hidden" />
      </div>
      {ranking.description ? <p className="whitespace-pre-line">{ranking.description}</p> : null}
      {ranking.rows.length > 0 ? <RankingTable ranking={ranking} /> : <NoResultsYet />}
      <RankingRules ranking={ranking} />
      <RankingTournaments ranking={ranking} />
    </div>
  )
}

/**
 * `/rankings/{id}` (public): an order of merit as it stands today, live: position and movement, points, each
 * player's counting and dropped results and their positions over time, how it is ranked, and its tournaments.
 */
export function RankingScreen({ id }: RankingScreenProps) {
  const data = useRanking(id)
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <main>
      <PageLayout
        className="@container"
        title={data.status === 'ready' ? data.ranking.name : undefined}
        backHref={localizedPath(routePath('rankings'), locale)}
        backLabel={intl.formatMessage({ id: 'tournaments.ranking.back', defaultMessage: 'All rankings' })}
        renderLink={({ href, children, ...props }) => (
          <Link href={href} {...props}>
            {children}
          </Link>
        )}
      >
        {data.status === 'ready' ? <RankingContent ranking={data.ranking} updatedAt={data.updatedAt} /> : null}
        {data.status === 'loading' ? <RankingLoading /> : null}
        {data.status === 'notFound' ? <RankingNotFound /> : null}
        {data.status === 'error' ? <RankingError onRetry={data.retry} /> : null}
      </PageLayout>
    </main>
  )
}
