import { match } from '@formatjs/intl-localematcher'
import { defaultLocale, isLocale, localeInfo, locales, type Locale } from '@oche/i18n'

const noMatch = 'und'

/** The first of our languages the browser asks for (`Accept-Language`), or null when it asks for none of them. */
export function browserLocale(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null
  const requested = acceptLanguage
    .split(',')
    .map((part) => part.split(';')[0]?.trim())
    .filter((tag): tag is string => Boolean(tag) && tag !== '*')
  try {
    const tag = match(requested, locales.map((locale) => localeInfo[locale].tag).concat(locales), noMatch)
    const code = tag.slice(0, 2)
    return tag !== noMatch && isLocale(code) ? code : null
  } catch {
    return null
  }
}

/**
 * The app's default language (spec §9 "default comes from host or configuration"): `OCHE_DEFAULT_LANGUAGE` (en, nl,
 * fr or de) for a club whose visitors mostly speak one language; English otherwise. A league site's host has its
 * organisation's own. Unprefixed paths stay English's; a visitor with no language of theirs is sent to the default.
 */
export function appDefaultLocale(env: Record<string, string | undefined> = process.env): Locale {
  const configured = env.OCHE_DEFAULT_LANGUAGE?.trim().toLowerCase()
  return isLocale(configured) ? configured : defaultLocale
}

/**
 * The language of an unprefixed page (spec §4 "Language", §9): the i18n_redirected cookie, then the browser's
 * languages, then the site's default language (a league site's organisation chooses it; the app's is `appDefaultLocale`).
 */
export function unprefixedPageLocale({
  cookie,
  acceptLanguage,
  siteDefault = defaultLocale,
}: {
  cookie: string | undefined
  acceptLanguage: string | null
  siteDefault?: Locale
}): { locale: Locale; chosenByVisitor: boolean } {
  if (isLocale(cookie)) return { locale: cookie, chosenByVisitor: true }
  const browser = browserLocale(acceptLanguage)
  if (browser) return { locale: browser, chosenByVisitor: true }
  return { locale: siteDefault, chosenByVisitor: false }
}
