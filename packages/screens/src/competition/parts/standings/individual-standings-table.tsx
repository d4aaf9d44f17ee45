import type { IndividualStandingsRow } from '@oche/api'
import {
  cn,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableSortButton,
  type TableSort,
} from '@oche/ui'
import { useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { ColumnName } from '../../../app/column-name/column-name'
import { formatAverage, formatOptional, formatWinPercentage, formatWonLost } from './format-figures'
import { defaultPlayerSort, firstDirection, sortPlayers, type PlayerSort, type PlayerSortColumn } from './sort-players'

export type IndividualStandingsTableProps = {
  rows: readonly IndividualStandingsRow[]
  /** The table's accessible name ("Players of First division"). */
  label: string
  /** Shows each player's team under their name (a division's table; a team's own page leaves it out). */
  showTeam?: boolean
  /** The page of a team, to link the team names. */
  teamHref?: (team: string) => string
  /** A team's slug whose players are marked (the viewer's own team). */
  highlightTeam?: string | null
  /** The order shown, for a page that keeps it (in its address); the table keeps its own without it. */
  sort?: PlayerSort
  onSortChange?: (sort: PlayerSort) => void
  className?: string
}

function SortableHead({
  column,
  children,
  className,
}: {
  column: PlayerSortColumn
  children: ReactNode
  className?: string
}) {
  return (
    <TableHead column={column} firstDirection={firstDirection(column)} className={cn('text-end', className)}>
      <TableSortButton>{children}</TableSortButton>
    </TableHead>
  )
}

/**
 * Every player of a division (or a team) this season (league-rules.md §6): games played and won, win percentage,
 * legs, 3-dart and first-9 averages, 180s, highest checkout and best leg, in the page's number format. The league's
 * order comes first; every figure's heading sorts by it (players without one go last).
 */
export function IndividualStandingsTable({
  rows,
  label,
  showTeam = false,
  teamHref,
  highlightTeam,
  sort: sortProp,
  onSortChange,
  className,
}: IndividualStandingsTableProps) {
  const intl = useIntl()
  const { Link } = usePlatform()
  const [ownSort, setOwnSort] = useState<PlayerSort>(defaultPlayerSort)
  const sort = sortProp ?? ownSort
  const sorted = sortPlayers(rows, sort)
  return (
    <Table
      scrollAreaLabel={label}
      sort={sort}
      onSortChange={(next: TableSort) => {
        const chosen = { column: next.column as PlayerSortColumn, direction: next.direction }
        setOwnSort(chosen)
        onSortChange?.(chosen)
      }}
      containerClassName={className}
    >
      <TableCaption className="sr-only">{label}</TableCaption>
      <TableHeader>
        <TableRow>
          <SortableHead column="position" className="w-10">
            <ColumnName
              short="#"
              full={intl.formatMessage({ id: 'competition.players.position', defaultMessage: 'Position' })}
            />
          </SortableHead>
          <TableHead>
            <FormattedMessage id="competition.players.player" defaultMessage="Player" />
          </TableHead>
          <SortableHead column="played">
            <ColumnName
              short={<FormattedMessage id="competition.players.playedShort" defaultMessage="P" />}
              full={intl.formatMessage({ id: 'competition.players.played', defaultMessage: 'Games played' })}
            />
          </SortableHead>
          <SortableHead column="won">
            <ColumnName
              short={<FormattedMessage id="competition.players.wonShort" defaultMessage="W" />}
              full={intl.formatMessage({ id: 'competition.players.won', defaultMessage: 'Games won' })}
            />
          </SortableHead>
          <SortableHead column="winPercentage">
            <ColumnName
              short={<FormattedMessage id="competition.players.winPercentageShort" defaultMessage="Win %" />}
              full={intl.formatMessage({
                id: 'competition.players.winPercentage',
                defaultMessage: 'Games won in per cent',
              })}
            />
          </SortableHead>
          <TableHead className="text-end">
            <FormattedMessage id="competition.players.legs" defaultMessage="Legs" />
          </TableHead>
          <SortableHead column="average">
            <ColumnName
              short={<FormattedMessage id="competition.players.averageShort" defaultMessage="Avg" />}
              full={intl.formatMessage({ id: 'competition.players.average', defaultMessage: '3-dart average' })}
            />
          </SortableHead>
          <SortableHead column="firstNineAverage">
            <ColumnName
              short={<FormattedMessage id="competition.players.firstNineShort" defaultMessage="First 9" />}
              full={intl.formatMessage({ id: 'competition.players.firstNine', defaultMessage: 'First-9 average' })}
            />
          </SortableHead>
          <SortableHead column="oneEighties">
            <FormattedMessage id="competition.players.oneEighties" defaultMessage="180s" />
          </SortableHead>
          <SortableHead column="highCheckout">
            <ColumnName
              short={<FormattedMessage id="competition.players.highCheckoutShort" defaultMessage="HC" />}
              full={intl.formatMessage({ id: 'competition.players.highCheckout', defaultMessage: 'High checkout' })}
            />
          </SortableHead>
          <SortableHead column="bestLeg">
            <ColumnName
              short={<FormattedMessage id="competition.players.bestLegShort" defaultMessage="Best leg" />}
              full={intl.formatMessage({ id: 'competition.players.bestLeg', defaultMessage: 'Best leg in darts' })}
            />
          </SortableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {sorted.map((row) => {
          const team = row.player.team
          const isHighlighted = team !== null && team.slug === highlightTeam
          return (
            <TableRow
              key={row.player.participant_id}
              data-player={row.player.participant_id}
              aria-current={isHighlighted ? 'true' : undefined}
              className={cn(isHighlighted && 'bg-info/10')}
            >
              <TableCell className="text-end font-mono tabular-nums">{row.position}</TableCell>
              <TableCell>
                <span className="flex flex-col whitespace-nowrap">
                  <span className="font-medium">{row.player.name}</span>
                  {showTeam && team ? (
                    <span className="text-xs text-muted-foreground">
                      {teamHref ? (
                        <Link href={teamHref(team.slug)} className="underline-offset-4 hover:underline">
                          {team.name}
                        </Link>
                      ) : (
                        team.name
                      )}
                    </span>
                  ) : null}
                </span>
              </TableCell>
              <TableCell className="text-end tabular-nums">{row.played}</TableCell>
              <TableCell className="text-end tabular-nums">{row.won}</TableCell>
              <TableCell className="text-end tabular-nums">{formatWinPercentage(intl, row.win_percentage)}</TableCell>
              <TableCell className="text-end whitespace-nowrap tabular-nums">
                {formatWonLost(intl, row.legs_won, row.legs_lost)}
              </TableCell>
              <TableCell className="text-end font-semibold tabular-nums">
                {formatAverage(intl, row.three_dart_average)}
              </TableCell>
              <TableCell className="text-end tabular-nums">{formatAverage(intl, row.first_nine_average)}</TableCell>
              <TableCell className="text-end tabular-nums">{row.one_eighties}</TableCell>
              <TableCell className="text-end tabular-nums">{formatOptional(intl, row.high_checkout)}</TableCell>
              <TableCell className="text-end tabular-nums">{formatOptional(intl, row.best_leg)}</TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
