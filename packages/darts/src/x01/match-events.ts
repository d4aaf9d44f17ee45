import type { Dart } from './dart'

/**
 * A visit entered as its total (board tablet). `total` is the counted score; before a double-in
 * opening it is the counted part only. `dartsUsed` is needed on a checkout that could have taken
 * fewer than 3 darts, `dartsAtDouble` whenever more than one answer is possible (see `visitEntryOptions`).
 */
export type TotalVisitEvent = { type: 'visit'; id: string; total: number; dartsUsed?: number; dartsAtDouble?: number }

/** The scorer pressed Bust: the visit scores 0 with 3 darts. */
export type BustVisitEvent = { type: 'bust'; id: string; dartsAtDouble?: number }

/** A visit entered dart by dart; it has 3 darts unless it ended early on a finish or a bust. */
export type DartsVisitEvent = { type: 'darts'; id: string; darts: readonly Dart[] }

export type VisitEvent = TotalVisitEvent | BustVisitEvent | DartsVisitEvent

/** Removes the last visit still standing. */
export type UndoEvent = { type: 'undo'; id: string }

/** The bull-off result: `winner` (a side index) throws first in leg 1. Only before the first visit. */
export type BullOffEvent = { type: 'bullOff'; id: string; winner: number }

/** One entry of a match's event log. Every event carries a client-made id so a server can de-duplicate. */
export type MatchEvent = VisitEvent | UndoEvent | BullOffEvent
