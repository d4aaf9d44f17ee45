import type { Locale } from './locales'
import screensDe from './messages/screens/de.json'
import screensEn from './messages/screens/en.json'
import screensFr from './messages/screens/fr.json'
import screensNl from './messages/screens/nl.json'

/** A flat map of message id to ICU message, as react-intl takes it. */
export type Messages = Record<string, string>

/**
 * Message catalogues per package ("namespace"). English is extracted from the
 * source code (`pnpm i18n:extract`); the other languages are translated by hand.
 */
export const catalogues = {
  screens: { en: screensEn, nl: screensNl, fr: screensFr, de: screensDe },
} satisfies Record<string, Record<Locale, Messages>>

export type Namespace = keyof typeof catalogues

/** Every message of one locale, all namespaces merged. */
export function messagesFor(locale: Locale): Messages {
  const merged: Messages = {}
  for (const catalogue of Object.values(catalogues)) Object.assign(merged, catalogue[locale])
  return merged
}
