import { useMemo, useState, type ReactNode } from 'react'
import { createIntl, createIntlCache, RawIntlProvider, useIntl } from 'react-intl'

/**
 * The site's dates and times in its time zone (the context's `time_zone`): every `FormattedDate`, `FormattedTime`
 * and `intl.formatDate` below it formats in that zone, so the server's HTML and the browser show the same day and
 * hour (a zone-less format would take the server's UTC, then the visitor's own zone). A call that gives its own
 * `timeZone` keeps it (a calendar day, read as UTC). Same language and messages as the provider above it.
 */
export function SiteTimeZone({ timeZone, children }: { timeZone: string; children: ReactNode }) {
  const outer = useIntl()
  const [cache] = useState(createIntlCache)
  const intl = useMemo(
    () =>
      createIntl(
        {
          locale: outer.locale,
          defaultLocale: outer.defaultLocale,
          messages: outer.messages,
          formats: outer.formats,
          defaultFormats: outer.defaultFormats,
          textComponent: outer.textComponent,
          onError: outer.onError,
          onWarn: outer.onWarn,
          timeZone,
        },
        cache,
      ),
    [outer, timeZone, cache],
  )
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>
}
