import { localeInfo, locales, isLocale } from '@oche/i18n'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
  IconButton,
} from '@oche/ui'
import { Languages, Monitor, Moon, Sun } from 'lucide-react'
import { useIntl } from 'react-intl'
import { isColourModePreference } from '../colour-mode/colour-mode'
import { useColourModeContext } from '../colour-mode/colour-mode-context'
import { useLocale } from '../language/use-locale'
import { useSwitchLanguage } from '../language/use-switch-language'

/** The language switcher: each language in its own name. */
export function LanguageMenu() {
  const intl = useIntl()
  const locale = useLocale()
  const switchLanguage = useSwitchLanguage()
  const label = intl.formatMessage({ id: 'shell.language.label', defaultMessage: 'Language' })
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton label={label} variant="ghost" size="lg" data-testid="language-menu">
          <Languages />
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{label}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={locale} onValueChange={(next) => isLocale(next) && void switchLanguage(next)}>
          {locales.map((code) => (
            <DropdownMenuRadioItem key={code} value={code} lang={localeInfo[code].tag}>
              {localeInfo[code].name}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

/** Light, dark or the system's colour mode. A route that forces a mode disables the choice. */
export function ColourModeMenu() {
  const intl = useIntl()
  const { preference, resolved, isForced, setPreference } = useColourModeContext()
  const label = intl.formatMessage({ id: 'shell.colourMode.label', defaultMessage: 'Colour mode' })
  const Icon = resolved === 'dark' ? Moon : Sun
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton label={label} variant="ghost" size="lg" disabled={isForced} data-testid="colour-mode-menu">
          <Icon />
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{label}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={preference}
          onValueChange={(next) => isColourModePreference(next) && setPreference(next)}
        >
          <DropdownMenuRadioItem value="light">
            <Sun aria-hidden="true" className="size-4" />
            {intl.formatMessage({ id: 'shell.colourMode.light', defaultMessage: 'Light' })}
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="dark">
            <Moon aria-hidden="true" className="size-4" />
            {intl.formatMessage({ id: 'shell.colourMode.dark', defaultMessage: 'Dark' })}
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="system">
            <Monitor aria-hidden="true" className="size-4" />
            {intl.formatMessage({ id: 'shell.colourMode.system', defaultMessage: 'System' })}
          </DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
