import { cva } from 'class-variance-authority'
import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../../lib/cn'

const hint = cva('flex flex-wrap items-center rounded-lg border border-border bg-surface', {
  variants: {
    variant: {
      compact: 'gap-x-3 gap-y-1 px-3 py-2 text-sm',
      large: 'flex-col gap-3 px-6 py-5 text-center text-2xl',
    },
  },
})

const dartChip = cva('inline-flex items-center justify-center rounded-md font-mono font-bold tabular-nums', {
  variants: {
    variant: {
      compact: 'min-w-10 bg-secondary px-2 py-0.5 text-base text-secondary-foreground',
      large: 'min-w-20 bg-secondary px-4 py-2 text-4xl text-secondary-foreground',
    },
  },
})

export type CheckoutHintVariant = 'compact' | 'large'

export type CheckoutHintProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The route as dart codes, e.g. `['T20', 'T20', 'BULL']`, or null when there is no checkout. */
  route: readonly string[] | null
  /** The caller's text, e.g. "You require 170". */
  label: ReactNode
  /** Shown instead of a route when `route` is null, e.g. "No checkout". */
  emptyText?: ReactNode
  /** Spoken name of a dart code, e.g. "Treble 20" for "T20"; the code itself when left out. */
  dartLabel?: (code: string) => string
  variant?: CheckoutHintVariant
}

/** A checkout route suggested by the caller, dart by dart, under the caller's label. */
export function CheckoutHint({
  route,
  label,
  emptyText,
  dartLabel,
  variant = 'compact',
  className,
  ...props
}: CheckoutHintProps) {
  const labelId = useId()
  const hasRoute = route !== null && route.length > 0
  return (
    <div
      data-slot="checkout-hint"
      data-variant={variant}
      data-state={hasRoute ? 'route' : 'none'}
      className={cn(hint({ variant }), className)}
      {...props}
    >
      <p id={labelId} data-slot="checkout-hint-label" className="font-medium">
        {label}
      </p>
      {hasRoute ? (
        <ol aria-labelledby={labelId} data-slot="checkout-hint-route" className="flex flex-wrap gap-2">
          {route.map((code, index) => (
            // A route may repeat a dart (T20 T20), so the position is part of the key.
            <li key={`${index}-${code}`} data-slot="checkout-hint-dart" className={dartChip({ variant })}>
              {dartLabel ? (
                <>
                  <span aria-hidden="true">{code}</span>
                  <span className="sr-only">{dartLabel(code)}</span>
                </>
              ) : (
                code
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p data-slot="checkout-hint-empty" className="text-muted-foreground">
          {emptyText}
        </p>
      )}
    </div>
  )
}
