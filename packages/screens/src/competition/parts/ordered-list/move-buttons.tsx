import { IconButton } from '@oche/ui'
import { ArrowDown, ArrowUp } from 'lucide-react'
import { useEffect, useRef } from 'react'
import type { MoveDirection } from '../moved-order'

export type MoveButtonsProps = {
  /** The buttons' accessible names, naming the item ("Move League rules up"), already translated. */
  upLabel: string
  downLabel: string
  /** Whether the item is the first or last of its list (or group): it cannot move further that way. */
  isFirst: boolean
  isLast: boolean
  /** The button to focus once the item has moved (its row changes place in the list), or null. */
  focusAfterMove: MoveDirection | null
  /** The item's place, so the focus is given back after every move, not only the first. */
  position: number
  onMove: (direction: MoveDirection) => void
}

/** The move-up and move-down buttons of a row in an ordered list; the focus follows the row that moved. */
export function MoveButtons({
  upLabel,
  downLabel,
  isFirst,
  isLast,
  focusAfterMove,
  position,
  onMove,
}: MoveButtonsProps) {
  const upRef = useRef<HTMLButtonElement>(null)
  const downRef = useRef<HTMLButtonElement>(null)

  // A moved row changes place in the DOM and loses focus: give it back to the button pressed, or to the other one
  // when the row has reached the top or bottom (the pressed one is then disabled).
  useEffect(() => {
    if (!focusAfterMove) return
    const pressed = focusAfterMove === 'up' ? upRef.current : downRef.current
    const other = focusAfterMove === 'up' ? downRef.current : upRef.current
    ;(pressed && !pressed.disabled ? pressed : other)?.focus()
  }, [focusAfterMove, position])

  // Phones get the full 40px touch target; from `sm` up the row's compact 32px buttons.
  const size = 'max-sm:size-10'
  return (
    <>
      <IconButton
        ref={upRef}
        variant="outline"
        size="sm"
        className={size}
        label={upLabel}
        disabled={isFirst}
        onClick={() => onMove('up')}
      >
        <ArrowUp />
      </IconButton>
      <IconButton
        ref={downRef}
        variant="outline"
        size="sm"
        className={size}
        label={downLabel}
        disabled={isLast}
        onClick={() => onMove('down')}
      >
        <ArrowDown />
      </IconButton>
    </>
  )
}
