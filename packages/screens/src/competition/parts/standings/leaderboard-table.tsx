import {
  Button,
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
  type TableSortDirection,
} from '@oche/ui'
import { useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { ColumnName } from '../../../app/column-name/column-name'
import { sharedRanks } from './shared-ranks'
import { sortBoard, type BoardSortValue } from './sort-board'

/** A player on a board: their name and team. */
export type BoardPlayer = { participant_id: string; name: string; team: { slug: string; name: string } | null }

/** A column of a board after the rank and the player: its heading and each row's cell. */
export type BoardColumn<Row> = {
  key: string
  heading: ReactNode
  cell: (row: Row) => ReactNode
  /** Numbers line up at the end; links and dates at the start. */
  align?: 'start' | 'end'
  /** What the column sorts by, on a board that sorts (`onSortChange`); not sortable without it. */
  sortValue?: (row: Row) => BoardSortValue
  /** The direction a first click sorts in: highest first unless said otherwise. */
  firstDirection?: TableSortDirection
}

export type LeaderboardTableProps<Row extends { player: BoardPlayer }> = {
  rows: readonly Row[]
  /** The table's accessible name. */
  label: string
  columns: readonly BoardColumn<Row>[]
  /** What makes two rows share a rank (the figures the board is ordered by). */
  rankKey: (row: Row) => string
  /** Said instead of the table while the board is empty. */
  empty: ReactNode
  teamHref?: (team: string) => string
  /** How many rows show before "Show all"; every row when not given. */
  limit?: number
  /**
   * The order asked for, by `rank`, `player` or a column's key: a board that sorts reports a click on a heading here
   * and shows its rows in this order (the board's own order, `rank` ascending, when null).
   */
  sort?: TableSort | null
  onSortChange?: (sort: TableSort) => void
}

/** The key of the board's rank column, which sorts back to the board's own order. */
export const boardRankColumn = 'rank'
/** The key of the player column, which sorts by name. */
export const boardPlayerColumn = 'player'

/** The player cell of a board: the name, and the team under it. */
function PlayerCell({ player, teamHref }: { player: BoardPlayer; teamHref?: (team: string) => string }) {
  const { Link } = usePlatform()
  return (
    <span className="flex flex-col whitespace-nowrap">
      <span className="font-medium">{player.name}</span>
      {player.team ? (
        <span className="text-xs text-muted-foreground">
          {teamHref ? (
            <Link href={teamHref(player.team.slug)} className="underline-offset-4 hover:underline">
              {player.team.name}
            </Link>
          ) : (
            player.team.name
          )}
        </span>
      ) : null}
    </span>
  )
}

/**
 * One leaderboard of the season: its rows ranked (ties share a rank), each player with their team, then the board's
 * own columns. Long boards show their top rows first and the rest on "Show all".
 */
export function LeaderboardTable<Row extends { player: BoardPlayer }>({
  rows,
  label,
  columns,
  rankKey,
  empty,
  teamHref,
  limit,
  sort = null,
  onSortChange,
}: LeaderboardTableProps<Row>) {
  const intl = useIntl()
  const [isExpanded, setExpanded] = useState(false)
  if (rows.length === 0) return <p className="py-4 text-sm text-muted-foreground">{empty}</p>
  const isSortable = onSortChange !== undefined
  // Ranks are the board's, whatever the order shown: a player third on 180s stays third when sorted by 171s.
  const ranks = sharedRanks(rows, rankKey)
  const ranked = rows.map((row, index) => ({ row, rank: ranks[index] ?? index + 1 }))
  const valueOf = (entry: (typeof ranked)[number], column: string): BoardSortValue =>
    column === boardRankColumn
      ? entry.rank
      : column === boardPlayerColumn
        ? entry.row.player.name
        : (columns.find((candidate) => candidate.key === column)?.sortValue?.(entry.row) ?? null)
  const ordered = isSortable && sort ? sortBoard(ranked, sort, valueOf) : ranked
  const shown = isExpanded || limit === undefined ? ordered : ordered.slice(0, limit)
  const heading = (column: string, firstDirection: TableSortDirection, content: ReactNode, className?: string) =>
    isSortable ? (
      <TableHead key={column} column={column} firstDirection={firstDirection} className={className}>
        <TableSortButton>{content}</TableSortButton>
      </TableHead>
    ) : (
      <TableHead key={column} className={className}>
        {content}
      </TableHead>
    )
  return (
    <div className="flex flex-col gap-2">
      <Table
        scrollAreaLabel={label}
        sort={isSortable ? (sort ?? { column: boardRankColumn, direction: 'ascending' }) : undefined}
        onSortChange={onSortChange}
      >
        <TableCaption className="sr-only">{label}</TableCaption>
        <TableHeader>
          <TableRow>
            {heading(
              boardRankColumn,
              'ascending',
              <ColumnName
                short="#"
                full={intl.formatMessage({ id: 'competition.leaderboards.rank', defaultMessage: 'Rank' })}
              />,
              'w-10 text-end',
            )}
            {heading(
              boardPlayerColumn,
              'ascending',
              <FormattedMessage id="competition.leaderboards.player" defaultMessage="Player" />,
            )}
            {columns.map((column) =>
              column.sortValue ? (
                heading(
                  column.key,
                  column.firstDirection ?? 'descending',
                  column.heading,
                  cn(column.align !== 'start' && 'text-end'),
                )
              ) : (
                <TableHead key={column.key} className={cn(column.align !== 'start' && 'text-end')}>
                  {column.heading}
                </TableHead>
              ),
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.map(({ row, rank }, index) => (
            <TableRow key={`${row.player.participant_id}-${index}`} data-player={row.player.participant_id}>
              <TableCell className="text-end font-mono tabular-nums">{rank}</TableCell>
              <TableCell>
                <PlayerCell player={row.player} teamHref={teamHref} />
              </TableCell>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  className={cn(column.align === 'start' ? 'whitespace-nowrap' : 'text-end tabular-nums')}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {limit !== undefined && rows.length > limit ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => setExpanded((expanded) => !expanded)}>
          {isExpanded ? (
            <FormattedMessage
              id="competition.leaderboards.showFewer"
              defaultMessage="Show the top {count}"
              values={{ count: limit }}
            />
          ) : (
            <FormattedMessage
              id="competition.leaderboards.showAll"
              defaultMessage="Show all {count}"
              values={{ count: rows.length }}
            />
          )}
        </Button>
      ) : null}
    </div>
  )
}
