/** numerator ÷ denominator × scale, rounded half up to 2 decimals using whole-number arithmetic only. */
function formatScaledRatio(numerator: number, denominator: number, scale: number): string {
  const hundredths = Math.floor((2 * numerator * scale * 100 + denominator) / (2 * denominator))
  const whole = Math.floor(hundredths / 100)
  const cents = hundredths % 100
  return `${whole}.${cents.toString().padStart(2, '0')}`
}

/** A 3-dart average for display: points ÷ darts × 3, rounded half up to 2 decimals ("–" without darts). */
export function formatAverage(points: number, darts: number): string {
  return darts > 0 ? formatScaledRatio(points, darts, 3) : '–'
}

/** A checkout percentage for display: checkouts ÷ darts at a double × 100, half up ("–" without darts at a double). */
export function formatCheckoutPercentage(checkouts: number, dartsAtDouble: number): string {
  return dartsAtDouble > 0 ? formatScaledRatio(checkouts, dartsAtDouble, 100) : '–'
}
