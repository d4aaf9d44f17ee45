import type { Entry, GroupTable as GroupTableData, StandingsRow } from '@oche/api'
import {
  Badge,
  cn,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  useDisclosure,
} from '@oche/ui'
import { Info, TriangleAlert } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ColumnName } from '../../../app/column-name/column-name'
import { describeSeparation } from '../labels/describe-separation'

export type GroupTableProps = {
  group: GroupTableData
  /** The tournament's entries: withdrawn players are marked. */
  entries?: readonly Entry[]
  /** The heading; "Group A" when not given (a round robin passes its own). */
  title?: ReactNode
  /** Controls beside the heading, such as a management screen's "Set decider". */
  actions?: ReactNode
  /** The viewer's own entry, marked in the table. */
  highlightEntryId?: string | null
  className?: string
}

function QualifiesMarker({ qualifies }: { qualifies: boolean | null }) {
  if (qualifies === null) return null
  return qualifies ? (
    <Badge variant="success" data-qualifies="winners">
      <FormattedMessage id="tournaments.groupTable.toWinners" defaultMessage="Winners KO" />
    </Badge>
  ) : (
    <Badge variant="outline" data-qualifies="consolation">
      <FormattedMessage id="tournaments.groupTable.toConsolation" defaultMessage="Consolation KO" />
    </Badge>
  )
}

/**
 * A group's (or a round robin's) table: position, played, won, drawn, lost, legs, leg difference, points and
 * average, whether each row goes on to the winners or the consolation knockout, and why each row is above the next
 * ("Above on leg difference (+4 vs +2)"). Ties the chain could not break are named under the table.
 */
