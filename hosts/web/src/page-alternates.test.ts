import { describe, expect, it } from 'vitest'
import { pageAlternates } from './page-alternates'

describe('pageAlternates', () => {
  it('names the page in its own language as canonical, on the app’s public address', () => {
    expect(pageAlternates('http://192.168.1.20:3000/', '/tournaments', 'nl')).toEqual({
      canonical: 'http://192.168.1.20:3000/nl/tournaments',
      languages: {
        'en-GB': 'http://192.168.1.20:3000/tournaments',
        'nl-BE': 'http://192.168.1.20:3000/nl/tournaments',
        'fr-FR': 'http://192.168.1.20:3000/fr/tournaments',
        'de-DE': 'http://192.168.1.20:3000/de/tournaments',
        'x-default': 'http://192.168.1.20:3000/tournaments',
      },
    })
  })

  it('keeps the home of the default language at the root', () => {
    const { canonical, languages } = pageAlternates('https://oche.example', '/', 'en')
    expect(canonical).toBe('https://oche.example/')
    expect(languages).toMatchObject({ 'de-DE': 'https://oche.example/de', 'x-default': 'https://oche.example/' })
  })
})
