import { createElement, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { FormattedDate, IntlProvider, useIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { SiteTimeZone } from './site-time-zone'

/** Half an hour before midnight UTC on a league night: already the next day in Amsterdam (UTC+2 in September). */
const lateAt = '2030-09-09T23:30:00Z'

/** The HTML the server renders for `children` on a site whose dates are in `timeZone`. */
function render(timeZone: string, children: ReactNode, locale = 'en-GB') {
  return renderToString(
    createElement(
      IntlProvider,
      { locale, onError: () => undefined },
      createElement(SiteTimeZone, { timeZone, children }),
    ),
  )
}

function FormattedByHook() {
  const intl = useIntl()
  return intl.formatDate(lateAt, { dateStyle: 'long', timeStyle: 'short' })
}

describe('SiteTimeZone', () => {
  it('shows a moment near midnight UTC on the site’s own day and hour, whatever zone the server runs in', () => {
    const html = render(
      'Europe/Amsterdam',
      createElement(FormattedDate, { value: lateAt, dateStyle: 'long', timeStyle: 'short' }),
    )
    expect(html).toContain('10 September 2030')
    expect(html).toContain('01:30')
    expect(render('America/New_York', createElement(FormattedByHook))).toContain('9 September 2030 at 19:30')
  })

  it('formats with `useIntl` too, in the language above it', () => {
    expect(render('Europe/Amsterdam', createElement(FormattedByHook), 'nl-NL')).toContain('10 september 2030')
  })

  it('leaves a calendar day that says its own zone (read as UTC) on its day', () => {
    const html = render(
      'America/New_York',
      createElement(FormattedDate, { value: '2030-09-10', dateStyle: 'long', timeZone: 'UTC' }),
    )
    expect(html).toContain('10 September 2030')
  })
})
