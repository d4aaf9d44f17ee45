import { localizedPath, type Locale } from '@oche/i18n'
import { buttonVariants, cn } from '@oche/ui/static'
import type { ComponentType, ReactNode } from 'react'
import type { IntlShape } from 'react-intl'
import type { LinkProps } from '../platform/platform-context'
import { routePath } from '../../routing/route-path'
import { AppLogoView } from './app-logo-view'
import { AppNavLinks, appNavLabel, type AppNavItem, type AppNavLinksProps } from './app-nav-links'

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

export type AccountLinksViewProps = {
  intl: IntlShape
  locale: Locale
  Link: ComponentType<LinkProps>
  /** The session is being checked (the links may turn into the account menu). */
  isBusy?: boolean
}

/** A visitor's place of the account menu: sign in, and register beside it from a small tablet's width up. A view. */
export function AccountLinksView({ intl, locale, Link, isBusy = false }: AccountLinksViewProps) {
  return (
    <div className="flex items-center gap-2" aria-busy={isBusy}>
      <Link
        href={localizedPath(routePath('auth-login'), locale)}
        data-slot="button"
        className={buttonVariants({ variant: 'ghost', size: 'md' })}
      >
        {intl.formatMessage({ id: 'shell.account.signIn', defaultMessage: 'Sign in' })}
      </Link>
      <Link
        href={localizedPath(routePath('auth-register'), locale)}
        data-slot="button"
        className={cn(buttonVariants({ size: 'md' }), 'hidden sm:inline-flex')}
      >
        {intl.formatMessage({ id: 'shell.account.register', defaultMessage: 'Register' })}
      </Link>
    </div>
  )
}
