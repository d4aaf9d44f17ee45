/** Type sizes of a TV scoreboard in rem (which `TvPageStyle` scales to the screen). */
export type TvTypeScale = { name: number; stats: number; remaining: number }

// The TV layout is at least 120rem wide; its scoreboard gets 92rem of that beside the QR code. Each side has 1.5rem
// between it and the next and 4.25rem of padding and border. A digit of a bold monospace font is about 0.62em wide.
const scoreboardWidth = 92
const sideGap = 1.5
const sidePadding = 4.25
const digitWidth = 0.62
const largestRemaining = 20

/**
 * Sizes for a match of `sides` sides (1–4) starting at `startScore`: the remaining score as large as its panel
 * allows, up to 20rem (320 px on a 1920×1080 screen), so that 1001 fits as well as 501; names and figures get
 * smaller with three or four sides.
 */
export function tvTypeScale(sides: number, startScore: number): TvTypeScale {
  const count = Math.min(Math.max(sides, 1), 4)
  const inner = (scoreboardWidth - (count - 1) * sideGap) / count - sidePadding
  const digits = String(startScore).length
  const remaining = Math.min(largestRemaining, Math.floor((inner / (digitWidth * digits)) * 4) / 4)
  if (count <= 2) return { name: 3.5, stats: 3, remaining }
  if (count === 3) return { name: 2.75, stats: 2.25, remaining }
  return { name: 2.25, stats: 1.75, remaining }
}
