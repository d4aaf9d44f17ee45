/**
 * One dart as the board reports it: `value` 1–20 or 25 (the bull beds) with its multiplier, or a miss,
 * which is `{ multiplier: 0, value: 0 }`. The outer bull is `{ 1, 25 }` and the bull `{ 2, 25 }`.
 */
export type DartboardDart = { multiplier: 1 | 2 | 3; value: number } | { multiplier: 0; value: 0 }

export const MISS: DartboardDart = { multiplier: 0, value: 0 }

export type DartboardMultiplier = 1 | 2 | 3
