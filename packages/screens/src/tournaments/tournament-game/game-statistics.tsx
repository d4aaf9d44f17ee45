import type { Game } from '@oche/api'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@oche/ui'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

/** 180s, 171s and high checkouts of both sides, as entered with the result or scored on the live match. */
export function GameStatistics({ game, names }: { game: Game; names: readonly [string, string] }) {
  const intl = useIntl()
  const [first, second] = game.sides
  const none = intl.formatMessage({ id: 'tournaments.game.noCheckouts', defaultMessage: 'none' })
  const rows: { key: string; label: ReactNode; values: [string, string] }[] = [
    {
      key: 'oneEighties',
      label: <FormattedMessage id="tournaments.game.oneEighties" defaultMessage="180s" />,
      values: [intl.formatNumber(first.one_eighties), intl.formatNumber(second.one_eighties)],
    },
    {
      key: 'oneSevenOnes',
      label: <FormattedMessage id="tournaments.game.oneSevenOnes" defaultMessage="171s" />,
      values: [intl.formatNumber(first.one_seven_ones), intl.formatNumber(second.one_seven_ones)],
    },
    {
      key: 'highCheckouts',
      label: <FormattedMessage id="tournaments.game.highCheckouts" defaultMessage="High checkouts (100+)" />,
      values: [first.high_checkouts || none, second.high_checkouts || none],
    },
  ]
  return (
    <Table
      aria-label={intl.formatMessage({ id: 'tournaments.game.statistics', defaultMessage: 'Statistics' })}
      scrollAreaLabel={intl.formatMessage({ id: 'tournaments.game.statistics', defaultMessage: 'Statistics' })}
    >
      <TableHeader>
        <TableRow>
          <TableHead className="whitespace-normal">
            <FormattedMessage id="tournaments.game.statistic" defaultMessage="Statistic" />
          </TableHead>
          <TableHead className="text-end whitespace-normal">{names[0]}</TableHead>
          <TableHead className="text-end whitespace-normal">{names[1]}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key} data-stat={row.key}>
            <TableHead scope="row" className="whitespace-normal text-foreground">
              {row.label}
            </TableHead>
            <TableCell className="text-end tabular-nums">{row.values[0]}</TableCell>
            <TableCell className="text-end tabular-nums">{row.values[1]}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
