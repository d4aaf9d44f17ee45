import { defineMessage, defineMessages } from './define-messages'

/**
 * The words many screens say alike, under one id each so they are translated once: use these rather than an
 * area's own copy (`<FormattedMessage {...commonMessages.tryAgain} />`, `intl.formatMessage(commonMessages.close)`).
 */
export const commonMessages = defineMessages({
  tryAgain: { id: 'common.tryAgain', defaultMessage: 'Try again' },
  unreachable: {
    id: 'common.unreachable',
    defaultMessage: 'Oche could not be reached. Check your connection and try again.',
  },
  rateLimited: { id: 'common.rateLimited', defaultMessage: 'Too many attempts. Wait a few minutes, then try again.' },
  cancel: { id: 'common.cancel', defaultMessage: 'Cancel' },
  close: { id: 'common.close', defaultMessage: 'Close' },
  save: { id: 'common.save', defaultMessage: 'Save' },
})

/** The spec's toast for an API answer without a message of its own (a proxy between the device and Oche failed). */
export const serverErrorMessage = defineMessage<{ status: number }>({
  id: 'common.serverError',
  defaultMessage: 'HTTP error! status: {status}',
})
