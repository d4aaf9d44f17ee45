import { cn } from '@oche/ui'
import { useEffect, useRef, type ReactNode } from 'react'
import { usePlatform } from '../../../app/platform/platform-context'

export type SiteSectionLink = {
  key: string
  href: string
  label: ReactNode
  /** `page`: the page on show; `section`: the page on show is below it (a team of the division's teams). */
  current: 'page' | 'section' | null
}

export type SiteSectionNavProps = {
  /** The navigation's accessible name: "Pages of First division". */
  label: string
  links: readonly SiteSectionLink[]
  className?: string
}

/**
 * The pages of one part of the site side by side, as tabs that are links (a division's standings, teams and
 * players; a cup's bracket, groups and players; the four leaderboards): each page has its own address, so a view can
 * be shared and is rendered on the server. The current page (or the one it is below) is marked for screen readers
 * (`aria-current`).
 */
export function SiteSectionNav({ label, links, className }: SiteSectionNavProps) {
  const { Link } = usePlatform()
  const listRef = useRef<HTMLUListElement>(null)
  // On a phone the tabs scroll sideways: the current one is brought into view (the last leaderboard's, say).
  useEffect(() => {
    const list = listRef.current
    const current = list?.querySelector<HTMLElement>('[data-current]')
    if (!list || !current) return
    const overflow = current.offsetLeft + current.offsetWidth - (list.scrollLeft + list.clientWidth)
    if (overflow > 0) list.scrollLeft += overflow
  }, [])
  return (
    <nav aria-label={label} data-slot="site-section-nav" className={cn('print:hidden', className)}>
      <ul ref={listRef} className="relative flex max-w-full gap-1 overflow-x-auto border-b border-border">
        {links.map((link) => (
          <li key={link.key} className="shrink-0">
            <Link
              href={link.href}
              aria-current={link.current === 'page' ? 'page' : link.current === 'section' ? 'true' : undefined}
              data-section={link.key}
              data-current={link.current ?? undefined}
              className={cn(
                '-mb-px inline-flex min-h-11 items-center border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap',
                'text-muted-foreground hover:text-foreground',
                'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                'data-current:border-primary data-current:text-foreground',
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
