import type { Dart } from '@oche/darts'
import type { DartboardDart } from '@oche/ui'
import { useMemo } from 'react'
import { useIntl } from 'react-intl'
import { dartOf } from './dart-names'

export type DartLabels = {
  /** The spoken name: "Treble 20", "Bull", "Miss". */
  name: (dart: Dart) => string
  /** The short code: "T20", "Bull", "25", "Miss". */
  code: (dart: Dart) => string
  boardName: (dart: DartboardDart) => string
  boardCode: (dart: DartboardDart) => string
}

/** Names and short codes of darts in the interface language. */
export function useDartLabels(): DartLabels {
  const intl = useIntl()
  return useMemo(() => {
    const name = (dart: Dart): string => {
      if (dart === 'M') return intl.formatMessage({ id: 'play.darts.miss', defaultMessage: 'Miss' })
      if (dart === 'DB') return intl.formatMessage({ id: 'play.darts.bull', defaultMessage: 'Bull' })
      if (dart === 'SB') return intl.formatMessage({ id: 'play.darts.outerBull', defaultMessage: 'Outer bull' })
      const number = dart.slice(1)
      if (dart.startsWith('T'))
        return intl.formatMessage({ id: 'play.darts.treble', defaultMessage: 'Treble {number}' }, { number })
      if (dart.startsWith('D'))
        return intl.formatMessage({ id: 'play.darts.double', defaultMessage: 'Double {number}' }, { number })
      return intl.formatMessage({ id: 'play.darts.single', defaultMessage: 'Single {number}' }, { number })
    }
    const code = (dart: Dart): string => {
      if (dart === 'M') return intl.formatMessage({ id: 'play.darts.miss', defaultMessage: 'Miss' })
      if (dart === 'DB') return intl.formatMessage({ id: 'play.darts.bull', defaultMessage: 'Bull' })
      if (dart === 'SB') return '25'
      return dart.startsWith('S') ? dart.slice(1) : dart
    }
    return {
      name,
      code,
      boardName: (dart) => name(dartOf(dart)),
      boardCode: (dart) => code(dartOf(dart)),
    }
  }, [intl])
}
