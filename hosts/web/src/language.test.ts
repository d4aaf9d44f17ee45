import { describe, expect, it } from 'vitest'
import { appDefaultLocale, browserLocale, unprefixedPageLocale } from './language'

describe('the language of an unprefixed page', () => {
  it("reads the browser's first language among ours", () => {
    expect(browserLocale('de-AT,de;q=0.9,en;q=0.5')).toBe('de')
    expect(browserLocale('nl-BE')).toBe('nl')
    expect(browserLocale('es-ES,fr;q=0.8')).toBe('fr')
    expect(browserLocale('en-US')).toBe('en')
    expect(browserLocale('es-ES,ja;q=0.8')).toBeNull()
    expect(browserLocale('*')).toBeNull()
    expect(browserLocale(null)).toBeNull()
  })

  it("takes the cookie, then the browser, then the site's default language", () => {
    const page = (cookie: string | undefined, acceptLanguage: string | null) =>
      unprefixedPageLocale({ cookie, acceptLanguage, siteDefault: 'nl' })
    expect(page('fr', 'de-DE')).toEqual({ locale: 'fr', chosenByVisitor: true })
    expect(page(undefined, 'de-DE')).toEqual({ locale: 'de', chosenByVisitor: true })
    expect(page(undefined, 'en-GB')).toEqual({ locale: 'en', chosenByVisitor: true })
    expect(page(undefined, 'es-ES')).toEqual({ locale: 'nl', chosenByVisitor: false })
    expect(page('xx', null)).toEqual({ locale: 'nl', chosenByVisitor: false })
    // The app's default is English.
    expect(unprefixedPageLocale({ cookie: undefined, acceptLanguage: 'es' })).toEqual({
      locale: 'en',
      chosenByVisitor: false,
    })
  })

  it("takes the app's default language from OCHE_DEFAULT_LANGUAGE, English when unset or unknown", () => {
    expect(appDefaultLocale({ OCHE_DEFAULT_LANGUAGE: 'nl' })).toBe('nl')
    expect(appDefaultLocale({ OCHE_DEFAULT_LANGUAGE: ' DE ' })).toBe('de')
    expect(appDefaultLocale({ OCHE_DEFAULT_LANGUAGE: 'es' })).toBe('en')
    expect(appDefaultLocale({})).toBe('en')
  })
})
