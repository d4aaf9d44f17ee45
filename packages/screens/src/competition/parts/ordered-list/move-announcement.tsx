import type { OrderedMove } from './use-ordered-moves'

/** The ordered list's status line: screen readers hear where the moved item is now. */
export function MoveAnnouncement({ moved }: { moved: OrderedMove | null }) {
  return (
    <p role="status" className="sr-only">
      {moved?.announcement}
    </p>
  )
}
