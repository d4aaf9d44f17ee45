import { localizedPath, type Locale } from '@oche/i18n'
import type { ComponentType } from 'react'
import type { IntlShape } from 'react-intl'
import type { LinkProps } from '../platform/platform-context'

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

/** The dartboard and the name: the logo's face, in the home link and in tablet mode's exit button. */
export function AppLogoFace({ intl }: { intl: IntlShape }) {
  return (
    <>
      <Dartboard />
      {/* On the narrowest phones (under 360 px) the dartboard stands alone, leaving room for a signed-in header. */}
      <span className="hidden text-lg font-bold tracking-tight min-[360px]:inline" aria-hidden="true">
        {intl.formatMessage({ id: 'shell.logo.brand', defaultMessage: 'Oche' })}
      </span>
    </>
  )
}

export type AppLogoViewProps = { intl: IntlShape; locale: Locale; Link: ComponentType<LinkProps> }

/** The logo at the top left as the home link. A view (docs/adr/031): no hooks, so a server page renders it too. */
export function AppLogoView({ intl, locale, Link }: AppLogoViewProps) {
  return (
    <span data-slot="app-logo" className="flex min-h-11 items-center">
      <Link href={localizedPath('/', locale)} className="flex items-center gap-2 rounded-md px-1">
        <span className="sr-only">{intl.formatMessage({ id: 'shell.logo.home', defaultMessage: 'Oche home' })}</span>
        <AppLogoFace intl={intl} />
      </Link>
    </span>
  )
}
