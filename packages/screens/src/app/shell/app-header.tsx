import { splitLocale } from '@oche/i18n'
import { lazy, Suspense } from 'react'
import { useIntl } from 'react-intl'
import { useLocale } from '../language/use-locale'
import { useLocalFlag } from '../preferences/local-flag'
import { storageKeys } from '../preferences/storage-keys'
import { usePlatform } from '../platform/platform-context'
import { useSession } from '../session/session-context'
import { AccountMenu } from './account-menu'
import { AppLogo } from './app-logo'
import { PreferenceMenus } from './preference-menus'
import { AppHeaderView, appNavItems } from './app-header-view'
import { PhoneNavMenu } from './phone-nav-menu'

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

/** The header of every default-layout page: logo, navigation, language, colour mode, account. */
export function AppHeader() {
  const intl = useIntl()
  const session = useSession()
  const [showManage] = useLocalFlag(storageKeys.showManage)
  const { Link, pathname } = usePlatform()
  const locale = useLocale()
  const current = splitLocale(pathname).path
  const items = appNavItems(intl, {
    isSignedIn: session.status === 'authenticated',
    showAdmin: showManage && Boolean(session.user?.is_super_admin),
  })
  return (
    <AppHeaderView
      intl={intl}
      items={items}
      current={current}
      locale={locale}
      Link={Link}
      logo={<AppLogo />}
      menuButton={<PhoneNavMenu items={items} current={current} />}
      menus={<AppHeaderMenus />}
    />
  )
}

/** The header's menus at the right: language, colour mode, notifications (signed in) and account. */
function AppHeaderMenus() {
  const session = useSession()
  return (
    <>
      <PreferenceMenus />
      {session.status === 'authenticated' ? (
        <Suspense fallback={null}>
          <NotificationsMenu />
        </Suspense>
      ) : null}
      <AccountMenu />
    </>
  )
}
