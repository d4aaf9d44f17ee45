import { cva } from 'class-variance-authority'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { createContext, use, useEffect, useRef, useState, type ComponentProps } from 'react'
import { cn } from '../../lib/cn'
import { useControllableState } from '../../lib/use-controllable-state'

export type TableSortDirection = 'ascending' | 'descending'
export type TableSort = { column: string; direction: TableSortDirection }

type TableContextValue = {
  isStacked: boolean
  sort: TableSort | null
  setSort: (sort: TableSort) => void
}

const TableContext = createContext<TableContextValue>({ isStacked: false, sort: null, setSort: () => {} })
const TableHeadContext = createContext<{ column: string; firstDirection: TableSortDirection } | null>(null)

/** True while the element is wider inside than out, so keyboard users need a tab stop to scroll it. */
function useIsOverflowing<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [isOverflowing, setIsOverflowing] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new ResizeObserver(() => setIsOverflowing(element.scrollWidth > element.clientWidth))
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    return () => observer.disconnect()
  }, [])
  return [ref, isOverflowing] as const
}

// Stacking follows the table's own width (a container query), so a table in a narrow column stacks too.
const stacked = {
  table: '@max-lg:block',
  header: '@max-lg:sr-only',
  body: '@max-lg:block @max-lg:space-y-3',
  footer: '@max-lg:block',
  row: '@max-lg:block @max-lg:rounded-lg @max-lg:border @max-lg:border-border @max-lg:bg-surface-raised @max-lg:p-2',
  cell: [
    '@max-lg:flex @max-lg:justify-between @max-lg:gap-4 @max-lg:py-1.5 @max-lg:text-end',
    '@max-lg:before:font-medium @max-lg:before:text-muted-foreground @max-lg:before:content-[attr(data-label)]',
  ].join(' '),
}

export type TableProps = ComponentProps<'table'> & {
  /** Accessible name of the scroll area, given when the table is too wide and keyboard users must scroll it. */
  scrollAreaLabel?: string
  /** On narrow containers each row becomes a card and each cell shows its column's `label`. */
  stackOnMobile?: boolean
  sort?: TableSort | null
  defaultSort?: TableSort | null
  onSortChange?: (sort: TableSort) => void
  containerClassName?: string
}

/**
 * A semantic data table in a horizontally scrolling container. Sorting is reported, never performed: the
 * caller orders the rows on `onSortChange`.
 */
export function Table({
  scrollAreaLabel,
  stackOnMobile = false,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  containerClassName,
  className,
  ...props
}: TableProps) {
  const [containerRef, isOverflowing] = useIsOverflowing<HTMLDivElement>()
  const [sort, setSort] = useControllableState<TableSort | null>({
    value: sortProp,
    defaultValue: defaultSort,
    onChange: (next) => next && onSortChange?.(next),
  })
  return (
    <TableContext value={{ isStacked: stackOnMobile, sort, setSort }}>
      <div
        ref={containerRef}
        data-slot="table-container"
        data-overflowing={isOverflowing}
        role={isOverflowing ? 'region' : undefined}
        aria-label={isOverflowing ? scrollAreaLabel : undefined}
        tabIndex={isOverflowing ? 0 : undefined}
        className={cn(
          '@container relative w-full overflow-x-auto rounded-md',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          containerClassName,
        )}
      >
        <table
          data-slot="table"
          data-stacked={stackOnMobile}
          className={cn('w-full caption-bottom border-collapse text-sm', stackOnMobile && stacked.table, className)}
          {...props}
        />
      </div>
    </TableContext>
  )
}

export type TableHeaderProps = ComponentProps<'thead'>

export function TableHeader({ className, ...props }: TableHeaderProps) {
  const { isStacked } = use(TableContext)
  return (
    <thead
      data-slot="table-header"
      className={cn('border-b border-border', isStacked && stacked.header, className)}
      {...props}
    />
  )
}

export type TableBodyProps = ComponentProps<'tbody'>

