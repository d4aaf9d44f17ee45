import { useId } from 'react'
import { useControllableState } from './use-controllable-state'

/** How a disclosure starts and who holds its state; everything is optional (closed, uncontrolled, a generated id). */
export type UseDisclosureParams = {
  /** Whether the region is open, for a parent that holds the state (with `onOpenChange`). */
  open?: boolean | undefined
  /** Whether the region starts open when nothing controls it. */
  defaultOpen?: boolean | undefined
  onOpenChange?: ((open: boolean) => void) | undefined
  /** The region's id, when the caller needs a stable one; a `useId()` otherwise. */
  id?: string | undefined
  /** The region stays in the DOM while closed: `contentProps` carries `hidden`, and `aria-controls` is always set. */
  keepMounted?: boolean | undefined
  /**
   * The region stays in the DOM and its own classes hide it while closed (a menu that a wider screen always shows as
   * a bar, whatever the button says): `contentProps` is its `id` alone, with no `hidden`, which would hide it at every
   * width, and `aria-controls` is always set.
   */
  hiddenByStyles?: boolean | undefined
}

/** What the button spreads: `aria-expanded`, `aria-controls` and an `onClick` that toggles. */
export type DisclosureTriggerProps = {
  'aria-expanded': boolean
  'aria-controls': string | undefined
  onClick: () => void
}

/** What the region spreads: its `id`, and `hidden` while closed when it is kept mounted (not hidden by its styles). */
export type DisclosureContentProps = {
  id: string
  hidden?: boolean
}

/** The disclosure's state, what changes it, and the props for its button and its region. */
export type UseDisclosureResult = {
  isOpen: boolean
  /** Opens or closes it (through `onOpenChange` when controlled): a link in the region that closes it, say. */
  setOpen: (open: boolean) => void
  toggle: () => void
  triggerProps: DisclosureTriggerProps
  contentProps: DisclosureContentProps
}

/**
 * A button that shows and hides a region (the WAI-ARIA disclosure pattern), controlled (`open` + `onOpenChange`) or
 * not (`defaultOpen`). Spread `triggerProps` on the `<button>` (`Button`, `IconButton`) and `contentProps` on the
 * region.
 *
 * The rule for `aria-controls`: it names the region only while the region is in the DOM. By default the caller
 * renders the region only while open, so `aria-controls` is set only while open. With `keepMounted` the region stays
 * in the DOM, hidden while closed (`contentProps.hidden`), and `aria-controls` is always set; with `hiddenByStyles`
 * it stays in the DOM too and the caller's classes hide it (`isOpen` says which to apply).
 *
 * A button whose click must do more composes after the spread:
 * `<Button {...triggerProps} onClick={() => { triggerProps.onClick(); onMore() }}>`.
 *
 * Why not Radix Collapsible: it needs one element wrapping the button and the region, which a table whose button
 * and region sit in different rows cannot give.
 *
 * @example
 * const history = useDisclosure()
 * <Button {...history.triggerProps}>History</Button>
 * {history.isOpen ? <FixtureHistory {...history.contentProps} /> : null}
 */
export function useDisclosure({
  open,
  defaultOpen = false,
  onOpenChange,
  id: idParam,
  keepMounted = false,
  hiddenByStyles = false,
}: UseDisclosureParams = {}): UseDisclosureResult {
  const generatedId = useId()
  const id = idParam ?? generatedId
  const [isOpen, setOpen] = useControllableState({ value: open, defaultValue: defaultOpen, onChange: onOpenChange })
  const toggle = () => setOpen(!isOpen)
  return {
    isOpen,
    setOpen,
    toggle,
    triggerProps: {
      'aria-expanded': isOpen,
      'aria-controls': keepMounted || hiddenByStyles || isOpen ? id : undefined,
      onClick: toggle,
    },
    contentProps: keepMounted && !hiddenByStyles ? { id, hidden: !isOpen } : { id },
  }
}
