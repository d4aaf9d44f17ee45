import { ApiRequestError } from '@oche/api'
import { messagesFor } from '@oche/i18n/messages'
import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { failureMessage } from './show-server-errors'

const intlIn = (locale: 'en' | 'nl' | 'fr' | 'de') => createIntl({ locale, messages: messagesFor(locale) })

describe('failureMessage', () => {
  it('shows the server’s own translated text', () => {
    const error = new ApiRequestError(409, 'Dit lokaal wordt nog gebruikt')
    expect(failureMessage(error, intlIn('nl'))).toBe('Dit lokaal wordt nog gebruikt')
  })

  it('says an answer without the server’s text in the interface language, with its status', () => {
    const error = new ApiRequestError(502, 'HTTP 502', {}, undefined, undefined, false)
    const english = failureMessage(error, intlIn('en'))
    expect(english).toBe('HTTP error! status: 502')
    for (const locale of ['nl', 'fr', 'de'] as const) {
      const text = failureMessage(error, intlIn(locale))
      expect(text, locale).toContain('502')
      expect(text, locale).not.toBe(english)
    }
  })

  it('says a network failure is one, in the interface language', () => {
    expect(failureMessage(new TypeError('Failed to fetch'), intlIn('en'))).toMatch(/could not be reached/)
  })
})
