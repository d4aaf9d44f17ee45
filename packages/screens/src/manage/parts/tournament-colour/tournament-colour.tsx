import type { TournamentColour } from '@oche/api'
import { cn } from '@oche/ui'
import { useIntl } from 'react-intl'

// The palette behind the contract's colour codes: fixed classes, never free CSS from the server.
const swatchClasses: Record<TournamentColour, string> = {
  slate: 'bg-slate-500',
  red: 'bg-red-600',
  orange: 'bg-orange-500',
  amber: 'bg-amber-400',
  green: 'bg-green-600',
  teal: 'bg-teal-500',
  blue: 'bg-blue-600',
  violet: 'bg-violet-600',
}

export type ColourSwatchProps = { colour: TournamentColour; className?: string }

/** A tournament's colour code as a dot; decorative, so the colour's name must be said elsewhere when it matters. */
export function ColourSwatch({ colour, className }: ColourSwatchProps) {
  return (
    <span
      aria-hidden
      data-slot="colour-swatch"
      data-colour={colour}
      className={cn('inline-block size-4 shrink-0 rounded-full ring-1 ring-border', swatchClasses[colour], className)}
    />
  )
}

/** The name of each colour code in the interface language. */
export function useColourNames(): Record<TournamentColour, string> {
  const intl = useIntl()
  return {
    slate: intl.formatMessage({ id: 'manage.colour.slate', defaultMessage: 'Grey' }),
    red: intl.formatMessage({ id: 'manage.colour.red', defaultMessage: 'Red' }),
    orange: intl.formatMessage({ id: 'manage.colour.orange', defaultMessage: 'Orange' }),
    amber: intl.formatMessage({ id: 'manage.colour.amber', defaultMessage: 'Yellow' }),
    green: intl.formatMessage({ id: 'manage.colour.green', defaultMessage: 'Green' }),
    teal: intl.formatMessage({ id: 'manage.colour.teal', defaultMessage: 'Teal' }),
    blue: intl.formatMessage({ id: 'manage.colour.blue', defaultMessage: 'Blue' }),
    violet: intl.formatMessage({ id: 'manage.colour.violet', defaultMessage: 'Purple' }),
  }
}
