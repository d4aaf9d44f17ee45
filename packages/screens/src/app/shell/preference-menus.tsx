import { IconButton } from '@oche/ui'
import { Languages, Moon, Sun } from 'lucide-react'
import { useIntl } from 'react-intl'
import { useColourModeContext } from '../colour-mode/colour-mode-context'
import { deferredMenu } from './deferred-menu'
import { preferenceMessages } from './preference-messages'

const LanguageMenuList = deferredMenu(() => import('./preference-menu-lists').then((module) => module.LanguageMenuList))
const ColourModeMenuList = deferredMenu(() =>
  import('./preference-menu-lists').then((module) => module.ColourModeMenuList),
)

/** The language switcher: each language in its own name (its menu's code comes when it is first reached for). */
export function LanguageMenu() {
  const intl = useIntl()
  const label = intl.formatMessage(preferenceMessages.language)
  return (
    <LanguageMenuList
      button={(props) => (
        <IconButton label={label} variant="ghost" size="lg" data-testid="language-menu" {...props}>
          <Languages />
        </IconButton>
      )}
    />
  )
}

/** Light, dark or the system's colour mode. A route that forces a mode disables the choice. */
export function ColourModeMenu() {
  const intl = useIntl()
  const { resolved, isForced } = useColourModeContext()
  const label = intl.formatMessage(preferenceMessages.colourMode)
  const Icon = resolved === 'dark' ? Moon : Sun
  return (
    <ColourModeMenuList
      button={(props) => (
        <IconButton
          label={label}
          variant="ghost"
          size="lg"
          disabled={isForced}
          data-testid="colour-mode-menu"
          {...props}
        >
          <Icon />
        </IconButton>
      )}
    />
  )
}

/**
 * The language and colour mode menus, side by side in the header. A client island of a server component page too
 * (docs/adr/031): no session needed (a visitor's language choice is kept in a cookie).
 */
export function PreferenceMenus() {
  return (
    <>
      <LanguageMenu />
      <ColourModeMenu />
    </>
  )
}
