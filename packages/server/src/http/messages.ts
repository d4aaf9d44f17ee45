import { localeInfo, type ServerMessageId } from '@oche/i18n'
import { serverMessages } from '@oche/i18n/messages'
import { IntlMessageFormat } from 'intl-messageformat'

export const locales = ['en', 'nl', 'fr', 'de'] as const
export type Locale = (typeof locales)[number]

/**
 * The id of a text the server writes itself (`packages/i18n/src/messages/server/<locale>.json` of @oche/i18n); field
 * messages from zod come from its own locales.
 */
export type MessageId = ServerMessageId

/** The server's text in the language. */
export function translate(id: MessageId, locale: Locale): string {
  return serverMessages[locale][id]
}

/** The server's text in the language with its ICU placeholders (`{count}`) filled in. */
export function translateWith(id: MessageId, locale: Locale, values: Record<string, string | number>): string {
  return String(new IntlMessageFormat(serverMessages[locale][id], localeInfo[locale].tag).format(values))
}

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value)
}
