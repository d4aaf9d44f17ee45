import type { AnalyticsTournaments } from '@oche/api'
import { FormattedMessage, useIntl } from 'react-intl'
import { analyticsMessages } from '../parts/analytics-messages'
import { AnalyticsTiles } from '../parts/analytics-tiles'
import { formatAnalyticsAverage } from './format-analytics'

export type TournamentTilesProps = { totals: AnalyticsTournaments['totals'] }

/** The period's tournaments in all: how many, finished, entries (and per tournament), games and their length. */
export function TournamentTiles({ totals }: TournamentTilesProps) {
  const intl = useIntl()
  const number = (value: number) => intl.formatNumber(value)
  return (
    <AnalyticsTiles
      tiles={[
        {
          stat: 'tournaments',
          label: <FormattedMessage {...analyticsMessages.tournaments} />,
          value: number(totals.tournaments),
          detail: (
            <FormattedMessage
              id="competition.analytics.tournamentsDetail"
              defaultMessage="Created in the period, test tournaments left out"
            />
          ),
        },
        {
          stat: 'finished',
          label: <FormattedMessage {...analyticsMessages.finished} />,
          value: number(totals.finished),
          detail: (
            <FormattedMessage id="competition.analytics.finishedDetail" defaultMessage="Of those, finished by now" />
          ),
        },
        {
          stat: 'entries',
          label: <FormattedMessage {...analyticsMessages.entries} />,
          value: number(totals.entries),
          detail: <FormattedMessage id="competition.analytics.entriesDetail" defaultMessage="Pairs counted once" />,
        },
        {
          stat: 'average-entries',
          label: <FormattedMessage {...analyticsMessages.averageEntries} />,
          value: formatAnalyticsAverage(intl, totals.average_entries),
          detail: <FormattedMessage id="competition.analytics.averageEntriesDetail" defaultMessage="Per tournament" />,
        },
        {
          stat: 'games',
          label: <FormattedMessage {...analyticsMessages.games} />,
          value: number(totals.games),
          detail: <FormattedMessage id="competition.analytics.gamesDetail" defaultMessage="Played to a result" />,
        },
        {
          stat: 'average-game-minutes',
          label: <FormattedMessage {...analyticsMessages.averageGameMinutes} />,
          value: formatAnalyticsAverage(intl, totals.average_game_minutes),
          detail: (
            <FormattedMessage
              id="competition.analytics.averageGameMinutesDetail"
              defaultMessage="From a game’s first visit to its last"
            />
          ),
        },
      ]}
    />
  )
}
