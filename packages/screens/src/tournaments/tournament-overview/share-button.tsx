import { localizedPath } from '@oche/i18n'
import { Button, toast } from '@oche/ui'
import { Share2 } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { tournamentPath } from '../parts/tournament-page/tournament-sections'

/** Shares the tournament's page: the phone's share sheet where there is one, else the link to the clipboard. */
export function ShareButton({ id, name }: { id: string; name: string }) {
  const intl = useIntl()
  const locale = useLocale()
  const handleShare = async () => {
    const url = new URL(localizedPath(tournamentPath(id, 'overview'), locale), location.origin).href
    if (typeof navigator.share === 'function') {
      // Closing the share sheet rejects; nothing went wrong then.
      await navigator.share({ title: name, url }).catch(() => undefined)
      return
    }
    try {
      await navigator.clipboard.writeText(url)
      toast.success(intl.formatMessage({ id: 'tournaments.share.copied', defaultMessage: 'Link copied' }))
    } catch {
      toast.error(
        intl.formatMessage(
          { id: 'tournaments.share.failed', defaultMessage: 'The link could not be copied: {url}' },
          { url },
        ),
      )
    }
  }
  return (
    <Button variant="outline" onClick={() => void handleShare()}>
      <Share2 aria-hidden />
      <FormattedMessage id="tournaments.share.button" defaultMessage="Share" />
    </Button>
  )
}
