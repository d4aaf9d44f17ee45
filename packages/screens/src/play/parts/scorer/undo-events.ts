import { undo, type UndoEvent, type VisitRecord, type X01MatchState } from '@oche/darts'

function lastVisit(match: X01MatchState): VisitRecord | null {
  for (let index = match.legs.length - 1; index >= 0; index -= 1) {
    const visit = match.legs[index]?.visits.at(-1)
    if (visit) return visit
  }
  return null
}

/**
 * The undo events that take back the player's own last visit. Against a bot that is the bot's visits after it
 * too, so the player can enter theirs again; otherwise it is just the last visit.
 */
export function undoEvents(match: X01MatchState, newId: () => string, botSide: number | null = null): UndoEvent[] {
  const events: UndoEvent[] = []
  let state = match
  for (;;) {
    const visit = lastVisit(state)
    const undone = undo(state)
    if (!visit || !undone.ok) return events
    events.push({ type: 'undo', id: newId() })
    state = undone.value
    if (visit.side !== botSide) return events
  }
}
