import { Skeleton, SkeletonGroup } from '@oche/ui'
import type { ReactNode } from 'react'

export type PageLoadingProps = {
  /** Announced to screen readers while the page loads, already translated ("Loading the event"). */
  label: ReactNode
  /** The skeletons of the page's own content, below its title and subtitle. */
  children?: ReactNode
  className?: string
}

/** A page while it loads: skeleton lines for its title and subtitle, then the skeletons it passes. */
export function PageLoading({ label, children, className }: PageLoadingProps) {
  return (
    <SkeletonGroup label={label} className={className}>
      <Skeleton className="h-9 w-2/3 max-w-md" />
      <Skeleton className="w-1/2 max-w-sm" />
      {children}
    </SkeletonGroup>
  )
}
