import { cva } from 'class-variance-authority'
import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../../lib/cn'

export type VisitResult = 'scored' | 'bust' | 'checkout'

export type VisitListItem = {
  id: string
  /** The visit's score as the caller shows it. */
  score: ReactNode
  /** The remaining score after the visit. */
  remaining: ReactNode
  darts?: ReactNode
  result?: VisitResult
}

export type VisitListLabels = {
  /** The table's caption, e.g. the side's name: "Luke Littler, leg 3". */
  caption: ReactNode
  /** Name of the scroll area once the list scrolls, e.g. "Visits of Luke Littler". */
  scrollArea: string
  visit: ReactNode
  score: ReactNode
  remaining: ReactNode
  darts: ReactNode
  bust: ReactNode
  checkout: ReactNode
  /** Shown before the first visit, e.g. "No visits yet". */
  empty: ReactNode
}

const row = cva('border-b border-border last:border-0', {
  variants: {
    result: {
      scored: '',
      bust: 'bg-danger/10 [&_[data-slot=visit-list-score]]:text-danger',
      checkout: 'bg-success/15 font-semibold',
    },
  },
})

export type VisitListProps = Omit<ComponentProps<'div'>, 'children'> & {
  visits: readonly VisitListItem[]
  labels: VisitListLabels
  /** Emphasise the newest visit, e.g. just after it was entered. */
  highlightLast?: boolean
}

/**
 * The visits of one side in a leg, newest last, in a scroll area that follows the newest visit.
 * Bust and checkout rows carry `data-result` and a text marker, so the result is not told by colour alone.
 */
export function VisitList({ visits, labels, highlightLast = false, className, ...props }: VisitListProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const lastId = visits.at(-1)?.id

  const [isScrollable, setIsScrollable] = useState(false)

  useEffect(() => {
    const element = scrollRef.current
    if (element) element.scrollTop = element.scrollHeight
  }, [lastId])

  useEffect(() => {
    const element = scrollRef.current
    if (!element) return
    const observer = new ResizeObserver(() => setIsScrollable(element.scrollHeight > element.clientHeight))
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    return () => observer.disconnect()
  }, [])

  return (
    <div
      ref={scrollRef}
      role={isScrollable ? 'region' : undefined}
      aria-label={isScrollable ? labels.scrollArea : undefined}
      // Once the list scrolls, keyboard users need a tab stop to scroll it.
      tabIndex={isScrollable ? 0 : undefined}
      data-scrollable={isScrollable}
      data-slot="visit-list"
      className={cn(
        'max-h-80 overflow-y-auto rounded-lg border border-border bg-surface',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    >
      <table className="w-full border-collapse text-sm">
        <caption className="px-3 pt-2 text-start font-semibold">{labels.caption}</caption>
        <thead className="sticky top-0 bg-surface text-muted-foreground">
          <tr className="border-b border-border">
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {labels.visit}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {labels.score}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {labels.remaining}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {labels.darts}
            </th>
          </tr>
        </thead>
        <tbody>
          {visits.length === 0 && (
            <tr>
              <td colSpan={4} data-slot="visit-list-empty" className="px-3 py-4 text-center text-muted-foreground">
                {labels.empty}
              </td>
            </tr>
          )}
          {visits.map((visit, index) => {
            const result = visit.result ?? 'scored'
            const isHighlighted = highlightLast && index === visits.length - 1
            return (
              <tr
                key={visit.id}
                data-slot="visit-list-row"
                data-result={result}
                data-highlighted={isHighlighted || undefined}
                className={cn(row({ result }), isHighlighted && 'outline-2 -outline-offset-2 outline-primary')}
              >
                <td className="px-3 py-2 text-muted-foreground tabular-nums">{index + 1}</td>
                <td className="px-3 py-2 text-end font-mono tabular-nums">
                  <span data-slot="visit-list-score" className={cn(result === 'bust' && 'line-through')}>
                    {visit.score}
                  </span>
                  {result !== 'scored' && (
                    <span
                      data-slot="visit-list-marker"
                      className={cn(
                        'ms-2 rounded px-1.5 py-0.5 font-sans text-xs font-semibold',
                        result === 'bust' ? 'bg-danger text-danger-foreground' : 'bg-success text-success-foreground',
                      )}
                    >
                      {result === 'bust' ? labels.bust : labels.checkout}
                    </span>
                  )}
                </td>
                <td className="px-3 py-2 text-end font-mono font-semibold tabular-nums">{visit.remaining}</td>
                <td className="px-3 py-2 text-end font-mono text-muted-foreground tabular-nums">{visit.darts}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
