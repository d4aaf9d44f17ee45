import type { IntlShape } from 'react-intl'

/**
 * A range of dates or times in the page's language: "Thursday 26 November 2026 at 22:00 – 03:00".
 *
 * Node's ICU puts thin spaces around the dash where browsers put plain ones, and a page rendered on the server must
 * read the same in the browser (else React throws the server's HTML away, error #418): both get plain spaces.
 */
export function formatDateRange(
  intl: IntlShape,
  from: Date | string,
  to: Date | string,
  options: Intl.DateTimeFormatOptions,
): string {
  return intl.formatDateTimeRange(new Date(from), new Date(to), options).replace(/[\u2009\u202f]/g, ' ')
}
