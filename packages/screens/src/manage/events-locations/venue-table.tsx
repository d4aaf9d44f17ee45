import type { Venue } from '@oche/api'
import { TableCell, TableRow } from '@oche/ui'
import { ExternalLink } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ListTable } from '../parts/list-table/list-table'
import { RowActionsCell } from '../parts/row-actions/row-actions-menu'

/** What the organiser does to one venue; the screen opens the matching dialog. */
export type VenueAction = 'edit' | 'delete'

export type VenueTableProps = {
  venues: readonly Venue[]
  onAction: (action: VenueAction, venue: Venue) => void
}

/** The address on one or two lines: street, then postcode, city and country, leaving out what is empty. */
function addressLines(venue: Venue): string[] {
  const place = [[venue.postcode, venue.city].filter(Boolean).join(' '), venue.country].filter(Boolean).join(', ')
  return [venue.street, place].filter(Boolean)
}

/** The venue list: name, address, map link, the boards an event there starts with, and a menu of actions. */
export function VenueTable({ venues, onAction }: VenueTableProps) {
  const intl = useIntl()
  const label = intl.formatMessage({ id: 'manage.venues.tableLabel', defaultMessage: 'Event locations' })
  const columns = {
    name: intl.formatMessage({ id: 'manage.venues.name', defaultMessage: 'Name' }),
    address: intl.formatMessage({ id: 'manage.venues.address', defaultMessage: 'Address' }),
    map: intl.formatMessage({ id: 'manage.venues.map', defaultMessage: 'Map' }),
    boards: intl.formatMessage({ id: 'manage.venues.boards', defaultMessage: 'Boards' }),
    actions: intl.formatMessage({ id: 'manage.players.actions', defaultMessage: 'Actions' }),
  }
  return (
    <ListTable label={label} columns={columns} alignEnd={['boards', 'actions']}>
      {venues.map((venue) => {
        const lines = addressLines(venue)
        return (
          <TableRow key={venue.id} data-venue={venue.id}>
            <TableCell className="font-medium @max-lg:text-start @max-lg:before:hidden">{venue.name}</TableCell>
            <TableCell label={columns.address}>
              {lines.length > 0 ? (
                <address className="flex flex-col not-italic">
                  {lines.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
              ) : (
                <span className="text-muted-foreground">
                  <FormattedMessage id="manage.venues.noAddress" defaultMessage="No address" />
                </span>
              )}
            </TableCell>
            <TableCell label={columns.map}>
              {venue.map_url ? (
                <a
                  href={venue.map_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 text-primary underline underline-offset-4"
                >
                  <FormattedMessage
                    id="manage.venues.openMap"
                    defaultMessage="Map of {name}"
                    values={{ name: venue.name }}
                  />
                  <ExternalLink aria-hidden className="size-4" />
                  <span className="sr-only">
                    <FormattedMessage id="manage.venues.newTab" defaultMessage="(opens in a new tab)" />
                  </span>
                </a>
              ) : (
                <span className="text-muted-foreground">
                  <FormattedMessage id="manage.venues.noMap" defaultMessage="No map link" />
                </span>
              )}
            </TableCell>
            <TableCell label={columns.boards} className="text-end tabular-nums">
              {venue.default_board_count}
            </TableCell>
            <RowActionsCell
              columnLabel={columns.actions}
              label={intl.formatMessage(
                { id: 'manage.venues.actionsOf', defaultMessage: 'Actions for {name}' },
                { name: venue.name },
              )}
              actions={[
                { action: 'edit', label: <FormattedMessage id="manage.venues.edit" defaultMessage="Edit" /> },
                {
                  action: 'delete',
                  label: <FormattedMessage id="manage.venues.delete" defaultMessage="Delete" />,
                  variant: 'danger',
                  separated: true,
                },
              ]}
              onAction={(action) => onAction(action, venue)}
            />
          </TableRow>
        )
      })}
    </ListTable>
  )
}
