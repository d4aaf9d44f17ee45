import { matchQueries, toX01MatchConfig, type Match } from '@oche/api'
import { replay } from '@oche/darts'
import { localizedPath } from '@oche/i18n'
import { Button } from '@oche/ui'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { describeLiveMatch } from '../../live/live-match/describe-live-match'
import { LegHistory } from '../../live/live-match/leg-history'
import { MatchFormat } from '../../live/live-match/match-format'
import { MatchResult } from '../../live/live-match/match-result'
import { MatchStatisticsTable } from '../../live/live-match/match-statistics-table'
import { LoadErrorState, LoadingState } from '../../manage/parts/screen-states/screen-states'
import { routePath } from '../../routing/route-path'

export type MyMatchDetailProps = {
  matchId: string
  /** Back to the list, with its filters. */
  onClose: () => void
}

/** A loaded match: the live view's result, statistics and leg history, read from its replayed log. */
function MatchDetailBody({ match }: { match: Match }) {
  const { Link } = usePlatform()
  const locale = useLocale()
  const names = useMemo(() => match.config.sides.map((side) => side.name), [match.config.sides])
  const replayed = useMemo(() => replay(toX01MatchConfig(match.config), match.events), [match])
  if (!replayed.ok) throw new Error(`Match ${match.id} does not replay: ${replayed.error}`)
  const state = replayed.value
  const live = describeLiveMatch(state, names)
  return (
    <div className="@container flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold">{names.join(' – ')}</h2>
        <div className="text-sm text-muted-foreground">
          <MatchFormat config={match.config} />
        </div>
        <Link
          href={localizedPath(routePath('live-id', { id: match.id }), locale)}
          className="text-sm text-primary underline-offset-4 hover:underline"
        >
          <FormattedMessage id="accounts.myMatches.openLive" defaultMessage="Open the live view" />
        </Link>
      </div>
      {live.phase === 'finished' && state.outcome ? (
        <MatchResult
          outcome={state.outcome}
          sides={live.sides}
          scores={live.statistics.sides.map((side) => side.score)}
          isTv={false}
        />
      ) : null}
      {live.phase === 'notStarted' ? (
        <p className="rounded-lg bg-muted px-4 py-3">
          <FormattedMessage id="accounts.myMatches.notStarted" defaultMessage="No darts thrown in this match yet." />
        </p>
      ) : (
        <>
          <section aria-labelledby="my-match-statistics" className="flex flex-col gap-3">
            <h2 id="my-match-statistics" className="text-xl font-semibold">
              <FormattedMessage id="accounts.myMatches.statistics" defaultMessage="Match statistics" />
            </h2>
            <MatchStatisticsTable
              statistics={live.statistics}
              names={names}
              isSetPlay={match.config.format.kind === 'sets'}
              labelledBy="my-match-statistics"
            />
          </section>
          <LegHistory legs={state.legs} names={names} />
        </>
      )}
    </div>
  )
}

/** `?match={id}` on `/profile/my-matches`: every leg and visit of one of the user's matches. */
export function MyMatchDetail({ matchId, onClose }: MyMatchDetailProps) {
  const intl = useIntl()
  const { api } = usePlatform()
  const query = useQuery(matchQueries.detail(api, matchId))
  return (
    <section
      aria-label={intl.formatMessage({ id: 'accounts.myMatches.detail', defaultMessage: 'Match detail' })}
      data-slot="my-match-detail"
      className="flex flex-col gap-4"
    >
      <div>
        <Button variant="outline" size="sm" onClick={onClose}>
          <ArrowLeft aria-hidden />
          <FormattedMessage id="accounts.myMatches.backToList" defaultMessage="Back to my matches" />
        </Button>
      </div>
      {query.data ? (
        <MatchDetailBody match={query.data} />
      ) : query.error ? (
        <LoadErrorState
          title={
            <FormattedMessage id="accounts.myMatches.detailError" defaultMessage="This match could not be loaded" />
          }
          onRetry={() => void query.refetch()}
        />
      ) : (
        <LoadingState
          label={intl.formatMessage({ id: 'accounts.myMatches.detailLoading', defaultMessage: 'Loading the match' })}
        />
      )}
    </section>
  )
}
