import { describe, expect, it } from 'vitest'
import { isLocale, localizedPath } from './locales'

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
