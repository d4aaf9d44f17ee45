import { cn } from '@oche/ui/static'
import type { ComponentType, MouseEvent, ReactNode } from 'react'
import type { LinkProps } from '../platform/platform-context'

export type TabLink = {
  /** A stable key and the address the link opens. */
  href: string
  label: ReactNode
  /** The page shown: marked `aria-current="page"` and underlined. */
  current: boolean
  /**
   * Where a screen shows the linked page itself (a list's filter kept in its own state): it handles the press and
   * prevents the link's navigation. The link still opens in a new tab and can be copied.
   */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void
}

export type TabLinksViewProps = {
  /** The name of the navigation landmark, e.g. "Public site". */
  label: string
  links: readonly TabLink[]
  /** The host's link component. */
  Link: ComponentType<LinkProps>
  className?: string
}

/**
 * Sibling pages as a row of tab-like links: real links (each page has its own address and history entry), the
 * current one marked for screen readers and underlined, touch-sized, wrapping on a phone. A view (docs/adr/031).
 */
export function TabLinksView({ label, links, Link, className }: TabLinksViewProps) {
  return (
    <nav aria-label={label} className={cn('border-b border-border', className)}>
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={link.current ? 'page' : undefined}
              onClick={link.onClick}
              className={cn(
                'inline-flex min-h-11 items-center border-b-2 border-transparent px-3 text-sm font-medium',
                'text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
                'aria-[current=page]:border-primary aria-[current=page]:text-foreground',
              )}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
