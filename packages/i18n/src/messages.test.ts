import { parse } from '@formatjs/icu-messageformat-parser'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
// @ts-expect-error -- a plain .mjs script without types: which namespaces it extracts from the source.
import { namespaces as extracted } from '../../../scripts/i18n-extract.mjs'
import { locales } from './locales'
import { catalogues, cataloguesFor, messagesFor, serverMessages } from './messages'

// Placeholders ({name}, {count, plural, ...}) must survive translation unchanged.
function argumentNames(message: string): string[] {
  const names = new Set<string>()
  const walk = (elements: ReturnType<typeof parse>) => {
    for (const element of elements) {
      if ('value' in element && element.type !== 0 && typeof element.value === 'string') names.add(element.value)
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value)
      if ('children' in element) walk(element.children)
    }
  }
  walk(parse(message))
  return [...names].sort()
}

// The server's texts are checked like every catalogue; their English is written by hand, not extracted.
const everyCatalogue = { ...catalogues, server: serverMessages }

describe.each(Object.entries(everyCatalogue))('the %s catalogue', (_namespace, catalogue) => {
  const english = catalogue.en as Record<string, string>
  const englishIds = Object.keys(english).sort()

  it.each(locales)('has exactly the English message ids in %s', (locale) => {
    expect(Object.keys(catalogue[locale]).sort()).toEqual(englishIds)
  })

  it.each(locales)('parses every %s message as ICU with the English placeholders', (locale) => {
    const messages = catalogue[locale] as Record<string, string>
    for (const id of englishIds) {
      const message = messages[id] ?? ''
      expect(() => parse(message), `${locale} ${id}`).not.toThrow()
      expect(message.trim(), `${locale} ${id} is empty`).not.toBe('')
      expect(argumentNames(message), `${locale} ${id}`).toEqual(argumentNames(english[id] ?? ''))
    }
  })

  it.each(locales.filter((locale) => locale !== 'en'))('translates %s rather than copying English', (locale) => {
    const messages = catalogue[locale] as Record<string, string>
    const copied = englishIds.filter((id) => messages[id] === english[id] && /[a-z]{4,}/i.test(english[id] ?? ''))
    // A few words are the same in both languages (brand names, "Oche", "Live"); whole sentences are not.
    expect(copied.length / Math.max(englishIds.length, 1), `copied: ${copied.join(', ')}`).toBeLessThan(0.15)
  })
})

describe('the catalogues', () => {
  it('extract the English of every catalogue from the source but the server’s, which is written by hand', () => {
    expect(Object.keys(extracted as Record<string, unknown>).sort()).toEqual(Object.keys(catalogues).sort())
    expect(Object.keys(extracted as Record<string, unknown>)).not.toContain('server')
  })

  it('keep the server’s texts out of what the browser loads', () => {
    const browser = messagesFor('en')
    const leaked = Object.keys(serverMessages.en).filter((id) => browser[id] === serverMessages.en[id as never])
    expect(leaked).toEqual([])
  })
})

describe('the catalogues of a page', () => {
  const frame = { key: 'frame', ids: ['errors.notFound.heading', 'routes.home.description'] }
  const screen = { key: 'legal', ids: ['routes.home.description', 'no.such.id'] }

  it('hold the given texts in the page’s language, and no other, parsed', () => {
    const [frameTexts, screenTexts] = cataloguesFor('nl', [frame, screen])
    expect(frameTexts).toEqual({
      'errors.notFound.heading': parse(messagesFor('nl')['errors.notFound.heading']!),
      'routes.home.description': parse(messagesFor('nl')['routes.home.description']!),
    })
    expect(frameTexts!['routes.home.description']).not.toEqual(parse(messagesFor('en')['routes.home.description']!))
    // An id no catalogue has is left out (react-intl then reports it missing), not given as undefined.
    expect(screenTexts).toEqual({ 'routes.home.description': parse(messagesFor('nl')['routes.home.description']!) })
  })

  it('format from their trees to what their texts give (arguments and plurals)', () => {
    // A message with an argument and a plural, in Dutch: the compiled tree gives the text the string gives.
    const id = Object.entries(messagesFor('nl')).find(([, text]) => text.includes(', plural,'))![0]
    const [compiled] = cataloguesFor('nl', [{ key: 'plural', ids: [id] }])
    const values = Object.fromEntries(
      [...messagesFor('nl')[id]!.matchAll(/\{(\w+)(?:,|\})/g)].map(([, name]) => [name, 2]),
    )
    const fromText = new IntlMessageFormat(messagesFor('nl')[id]!, 'nl-BE').format(values)
    expect(new IntlMessageFormat(compiled![id]!, 'nl-BE').format(values)).toBe(fromText)
  })

  it('are the same objects for every page that shares a set, so a payload carries each once', () => {
    const [first] = cataloguesFor('fr', [frame])
    const [again, other] = cataloguesFor('fr', [frame, screen, frame])
    expect(again).toBe(first)
    expect(other).not.toBe(first)
    expect(cataloguesFor('fr', [frame, screen, frame])).toHaveLength(2)
    expect(cataloguesFor('de', [frame])[0]).not.toBe(first)
  })
})
