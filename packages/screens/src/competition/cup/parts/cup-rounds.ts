import type { CupMatch, CupTrophy } from '@oche/api'

/** One round of a knockout: its number, its code ("semiFinal") and its matches in bracket order. */
export type CupRound = { round: number; code: string; date: string | null; matches: CupMatch[] }

/** One trophy's knockout: its rounds, first to final. */
export type CupBracket = { trophy: CupTrophy; rounds: CupRound[] }

/**
 * The cup's knockout matches as brackets, the cup's first and then the plate's (only those with matches), each in
 * rounds first to final with their matches by slot. A round's date is the first of its matches'.
 */
export function cupBrackets(matches: readonly CupMatch[]): CupBracket[] {
  const trophies: CupTrophy[] = ['cup', 'plate']
  return trophies.flatMap((trophy) => {
    const rounds = new Map<number, CupRound>()
    for (const match of matches) {
      if (match.trophy !== trophy) continue
      const round = rounds.get(match.round) ?? { round: match.round, code: match.round_code, date: null, matches: [] }
      round.matches.push(match)
      round.date ??= match.date
      rounds.set(match.round, round)
    }
    if (rounds.size === 0) return []
    const ordered = [...rounds.values()].sort((a, b) => a.round - b.round)
    for (const round of ordered) round.matches.sort((a, b) => a.slot - b.slot)
    return [{ trophy, rounds: ordered }]
  })
}

/** The plan id of the match whose winner a side waits for, as its round's match: `cup.2.1` → round 2, match 1. */
export function readMatchId(id: string): { trophy: string; round: number; slot: number } | null {
  const [trophy, round, slot] = id.split('.')
  const r = Number(round)
  const s = Number(slot)
  if (!trophy || !Number.isInteger(r) || !Number.isInteger(s) || r < 1 || s < 1) return null
  return { trophy, round: r, slot: s }
}
