import { serverMessages, type ServerMessageId } from '@oche/i18n'

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

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value)
}
