import {
  applyVisit,
  currentLeg,
  throwDart,
  visitEntryOptions,
  type Dart,
  type DartsVisitEvent,
  type EventError,
  type Position,
  type VisitError,
  type VisitEvent,
  type X01MatchState,
} from '@oche/darts'

/** A visit typed as its total (or the Bust button), with the answers given so far. */
export type VisitDraft = { total: number | 'bust'; dartsUsed?: number; dartsAtDouble?: number }

export type EntryQuestion = 'dartsUsed' | 'dartsAtDouble'

export type EntryStep =
  | { kind: 'refused'; error: VisitError | 'match.finished' }
  | { kind: 'ask'; question: EntryQuestion; answers: number[]; result: 'scored' | 'checkout' | 'bust' }
  | { kind: 'ready'; event: VisitEvent }

function range(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, index) => min + index)
}

/**
 * What happens next with a typed visit, as darts-rules.md §2 says: refuse an impossible total, else ask for the
 * darts used on a checkout that could have taken fewer darts, then for the darts at a double when more than one
 * answer is possible, else build the event. The engine's `visitEntryOptions` decides every case.
 */
export function nextEntryStep(match: X01MatchState, draft: VisitDraft, id: string): EntryStep {
  const options = visitEntryOptions(match, draft.total, draft.dartsUsed)
  if (!options.ok) return { kind: 'refused', error: options.error }
  const { result, dartsUsed, dartsAtDouble } = options.value
  if (dartsUsed && draft.dartsUsed === undefined && dartsUsed.min < dartsUsed.max) {
    return { kind: 'ask', question: 'dartsUsed', answers: range(dartsUsed.min, dartsUsed.max), result }
  }
  if (draft.dartsAtDouble === undefined && dartsAtDouble.min < dartsAtDouble.max) {
    return { kind: 'ask', question: 'dartsAtDouble', answers: range(dartsAtDouble.min, dartsAtDouble.max), result }
  }
  const answers = {
    ...(draft.dartsUsed === undefined ? {} : { dartsUsed: draft.dartsUsed }),
    ...(draft.dartsAtDouble === undefined ? {} : { dartsAtDouble: draft.dartsAtDouble }),
  }
  if (draft.total === 'bust') {
    const atDouble = draft.dartsAtDouble === undefined ? {} : { dartsAtDouble: draft.dartsAtDouble }
    return { kind: 'ready', event: { type: 'bust', id, ...atDouble } }
  }
  return { kind: 'ready', event: { type: 'visit', id, total: draft.total, ...answers } }
}

/** What a typed total would do, for the keypad's live message: null while nothing is typed. */
export function totalPreview(
  match: X01MatchState,
  total: number | null,
): { kind: 'impossible' } | { kind: 'bust' } | { kind: 'checkout' } | { kind: 'scored' } | null {
  if (total === null || match.status === 'finished') return null
  const options = visitEntryOptions(match, total)
  if (!options.ok) return options.error === 'visit.impossibleScore' ? { kind: 'impossible' } : null
  return { kind: options.value.result }
}

export type DartStep =
  | { kind: 'pending'; darts: Dart[] }
  | { kind: 'complete'; event: DartsVisitEvent }
  | { kind: 'refused'; error: EventError }

/**
 * One more dart of a per-dart visit. The engine says when the visit is over: it accepts the darts once they
 * make a whole visit (three darts, a checkout or a bust) and answers `visit.incomplete` before that.
 */
export function addDart(match: X01MatchState, darts: readonly Dart[], dart: Dart, id: string): DartStep {
  const next = [...darts, dart]
  const event: DartsVisitEvent = { type: 'darts', id, darts: next }
  const tried = applyVisit(match, event)
  if (tried.ok) return { kind: 'complete', event }
  if (tried.error === 'visit.incomplete') return { kind: 'pending', darts: next }
  return { kind: 'refused', error: tried.error }
}

/** Where the thrower stands after the darts entered so far in this visit, by the engine's rules for one dart. */
export function positionAfterDarts(match: X01MatchState, darts: readonly Dart[]): Position | null {
  const leg = currentLeg(match)
  const start = leg.positions[leg.thrower]
  if (!start || match.status === 'finished') return null
  let position = start
  for (const dart of darts) {
    const outcome = throwDart(position, dart, match.config.inRule, match.config.outRule)
    if (outcome.result !== 'scored') return position
    position = outcome.after
  }
  return position
}
