import { Table, TableBody, TableHead, TableHeader, TableRow } from '@oche/ui'
import type { ReactNode } from 'react'

export type ListTableProps<K extends string> = {
  /** The table's accessible name, also the name of its scroll area. */
  label: string
  /** The column headings in order, by key; the rows' cells use the same texts as their labels on phones. */
  columns: Readonly<Record<K, string>>
  /** The columns lined up at the end: numbers and the row actions. */
  alignEnd?: readonly K[]
  /** The rows (`TableRow`s), one per item. */
  children: ReactNode
}

/** The organiser's list tables: a named table with one heading row, stacked into cards on narrow screens. */
export function ListTable<K extends string>({ label, columns, alignEnd = [], children }: ListTableProps<K>) {
  const headings = Object.entries(columns) as [K, string][]
  return (
    <Table aria-label={label} scrollAreaLabel={label} stackOnMobile>
      <TableHeader>
        <TableRow>
          {headings.map(([key, heading]) => (
            <TableHead key={key} className={alignEnd.includes(key) ? 'text-end' : undefined}>
              {heading}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>{children}</TableBody>
    </Table>
  )
}
