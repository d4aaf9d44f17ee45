import type { AnalyticsBreakdownRow, AnalyticsTournaments } from '@oche/api'
import { useIntl } from 'react-intl'
import { tournamentFormatMessages, tournamentVisibilityMessages } from '../../../manage/parts/tournament-labels'
import { useStatusName } from '../../../manage/parts/tournament-status'
import { choiceMessages } from '../../parts/match-template/template-labels'
import { analyticsMessages } from '../parts/analytics-messages'
import { AnalyticsTable } from '../parts/analytics-table'
import { csvAverage, formatAnalyticsAverage, formatSizeBand } from './format-analytics'

export type TournamentTablesProps = { figures: AnalyticsTournaments }

/**
 * The period's tournaments broken down by format, field size, visibility, status and type: each value with its
 * tournaments, the finished ones, the games played and their average length; each table with its CSV.
 */
export function TournamentTables({ figures }: TournamentTablesProps) {
  const intl = useIntl()
  const statusName = useStatusName()
  const period = { from: figures.from, to: figures.to }
  const figureColumns = [
    { key: 'tournaments', label: intl.formatMessage(analyticsMessages.tournaments), numeric: true },
    { key: 'finished', label: intl.formatMessage(analyticsMessages.finished), numeric: true },
    { key: 'games', label: intl.formatMessage(analyticsMessages.games), numeric: true },
    { key: 'minutes', label: intl.formatMessage(analyticsMessages.averageGameMinutes), numeric: true },
  ]
  const count = (value: number) => ({ shown: intl.formatNumber(value), csv: value })
  /** A row of a breakdown: the value's name, then its figures. */
  const rowOf = (key: string, name: string, row: AnalyticsBreakdownRow) => ({
    key,
    cells: [
      { shown: name, csv: name },
      count(row.tournaments),
      count(row.finished),
      count(row.games),
      { shown: formatAnalyticsAverage(intl, row.average_game_minutes), csv: csvAverage(row.average_game_minutes) },
    ],
  })
  const tables = [
    {
      name: 'tournaments-by-format',
      title: intl.formatMessage({ id: 'competition.analytics.byFormat', defaultMessage: 'By format' }),
      column: intl.formatMessage({ id: 'competition.analytics.format', defaultMessage: 'Format' }),
      rows: figures.by_format.map((row) =>
        rowOf(row.format, intl.formatMessage(tournamentFormatMessages[row.format]), row),
      ),
    },
    {
      name: 'tournaments-by-size',
      title: intl.formatMessage({ id: 'competition.analytics.bySize', defaultMessage: 'By field size' }),
      column: intl.formatMessage(analyticsMessages.entries),
      rows: figures.by_size.map((row) => rowOf(row.size, formatSizeBand(intl, row.size), row)),
    },
    {
      name: 'tournaments-by-visibility',
      title: intl.formatMessage({ id: 'competition.analytics.byVisibility', defaultMessage: 'By visibility' }),
      column: intl.formatMessage({ id: 'competition.analytics.visibility', defaultMessage: 'Visibility' }),
      rows: figures.by_visibility.map((row) =>
        rowOf(row.visibility, intl.formatMessage(tournamentVisibilityMessages[row.visibility]), row),
      ),
    },
    {
      name: 'tournaments-by-status',
      title: intl.formatMessage({ id: 'competition.analytics.byStatus', defaultMessage: 'By completion' }),
      column: intl.formatMessage({ id: 'competition.analytics.status', defaultMessage: 'Status now' }),
      rows: figures.by_status.map((row) => rowOf(row.status, statusName(row.status), row)),
    },
    {
      name: 'tournaments-by-type',
      title: intl.formatMessage({ id: 'competition.analytics.byType', defaultMessage: 'Singles or pairs' }),
      column: intl.formatMessage({ id: 'competition.analytics.type', defaultMessage: 'Type' }),
      rows: figures.by_type.map((row) => rowOf(row.type, intl.formatMessage(choiceMessages[row.type]), row)),
    },
  ]
  return (
    <div className="grid grid-cols-1 gap-4">
      {tables.map((table) => (
        <AnalyticsTable
          key={table.name}
          title={table.title}
          columns={[{ key: 'value', label: table.column }, ...figureColumns]}
          rows={table.rows}
          csv={{ name: table.name, ...period }}
        />
      ))}
    </div>
  )
}
