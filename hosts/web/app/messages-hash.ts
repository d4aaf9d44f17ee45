import { createHash } from 'node:crypto'
import { locales, messagesFor } from '@oche/i18n'

/** Changes whenever any message changes: the cache key of /_i18n/{hash}/... */
export const messagesHash = createHash('sha256')
  .update(JSON.stringify(locales.map((locale) => messagesFor(locale))))
  .digest('hex')
  .slice(0, 12)
