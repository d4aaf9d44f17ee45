import { Button, EmptyState, EmptyStateActions, EmptyStateDescription, EmptyStateIcon, EmptyStateTitle } from '@oche/ui'
import type { ComponentProps, ReactNode } from 'react'
import { usePlatform } from '../platform/platform-context'

export type PageStateProps = {
  /** A lucide icon; decorative, because the title says what happened. */
  icon: ReactNode
  /** Already translated, in the screen's own namespace. */
  title: ReactNode
  description: ReactNode
  /** Buttons or `PageStateLink`s; left out when the state offers nothing to do. */
  actions?: ReactNode
  /** `alert` when something failed, so screen readers announce the state as soon as it appears. */
  role?: 'alert'
  /** `h1` when the state stands in for the whole page, so the page keeps its one top heading; `h2` by default. */
  headingLevel?: 'h1' | 'h2'
  className?: string
}

/**
 * What a screen shows instead of its content: not found, could not load, not allowed. The screen passes its own
 * texts; this only lays them out, the same way on every screen.
 */
export function PageState({
  icon,
  title,
  description,
  actions,
  role,
  headingLevel: Heading = 'h2',
  className,
}: PageStateProps) {
  return (
    <EmptyState role={role} className={className}>
      <EmptyStateIcon>{icon}</EmptyStateIcon>
      <EmptyStateTitle as={Heading}>{title}</EmptyStateTitle>
      <EmptyStateDescription>{description}</EmptyStateDescription>
      {actions ? <EmptyStateActions>{actions}</EmptyStateActions> : null}
    </EmptyState>
  )
}

export type PageStateLinkProps = {
  href: string
  /** `outline` for a way out, the default (primary) for the one thing to do next. */
  variant?: ComponentProps<typeof Button>['variant']
  children: ReactNode
}

/** A way on from a page state (the list, the home page), as a button-styled link through the host's router. */
export function PageStateLink({ href, variant, children }: PageStateLinkProps) {
  const { Link } = usePlatform()
  return (
    <Button asChild variant={variant}>
      <Link href={href}>{children}</Link>
    </Button>
  )
}
