import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../../components/table'

export type StatsValue = string | number | null

export type StatsTableRow = {
  id: string
  label: string
  /** One value per side, already formatted by the caller; null shows `emptyValue`. */
  values: readonly StatsValue[]
  /** Which value is better; numeric `values` (or `scores`) are compared. */
  better?: 'higher' | 'lower'
  /** Raw numbers to compare when `values` are formatted strings, e.g. [88.41, 75.3] for "88.41", "75.30". */
  scores?: readonly (number | null)[]
}

export type StatsTableSide = { id: string; name: string }

export type StatsTableLabels = {
  /** Header of the statistic column, e.g. "Statistic" (hidden visually). */
  statistic: string
  /** Name of the scroll area when the table is wider than its container. */
  scrollArea: string
  caption?: ReactNode
  /** Read out after a best value, e.g. "best"; the emphasis is visual only when left out. */
  best?: string
}

export type StatsTableProps = Omit<ComponentProps<'table'>, 'children'> & {
  sides: readonly StatsTableSide[]
  rows: readonly StatsTableRow[]
  labels: StatsTableLabels
  /** Shown for a null value (a checkout % with no darts at a double). */
  emptyValue?: ReactNode
}

/** Indexes of the best values, or none when there is nothing to compare or every value is equal. */
function bestIndexes(row: StatsTableRow) {
  if (!row.better) return new Set<number>()
  const numbers = row.values.map((value, index) => {
    const score = row.scores?.[index] ?? value
    return typeof score === 'number' && Number.isFinite(score) ? score : null
  })
  const present = numbers.filter((value): value is number => value !== null)
  if (present.length < 2 || present.every((value) => value === present[0])) return new Set<number>()
  const best = row.better === 'higher' ? Math.max(...present) : Math.min(...present)
  return new Set(numbers.flatMap((value, index) => (value === best ? [index] : [])))
}

/**
 * Match statistics of 2–4 sides, one row per statistic, with each row's better value emphasised
 * (`data-best`). The caller formats the numbers; on narrow screens each statistic becomes a card.
 */
export function StatsTable({ sides, rows, labels, emptyValue = '–', className, ...props }: StatsTableProps) {
  return (
    <Table
      stackOnMobile
      scrollAreaLabel={labels.scrollArea}
      data-slot="stats-table"
      data-sides={sides.length}
      className={cn('tabular-nums', className)}
      {...props}
    >
      {labels.caption && (
        <TableCaption className="@max-lg:mb-3 @max-lg:block @max-lg:text-start">{labels.caption}</TableCaption>
      )}
      <TableHeader>
        <TableRow>
          <TableHead>
            <span className="sr-only">{labels.statistic}</span>
          </TableHead>
          {sides.map((side) => (
            <TableHead key={side.id} className="text-end text-foreground">
              {side.name}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const best = bestIndexes(row)
          return (
            <TableRow key={row.id} data-slot="stats-table-row" data-stat={row.id}>
              <TableHead scope="row" className="font-medium text-foreground">
                {row.label}
              </TableHead>
              {sides.map((side, index) => {
                const value = row.values[index] ?? null
                const isBest = best.has(index)
                return (
                  <TableCell
                    key={side.id}
                    label={side.name}
                    data-best={isBest || undefined}
                    className={cn('text-end', value === null && 'text-muted-foreground')}
                  >
                    <span
                      className={cn(
                        'font-mono',
                        isBest && 'font-bold underline decoration-primary decoration-2 underline-offset-4',
                      )}
                    >
                      {value ?? emptyValue}
                    </span>
                    {isBest && labels.best && <span className="sr-only"> {labels.best}</span>}
                  </TableCell>
                )
              })}
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
