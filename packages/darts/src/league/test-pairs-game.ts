// Test support (not exported from the package): a pairs game of 301, best of 3, replayed from its events.
import type { X01MatchConfig } from '../x01/match-config'
import type { MatchEvent } from '../x01/match-events'
import type { X01MatchState } from '../x01/match-state'
import { replay } from '../x01/replay'

export const pairsLineup = [
  ['ann', 'bob'],
  ['cas', 'dirk'],
] as const

const config: X01MatchConfig = {
  startScore: 301,
  inRule: 'straight',
  outRule: 'double',
  format: { kind: 'bestOf', legs: 3 },
  sides: ['home', 'away'],
}

/**
 * Home (ann, bob) v away (cas, dirk); the sides take turns, and within a side the players take turns from its first
 * player each leg. Leg 1, home first: ann 100, cas 60, bob 140, dirk 45, ann 61 out (T15 D8): home in 8 darts.
 * Leg 2, away first: cas 180, ann 26, dirk 121 out (T20 T11 D14): away in 6 darts.
 * Leg 3, home first: ann 171, cas 100, bob 100, dirk 100, ann busts on 30 (S20 S10), cas 101 out (T17 DB): away in
 * 8 darts, and the game 2–1.
 */
export const pairsEvents: MatchEvent[] = [
  { type: 'visit', id: '1-ann', total: 100 },
  { type: 'visit', id: '1-cas', total: 60 },
  { type: 'visit', id: '1-bob', total: 140 },
  { type: 'visit', id: '1-dirk', total: 45 },
  { type: 'darts', id: '1-ann-out', darts: ['T15', 'D8'] },
  { type: 'visit', id: '2-cas', total: 180 },
  { type: 'visit', id: '2-ann', total: 26 },
  { type: 'darts', id: '2-dirk-out', darts: ['T20', 'T11', 'D14'] },
  { type: 'visit', id: '3-ann', total: 171 },
  { type: 'visit', id: '3-cas', total: 100 },
  { type: 'visit', id: '3-bob', total: 100, dartsAtDouble: 0 },
  { type: 'visit', id: '3-dirk', total: 100 },
  { type: 'darts', id: '3-ann-bust', darts: ['S20', 'S10'] },
  { type: 'darts', id: '3-cas-out', darts: ['T17', 'DB'] },
]

export function replayedPairsGame(): X01MatchState {
  const replayed = replay(config, pairsEvents)
  if (!replayed.ok) throw new Error(`${replayed.error} at ${replayed.eventIndex}`)
  return replayed.value
}
