import type { LegState } from '@oche/darts'
import { useIntl } from 'react-intl'
import { liveMatchMessages } from './live-match-messages'

const rings = { S: 'single', D: 'double', T: 'treble' } as const

/** Labels the live view builds from engine values: leg names, spoken dart names and localised averages. */
export function useLiveLabels() {
  const intl = useIntl()
  return {
    /** "Leg 2", or "Set 1, leg 3" in set play. */
    legName: (leg: Pick<LegState, 'set' | 'leg'>) =>
      leg.set === null
        ? intl.formatMessage(liveMatchMessages.legOfMatch, { leg: leg.leg })
        : intl.formatMessage(liveMatchMessages.legOfSet, { set: leg.set, leg: leg.leg }),
    /** "Treble 20" for `T20`, "Bullseye" for `DB`. */
    dartName: (code: string) => {
      if (code === 'SB') return intl.formatMessage(liveMatchMessages.dartName, { ring: 'outerBull', number: '' })
      if (code === 'DB') return intl.formatMessage(liveMatchMessages.dartName, { ring: 'bullseye', number: '' })
      const ring = rings[code.charAt(0) as keyof typeof rings] ?? 'miss'
      return intl.formatMessage(liveMatchMessages.dartName, { ring, number: code.slice(1) })
    },
    /** A value of `formatAverage` ("88.41", "–") with the page's decimal separator ("88,41"). */
    decimal: (formatted: string) =>
      Number.isFinite(Number.parseFloat(formatted))
        ? intl.formatNumber(Number(formatted), { minimumFractionDigits: 2, maximumFractionDigits: 2 })
        : formatted,
  }
}
