/** The interface languages of Oche, in the order the language switcher shows them. */
export const locales = ['en', 'nl', 'fr', 'de'] as const

export type Locale = (typeof locales)[number]

/** English is the default language and the only one served without a path prefix. */
export const defaultLocale: Locale = 'en'

export type LocaleInfo = {
  code: Locale
  /** The language tag the product spec gives each locale (its `iso`; the spec writes be-NL for Dutch). */
  language: string
  /** The valid BCP 47 tag used for `<html lang>`, hreflang and Intl formatting (see docs/adr/002). */
  tag: string
  /** The name of the language in that language, for the switcher. */
  name: string
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { code: 'en', language: 'en-GB', tag: 'en-GB', name: 'English' },
  nl: { code: 'nl', language: 'be-NL', tag: 'nl-BE', name: 'Nederlands' },
  fr: { code: 'fr', language: 'fr-FR', tag: 'fr-FR', name: 'Français' },
  de: { code: 'de', language: 'de-DE', tag: 'de-DE', name: 'Deutsch' },
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The path of `path` in `locale`: English stays unprefixed, the others get `/nl`, `/fr`, `/de`. */
export function localizedPath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === defaultLocale) return clean
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`
}

/** Splits `/nl/tournaments` into the locale and the unprefixed path; English has no prefix. `localizedPath`'s inverse. */
export function splitLocale(pathname: string): { locale: Locale; path: string; isPrefixed: boolean } {
  const [, first = '', ...rest] = pathname.split('/')
  if (isLocale(first)) return { locale: first, path: `/${rest.join('/')}`.replace(/\/+$/, '') || '/', isPrefixed: true }
  return { locale: defaultLocale, path: pathname.replace(/\/+$/, '') || '/', isPrefixed: false }
}

/**
 * The locale an `Accept-Language` header asks for, best quality first; `nl-BE` counts as `nl`. English when nothing
 * matches. The server answers in it, and so do the mocks that stand in for the server.
 */
export function preferredLocale(header: string | null | undefined): Locale {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      )
      return { language: tag.toLowerCase().split('-')[0] ?? '', q: Number.isNaN(q) ? 0 : q, index }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked.map((entry) => entry.language).find(isLocale) ?? defaultLocale
}
