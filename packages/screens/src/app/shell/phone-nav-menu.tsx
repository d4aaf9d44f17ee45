import { IconButton } from '@oche/ui'
import { Menu } from 'lucide-react'
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { useLocale } from '../language/use-locale'
import { usePlatform } from '../platform/platform-context'
import { AppNavLinks, appNavLabel, type AppNavItem } from './app-nav-links'
import { preloader } from './preloader'

const loadNavSheet = () => import('./nav-sheet')

/** Starts loading the phone's navigation drawer ahead of the press that opens it. */
const preloadNavSheet = preloader(loadNavSheet)

/**
 * The phone's navigation drawer, loaded once the menu button is first pointed at, focused or pressed: most visits never
 * open it, and a first load then carries no dialog code for it.
 */
const NavSheet = lazy(() => loadNavSheet().then((module) => ({ default: module.NavSheet })))

export type PhoneNavMenuProps = {
  /** The navigation's links (`appNavItems`), the same as the header's bar shows. */
  items: readonly AppNavItem[]
  /** The page's path without its language prefix. */
  current: string
}

/**
 * The phone's menu button and its navigation drawer (the drawer's code comes when the button is first reached for).
 * A client island of a server component page's header too (docs/adr/031): its props are plain data.
 */
export function PhoneNavMenu({ items, current }: PhoneNavMenuProps) {
  const intl = useIntl()
  const { Link } = usePlatform()
  const locale = useLocale()
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
  return (
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
              <AppNavLinks
                items={items}
                current={current}
                locale={locale}
                Link={Link}
                vertical
                onNavigate={() => setMenuOpen(false)}
              />
            </nav>
          </NavSheet>
        </Suspense>
      ) : null}
    </>
  )
}
