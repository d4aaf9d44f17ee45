import { localizedPath } from '@oche/i18n'
import { QRCode, qrCodeDefaults } from '@oche/ui'
import { useSyncExternalStore } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { routePath } from '../../routing/route-path'

const subscribeNever = () => () => {}

export type BoardQrCodeProps = {
  eventId: string
  boardNumber: number
  className?: string
}

/**
 * A QR code (spec size: 300×300, error correction Q, no margin) that opens the event's page on a phone, where this
 * board's games are followed live, the next one as soon as it is called.
 */
export function BoardQrCode({ eventId, boardNumber, className }: BoardQrCodeProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { config } = usePlatform()
  const origin = useSyncExternalStore(
    subscribeNever,
    () => location.origin,
    () => `https://${config.host}`,
  )
  const url = new URL(localizedPath(routePath('events-event', { event: eventId }), locale), origin).href
  return (
    <QRCode
      className={className}
      data-url={url}
      value={url}
      size={qrCodeDefaults.size}
      level={qrCodeDefaults.level}
      marginSize={qrCodeDefaults.marginSize}
      aria-label={intl.formatMessage(
        {
          id: 'tablet.waiting.qrLabel',
          defaultMessage: 'QR code that follows board {number} live on your phone',
          description: 'Accessible name of the QR code on the waiting screen of the board tablet',
        },
        { number: boardNumber },
      )}
      caption={
        <FormattedMessage
          id="tablet.waiting.qrCaption"
          defaultMessage="Scan to follow this board live"
          description="Under the QR code on the waiting screen of the board tablet"
        />
      }
    />
  )
}
