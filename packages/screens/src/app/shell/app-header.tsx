import { localizedPath } from '@oche/i18n'
import { IconButton, cn } from '@oche/ui'
import { Menu } from 'lucide-react'
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react'
import { useIntl, type IntlShape } from 'react-intl'
import { splitLocale } from '../../routing/match-route'
import { useLocale } from '../language/use-locale'
import { useLocalFlag } from '../preferences/local-flag'
import { storageKeys } from '../preferences/storage-keys'
import { usePlatform } from '../platform/platform-context'
import { useSession } from '../session/session-provider'
import { AccountMenu } from './account-menu'
import { AppLogo } from './app-logo'
import { ColourModeMenu, LanguageMenu } from './preference-menus'
import { preloader } from './preloader'
import { routePath } from '../../routing/route-path'

type NavItem = { path: string; label: string }

/**
 * The bell, loaded for a signed-in user only: a visitor's page does not carry its code (the notification texts, the
 * league invitations' queries). The server renders it for a user signed in when the page is asked for, and the
 * page keeps that HTML until the chunk is there.
 */
const NotificationsMenu = lazy(() =>
  import('../../accounts/parts/notifications-menu/notifications-menu').then((module) => ({
    default: module.NotificationsMenu,
  })),
)

const loadNavSheet = () => import('./nav-sheet')

/** Starts loading the phone's navigation drawer ahead of the press that opens it. */
const preloadNavSheet = preloader(loadNavSheet)

/**
 * The phone's navigation drawer, loaded once the menu button is first pointed at, focused or pressed: most visits never
 * open it, and a first load then carries no dialog code for it.
 */
const NavSheet = lazy(() => loadNavSheet().then((module) => ({ default: module.NavSheet })))

function navItems(intl: IntlShape, { isSignedIn, showAdmin }: { isSignedIn: boolean; showAdmin: boolean }): NavItem[] {
  const items: NavItem[] = [
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

function NavLinks({
  items,
  vertical = false,
  onNavigate,
}: {
  items: NavItem[]
  vertical?: boolean
  onNavigate?: () => void
}) {
  const { Link, pathname } = usePlatform()
  const locale = useLocale()
  const current = splitLocale(pathname).path
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

/** The header of every default-layout page: logo, navigation, language, colour mode, account. */
export function AppHeader() {
  const intl = useIntl()
  const session = useSession()
  const [showManage] = useLocalFlag(storageKeys.showManage)
  const [isMenuOpen, setMenuOpen] = useState(false)
  const [isMenuLoaded, setMenuLoaded] = useState(false)
  // The drawer is shown once its code is there and it is drawn, not while its chunk loads: the button says so then.
  const [isDrawerShown, setDrawerShown] = useState(false)
  const drawerContent = useCallback((panel: HTMLDivElement | null) => {
    if (!panel) return
    setDrawerShown(true)
    return () => setDrawerShown(false)
  }, [])
  const drawerId = useId()
  const menuButton = useRef<HTMLButtonElement>(null)
  const items = navItems(intl, {
    isSignedIn: session.status === 'authenticated',
    showAdmin: showManage && Boolean(session.user?.is_super_admin),
  })
  const navLabel = intl.formatMessage({ id: 'shell.nav.label', defaultMessage: 'Main' })
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-6">
        <IconButton
          ref={menuButton}
          label={intl.formatMessage({ id: 'shell.nav.open', defaultMessage: 'Open menu' })}
          variant="ghost"
          size="lg"
          className="md:hidden"
          aria-haspopup="dialog"
          aria-expanded={isDrawerShown}
          aria-controls={isDrawerShown ? drawerId : undefined}
          onPointerEnter={preloadNavSheet}
          onFocus={preloadNavSheet}
          onClick={() => {
            setMenuLoaded(true)
            setMenuOpen(true)
          }}
        >
          <Menu />
        </IconButton>
        {isMenuLoaded ? (
          <Suspense fallback={null}>
            <NavSheet
              id={drawerId}
              contentRef={drawerContent}
              open={isMenuOpen}
              onOpenChange={setMenuOpen}
              menuButton={menuButton}
            >
              <nav aria-label={navLabel} className="px-2 py-4">
                <NavLinks items={items} vertical onNavigate={() => setMenuOpen(false)} />
              </nav>
            </NavSheet>
          </Suspense>
        ) : null}
        <AppLogo />
        <nav aria-label={navLabel} className="ml-4 hidden md:block">
          <NavLinks items={items} />
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <LanguageMenu />
          <ColourModeMenu />
          {session.status === 'authenticated' ? (
            <Suspense fallback={null}>
              <NotificationsMenu />
            </Suspense>
          ) : null}
          <AccountMenu />
        </div>
      </div>
    </header>
  )
}
