import type { RankingDetail } from '@oche/api'
import { Button, cn, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, useDisclosure } from '@oche/ui'
import { ChevronDown } from 'lucide-react'
import { useId, useState } from 'react'
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl'
import { PlayerHistory } from './player-history'
import { RankingMovement } from './ranking-movement'
import { RankingResults } from './ranking-results'

// On a narrow table (a phone) the results leave their column for a row of their own under the player's, where they
// wrap: position, player and points stay in view without scrolling sideways. The container query follows the
// table's own width, so the same happens in a narrow column.
const resultsColumn = '@max-xl:hidden'
const resultsUnder = '@xl:hidden'

type RankingRowProps = {
  ranking: RankingDetail
  row: RankingDetail['rows'][number]
  showMovement: boolean
  /** Whether the player's positions over time are open: the table opens one player's at a time. */
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}

/** A player's row, their results under it on a narrow table, and their positions over time once opened. */
function RankingRow({ ranking, row, showMovement, isOpen, onOpenChange }: RankingRowProps) {
  const intl = useIntl()
  const history = useDisclosure({ open: isOpen, onOpenChange })
  const columns = showMovement ? 5 : 4
  return (
    <>
      <TableRow data-player={row.player.name} className="@max-xl:border-b-0">
        <TableCell className="text-end font-semibold tabular-nums">{row.position}</TableCell>
        {showMovement ? (
          <TableCell>
            <RankingMovement position={row.position} previous={row.previous_position} />
          </TableCell>
        ) : null}
        <TableCell>
          <Button
            variant="ghost"
            size="sm"
            className="-ms-2 h-auto min-h-8 gap-1 text-start font-medium whitespace-normal"
            {...history.triggerProps}
          >
            {row.player.name}
            <ChevronDown aria-hidden className={cn('size-4 transition-transform', history.isOpen && 'rotate-180')} />
            <span className="sr-only">
              <FormattedMessage id="tournaments.ranking.showHistory" defaultMessage="positions over time" />
            </span>
          </Button>
        </TableCell>
        <TableCell className="text-end font-semibold tabular-nums">
          <FormattedNumber value={row.points} />
        </TableCell>
        <TableCell className={resultsColumn}>
          <RankingResults results={row.results} tournaments={ranking.tournaments} />
        </TableCell>
      </TableRow>
      <TableRow data-slot="ranking-results-under" className={cn('hover:bg-transparent', resultsUnder)}>
        <TableCell colSpan={columns} className="pt-0">
          <RankingResults
            results={row.results}
            tournaments={ranking.tournaments}
            label={intl.formatMessage(
              { id: 'tournaments.ranking.resultsOf', defaultMessage: 'Results of {player}' },
              { player: row.player.name },
            )}
          />
        </TableCell>
      </TableRow>
      {history.isOpen ? (
        <TableRow {...history.contentProps}>
          <TableCell colSpan={columns} className="bg-surface">
            <PlayerHistory rankingId={ranking.id} participantId={row.player.id} tournaments={ranking.tournaments} />
          </TableCell>
        </TableRow>
      ) : null}
    </>
  )
}

/**
 * The order of merit: position, movement since the latest tournament, player, points and each result (counting or
 * dropped). Each player's positions over time open under their row.
 */
export function RankingTable({ ranking, className }: { ranking: RankingDetail; className?: string }) {
  const intl = useIntl()
  const headingId = useId()
  const [opened, setOpened] = useState<string | null>(null)
  // With one tournament every player is new: the movement column says nothing yet.
  const showMovement = ranking.tournament_count > 1
  return (
    <section data-slot="ranking-table" aria-labelledby={headingId} className={cn('flex flex-col gap-3', className)}>
      <h2 id={headingId} className="text-lg font-semibold">
        <FormattedMessage id="tournaments.ranking.tableTitle" defaultMessage="Order of merit" />
      </h2>
      <Table
        aria-labelledby={headingId}
        scrollAreaLabel={intl.formatMessage({
          id: 'tournaments.ranking.tableScroll',
          defaultMessage: 'Order of merit table',
        })}
      >
        <TableHeader>
          <TableRow>
            <TableHead className="w-10 text-end">
              <FormattedMessage id="tournaments.ranking.position" defaultMessage="Pos." />
            </TableHead>
            {showMovement ? (
              <TableHead className="w-14">
                <span className="sr-only">
                  <FormattedMessage
                    id="tournaments.ranking.movement"
                    defaultMessage="Movement since the latest tournament"
                  />
                </span>
              </TableHead>
            ) : null}
            <TableHead>
              <FormattedMessage id="tournaments.ranking.player" defaultMessage="Player" />
            </TableHead>
            <TableHead className="text-end">
              <FormattedMessage id="tournaments.ranking.points" defaultMessage="Points" />
            </TableHead>
            <TableHead className={cn('min-w-64', resultsColumn)}>
              <FormattedMessage id="tournaments.ranking.results" defaultMessage="Results" />
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {ranking.rows.map((row) => (
            <RankingRow
              key={row.player.id}
              ranking={ranking}
              row={row}
              showMovement={showMovement}
              isOpen={opened === row.player.id}
              onOpenChange={(open) => setOpened(open ? row.player.id : null)}
            />
          ))}
        </TableBody>
      </Table>
    </section>
  )
}
