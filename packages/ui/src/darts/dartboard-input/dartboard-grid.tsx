import { cva } from 'class-variance-authority'
import { useRef, useState, type ComponentProps, type KeyboardEvent } from 'react'
import { cn } from '../../lib/cn'
import { MISS, type DartboardDart, type DartboardMultiplier } from './dartboard-types'

export type DartboardGridLabels = {
  /** Name of the grid, e.g. "Enter a dart". */
  grid: string
  /** Name of the S/D/T toggle, e.g. "Ring". */
  multiplier: string
  single: string
  double: string
  treble: string
}

const gridButton = cva(
  [
    'inline-flex min-h-14 w-full items-center justify-center rounded-md px-1 font-mono text-lg leading-tight font-semibold',
    'tabular-nums select-none touch-manipulation transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-50',
  ],
  {
    variants: {
      kind: {
        number: 'border border-border bg-surface-raised hover:bg-muted',
        // 25 and Bull take 2 + 1 columns and Miss 2, so the last row is full.
        'outer-bull': 'col-span-2 bg-accent font-sans text-base text-accent-foreground hover:bg-accent/90',
        bull: 'bg-primary font-sans text-base text-primary-foreground hover:bg-primary/90',
        miss: 'col-span-2 bg-muted font-sans text-base hover:bg-muted/70',
        toggle: [
          'border border-border bg-background font-sans text-base hover:bg-muted',
          'aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground',
        ],
      },
    },
  },
)

const NUMBERS = Array.from({ length: 20 }, (_, index) => index + 1)
const COLUMNS = 5

export type DartboardGridProps = Omit<ComponentProps<'div'>, 'children'> & {
  labels: DartboardGridLabels
  segmentLabel: (dart: DartboardDart) => string
  disabled?: boolean
  onDart: (dart: DartboardDart) => void
}

/**
 * The compact S/D/T grid: the keyboard and screen-reader way to enter a dart, and the whole input on a phone.
 * The 23 targets share one tab stop and are walked with the arrow keys, Home and End.
 */
export function DartboardGrid({
  labels,
  segmentLabel,
  disabled = false,
  onDart,
  className,
  ...props
}: DartboardGridProps) {
  const [multiplier, setMultiplier] = useState<DartboardMultiplier>(1)
  const [activeIndex, setActiveIndex] = useState(0)
  const targetsRef = useRef<HTMLDivElement>(null)

  // The bull beds exist once each, so 25 and Bull ignore the toggle.
  const targets: DartboardDart[] = [
    ...NUMBERS.map((value) => ({ multiplier, value })),
    { multiplier: 1, value: 25 },
    { multiplier: 2, value: 25 },
    MISS,
  ]

  function handleDart(dart: DartboardDart, index: number) {
    setActiveIndex(index)
    // Like most scoring apps the ring goes back to single after each dart, the most common throw.
    setMultiplier(1)
    onDart(dart)
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = targets.length - 1
    const moves: Record<string, number> = {
      ArrowRight: Math.min(index + 1, last),
      ArrowLeft: Math.max(index - 1, 0),
      ArrowDown: Math.min(index + COLUMNS, last),
      ArrowUp: index - COLUMNS >= 0 ? index - COLUMNS : index,
      Home: 0,
      End: last,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    setActiveIndex(next)
    targetsRef.current?.querySelectorAll<HTMLButtonElement>('[data-slot="dartboard-grid-target"]')[next]?.focus()
  }

  const toggles = [
    [1, labels.single],
    [2, labels.double],
    [3, labels.treble],
  ] as const

  return (
    <div
      role="group"
      aria-label={labels.grid}
      data-slot="dartboard-grid"
      data-multiplier={multiplier}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <div role="group" aria-label={labels.multiplier} className="grid grid-cols-3 gap-2">
        {toggles.map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={multiplier === value}
            data-slot="dartboard-grid-multiplier"
            disabled={disabled}
            className={gridButton({ kind: 'toggle' })}
            onClick={() => setMultiplier(multiplier === value ? 1 : value)}
          >
            {label}
          </button>
        ))}
      </div>
      <div ref={targetsRef} className="grid grid-cols-5 gap-2">
        {targets.map((dart, index) => {
          const kind =
            dart.multiplier === 0
              ? 'miss'
              : dart.value !== 25
                ? 'number'
                : dart.multiplier === 2
                  ? 'bull'
                  : 'outer-bull'
          const name = segmentLabel(dart)
          return (
            <button
              key={kind === 'number' ? dart.value : `${kind}-${dart.multiplier}`}
              type="button"
              aria-label={kind === 'number' ? name : undefined}
              tabIndex={index === activeIndex ? 0 : -1}
              data-slot="dartboard-grid-target"
              data-multiplier={dart.multiplier}
              data-value={dart.value}
              disabled={disabled}
              className={gridButton({ kind })}
              onClick={() => handleDart(dart, index)}
              onKeyDown={(event) => handleKeyDown(event, index)}
            >
              {kind === 'number' ? dart.value : name}
            </button>
          )
        })}
      </div>
    </div>
  )
}
