/** A source of uniform numbers in [0, 1), passed in so that everything stays deterministic under test. */
export type RandomSource = () => number

/**
 * A small seedable PRNG (mulberry32): the same seed always gives the same sequence. Good enough for
 * bots and draws, not for anything cryptographic.
 */
export function createRandom(seed: number): RandomSource {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Two independent standard normal numbers from two uniform ones (Box–Muller). */
export function gaussianPair(random: RandomSource): [number, number] {
  // 1 − u keeps the logarithm's argument in (0, 1].
  const u1 = 1 - random()
  const u2 = random()
  const radius = Math.sqrt(-2 * Math.log(u1))
  const angle = 2 * Math.PI * u2
  return [radius * Math.cos(angle), radius * Math.sin(angle)]
}
