import { cva } from 'class-variance-authority'
import { ChevronLeft, ChevronRight, Ellipsis } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { useControllableState } from '../../lib/use-controllable-state'
import { getPaginationItems } from './pagination-items'

const paginationControl = cva(
  [
    'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md px-3 text-sm font-medium select-none',
    'transition-colors hover:bg-muted [&_svg]:size-4 [&_svg]:shrink-0',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'aria-[current=page]:border aria-[current=page]:border-border aria-[current=page]:bg-surface-raised',
    'aria-disabled:pointer-events-none aria-disabled:opacity-50 disabled:pointer-events-none disabled:opacity-50',
  ],
  {
    variants: { kind: { page: 'tabular-nums', step: '' } },
    defaultVariants: { kind: 'page' },
  },
)

export type PaginationProps = Omit<ComponentProps<'nav'>, 'children'> & {
  pageCount: number
  page?: number
  defaultPage?: number
  onPageChange?: (page: number) => void
  /** Render pages as links to these addresses (a click still reports `onPageChange`). */
  getHref?: (page: number) => string
  previousLabel: string
  nextLabel: string
  /** An accessible name per page button, such as "Page 3"; the number alone is read otherwise. */
  getPageLabel?: (page: number) => string
  siblingCount?: number
  boundaryCount?: number
}

type ControlProps = {
  page: number
  isDisabled?: boolean
  isCurrent?: boolean
  kind: 'page' | 'step'
  label?: string
  children: ReactNode
}

/**
 * Page navigation with previous/next, the current page marked `aria-current="page"`, and ellipses for long
 * ranges. Renders buttons, or links when `getHref` is given.
 */
export function Pagination({
  pageCount,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  getHref,
  previousLabel,
  nextLabel,
  getPageLabel,
  siblingCount = 1,
  boundaryCount = 1,
  className,
  ...props
}: PaginationProps) {
  const [page, setPage] = useControllableState({ value: pageProp, defaultValue: defaultPage, onChange: onPageChange })
  const items = getPaginationItems(page, pageCount, siblingCount, boundaryCount)

  // A plain function, not a component, so the controls keep their identity (and focus) across renders.
  function renderControl({ page: target, isDisabled = false, isCurrent = false, kind, label, children }: ControlProps) {
    const shared = {
      'data-slot': kind === 'page' ? 'pagination-page' : 'pagination-step',
      'aria-current': isCurrent ? ('page' as const) : undefined,
      'aria-label': label,
      className: paginationControl({ kind }),
    }
    if (!getHref) {
      return (
        <button type="button" disabled={isDisabled} onClick={() => setPage(target)} {...shared}>
          {children}
        </button>
      )
    }
    // A link to nowhere is not a link: the disabled end is a named, inert element.
    if (isDisabled) {
      return (
        <span role="link" aria-disabled="true" {...shared}>
          {children}
        </span>
      )
    }
    return (
      <a href={getHref(target)} onClick={() => setPage(target)} {...shared}>
        {children}
      </a>
    )
  }

  return (
    <nav data-slot="pagination" className={cn('flex justify-center', className)} {...props}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {renderControl({
            page: page - 1,
            isDisabled: page <= 1,
            kind: 'step',
            children: (
              <>
                <ChevronLeft aria-hidden />
                <span>{previousLabel}</span>
              </>
            ),
          })}
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              {renderControl({
                page: item,
                isCurrent: item === page,
                kind: 'page',
                label: getPageLabel?.(item),
                children: item,
              })}
            </li>
          ) : (
            <li
              key={item}
              data-slot="pagination-ellipsis"
              aria-hidden
              className="flex size-10 items-center justify-center"
            >
              <Ellipsis className="size-4 text-muted-foreground" />
            </li>
          ),
        )}
        <li>
          {renderControl({
            page: page + 1,
            isDisabled: page >= pageCount,
            kind: 'step',
            children: (
              <>
                <span>{nextLabel}</span>
                <ChevronRight aria-hidden />
              </>
            ),
          })}
        </li>
      </ul>
    </nav>
  )
}
