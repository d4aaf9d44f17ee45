import { useState } from 'react'
import type { MoveDirection } from '../moved-order'

/** The last move: which item, the way it went, and what screen readers are told. */
export type OrderedMove = { id: string; direction: MoveDirection; announcement: string }

export type OrderedMovesOptions<T extends { id: string }, Saved> = {
  /** Whether a move is being saved: a second press waits for it (the buttons stay enabled, keeping the focus). */
  isPending: boolean
  /** Every id in the order after the move, or null when the item cannot move that way. */
  movedIds: (item: T, direction: MoveDirection) => string[] | null
  /** Saves the order; a failure is the caller's to show (a toast), the list keeps its order. */
  save: (ids: string[]) => Promise<Saved>
  /** What screen readers hear once the order is saved ("League rules is now number 1 of 2."). */
  announce: (item: T, ids: string[], saved: Saved) => string
}

/**
 * Moving items of an admin's ordered list one place up or down: `move` saves the new order, then `moved` says which
 * item moved (its row gets the focus back) and the announcement for the list's status line.
 */
export function useOrderedMoves<T extends { id: string }, Saved>({
  isPending,
  movedIds,
  save,
  announce,
}: OrderedMovesOptions<T, Saved>) {
  const [moved, setMoved] = useState<OrderedMove | null>(null)

  const move = async (item: T, direction: MoveDirection) => {
    if (isPending) return
    const ids = movedIds(item, direction)
    if (!ids) return
    try {
      const saved = await save(ids)
      setMoved({ id: item.id, direction, announcement: announce(item, ids, saved) })
    } catch {
      // The save's own error handler says what went wrong.
    }
  }

  /** The move button to focus in this item's row: the one pressed, if it is the item that moved. */
  const focusAfterMove = (id: string): MoveDirection | null => (moved?.id === id ? moved.direction : null)

  return { moved, move, focusAfterMove }
}
