import { cn } from '@oche/ui'
import type { ReactNode } from 'react'
import { usePlatform } from '../platform/platform-context'

export type TabLink = {
  /** A stable key and the address the link opens. */
  href: string
  label: ReactNode
  /** The page shown: marked `aria-current="page"` and underlined. */
  current: boolean
}

export type TabLinksProps = {
  /** The name of the navigation landmark, e.g. "Public site". */
  label: string
  links: readonly TabLink[]
  className?: string
}

/**
 * Sibling pages as a row of tab-like links: real links (each page has its own address and history entry), the
 * current one marked for screen readers and underlined, touch-sized, wrapping on a phone.
 */
export function TabLinks({ label, links, className }: TabLinksProps) {
  const { Link } = usePlatform()
  return (
    <nav aria-label={label} className={cn('border-b border-border', className)}>
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={link.current ? 'page' : undefined}
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
