/**
 * Whether a division's fixtures may still be generated again: only while none of its matches has a result
 * (league-rules.md §2). Pass the division's matches.
 */
export function canRegenerate(matches: readonly { hasResult: boolean }[]): boolean {
  return !matches.some((match) => match.hasResult)
}
