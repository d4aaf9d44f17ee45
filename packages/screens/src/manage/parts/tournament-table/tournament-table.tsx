import type { TournamentListItem } from '@oche/api'
import { Badge, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@oche/ui'
import type { ReactNode } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { ColourSwatch } from '../tournament-colour'
import { TournamentStatusBadge } from '../tournament-status'

export type TournamentTableProps = {
  items: readonly TournamentListItem[]
  /** Names the table for screen readers ("Tournaments you organise"). */
  label: string
  /** Where a tournament's name leads. */
  hrefOf: (item: TournamentListItem) => string
  /** More links per tournament (its public page), in a last column. */
  actionsOf?: (item: TournamentListItem) => ReactNode
}

/** Tournaments with their colour code, start, status and entries; each row becomes a card on a phone. */
export function TournamentTable({ items, label, hrefOf, actionsOf }: TournamentTableProps) {
  const intl = useIntl()
  const { Link } = usePlatform()
  const columns = {
    tournament: intl.formatMessage({ id: 'manage.tournamentTable.tournament', defaultMessage: 'Tournament' }),
    starts: intl.formatMessage({ id: 'manage.tournamentTable.starts', defaultMessage: 'Starts' }),
    status: intl.formatMessage({ id: 'manage.tournamentTable.status', defaultMessage: 'Status' }),
    entries: intl.formatMessage({ id: 'manage.tournamentTable.entries', defaultMessage: 'Entries' }),
    links: intl.formatMessage({ id: 'manage.tournamentTable.links', defaultMessage: 'Links' }),
  }
  return (
    <Table aria-label={label} stackOnMobile scrollAreaLabel={label}>
      <TableHeader>
        <TableRow>
          <TableHead>{columns.tournament}</TableHead>
          <TableHead>{columns.starts}</TableHead>
          <TableHead>{columns.status}</TableHead>
          <TableHead className="text-end">{columns.entries}</TableHead>
          {actionsOf ? <TableHead>{columns.links}</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id} data-tournament={item.id} data-colour={item.colour}>
            <TableCell className="@max-lg:text-start @max-lg:before:hidden">
              <div className="flex items-start gap-3">
                <ColourSwatch colour={item.colour} className="mt-1" />
                <div className="flex min-w-0 flex-col gap-0.5">
                  <Link href={hrefOf(item)} className="font-medium text-foreground underline-offset-4 hover:underline">
                    {item.name}
                  </Link>
                  {item.venue ? <span className="text-sm text-muted-foreground">{item.venue}</span> : null}
                  {item.is_test ? (
                    <Badge variant="warning" className="mt-1">
                      <FormattedMessage id="manage.tournamentTable.test" defaultMessage="Test" />
                    </Badge>
                  ) : null}
                </div>
              </div>
            </TableCell>
            <TableCell label={columns.starts} className="whitespace-nowrap">
              <FormattedDate value={item.starts_at} dateStyle="medium" timeStyle="short" />
            </TableCell>
            <TableCell label={columns.status}>
              <TournamentStatusBadge status={item.status} />
            </TableCell>
            <TableCell label={columns.entries} className="text-end tabular-nums">
              {item.entry_limit === null ? (
                item.entries_count
              ) : (
                <FormattedMessage
                  id="manage.overview.entriesOfLimit"
                  defaultMessage="{count} of {limit}"
                  values={{ count: item.entries_count, limit: item.entry_limit }}
                />
              )}
            </TableCell>
            {actionsOf ? <TableCell label={columns.links}>{actionsOf(item)}</TableCell> : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
