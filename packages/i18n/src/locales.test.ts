import { describe, expect, it } from 'vitest'
import { isLocale, localizedPath, preferredLocale } from './locales'

describe('localizedPath', () => {
  it('keeps English paths unprefixed', () => {
    expect(localizedPath('/tournaments', 'en')).toBe('/tournaments')
    expect(localizedPath('/', 'en')).toBe('/')
  })

  it('prefixes the other languages, with the language root for the home page', () => {
    expect(localizedPath('/tournaments', 'nl')).toBe('/nl/tournaments')
    expect(localizedPath('/', 'de')).toBe('/de')
    expect(localizedPath('play', 'fr')).toBe('/fr/play')
  })
})

describe('isLocale', () => {
  it('accepts only the four interface languages', () => {
    expect(['en', 'nl', 'fr', 'de'].every(isLocale)).toBe(true)
    expect(isLocale('es')).toBe(false)
    expect(isLocale(undefined)).toBe(false)
  })
})

describe('preferredLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['nl-BE,nl;q=0.9,en;q=0.8', 'nl'],
    ['es-ES,fr;q=0.5,de;q=0.7', 'de'],
    ['de;q=0,fr', 'fr'],
    ['ja', 'en'],
  ])('picks %s as %s', (header, locale) => {
    expect(preferredLocale(header)).toBe(locale)
  })
})
