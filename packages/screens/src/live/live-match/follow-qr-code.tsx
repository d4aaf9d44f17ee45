import { localizedPath } from '@oche/i18n'
import { QRCode, qrCodeDefaults } from '@oche/ui'
import { useSyncExternalStore } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { routePath } from '../../routing/route-path'

export type FollowQrCodeProps = {
  matchId: string
  className?: string
}

const subscribeNever = () => () => {}

/** The page's own origin; on the server the configured host stands in until hydration. */
function useOrigin(host: string): string {
  return useSyncExternalStore(
    subscribeNever,
    () => location.origin,
    () => `https://${host}`,
  )
}

/** A QR code (spec size: 300×300, error correction Q, no margin) that opens this match's live page on a phone. */
export function FollowQrCode({ matchId, className }: FollowQrCodeProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { config } = usePlatform()
  const origin = useOrigin(config.host)
  const url = new URL(localizedPath(routePath('live-id', { id: matchId }), locale), origin).href
  return (
    <QRCode
      className={className}
      data-url={url}
      value={url}
      size={qrCodeDefaults.size}
      level={qrCodeDefaults.level}
      marginSize={qrCodeDefaults.marginSize}
      aria-label={intl.formatMessage({
        id: 'live.match.qrCodeLabel',
        defaultMessage: 'QR code that opens this match on your phone',
      })}
      caption={<FormattedMessage id="live.match.qrCodeCaption" defaultMessage="Scan to follow on your phone" />}
    />
  )
}
