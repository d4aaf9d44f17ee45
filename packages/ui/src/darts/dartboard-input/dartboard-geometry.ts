/** Board geometry only (no scoring): segment order clockwise from the top and WDF bed radii in mm. */
export const SEGMENT_ORDER = [20, 1, 18, 4, 13, 6, 10, 15, 2, 17, 3, 19, 7, 16, 8, 11, 14, 9, 12, 5] as const

export const RADIUS = { bull: 6.35, outerBull: 15.9, treble: [99, 107], double: [162, 170], numbers: 186 } as const

/** The beds of one segment, from the outside in. */
export const SEGMENT_BEDS = [
  { ring: 'double', multiplier: 2, inner: RADIUS.double[0], outer: RADIUS.double[1] },
  { ring: 'outer-single', multiplier: 1, inner: RADIUS.treble[1], outer: RADIUS.double[0] },
  { ring: 'treble', multiplier: 3, inner: RADIUS.treble[0], outer: RADIUS.treble[1] },
  { ring: 'inner-single', multiplier: 1, inner: RADIUS.outerBull, outer: RADIUS.treble[0] },
] as const

const round = (n: number) => Math.round(n * 100) / 100

/** A point at radius r and angle a (degrees clockwise from the top), in SVG coordinates where y points down. */
export function polar(r: number, angle: number) {
  const rad = (angle * Math.PI) / 180
  return { x: round(r * Math.sin(rad)), y: round(-r * Math.cos(rad)) }
}

/** The SVG path of the ring sector between two radii, spanning 18° around `index`'s centre. */
export function sectorPath(index: number, inner: number, outer: number) {
  const from = index * 18 - 9
  const to = index * 18 + 9
  const a = polar(outer, from)
  const b = polar(outer, to)
  const c = polar(inner, to)
  const d = polar(inner, from)
  return `M${a.x} ${a.y}A${outer} ${outer} 0 0 1 ${b.x} ${b.y}L${c.x} ${c.y}A${inner} ${inner} 0 0 0 ${d.x} ${d.y}Z`
}
