import { IconButton } from '@oche/ui'
import { Menu } from 'lucide-react'
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
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
import { AppHeaderView, AppNavLinks, appNavItems, appNavLabel } from './app-header-view'

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
  const { Link, pathname } = usePlatform()
  const locale = useLocale()
  const current = splitLocale(pathname).path
  const items = appNavItems(intl, {
    isSignedIn: session.status === 'authenticated',
    showAdmin: showManage && Boolean(session.user?.is_super_admin),
  })
  const links = { items, current, locale, Link }
  return (
    <AppHeaderView
      intl={intl}
      {...links}
      logo={<AppLogo />}
      menuButton={
        <>
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
                <nav aria-label={appNavLabel(intl)} className="px-2 py-4">
                  <AppNavLinks {...links} vertical onNavigate={() => setMenuOpen(false)} />
                </nav>
              </NavSheet>
            </Suspense>
          ) : null}
        </>
      }
      menus={
        <>
          <LanguageMenu />
          <ColourModeMenu />
          {session.status === 'authenticated' ? (
            <Suspense fallback={null}>
              <NotificationsMenu />
            </Suspense>
          ) : null}
          <AccountMenu />
        </>
      }
    />
  )
}
