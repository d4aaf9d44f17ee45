import { localeInfo, locales, isLocale } from '@oche/i18n'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@oche/ui'
import { Monitor, Moon, Sun } from 'lucide-react'
import { useIntl } from 'react-intl'
import { isColourModePreference } from '../colour-mode/colour-mode'
import { useColourModeContext } from '../colour-mode/colour-mode-context'
import { useLocale } from '../language/use-locale'
import { useSwitchLanguage } from '../language/use-switch-language'
import type { LoadedMenuProps } from './deferred-menu'
import { preferenceMessages } from './preference-messages'

/** The language switcher's menu (preference-menus.tsx draws its button): each language in its own name. */
export function LanguageMenuList({ trigger, defaultOpen }: LoadedMenuProps) {
  const intl = useIntl()
  const locale = useLocale()
  const switchLanguage = useSwitchLanguage()
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{intl.formatMessage(preferenceMessages.language)}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={locale}
          onValueChange={(next) => isLocale(next) && next !== locale && void switchLanguage(next)}
        >
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

/** The colour mode's menu (preference-menus.tsx draws its button): light, dark or the system's. */
export function ColourModeMenuList({ trigger, defaultOpen }: LoadedMenuProps) {
  const intl = useIntl()
  const { preference, setPreference } = useColourModeContext()
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{intl.formatMessage(preferenceMessages.colourMode)}</DropdownMenuLabel>
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
