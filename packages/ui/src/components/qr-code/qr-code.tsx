import { QRCodeSVG } from 'qrcode.react'
import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../../lib/cn'

/** The spec's QR code (section 9): 300×300, error correction Q, no margin. */
export const qrCodeDefaults = { size: 300, level: 'Q', marginSize: 0 } as const

export type QRCodeProps = Omit<ComponentProps<'figure'>, 'children'> & {
  /** The text or URL to encode. */
  value: string
  /** What the code is for, read by screen readers ("Join board 4 on your phone", translated). */
  'aria-label': string
  /** Visible text under the code. */
  caption?: ReactNode
  size?: number
  level?: 'L' | 'M' | 'Q' | 'H'
  marginSize?: number
}

/**
 * A scannable QR code. The modules stay black on a white quiet zone in both themes, because many scanners
 * cannot read a light-on-dark code.
 */
export function QRCode({
  value,
  'aria-label': ariaLabel,
  caption,
  size = qrCodeDefaults.size,
  level = qrCodeDefaults.level,
  marginSize = qrCodeDefaults.marginSize,
  className,
  ...props
}: QRCodeProps) {
  const captionId = useId()
  return (
    <figure
      data-slot="qr-code"
      aria-labelledby={caption ? captionId : undefined}
      className={cn('inline-flex flex-col items-center gap-3', className)}
      {...props}
    >
      {/* Fixed white and black on purpose: theme tokens would invert the code in dark mode. */}
      <div data-slot="qr-code-frame" className="max-w-full rounded-lg bg-white p-4 text-black">
        <QRCodeSVG
          role="img"
          aria-label={ariaLabel}
          value={value}
          size={size}
          level={level}
          marginSize={marginSize}
          bgColor="transparent"
          fgColor="currentColor"
          data-level={level}
          className="block h-auto max-w-full"
        />
      </div>
      {caption && (
        <figcaption
          id={captionId}
          data-slot="qr-code-caption"
          className="max-w-[300px] text-center text-sm text-muted-foreground"
        >
          {caption}
        </figcaption>
      )}
    </figure>
  )
}
