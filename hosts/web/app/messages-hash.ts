import { createHash } from 'node:crypto'
import { locales } from '@oche/i18n'
import { messagesFor } from '@oche/i18n/messages'

/** Changes whenever any message changes: the cache key of /_i18n/{hash}/... */
export const messagesHash = createHash('sha256')
  .update(JSON.stringify(locales.map((locale) => messagesFor(locale))))
  .digest('hex')
  .slice(0, 12)
