import type { RankingRow } from '@oche/api'
import { cn, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@oche/ui'
import { FormattedMessage, useIntl } from 'react-intl'
import { placeLabel } from '../parts/labels/place-label'

/** The final ranking, shared places written as a range; the viewer's own row marked. */
export function RankingTable({ ranking, ownEntryId }: { ranking: readonly RankingRow[]; ownEntryId: string | null }) {
  const intl = useIntl()
  return (
    <Table aria-label={intl.formatMessage({ id: 'tournaments.results.ranking', defaultMessage: 'Final ranking' })}>
      <TableHeader>
        <TableRow>
          <TableHead className="w-24">
            <FormattedMessage id="tournaments.results.place" defaultMessage="Place" />
          </TableHead>
          <TableHead>
            <FormattedMessage id="tournaments.results.player" defaultMessage="Player" />
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {ranking.map((row) => (
          <TableRow
            key={row.entry_id}
            data-place={placeLabel(row)}
            aria-current={row.entry_id === ownEntryId ? 'true' : undefined}
            className={cn(row.entry_id === ownEntryId && 'bg-info/10', row.position === 1 && 'font-semibold')}
          >
            <TableCell className="tabular-nums">{placeLabel(row)}</TableCell>
            <TableCell>{row.name}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
