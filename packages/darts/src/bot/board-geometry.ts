import type { Dart, SegmentNumber } from '../x01/dart'

/** Segment numbers clockwise from the top (darts-rules.md §1). */
export const segmentOrder: readonly SegmentNumber[] = [
  20, 1, 18, 4, 13, 6, 10, 15, 2, 17, 3, 19, 7, 16, 8, 11, 14, 9, 12, 5,
]

/** WDF regulation radii in millimetres from the centre to the outer edge of each bed. */
export const boardRadii = {
  innerBull: 6.35,
  outerBull: 15.9,
  trebleInner: 99,
  trebleOuter: 107,
  doubleInner: 162,
  doubleOuter: 170,
} as const

/** A point on the board face in mm: origin at the bull, x to the thrower's right, y up towards the 20. */
export type BoardPoint = { x: number; y: number }

const segmentDegrees = 18

/** The dart a point scores. Points on a ring boundary belong to the inner bed, on a segment edge to the clockwise segment. */
export function dartAt(point: BoardPoint): Dart {
  const rho = Math.hypot(point.x, point.y)
  if (rho <= boardRadii.innerBull) return 'DB'
  if (rho <= boardRadii.outerBull) return 'SB'
  if (rho > boardRadii.doubleOuter) return 'M'
  const theta = ((Math.atan2(point.x, point.y) * 180) / Math.PI + 360) % 360
  const index = Math.floor(((theta + segmentDegrees / 2) % 360) / segmentDegrees)
  const segment = segmentOrder[index]
  if (segment === undefined) throw new Error(`No segment at ${theta} degrees`)
  if (rho <= boardRadii.trebleInner) return `S${segment}`
  if (rho <= boardRadii.trebleOuter) return `T${segment}`
  if (rho <= boardRadii.doubleInner) return `S${segment}`
  return `D${segment}`
}

/** Aim radii: the middle of the treble and double beds, and the middle of the outer single bed. */
const aimRadius = { T: 103, D: 166, S: 134.5 } as const

/** Where a thrower aims for `dart`: the centre angle of its segment, at the bed's aim radius; bulls at the centre. */
export function aimPoint(dart: Dart): BoardPoint {
  if (dart === 'SB' || dart === 'DB' || dart === 'M') return { x: 0, y: 0 }
  const bed = dart[0] as 'S' | 'D' | 'T'
  const index = segmentOrder.indexOf(Number(dart.slice(1)) as SegmentNumber)
  const radians = (index * segmentDegrees * Math.PI) / 180
  const rho = aimRadius[bed]
  return { x: rho * Math.sin(radians), y: rho * Math.cos(radians) }
}
