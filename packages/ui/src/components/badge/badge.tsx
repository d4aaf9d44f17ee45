import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'

export const badgeVariants = cva(
  [
    'inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium',
    'whitespace-nowrap [&_svg]:size-3 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        neutral: 'border-transparent bg-muted text-foreground',
        primary: 'border-transparent bg-primary text-primary-foreground',
        success: 'border-transparent bg-success text-success-foreground',
        warning: 'border-transparent bg-warning text-warning-foreground',
        danger: 'border-transparent bg-danger text-danger-foreground',
        info: 'border-transparent bg-info text-info-foreground',
        outline: 'border-border bg-transparent text-foreground',
        live: 'border-transparent bg-danger text-danger-foreground',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
)

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>

/**
 * A short status label ("Live", "Finished", "Seed 1"). The `live` variant adds a pulsing dot for matches being
 * played; the pulse stops for users who ask for reduced motion. Text arrives translated as children.
 */
export function Badge({ variant = 'neutral', className, children, ...props }: BadgeProps) {
  const resolved = variant ?? 'neutral'
  return (
    <span
      data-slot="badge"
      data-variant={resolved}
      className={cn(badgeVariants({ variant: resolved }), className)}
      {...props}
    >
      {resolved === 'live' ? (
        <span data-slot="badge-live-dot" aria-hidden className="relative flex size-2">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-danger-foreground opacity-75 motion-reduce:animate-none" />
          <span className="relative inline-flex size-2 rounded-full bg-danger-foreground" />
        </span>
      ) : null}
      {children}
    </span>
  )
}
