import { useIntl } from 'react-intl'
import { usePlatform } from '../platform/platform-context'
import { useTabletMode } from '../tablet-mode/use-tablet-mode'
import { useLocale } from '../language/use-locale'
import { AppLogoFace, AppLogoView } from './app-logo-view'

/** The logo at the top left: home link, and in tablet mode the exit gesture (five taps). */
export function AppLogo() {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const { isTabletMode, registerLogoTap } = useTabletMode()
  if (isTabletMode) {
    return (
      <button
        type="button"
        data-slot="app-logo"
        onClick={() => registerLogoTap()}
        aria-label={intl.formatMessage({
          id: 'shell.logo.tablet',
          defaultMessage: 'Oche (tap five times to leave tablet mode)',
        })}
        className="flex min-h-11 items-center gap-2 rounded-md px-1"
      >
        <AppLogoFace intl={intl} />
      </button>
    )
  }
  return <AppLogoView intl={intl} locale={locale} Link={Link} />
}