export function TableBody({ className, ...props }: TableBodyProps) {
  const { isStacked } = use(TableContext)
  return (
    <tbody
      data-slot="table-body"
      className={cn('[&_tr:last-child]:border-0', isStacked && stacked.body, className)}
      {...props}
    />
  )
}

export type TableFooterProps = ComponentProps<'tfoot'>

export function TableFooter({ className, ...props }: TableFooterProps) {
  const { isStacked } = use(TableContext)
  return (
    <tfoot
      data-slot="table-footer"
      className={cn('border-t border-border bg-muted font-medium', isStacked && stacked.footer, className)}
      {...props}
    />
  )
}

export type TableRowProps = ComponentProps<'tr'>

export function TableRow({ className, ...props }: TableRowProps) {
  const { isStacked } = use(TableContext)
  return (
    <tr
      data-slot="table-row"
      className={cn(
        'border-b border-border transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted',
        isStacked && stacked.row,
        className,
      )}
      {...props}
    />
  )
}

const tableHead = cva('h-10 px-3 text-start align-middle font-medium whitespace-nowrap text-muted-foreground')

export type TableHeadProps = ComponentProps<'th'> & {
  /** Makes the column sortable under this key; put a `TableSortButton` inside. */
  column?: string
  /** The direction a first click on this column sorts in (descending suits averages). */
  firstDirection?: TableSortDirection
}

export function TableHead({
  column,
  firstDirection = 'ascending',
  className,
  scope = 'col',
  ...props
}: TableHeadProps) {
  const { sort } = use(TableContext)
  const direction = column === undefined ? undefined : sort?.column === column ? sort.direction : 'none'
  const head = (
    <th
      data-slot="table-head"
      data-sort={direction}
      aria-sort={direction}
      scope={scope}
      className={cn(tableHead(), className)}
      {...props}
    />
  )
  if (column === undefined) return head
  return <TableHeadContext value={{ column, firstDirection }}>{head}</TableHeadContext>
}

export type TableSortButtonProps = ComponentProps<'button'>

/** The button inside a sortable `TableHead`; the header's `aria-sort` tells screen readers the current order. */
export function TableSortButton({ className, children, onClick, ...props }: TableSortButtonProps) {
  const { sort, setSort } = use(TableContext)
  const head = use(TableHeadContext)
  if (!head) throw new Error('TableSortButton must be inside a TableHead with a `column`.')
  const direction = sort?.column === head.column ? sort.direction : 'none'
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown
  return (
    <button
      type="button"
      data-slot="table-sort-button"
      data-sort={direction}
      className={cn(
        '-mx-2 inline-flex h-10 items-center gap-1.5 rounded-md px-2 font-medium hover:bg-muted hover:text-foreground',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'data-[sort=ascending]:text-foreground data-[sort=descending]:text-foreground',
        className,
      )}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented) return
        const next: TableSortDirection =
          direction === 'none' ? head.firstDirection : direction === 'ascending' ? 'descending' : 'ascending'
        setSort({ column: head.column, direction: next })
      }}
      {...props}
    >
      {children}
      <Icon aria-hidden className={cn('size-4 shrink-0', direction === 'none' && 'opacity-50')} />
    </button>
  )
}

export type TableCellProps = ComponentProps<'td'> & {
  /** The column's name, shown beside the value when the table stacks into cards. */
  label?: string
}

export function TableCell({ label, className, ...props }: TableCellProps) {
  const { isStacked } = use(TableContext)
  return (
    <td
      data-slot="table-cell"
      data-label={label}
      className={cn('px-3 py-2.5 align-middle', isStacked && stacked.cell, className)}
      {...props}
    />
  )
}

export type TableCaptionProps = ComponentProps<'caption'>

export function TableCaption({ className, ...props }: TableCaptionProps) {
  return (
    <caption data-slot="table-caption" className={cn('mt-3 text-sm text-muted-foreground', className)} {...props} />
  )
}
