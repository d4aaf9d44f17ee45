import { localeInfo, type Locale } from '@oche/i18n'
import { useEffect } from 'react'

/**
 * Keeps `<html lang>` on the page's language when it changes without a page load (the language menu): the host
 * writes it only into the first response, and a screen reader reads the page with the voice it names (WCAG 3.1.1).
 */
export function useDocumentLanguage(locale: Locale): void {
  useEffect(() => {
    document.documentElement.lang = localeInfo[locale].tag
  }, [locale])
}
