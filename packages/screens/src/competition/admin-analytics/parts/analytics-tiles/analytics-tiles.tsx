import { cn } from '@oche/ui'
import type { ComponentProps, ReactNode } from 'react'

export type AnalyticsTile = {
  /** Names the figure (`data-stat`), for tests and styles. */
  stat: string
  label: ReactNode
  /** Already formatted in the page's language. */
  value: ReactNode
  /** A line under the figure: what it counts. */
  detail?: ReactNode
}

export type AnalyticsTilesProps = Omit<ComponentProps<'dl'>, 'children'> & { tiles: readonly AnalyticsTile[] }

/** The headline figures of a period, one tile each: two a row on a phone, three from a tablet on. */
export function AnalyticsTiles({ tiles, className, ...props }: AnalyticsTilesProps) {
  return (
    <dl data-slot="analytics-tiles" className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3', className)} {...props}>
      {tiles.map((tile) => (
        <div
          key={tile.stat}
          data-slot="analytics-tile"
          data-stat={tile.stat}
          className="flex min-w-0 flex-col gap-1 rounded-lg border border-border bg-surface-raised p-4"
        >
          <dt className="text-sm text-muted-foreground">{tile.label}</dt>
          <dd className="text-2xl font-semibold break-words tabular-nums">{tile.value}</dd>
          {tile.detail ? <dd className="text-xs text-muted-foreground">{tile.detail}</dd> : null}
        </div>
      ))}
    </dl>
  )
}