export function GroupTable({ group, entries = [], title, actions, highlightEntryId, className }: GroupTableProps) {
  const intl = useIntl()
  const headingId = useId()
  const order = useDisclosure()
  // A tie only needs the organiser once the group is complete; before that, more games may still separate it.
  const ties = group.is_complete ? group.unresolved_ties : []
  const tied = new Set(ties.flat())
  const hasPlayed = group.rows.some((row) => row.played > 0)
  const withdrawn = new Set(entries.filter((entry) => entry.withdrawn).map((entry) => entry.id))
  const nameOf = (entryId: string) => group.rows.find((row) => row.entry_id === entryId)?.name ?? ''
  const average = (row: StandingsRow) =>
    row.average === null ? '–' : intl.formatNumber(row.average, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const legs = (row: StandingsRow) =>
    intl.formatMessage(
      { id: 'tournaments.groupTable.legsValue', defaultMessage: '{won}–{lost}' },
      { won: row.legs_won, lost: row.legs_lost },
    )
  const heading = title ?? (
    <FormattedMessage id="tournaments.groupTable.title" defaultMessage="Group {group}" values={{ group: group.id }} />
  )
  return (
    <section
      data-slot="group-table"
      data-group={group.id}
      data-complete={group.is_complete}
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-3', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          {heading}
          {group.is_complete ? (
            <Badge variant="neutral">
              <FormattedMessage id="tournaments.groupTable.complete" defaultMessage="Complete" />
            </Badge>
          ) : null}
        </h3>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      <Table
        scrollAreaLabel={intl.formatMessage(
          { id: 'tournaments.groupTable.scrollArea', defaultMessage: 'Table of group {group}' },
          { group: group.id },
        )}
        aria-labelledby={headingId}
      >
        <TableHeader>
          <TableRow>
            <TableHead className="w-10 text-end">
              <ColumnName
                short={<FormattedMessage id="tournaments.groupTable.positionShort" defaultMessage="#" />}
                full={intl.formatMessage({ id: 'tournaments.groupTable.position', defaultMessage: 'Position' })}
              />
            </TableHead>
            <TableHead>
              <FormattedMessage id="tournaments.groupTable.name" defaultMessage="Player" />
            </TableHead>
            <TableHead className="text-end">
              <ColumnName
                short={<FormattedMessage id="tournaments.groupTable.playedShort" defaultMessage="P" />}
                full={intl.formatMessage({ id: 'tournaments.groupTable.played', defaultMessage: 'Played' })}
              />
            </TableHead>
            <TableHead className="text-end">
              <ColumnName
                short={<FormattedMessage id="tournaments.groupTable.wonShort" defaultMessage="W" />}
                full={intl.formatMessage({ id: 'tournaments.groupTable.won', defaultMessage: 'Won' })}
              />
            </TableHead>
            <TableHead className="text-end">
              <ColumnName
                short={<FormattedMessage id="tournaments.groupTable.drawnShort" defaultMessage="D" />}
                full={intl.formatMessage({ id: 'tournaments.groupTable.drawn', defaultMessage: 'Drawn' })}
              />
            </TableHead>
            <TableHead className="text-end">
              <ColumnName
                short={<FormattedMessage id="tournaments.groupTable.lostShort" defaultMessage="L" />}
                full={intl.formatMessage({ id: 'tournaments.groupTable.lost', defaultMessage: 'Lost' })}
              />
            </TableHead>
            <TableHead className="text-end">
              <FormattedMessage id="tournaments.groupTable.legs" defaultMessage="Legs" />
            </TableHead>
            <TableHead className="text-end">
              <ColumnName
                short={<FormattedMessage id="tournaments.groupTable.legDifferenceShort" defaultMessage="+/−" />}
                full={intl.formatMessage({
                  id: 'tournaments.groupTable.legDifference',
                  defaultMessage: 'Leg difference',
                })}
              />
            </TableHead>
            <TableHead className="text-end">
              <ColumnName
                short={<FormattedMessage id="tournaments.groupTable.pointsShort" defaultMessage="Pts" />}
                full={intl.formatMessage({ id: 'tournaments.groupTable.points', defaultMessage: 'Points' })}
              />
            </TableHead>
            <TableHead className="text-end">
              <ColumnName
                short={<FormattedMessage id="tournaments.groupTable.averageShort" defaultMessage="Avg" />}
                full={intl.formatMessage({
                  id: 'tournaments.groupTable.average',
                  defaultMessage: '3-dart average',
                })}
              />
            </TableHead>
            <TableHead>
              <FormattedMessage id="tournaments.groupTable.next" defaultMessage="Goes to" />
            </TableHead>
            <TableHead>
              <span className="inline-flex items-center gap-1">
                <FormattedMessage id="tournaments.groupTable.why" defaultMessage="Why above the next" />
                {/* A disclosure, not a tooltip: a tap on a phone opens it too, and the sentence stays to be read. */}
                <IconButton
                  data-slot="group-table-order-toggle"
                  label={intl.formatMessage({
                    id: 'tournaments.groupTable.whyHelpLabel',
                    defaultMessage: 'How the table is ordered',
                  })}
                  size="sm"
                  className="aria-expanded:bg-muted"
                  {...order.triggerProps}
                >
                  <Info aria-hidden />
                </IconButton>
              </span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {group.rows.map((row) => (
            <TableRow
              key={row.entry_id}
              data-entry-id={row.entry_id}
              data-qualifies={row.qualifies === null ? undefined : row.qualifies ? 'winners' : 'consolation'}
              data-tied={tied.has(row.entry_id) || undefined}
              aria-current={row.entry_id === highlightEntryId ? 'true' : undefined}
              className={cn(
                'border-s-4 border-s-transparent',
                row.qualifies === true && 'border-s-success',
                row.qualifies === false && 'border-s-input',
                row.entry_id === highlightEntryId && 'bg-info/10',
              )}
            >
              <TableCell className="text-end font-mono tabular-nums">
                {row.position}
                {tied.has(row.entry_id) ? (
                  <TriangleAlert
                    role="img"
                    aria-label={intl.formatMessage({
                      id: 'tournaments.groupTable.tiedMarker',
                      defaultMessage: 'Tied, needs a decider',
                    })}
                    className="ms-1 inline size-3.5 text-warning"
                  />
                ) : null}
              </TableCell>
              <TableCell className="font-medium">
                <span className="flex flex-wrap items-center gap-2">
                  {row.name}
                  {withdrawn.has(row.entry_id) ? (
                    <Badge variant="outline">
                      <FormattedMessage id="tournaments.groupTable.withdrawn" defaultMessage="Withdrawn" />
                    </Badge>
                  ) : null}
                </span>
              </TableCell>
              <TableCell className="text-end tabular-nums">{row.played}</TableCell>
              <TableCell className="text-end tabular-nums">{row.won}</TableCell>
              <TableCell className="text-end tabular-nums">{row.drawn}</TableCell>
              <TableCell className="text-end tabular-nums">{row.lost}</TableCell>
              <TableCell className="text-end whitespace-nowrap tabular-nums">{legs(row)}</TableCell>
              <TableCell className="text-end tabular-nums">
                {intl.formatNumber(row.leg_difference, { signDisplay: 'exceptZero' })}
              </TableCell>
              <TableCell className="text-end font-semibold tabular-nums">{row.points}</TableCell>
              <TableCell className="text-end tabular-nums">{average(row)}</TableCell>
              <TableCell>
                <QualifiesMarker qualifies={row.qualifies} />
              </TableCell>
              <TableCell data-slot="group-table-why" className="min-w-48 text-xs text-muted-foreground">
                {hasPlayed && row.above_next ? describeSeparation(intl, row.above_next) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {order.isOpen ? (
        <p {...order.contentProps} data-slot="group-table-order" className="text-sm text-muted-foreground">
          <FormattedMessage
            id="tournaments.groupTable.whyHelp"
            defaultMessage="Players are ordered by the tournament’s tie-breakers in turn; this column names the one that put each player above the next."
          />
        </p>
      ) : null}
      {ties.map((tie) => (
        <p
          key={tie.join()}
          role="note"
          data-slot="group-table-tie"
          className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          <FormattedMessage
            id="tournaments.groupTable.unresolvedTie"
            defaultMessage="{names} are level on every tie-breaker. The organiser settles their order with a bull-off, a play-off or by drawing lots."
            values={{ names: intl.formatList(tie.map(nameOf), { type: 'conjunction' }) }}
          />
        </p>
      ))}
    </section>
  )
}
