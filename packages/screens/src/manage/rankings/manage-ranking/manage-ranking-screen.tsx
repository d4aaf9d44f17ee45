import { rankingQueries, realtimeChannels, realtimeEvents, type RankingDetail } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Button, EmptyState, EmptyStateDescription, EmptyStateIcon, EmptyStateTitle } from '@oche/ui'
import { ExternalLink, Medal, Pencil } from 'lucide-react'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { useRealtimeFreshness } from '../../../app/realtime/use-realtime-freshness'
import { routePath } from '../../../routing/route-path'
import { RankingDay, RankingRules, RankingTable } from '../../../tournaments/rankings/parts'
import { LoadErrorState, LoadingState } from '../../parts/screen-states/screen-states'
import { TournamentStatusBadge } from '../../parts/tournament-status'
import { useManagedRanking } from '../parts/managed-ranking'
import { RankingPage } from '../parts/ranking-form'
import { RankingVisibilityBadge } from '../parts/ranking-labels'
import { RankingForbiddenState, RankingNotFoundState } from '../parts/ranking-states'

export type ManageRankingScreenProps = {
  /** The ranking id from `/manage/rankings/{id}`. */
  id: string
}

function RankingActions({ ranking }: { ranking: RankingDetail }) {
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild>
        <Link href={localizedPath(routePath('manage-rankings-id-edit', { id: ranking.id }), locale)}>
          <Pencil aria-hidden />
          <FormattedMessage id="manage.ranking.edit" defaultMessage="Edit ranking" />
        </Link>
      </Button>
      {ranking.visibility === 'private' ? null : (
        <Button asChild variant="outline">
          <Link href={localizedPath(routePath('rankings-id', { id: ranking.id }), locale)}>
            <ExternalLink aria-hidden />
            <FormattedMessage id="manage.ranking.publicLink" defaultMessage="View the public page" />
          </Link>
        </Button>
      )}
    </div>
  )
}

/** The ranking's tournaments with their status: only finished ones inside the period count. */
function RankingTournaments({ ranking }: { ranking: RankingDetail }) {
  const headingId = useId()
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        <FormattedMessage id="manage.ranking.tournamentsTitle" defaultMessage="Its tournaments" />
      </h2>
      {ranking.tournaments.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {ranking.selection === 'organisation' ? (
            <FormattedMessage
              id="manage.ranking.noTournamentsYet"
              defaultMessage="None yet: each singles tournament you finish joins the ranking."
            />
          ) : (
            <FormattedMessage
              id="manage.ranking.noTournamentsChosen"
              defaultMessage="No tournament is chosen yet. Edit the ranking to choose yours."
            />
          )}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {ranking.tournaments.map((tournament) => (
            <li key={tournament.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2.5">
              <span className="flex min-w-0 flex-col">
                <Link
                  href={localizedPath(routePath('manage-tournaments-id', { id: tournament.id }), locale)}
                  className="font-medium underline-offset-4 hover:underline"
                >
                  {tournament.name}
                </Link>
                <span className="text-sm text-muted-foreground">
                  <RankingDay date={tournament.date} />
                  {tournament.status === 'finished' && !tournament.counts ? (
                    <>
                      {' · '}
                      <FormattedMessage id="manage.ranking.outsidePeriod" defaultMessage="Outside the period" />
                    </>
                  ) : null}
                </span>
              </span>
              <TournamentStatusBadge status={tournament.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function ManagedRanking({ ranking }: { ranking: RankingDetail }) {
  return (
    <div className="flex flex-col gap-6 @container">
      <RankingActions ranking={ranking} />
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <RankingVisibilityBadge visibility={ranking.visibility} />
        <FormattedMessage
          id="manage.ranking.counts"
          defaultMessage="{players, plural, one {# player} other {# players}} · {tournaments, plural, one {# tournament} other {# tournaments}} counting"
          values={{ players: ranking.player_count, tournaments: ranking.tournament_count }}
        />
      </p>
      {ranking.description ? <p className="whitespace-pre-line">{ranking.description}</p> : null}
      {ranking.rows.length > 0 ? (
        <RankingTable ranking={ranking} />
      ) : (
        <EmptyState>
          <EmptyStateIcon>
            <Medal />
          </EmptyStateIcon>
          <EmptyStateTitle>
            <FormattedMessage id="manage.ranking.emptyTitle" defaultMessage="No results yet" />
          </EmptyStateTitle>
          <EmptyStateDescription>
            <FormattedMessage
              id="manage.ranking.emptyBody"
              defaultMessage="The order of merit fills in as soon as one of its tournaments is finished inside its period."
            />
          </EmptyStateDescription>
        </EmptyState>
      )}
      <RankingRules ranking={ranking} />
      <RankingTournaments ranking={ranking} />
    </div>
  )
}

/**
 * `/manage/rankings/{id}` (organisers): the ranking as the public sees it, kept current as results come in, with
 * links to edit it and to its public page.
 */
export function ManageRankingScreen({ id }: ManageRankingScreenProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { api } = usePlatform()
  const page = useManagedRanking(id)
  useRealtimeFreshness(page.status === 'ready' ? realtimeChannels.ranking(id) : null, {
    queryKey: rankingQueries.detail(api, id).queryKey,
    events: [realtimeEvents.rankingUpdated],
  })
  return (
    <RankingPage
      title={
        page.status === 'ready'
          ? page.ranking.name
          : intl.formatMessage({ id: 'manage.ranking.title', defaultMessage: 'Ranking' })
      }
    >
      {page.status === 'ready' ? <ManagedRanking ranking={page.ranking} /> : null}
      {page.status === 'loading' ? (
        <LoadingState
          label={intl.formatMessage({ id: 'manage.rankingForm.loading', defaultMessage: 'Loading the ranking' })}
        />
      ) : null}
      {page.status === 'notFound' ? <RankingNotFoundState /> : null}
      {page.status === 'forbidden' ? (
        <RankingForbiddenState
          publicHref={page.ranking ? localizedPath(routePath('rankings-id', { id: page.ranking.id }), locale) : null}
        />
      ) : null}
      {page.status === 'error' ? (
        <LoadErrorState
          title={
            <FormattedMessage id="manage.rankingForm.errorTitle" defaultMessage="The ranking could not be loaded" />
          }
          onRetry={page.retry}
        />
      ) : null}
    </RankingPage>
  )
}
