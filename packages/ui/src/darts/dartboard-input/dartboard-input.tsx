import { Undo2 } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { DartboardGrid, type DartboardGridLabels } from './dartboard-grid'
import { DartboardSvg } from './dartboard-svg'
import type { DartboardDart } from './dartboard-types'

export type DartboardInputLabels = DartboardGridLabels & {
  /** Name of the whole input, e.g. "Dartboard". */
  board: string
  /** Name of the list of this visit's darts, e.g. "Darts this visit". */
  visit: string
  removeLast: ReactNode
}

export type DartboardInputProps = Omit<ComponentProps<'div'>, 'children'> & {
  labels: DartboardInputLabels
  /** Accessible name of a dart, e.g. "Treble 20", "Bull", "Miss". */
  segmentLabel: (dart: DartboardDart) => string
  /** Short text of a dart in the visit row, e.g. "T20"; the `segmentLabel` when left out. */
  dartCode?: (dart: DartboardDart) => string
  /** Reports a dart from the board, the grid or the Miss button. */
  onDart: (dart: DartboardDart) => void
  /** The darts of the current visit, oldest first (at most 3 are shown). */
  darts?: readonly DartboardDart[]
  onRemoveLast?: () => void
  /** Show the SVG board beside the grid on containers wider than 28rem; the grid is always there. */
  showBoard?: boolean
  /** Stops new darts (a full visit, another player's turn); removing the last dart stays possible. */
  disabled?: boolean
}

const VISIT_SLOTS = 3

/**
 * Per-dart entry: an SVG dartboard for pointers plus a compact S/D/T grid for keyboards, screen readers and
 * phones. It reports each dart with `onDart` and shows the visit's darts it is given; the caller decides
 * when a visit is over (pass `disabled`).
 */
export function DartboardInput({
  labels,
  segmentLabel,
  dartCode = segmentLabel,
  onDart,
  darts = [],
  onRemoveLast,
  showBoard = true,
  disabled = false,
  className,
  ...props
}: DartboardInputProps) {
  const shown = darts.slice(0, VISIT_SLOTS)
  return (
    <div
      role="group"
      aria-label={labels.board}
      data-slot="dartboard-input"
      data-disabled={disabled || undefined}
      data-darts={shown.length}
      className={cn('@container flex w-full flex-col gap-4', className)}
      {...props}
    >
      <div className="flex items-stretch gap-2">
        <ol aria-label={labels.visit} data-slot="dartboard-input-visit" className="grid flex-1 grid-cols-3 gap-2">
          {shown.map((dart, index) => (
            <li
              // Darts of a visit never reorder, so the position is a stable key.
              key={index}
              data-slot="dartboard-input-dart"
              data-multiplier={dart.multiplier}
              data-value={dart.value}
              className="flex min-h-12 items-center justify-center rounded-md bg-secondary font-mono text-lg font-semibold text-secondary-foreground"
            >
              <span aria-hidden="true">{dartCode(dart)}</span>
              <span className="sr-only">{segmentLabel(dart)}</span>
            </li>
          ))}
          {Array.from({ length: VISIT_SLOTS - shown.length }, (_, index) => (
            <li
              key={`empty-${index}`}
              aria-hidden="true"
              className="min-h-12 rounded-md border-2 border-dashed border-border"
            />
          ))}
        </ol>
        {onRemoveLast && (
          <button
            type="button"
            data-slot="dartboard-input-remove-last"
            disabled={shown.length === 0}
            className={cn(
              'inline-flex min-h-12 items-center gap-2 rounded-md border border-border bg-background px-3 text-sm font-medium',
              'hover:bg-muted disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-5',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            )}
            onClick={onRemoveLast}
          >
            <Undo2 aria-hidden />
            {labels.removeLast}
          </button>
        )}
      </div>
      <div className={cn('grid gap-4', showBoard && '@md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] @md:items-center')}>
        {showBoard && <DartboardSvg disabled={disabled} onDart={onDart} className="hidden @md:block" />}
        <DartboardGrid labels={labels} segmentLabel={segmentLabel} disabled={disabled} onDart={onDart} />
      </div>
    </div>
  )
}
