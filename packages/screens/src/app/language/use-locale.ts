import { isLocale, defaultLocale, type Locale } from '@oche/i18n'
import { useIntl } from 'react-intl'
import { localeInfo, locales } from '@oche/i18n'

/** The interface language of the current page. */
export function useLocale(): Locale {
  const { locale } = useIntl()
  const code = locales.find((candidate) => localeInfo[candidate].tag === locale) ?? locale.slice(0, 2)
  return isLocale(code) ? code : defaultLocale
}
