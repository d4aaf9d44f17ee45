import { readFileSync } from 'node:fs'
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { locales, type Locale } from './locales'
import { catalogues, serverMessages } from './messages'

// The project's glossary (docs/glossary.md) says which word each language uses for each thing, and which variants
// that word replaces. This test holds every message of every catalogue to it, so a replaced word cannot come back.
const glossary = readFileSync(new URL('../../../docs/glossary.md', import.meta.url), 'utf8')

function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`)
  if (start < 0) throw new Error(`docs/glossary.md has no "## ${heading}" section`)
  const rest = markdown.slice(start + heading.length + 5)
  const end = rest.search(/\n## /)
  return end < 0 ? rest : rest.slice(0, end)
}

type Rule = { write: string; variant: string; pattern: RegExp }

function variantPattern(variant: string): RegExp {
  const regex = /^\/(.*)\/([a-z]*)$/.exec(variant)
  if (regex) return new RegExp(regex[1] ?? '', regex[2])
  const escaped = variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  // Whole words: no letter right before or after the variant (\b knows no accented letters).
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu')
}

/** The "Words a message must not use" section: per language, each variant and the word that replaces it. */
export function replacedWords(markdown: string): Record<Locale, Rule[]> {
  const rules = Object.fromEntries(locales.map((locale) => [locale, [] as Rule[]])) as Record<Locale, Rule[]>
  let locale: Locale | undefined
  for (const line of section(markdown, 'Words a message must not use').split('\n')) {
    const heading = /^### (\w+)$/.exec(line)
    if (heading) {
      locale = locales.find((code) => code === heading[1])
      if (!locale) throw new Error(`docs/glossary.md: no language "${heading[1]}"`)
      continue
    }
    const item = /^- (.+?): not (.+)$/.exec(line)
    if (!item || !locale) continue
    for (const [, variant] of (item[2] ?? '').matchAll(/`([^`]+)`/g))
      rules[locale].push({ write: item[1] ?? '', variant: variant ?? '', pattern: variantPattern(variant ?? '') })
  }
  return rules
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}][\p{L}'’-]*/gu) ?? []
}

/** The words kept as in English per language: the glossary's terms translated as the English word, and the list. */
export function keptWords(markdown: string): Record<Locale, Set<string>> {
  const kept = Object.fromEntries(locales.map((locale) => [locale, new Set<string>()])) as Record<Locale, Set<string>>
  const columns = ['en', 'nl', 'fr', 'de'] as const
  for (const line of markdown.split('\n')) {
    const cells = /^\|(.+)\|$/
      .exec(line)?.[1]
      ?.split('|')
      .map((cell) => cell.trim())
    if (!cells || cells.length !== columns.length || cells[0] === 'en' || /^-+$/.test(cells[0] ?? '')) continue
    const english = (cells[0] ?? '')
      .replace(/\s*\(.*?\)\s*/g, ' ')
      .trim()
      .toLowerCase()
    columns.forEach((locale, index) => {
      if ((cells[index] ?? '').toLowerCase() === english) for (const word of words(english)) kept[locale].add(word)
    })
  }
  for (const line of section(markdown, 'Kept as in English').split('\n')) {
    const item = /^- ([\w ]+):(.*)$/.exec(line)
    if (!item) continue
    const targets = item[1] === 'every language' ? locales : locales.filter((locale) => locale === item[1])
    for (const [, term] of (item[2] ?? '').matchAll(/`([^`]+)`/g))
      for (const locale of targets) for (const word of words(term ?? '')) kept[locale].add(word)
  }
  return kept
}

/**
 * The text a reader sees of a message: its literal parts with each value shown as `0`, every plural and select
 * branch in turn (each on its own line).
 */
function literalText(message: string): string {
  const walk = (elements: MessageFormatElement[]): string =>
    elements
      .map((element) => {
        if (element.type === TYPE.literal) return element.value
        if (element.type === TYPE.tag) return walk(element.children)
        if ('options' in element)
          return Object.values(element.options)
            .map((option) => walk(option.value))
            .join('\n')
        return '0'
      })
      .join('')
  return walk(parse(message))
}

const everyCatalogue = { ...catalogues, server: serverMessages }
const rules = replacedWords(glossary)
const kept = keptWords(glossary)

function messagesOf(locale: Locale): [string, string][] {
  return Object.values(everyCatalogue).flatMap((catalogue) =>
    Object.entries(catalogue[locale] as Record<string, string>),
  )
}

function englishOf(id: string): string | undefined {
  for (const catalogue of Object.values(everyCatalogue)) {
    const message = (catalogue.en as Record<string, string>)[id]
    if (message !== undefined) return message
  }
  return undefined
}

describe('the glossary', () => {
  it('is read: it names variants for every language and keeps darts terms', () => {
    expect(rules.de.map((rule) => rule.variant)).toContain('Satz')
    expect(kept.de.has('leg')).toBe(true)
    expect(kept.nl.has('bust')).toBe(true)
    expect(kept.fr.has('leg')).toBe(false)
  })

  it('matches a plain variant as a whole word only', () => {
    const pattern = variantPattern('Satz')
    expect(pattern.test('Erster Satz')).toBe(true)
    expect(pattern.test('Einsatz')).toBe(false)
    expect(pattern.test('Satzung')).toBe(false)
  })
})

describe.each(locales)('the %s messages', (locale) => {
  const messages = messagesOf(locale)

  it('use the glossary’s word, never a variant it replaces', () => {
    const found = messages.flatMap(([id, message]) =>
      rules[locale]
        .filter((rule) => rule.pattern.test(literalText(message)))
        .map((rule) => `${id}: "${rule.variant}" (write ${rule.write}) in "${message}"`),
    )
    expect(found, found.join('\n')).toEqual([])
  })

  it('follow the language’s typography', () => {
    const wrong = messages.flatMap(([id, message]) => {
      const text = literalText(message)
      const problems: string[] = []
      if (locale === 'fr') {
        if (/'/.test(text)) problems.push('a straight apostrophe (write ’)')
        if (/(?:[^\s\u00a0\u202f]|[ \t])[:;!?](?=\s|$)/m.test(text))
          problems.push('no non-breaking space before : ; ! ?')
        if (/"|“|”/.test(text)) problems.push('English quotation marks (write « … »)')
      }
      if (locale === 'de' && (/"|”/.test(text) || /(?<!„[^“]*)“/.test(text)))
        problems.push('quotation marks other than „…“')
      if ((locale === 'nl' || locale === 'en') && /\p{L}'\p{L}/u.test(text)) problems.push('a straight apostrophe')
      return problems.map((problem) => `${id}: ${problem} in "${message}"`)
    })
    expect(wrong, wrong.join('\n')).toEqual([])
  })
})

describe.each(locales.filter((locale) => locale !== 'en'))('the %s messages', (locale) => {
  const messages = messagesOf(locale)

  it('are translated, unless every word is a term kept as in English', () => {
    const copied = messages.filter(([id, message]) => {
      if (message !== englishOf(id)) return false
      return words(literalText(message)).some((word) => !kept[locale].has(word))
    })
    expect(
      copied.map(([id, message]) => `${id}: "${message}"`),
      'identical to English',
    ).toEqual([])
  })
})
