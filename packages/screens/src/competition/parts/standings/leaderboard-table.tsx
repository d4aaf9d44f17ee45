import { Button, cn, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@oche/ui'
import { useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { ColumnName } from './column-name'
import { sharedRanks } from './shared-ranks'

/** A player on a board: their name and team. */
export type BoardPlayer = { participant_id: string; name: string; team: { slug: string; name: string } | null }

/** A column of a board after the rank and the player: its heading and each row's cell. */
export type BoardColumn<Row> = {
  key: string
  heading: ReactNode
  cell: (row: Row) => ReactNode
  /** Numbers line up at the end; links and dates at the start. */
  align?: 'start' | 'end'
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
}

/** The player cell of a board: the name, and the team under it. */
function PlayerCell({ player, teamHref }: { player: BoardPlayer; teamHref?: (team: string) => string }) {
  const { Link } = usePlatform()
  return (
    <span className="flex flex-col">
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
}: LeaderboardTableProps<Row>) {
  const intl = useIntl()
  const [isExpanded, setExpanded] = useState(false)
  if (rows.length === 0) return <p className="py-4 text-sm text-muted-foreground">{empty}</p>
  const ranks = sharedRanks(rows, rankKey)
  const shown = isExpanded || limit === undefined ? rows : rows.slice(0, limit)
  return (
    <div className="flex flex-col gap-2">
      <Table scrollAreaLabel={label} aria-label={label}>
        <TableHeader>
          <TableRow>
            <TableHead className="w-10 text-end">
              <ColumnName
                short="#"
                full={intl.formatMessage({ id: 'competition.leaderboards.rank', defaultMessage: 'Rank' })}
              />
            </TableHead>
            <TableHead>
              <FormattedMessage id="competition.leaderboards.player" defaultMessage="Player" />
            </TableHead>
            {columns.map((column) => (
              <TableHead key={column.key} className={cn(column.align !== 'start' && 'text-end')}>
                {column.heading}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.map((row, index) => (
            <TableRow key={`${row.player.participant_id}-${index}`} data-player={row.player.participant_id}>
              <TableCell className="text-end font-mono tabular-nums">{ranks[index]}</TableCell>
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
