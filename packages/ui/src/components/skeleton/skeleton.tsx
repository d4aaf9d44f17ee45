import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../../lib/cn'

export const skeletonVariants = cva('block animate-pulse bg-muted motion-reduce:animate-none', {
  variants: {
    shape: {
      line: 'h-4 w-full rounded-sm',
      block: 'h-24 w-full rounded-md',
      circle: 'size-10 rounded-full',
    },
  },
  defaultVariants: { shape: 'line' },
})

export type SkeletonProps = ComponentProps<'span'> & VariantProps<typeof skeletonVariants>

/**
 * A grey placeholder where content is loading. It is hidden from assistive technology: wrap skeletons in a
 * `SkeletonGroup` to tell screen-reader users what is loading. Size it with `className` (`w-32`, `h-8`).
 */
export function Skeleton({ shape = 'line', className, ...props }: SkeletonProps) {
  const resolved = shape ?? 'line'
  return (
    <span
      data-slot="skeleton"
      data-shape={resolved}
      aria-hidden
      className={cn(skeletonVariants({ shape: resolved }), className)}
      {...props}
    />
  )
}

export type SkeletonGroupProps = ComponentProps<'div'> & {
  /** Announced to screen readers while the region loads, already translated (e.g. "Loading standings"). */
  label: ReactNode
}

/**
 * A loading region: the region is marked `aria-busy` and a visually hidden polite status carries `label`, so
 * screen-reader users hear what is loading instead of nothing.
 */
export function SkeletonGroup({ label, className, children, ...props }: SkeletonGroupProps) {
  return (
    <div data-slot="skeleton-group" aria-busy className={cn('flex flex-col gap-2', className)} {...props}>
      <span data-slot="skeleton-group-label" role="status" className="sr-only">
        {label}
      </span>
      {children}
    </div>
  )
}
