import { AsyncLocalStorage } from 'node:async_hooks'
import { z } from 'zod'
import type { Locale } from './messages'

const requestLocale = new AsyncLocalStorage<Locale>()
const localeErrors = {
  en: z.locales.en().localeError,
  nl: z.locales.nl().localeError,
  fr: z.locales.fr().localeError,
  de: z.locales.de().localeError,
} satisfies Record<Locale, unknown>

let isInstalled = false

/**
 * Makes zod write its issue messages in the language of the request being handled. zod keeps one global
 * configuration, so the error map looks the request's language up; outside a request it writes English.
 */
export function installRequestLocaleForZod(): void {
  if (isInstalled) return
  isInstalled = true
  z.config({ localeError: (issue) => localeErrors[requestLocale.getStore() ?? 'en']?.(issue) })
}

export function runWithLocale<T>(locale: Locale, run: () => T): T {
  return requestLocale.run(locale, run)
}
