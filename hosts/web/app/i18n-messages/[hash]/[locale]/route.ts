import { isLocale } from '@oche/i18n'
import { messagesFor } from '@oche/i18n/messages'
import { messagesHash } from '../../../messages-hash'

/**
 * `/_i18n/{hash}/{locale}/messages.json` (rewritten here): the messages of one language, as a map of locale to
 * message tree. The hash changes with the messages, so a matching hash is cached for a year; any other is not.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ hash: string; locale: string }> }) {
  const { hash, locale } = await params
  if (!isLocale(locale)) return Response.json({ message: 'Unknown language' }, { status: 404 })
  const isCacheable = hash === messagesHash
  return Response.json(
    { [locale]: messagesFor(locale) },
    { headers: { 'Cache-Control': isCacheable ? 'public, max-age=31536000, immutable' : 'no-cache' } },
  )
}
