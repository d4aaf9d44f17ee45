import { TableCell, TableRow } from '@oche/ui'
import { useId, type ReactNode } from 'react'
import type { CsvCell } from '../../../../app/csv-download/csv-download'
import { ListTable } from '../../../../manage/parts/list-table/list-table'
import { CsvButton } from '../csv-button'

export type AnalyticsTableColumn = {
  key: string
  label: string
  /** Counts and averages: lined up at the end. */
  numeric?: boolean
}

/** One cell: as the page shows it, and as the CSV holds it (numbers unformatted, nothing an empty cell). */
export type AnalyticsTableCell = { shown: ReactNode; csv: CsvCell }

export type AnalyticsTableRow = { key: string; cells: readonly AnalyticsTableCell[] }

export type AnalyticsTableProps = {
  title: string
  /** A line under the title: what the rows count. */
  description?: ReactNode
  columns: readonly AnalyticsTableColumn[]
  rows: readonly AnalyticsTableRow[]
  /** The CSV file: what it holds (`languages`) and the period's first and last day. */
  csv: { name: string; from: string; to: string }
  /** Shown instead of the table when it has no rows. */
  empty?: ReactNode
}

/**
 * A breakdown of the period as a titled table (its first column names each row; rows stack into cards on a
 * phone) with a CSV download of the same rows under the same headers.
 */
export function AnalyticsTable({ title, description, columns, rows, csv, empty }: AnalyticsTableProps) {
  const headingId = useId()
  const headers = Object.fromEntries(columns.map((column) => [column.key, column.label]))
  return (
    <section
      aria-labelledby={headingId}
      data-slot="analytics-table"
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-surface-raised p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={headingId} className="text-lg leading-tight font-semibold">
            {title}
          </h3>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {rows.length > 0 ? (
          <CsvButton
            title={title}
            csv={{
              ...csv,
              table: () => ({
                header: columns.map((column) => column.label),
                rows: rows.map((row) => row.cells.map((cell) => cell.csv)),
              }),
            }}
          />
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ListTable
          label={title}
          columns={headers}
          alignEnd={columns.filter((column) => column.numeric).map((column) => column.key)}
        >
          {rows.map((row) => (
            <TableRow key={row.key} data-row={row.key}>
              {row.cells.map((cell, index) => {
                const column = columns[index]
                return index === 0 ? (
                  <TableCell
                    key={column?.key ?? index}
                    className="font-medium @max-lg:text-start @max-lg:before:hidden"
                  >
                    {cell.shown}
                  </TableCell>
                ) : (
                  <TableCell
                    key={column?.key ?? index}
                    label={column?.label}
                    className={column?.numeric ? 'text-end tabular-nums' : undefined}
                  >
                    {cell.shown}
                  </TableCell>
                )
              })}
            </TableRow>
          ))}
        </ListTable>
      )}
    </section>
  )
}
