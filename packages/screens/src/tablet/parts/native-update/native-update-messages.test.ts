import { locales } from '@oche/i18n'
import { messagesFor } from '@oche/i18n/messages'
import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { nativeUpdateMessages } from './native-update-messages'

describe('the native update prompt', () => {
  it('says the spec’s English', () => {
    const intl = createIntl({ locale: 'en', messages: messagesFor('en') })
    expect(intl.formatMessage(nativeUpdateMessages.title)).toBe('Update Available')
    expect(intl.formatMessage(nativeUpdateMessages.body, { version: '1.4.0' })).toBe(
      'Version 1.4.0 is available. Would you like to update now?',
    )
  })

  it.each(locales.filter((locale) => locale !== 'en'))('is translated into %s, with the version', (locale) => {
    const intl = createIntl({
      locale,
      messages: messagesFor(locale),
      onError: (error) => {
        throw error
      },
    })
    const english = createIntl({ locale: 'en', messages: messagesFor('en') })
    for (const message of [nativeUpdateMessages.title, nativeUpdateMessages.update])
      expect(intl.formatMessage(message)).not.toBe(english.formatMessage(message))
    expect(intl.formatMessage(nativeUpdateMessages.body, { version: '1.4.0' })).not.toBe(
      english.formatMessage(nativeUpdateMessages.body, { version: '1.4.0' }),
    )
    expect(intl.formatMessage(nativeUpdateMessages.body, { version: '1.4.0' })).toContain('1.4.0')
  })
})
