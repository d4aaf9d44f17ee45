import { localizedPath, type Locale } from '@oche/i18n'
import { cn } from '@oche/ui/static'
import type { ComponentType } from 'react'
import type { IntlShape } from 'react-intl'
import type { LinkProps } from '../platform/platform-context'

export type AppNavItem = { path: string; label: string }

export type AppNavLinksProps = {
  items: readonly AppNavItem[]
  /** The page's path without its language prefix: the item it is in is the current one. */
  current: string
  locale: Locale
  Link: ComponentType<LinkProps>
  vertical?: boolean
  onNavigate?: () => void
}

/** The navigation's links, the current area's marked. A view (docs/adr/031). */
export function AppNavLinks({ items, current, locale, Link, vertical = false, onNavigate }: AppNavLinksProps) {
  return (
    <ul className={cn('flex gap-1', vertical && 'flex-col')}>
      {items.map((item) => {
        const isCurrent = current === item.path || current.startsWith(`${item.path}/`)
        return (
          <li key={item.path}>
            <Link
              href={localizedPath(item.path, locale)}
              aria-current={isCurrent ? 'page' : undefined}
              onClick={onNavigate}
              className={cn(
                'flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground',
                'aria-[current=page]:text-foreground aria-[current=page]:underline aria-[current=page]:underline-offset-8',
                vertical && 'text-base',
              )}
            >
              {item.label}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

/** The main navigation's name, the same on the header's bar and in the phone's drawer. */
export const appNavLabel = (intl: IntlShape) => intl.formatMessage({ id: 'shell.nav.label', defaultMessage: 'Main' })
