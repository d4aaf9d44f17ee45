import { localizedPath } from '@oche/i18n'
import { useIntl } from 'react-intl'
import { usePlatform } from '../platform/platform-context'
import { useTabletMode } from '../tablet-mode/use-tablet-mode'
import { useLocale } from '../language/use-locale'

function Dartboard() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className="size-7 shrink-0">
      <circle cx="16" cy="16" r="15" className="fill-brand dark:fill-surface-raised" />
      <circle cx="16" cy="16" r="11" className="fill-none stroke-primary" strokeWidth="3" />
      <circle cx="16" cy="16" r="6" className="fill-none stroke-accent" strokeWidth="3" />
      <circle cx="16" cy="16" r="2" className="fill-primary" />
    </svg>
  )
}

/** The logo at the top left: home link, and in tablet mode the exit gesture (five taps). */
export function AppLogo() {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const { isTabletMode, registerLogoTap } = useTabletMode()
  const label = intl.formatMessage({ id: 'shell.logo.home', defaultMessage: 'Oche home' })
  const content = (
    <>
      <Dartboard />
      {/* On the narrowest phones (under 360 px) the dartboard stands alone, leaving room for a signed-in header. */}
      <span className="hidden text-lg font-bold tracking-tight min-[360px]:inline" aria-hidden="true">
        {intl.formatMessage({ id: 'shell.logo.brand', defaultMessage: 'Oche' })}
      </span>
    </>
  )
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
        {content}
      </button>
    )
  }
  return (
    <span data-slot="app-logo" className="flex min-h-11 items-center">
      <Link href={localizedPath('/', locale)} className="flex items-center gap-2 rounded-md px-1">
        <span className="sr-only">{label}</span>
        {content}
      </Link>
    </span>
  )
}
