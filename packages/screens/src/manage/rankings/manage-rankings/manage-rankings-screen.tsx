import { rankingQueries, type RankingSummary } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import {
  Button,
  EmptyState,
  EmptyStateActions,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateTitle,
  TableCell,
  TableRow,
} from '@oche/ui'
import { useQuery } from '@tanstack/react-query'
import { ListOrdered, Plus } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { routePath } from '../../../routing/route-path'
import { ListPage } from '../../parts/list-page'
import { ListTable } from '../../parts/list-table'
import { statusOf } from '../parts/managed-ranking'
import { CountBestText, RankingWindowText } from '../../../tournaments/rankings/parts'
import { RankingVisibilityBadge } from '../parts/ranking-labels'
import { RankingsForbiddenState } from '../parts/ranking-states'

export type ManageRankingsScreenProps = Record<string, never>

function CreateButton() {
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <Button asChild>
      <Link href={localizedPath(routePath('manage-rankings-create'), locale)}>
        <Plus aria-hidden />
        <FormattedMessage id="manage.rankings.create" defaultMessage="New ranking" />
      </Link>
    </Button>
  )
}

function NoRankings() {
  return (
    <EmptyState>
      <EmptyStateIcon>
        <ListOrdered />
      </EmptyStateIcon>
      <EmptyStateTitle>
        <FormattedMessage id="manage.rankings.emptyTitle" defaultMessage="No rankings yet" />
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="manage.rankings.emptyBody"
          defaultMessage="A ranking (an order of merit) adds up the points your players earn with their places in your finished tournaments, over the last months or a season. It stays up to date by itself."
        />
      </EmptyStateDescription>
      <EmptyStateActions>
        <CreateButton />
      </EmptyStateActions>
    </EmptyState>
  )
}

function RankingRows({ rankings }: { rankings: RankingSummary[] }) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const columns = {
    ranking: intl.formatMessage({ id: 'manage.rankings.ranking', defaultMessage: 'Ranking' }),
    window: intl.formatMessage({ id: 'manage.rankings.window', defaultMessage: 'Period' }),
    leader: intl.formatMessage({ id: 'manage.rankings.leader', defaultMessage: 'Leader' }),
    tournaments: intl.formatMessage({ id: 'manage.rankings.tournaments', defaultMessage: 'Tournaments' }),
    players: intl.formatMessage({ id: 'manage.rankings.players', defaultMessage: 'Players' }),
  }
  return (
    <ListTable
      label={intl.formatMessage({ id: 'manage.rankings.tableLabel', defaultMessage: 'Your rankings' })}
      columns={columns}
      alignEnd={['tournaments', 'players']}
    >
      {rankings.map((ranking) => (
        <TableRow key={ranking.id} data-ranking={ranking.id}>
          <TableCell className="@max-lg:text-start @max-lg:before:hidden">
            <div className="flex flex-col items-start gap-1">
              <Link
                href={localizedPath(routePath('manage-rankings-id', { id: ranking.id }), locale)}
                className="font-medium text-foreground underline-offset-4 hover:underline"
              >
                {ranking.name}
              </Link>
              <RankingVisibilityBadge visibility={ranking.visibility} />
            </div>
          </TableCell>
          <TableCell label={columns.window}>
            <span className="inline-flex flex-col">
              <RankingWindowText window={ranking.window} />
              <span className="text-sm text-muted-foreground">
                <CountBestText countBest={ranking.count_best} />
              </span>
            </span>
          </TableCell>
          <TableCell label={columns.leader}>
            {ranking.leader ? (
              <FormattedMessage
                id="manage.rankings.leaderPoints"
                defaultMessage="{name}, {points, plural, one {# point} other {# points}}"
                values={{ name: ranking.leader.name, points: ranking.leader.points }}
              />
            ) : (
              <span className="text-muted-foreground">
                <FormattedMessage id="manage.rankings.noLeader" defaultMessage="No results yet" />
              </span>
            )}
          </TableCell>
          <TableCell label={columns.tournaments} className="text-end tabular-nums">
            {ranking.tournament_count}
          </TableCell>
          <TableCell label={columns.players} className="text-end tabular-nums">
            {ranking.player_count}
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  )
}

/** `/manage/rankings` (signed in): the organiser's rankings, who leads them, and a way to make a new one. */
export function ManageRankingsScreen() {
  const intl = useIntl()
  const { api } = usePlatform()
  const rankings = useQuery(rankingQueries.mine(api))
  return (
    <ListPage
      title={intl.formatMessage({ id: 'manage.rankings.title', defaultMessage: 'Rankings' })}
      description={intl.formatMessage({
        id: 'manage.rankings.description',
        defaultMessage: 'Orders of merit over your finished tournaments: who has the most points this season.',
      })}
      backLabel={intl.formatMessage({ id: 'manage.tournamentList.back', defaultMessage: 'Organiser home' })}
      actions={rankings.data && rankings.data.length > 0 ? <CreateButton /> : undefined}
      query={rankings}
      errorTitle={
        <FormattedMessage id="manage.rankings.errorTitle" defaultMessage="Your rankings could not be loaded" />
      }
      errorState={(error) => (statusOf(error) === 403 ? <RankingsForbiddenState /> : undefined)}
      loadingLabel={intl.formatMessage({ id: 'manage.rankings.loading', defaultMessage: 'Loading your rankings' })}
    >
      {(list) => (list.length === 0 ? <NoRankings /> : <RankingRows rankings={list} />)}
    </ListPage>
  )
}
