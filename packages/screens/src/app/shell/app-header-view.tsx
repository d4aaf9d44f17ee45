import { localizedPath, type Locale } from '@oche/i18n'
import { cn } from '@oche/ui/static'
import type { ComponentType, ReactNode } from 'react'
import type { IntlShape } from 'react-intl'
import type { LinkProps } from '../platform/platform-context'
import { routePath } from '../../routing/route-path'
import { AppLogoView } from './app-logo-view'

export type AppNavItem = { path: string; label: string }

/** The main navigation's links: the public areas, and what the viewer may manage. */
export function appNavItems(
  intl: IntlShape,
  { isSignedIn, showAdmin }: { isSignedIn: boolean; showAdmin: boolean },
): AppNavItem[] {
  const items: AppNavItem[] = [
    {
      path: routePath('tournaments'),
      label: intl.formatMessage({ id: 'shell.nav.tournaments', defaultMessage: 'Tournaments' }),
    },
    { path: routePath('play'), label: intl.formatMessage({ id: 'shell.nav.play', defaultMessage: 'Play' }) },
    {
      path: routePath('rankings'),
      label: intl.formatMessage({ id: 'shell.nav.rankings', defaultMessage: 'Rankings' }),
    },
  ]
  if (isSignedIn)
    items.push({
      path: routePath('manage'),
      label: intl.formatMessage({ id: 'shell.nav.manage', defaultMessage: 'Manage' }),
    })
  if (showAdmin)
    items.push({
      path: routePath('admin-users'),
      label: intl.formatMessage({ id: 'shell.nav.admin', defaultMessage: 'Admin' }),
    })
  return items
}

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

export type AppHeaderViewProps = Omit<AppNavLinksProps, 'vertical' | 'onNavigate'> & {
  intl: IntlShape
  /** The phone's menu button and its drawer (a client island). */
  menuButton?: ReactNode
  /** The logo; the home link when not given (tablet mode gives its exit button). */
  logo?: ReactNode
  /** The menus at the right: language, colour mode, notifications, account (client islands). */
  menus?: ReactNode
}

/**
 * The header of every default-layout page: logo, navigation, and the menus given. A view (docs/adr/031): no hooks,
 * so the client shell and a server component page render the same header.
 */
export function AppHeaderView({ intl, menuButton, logo, menus, ...links }: AppHeaderViewProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-6">
        {menuButton}
        {logo ?? <AppLogoView intl={intl} locale={links.locale} Link={links.Link} />}
        <nav aria-label={appNavLabel(intl)} className="ml-4 hidden md:block">
          <AppNavLinks {...links} />
        </nav>
        <div className="ml-auto flex items-center gap-1">{menus}</div>
      </div>
    </header>
  )
}

/** The main navigation's name, the same on the header's bar and in the phone's drawer. */
export const appNavLabel = (intl: IntlShape) => intl.formatMessage({ id: 'shell.nav.label', defaultMessage: 'Main' })
