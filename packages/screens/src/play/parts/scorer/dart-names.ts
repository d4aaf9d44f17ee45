import type { Dart } from '@oche/darts'
import type { DartboardDart } from '@oche/ui'

/** The engine's token for a dart the board or grid reported: `{ 3, 20 }` → `'T20'`, the bull → `'DB'`, a miss → `'M'`. */
export function dartOf(dart: DartboardDart): Dart {
  if (dart.multiplier === 0) return 'M'
  if (dart.value === 25) return dart.multiplier === 2 ? 'DB' : 'SB'
  const ring = dart.multiplier === 3 ? 'T' : dart.multiplier === 2 ? 'D' : 'S'
  return `${ring}${dart.value}` as Dart
}

/** The board's view of an engine token, to show a visit's darts on the `DartboardInput`. */
export function boardDartOf(dart: Dart): DartboardDart {
  if (dart === 'M') return { multiplier: 0, value: 0 }
  if (dart === 'SB') return { multiplier: 1, value: 25 }
  if (dart === 'DB') return { multiplier: 2, value: 25 }
  const multiplier = dart.startsWith('T') ? 3 : dart.startsWith('D') ? 2 : 1
  return { multiplier, value: Number(dart.slice(1)) }
}
