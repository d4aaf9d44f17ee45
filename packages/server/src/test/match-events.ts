import type { MatchEvent } from '@oche/darts'

/** A visit entered as its total, with a fresh event id. */
export const visit = (total: number): MatchEvent => ({ type: 'visit', id: crypto.randomUUID(), total })

/**
 * Side 0 scores 180, 180 and 141 (T20 T19 D12, one dart at a double) in nine darts, a 167.00 average; side 1 scores
 * 60 twice (60.00). Fresh event ids on every call.
 */
export const nineDarter = (): MatchEvent[] => [
  visit(180),
  visit(60),
  visit(180),
  visit(60),
  { type: 'darts', id: crypto.randomUUID(), darts: ['T20', 'T19', 'D12'] },
]

/** 501, straight in, double out, first to one leg: the rules of a quick match (add `sides`). */
export const oneLeg501 = {
  startScore: 501,
  inRule: 'straight',
  outRule: 'double',
  format: { kind: 'firstTo', legs: 1 },
} as const
