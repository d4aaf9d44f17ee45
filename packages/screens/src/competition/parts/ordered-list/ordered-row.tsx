import { cn } from '@oche/ui'
import type { ComponentProps, ReactNode } from 'react'

export type OrderedRowProps = ComponentProps<'li'> & {
  /** The row's buttons and links (move, edit, delete…), after its content; below it on a phone. */
  actions: ReactNode
}

/** One item of an admin's ordered list: what the item is (`children`), then its actions. */
export function OrderedRow({ actions, className, children, ...props }: OrderedRowProps) {
  return (
    <li
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-md border bg-surface-raised p-4 sm:flex-row sm:items-center',
        className,
      )}
      {...props}
    >
      {children}
      <div data-slot="row-actions" className="flex flex-wrap items-center gap-2">
        {actions}
      </div>
    </li>
  )
}
