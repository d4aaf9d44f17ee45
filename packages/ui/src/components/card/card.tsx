import { cva, type VariantProps } from 'class-variance-authority'
import { Slot } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'

export const cardVariants = cva(
  'flex flex-col gap-4 rounded-lg border border-border bg-surface-raised py-5 text-foreground',
  {
    variants: {
      interactive: {
        true: [
          'cursor-pointer transition-colors hover:border-input hover:bg-surface motion-reduce:transition-none',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        ],
        false: '',
      },
    },
    defaultVariants: { interactive: false },
  },
)

export type CardProps = ComponentProps<'div'> &
  VariantProps<typeof cardVariants> & {
    /** Render the child element (usually a link) with the card's looks; pair with `interactive`. */
    asChild?: boolean
  }

/**
 * A surface grouping one thing's content: a tournament, a match, a board. Compose it from `CardHeader`,
 * `CardTitle`, `CardDescription`, `CardContent` and `CardFooter`.
 *
 * @example
 * <Card interactive asChild>
 *   <a href={`/tournaments/${id}`}><CardHeader><CardTitle>{name}</CardTitle></CardHeader></a>
 * </Card>
 */
export function Card({ interactive = false, asChild = false, className, ...props }: CardProps) {
  const Component = asChild ? Slot.Root : 'div'
  return (
    <Component
      data-slot="card"
      data-interactive={interactive ? '' : undefined}
      className={cn(cardVariants({ interactive }), className)}
      {...props}
    />
  )
}

export type CardHeaderProps = ComponentProps<'div'>

export function CardHeader({ className, ...props }: CardHeaderProps) {
  return <div data-slot="card-header" className={cn('flex flex-col gap-1.5 px-5', className)} {...props} />
}

export type CardTitleProps = ComponentProps<'h3'> & {
  /** Render the child element instead of an `<h3>`, to fit the page's heading outline. */
  asChild?: boolean
}

export function CardTitle({ asChild = false, className, ...props }: CardTitleProps) {
  const Component = asChild ? Slot.Root : 'h3'
  return (
    <Component data-slot="card-title" className={cn('text-lg leading-tight font-semibold', className)} {...props} />
  )
}

export type CardDescriptionProps = ComponentProps<'p'>

export function CardDescription({ className, ...props }: CardDescriptionProps) {
  return <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />
}

export type CardContentProps = ComponentProps<'div'>

export function CardContent({ className, ...props }: CardContentProps) {
  return <div data-slot="card-content" className={cn('px-5', className)} {...props} />
}

export type CardFooterProps = ComponentProps<'div'>

export function CardFooter({ className, ...props }: CardFooterProps) {
  return <div data-slot="card-footer" className={cn('flex items-center gap-2 px-5', className)} {...props} />
}
