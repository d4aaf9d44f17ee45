import { rankingQueries, type RankingSummary } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import {
  Badge,
  Button,
  EmptyState,
  EmptyStateActions,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateTitle,
  PageLayout,
  Skeleton,
  SkeletonGroup,
} from '@oche/ui'
import { useQuery } from '@tanstack/react-query'
import { Medal, TriangleAlert } from 'lucide-react'
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl'
import { commonMessages } from '../../../app/common-messages/common-messages'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { routePath } from '../../../routing/route-path'
import { CountBestText, RankingWindowText } from '../parts/ranking-words'

/** One ranking of the list: a link with its name, organiser, period, what counts and who leads it. */
function RankingListItem({ ranking }: { ranking: RankingSummary }) {
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <li
      data-slot="ranking-list-item"
      className="relative flex flex-col gap-2 rounded-lg border border-border bg-surface-raised p-4 focus-within:ring-2 focus-within:ring-ring hover:border-foreground/40"
    >
      <h2 className="min-w-0 text-lg font-semibold break-words">
        {/* The whole card is the link's target area; the name stays the link's text. */}
        <Link
          href={localizedPath(routePath('rankings-id', { id: ranking.id }), locale)}
          className="outline-none after:absolute after:inset-0 after:rounded-lg"
        >
          {ranking.name}
        </Link>
      </h2>
      <p className="text-sm text-muted-foreground">
        <FormattedMessage
          id="tournaments.rankings.byline"
          defaultMessage="{organiser} · {window} · {counting}"
          values={{
            organiser: ranking.organiser.name,
            window: <RankingWindowText window={ranking.window} />,
            counting: <CountBestText countBest={ranking.count_best} />,
          }}
        />
      </p>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {ranking.leader ? (
          <Badge variant="success">
            <Medal aria-hidden className="size-3.5" />
            <FormattedMessage
              id="tournaments.rankings.leader"
              defaultMessage="Leader: {name}, {points} pts"
              values={{ name: ranking.leader.name, points: <FormattedNumber value={ranking.leader.points} /> }}
            />
          </Badge>
        ) : null}
        <span className="text-muted-foreground">
          <FormattedMessage
            id="tournaments.rankings.counts"
            defaultMessage="{tournaments, plural, one {# tournament} other {# tournaments}} · {players, plural, one {# player} other {# players}}"
            values={{ tournaments: ranking.tournament_count, players: ranking.player_count }}
          />
        </span>
      </div>
    </li>
  )
}

/**
 * `/rankings` (public): every public order of merit, the most recently changed first, with its leader.
 */
export function RankingsScreen() {
  const intl = useIntl()
  const { api } = usePlatform()
  const query = useQuery(rankingQueries.list(api))
  return (
    <main>
      <PageLayout
        className="@container"
        title={<FormattedMessage id="tournaments.rankings.title" defaultMessage="Rankings" />}
        description={
          <FormattedMessage
            id="tournaments.rankings.description"
            defaultMessage="Orders of merit over a club’s or a series’ tournaments: points for every finish, live after every result."
          />
        }
      >
        {query.isPending ? (
          <SkeletonGroup
            label={intl.formatMessage({ id: 'tournaments.rankings.loading', defaultMessage: 'Loading rankings' })}
            className="flex flex-col gap-3"
          >
            <Skeleton shape="block" className="h-28" />
            <Skeleton shape="block" className="h-28" />
          </SkeletonGroup>
        ) : query.isError ? (
          <EmptyState role="alert">
            <EmptyStateIcon>
              <TriangleAlert />
            </EmptyStateIcon>
            <EmptyStateTitle>
              <FormattedMessage
                id="tournaments.rankings.errorTitle"
                defaultMessage="The rankings could not be loaded"
              />
            </EmptyStateTitle>
            <EmptyStateDescription>
              <FormattedMessage {...commonMessages.unreachable} />
            </EmptyStateDescription>
            <EmptyStateActions>
              <Button onClick={() => void query.refetch()}>
                <FormattedMessage {...commonMessages.tryAgain} />
              </Button>
            </EmptyStateActions>
          </EmptyState>
        ) : query.data.length === 0 ? (
          <EmptyState>
            <EmptyStateIcon>
              <Medal />
            </EmptyStateIcon>
            <EmptyStateTitle>
              <FormattedMessage id="tournaments.rankings.emptyTitle" defaultMessage="No rankings yet" />
            </EmptyStateTitle>
            <EmptyStateDescription>
              <FormattedMessage
                id="tournaments.rankings.emptyBody"
                defaultMessage="Public rankings show up here as soon as their organisers publish them."
              />
            </EmptyStateDescription>
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-3">
            {query.data.map((ranking) => (
              <RankingListItem key={ranking.id} ranking={ranking} />
            ))}
          </ul>
        )}
      </PageLayout>
    </main>
  )
}
