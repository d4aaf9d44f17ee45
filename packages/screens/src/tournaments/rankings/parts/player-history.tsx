import { rankingQueries, type RankingTournament } from '@oche/api'
import { Skeleton } from '@oche/ui'
import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { RankingDay } from './ranking-words'

/** A player's position after each of the ranking's tournaments, loaded when shown. */
export function PlayerHistory({
  rankingId,
  participantId,
  tournaments,
}: {
  rankingId: string
  participantId: string
  tournaments: readonly RankingTournament[]
}) {
  const intl = useIntl()
  const { api } = usePlatform()
  const history = useQuery(rankingQueries.history(api, rankingId, participantId))
  if (history.isPending)
    return (
      <Skeleton
        shape="block"
        className="h-6 w-64"
        aria-label={intl.formatMessage({ id: 'tournaments.ranking.historyLoading', defaultMessage: 'Loading' })}
      />
    )
  if (history.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        <FormattedMessage id="tournaments.ranking.historyError" defaultMessage="The positions could not be loaded." />
      </p>
    )
  const nameOf = (id: string) => tournaments.find((tournament) => tournament.id === id)?.name ?? ''
  return (
    <ol data-slot="player-history" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {history.data.map((point) => (
        <li key={point.tournament_id} className="tabular-nums">
          <FormattedMessage
            id="tournaments.ranking.historyPoint"
            defaultMessage="{tournament} ({date}) {position}"
            values={{
              tournament: <span className="text-muted-foreground">{nameOf(point.tournament_id)}</span>,
              date: <RankingDay date={point.date} />,
              position:
                point.position === null ? (
                  <FormattedMessage id="tournaments.ranking.historyUnranked" defaultMessage="not ranked" />
                ) : (
                  <FormattedMessage
                    id="tournaments.ranking.historyPosition"
                    defaultMessage="{position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}"
                    values={{ position: point.position }}
                  />
                ),
            }}
          />
        </li>
      ))}
    </ol>
  )
}
