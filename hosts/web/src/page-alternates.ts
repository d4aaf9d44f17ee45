import { localeInfo, locales, localizedPath, type Locale } from '@oche/i18n'

/**
 * A page's canonical address, in the language it is shown in, and its versions in every language plus x-default
 * (hreflang), as absolute URLs on `base` (the app's public address, or a league site's base URL): search engines
 * ignore a relative hreflang link, and a page whose canonical names another language's version is left out of
 * their index as a copy of it.
 */
export function pageAlternates(base: string, path: string, locale: Locale) {
  const origin = base.replace(/\/+$/, '')
  return {
    canonical: `${origin}${localizedPath(path, locale)}`,
    languages: {
      ...Object.fromEntries(locales.map((each) => [localeInfo[each].tag, `${origin}${localizedPath(path, each)}`])),
      'x-default': `${origin}${path}`,
    },
  }
}
