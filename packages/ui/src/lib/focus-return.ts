import { createContext, useState } from 'react'
import { firstTabbable } from './tabbable'

/** A control focus may go back to, with its ancestors (nearest first) at the time, for when it has gone. */
type FocusReturnTarget = { element: HTMLElement; ancestors: readonly HTMLElement[] }

/**
 * Where focus goes back to when a dialog closes, best first. Radix returns focus to a dialog's Trigger only, so a
 * dialog opened by a screen's own state (a menu item, a button that sets `open`) sent focus to `<body>` (issue 27).
 */
export type FocusReturnTargets = readonly FocusReturnTarget[]

const dialogSelector = '[role="dialog"], [role="alertdialog"]'

// The targets of each open dialog, by its content element: a dialog opened from inside another one falls back to
// where the first one would have returned when the control inside it is gone (a form dialog replaced by its result).
const openDialogTargets = new WeakMap<Element, FocusReturnTargets>()

/** The menu button a focused menu item belongs to (through submenus), or the element itself. */
function outsideMenus(element: HTMLElement): HTMLElement {
  let current = element
  for (let menu = current.closest('[role="menu"]'); menu; menu = current.closest('[role="menu"]')) {
    const triggerId = menu.getAttribute('aria-labelledby')
    const trigger = triggerId ? menu.ownerDocument.getElementById(triggerId) : null
    if (!trigger || trigger === current) break
    current = trigger
  }
  return current
}

function ancestorsOf(element: HTMLElement): HTMLElement[] {
  const ancestors: HTMLElement[] = []
  const { body } = element.ownerDocument
  for (let parent = element.parentElement; parent && parent !== body; parent = parent.parentElement)
    ancestors.push(parent)
  return ancestors
}

function focusReturnTargets(active: Element | null): FocusReturnTargets {
  if (!(active instanceof HTMLElement) || active === active.ownerDocument.body) return []
  const element = outsideMenus(active)
  const dialog = element.closest(dialogSelector)
  return [{ element, ancestors: ancestorsOf(element) }, ...((dialog && openDialogTargets.get(dialog)) ?? [])]
}

/**
 * Remembers what had focus when `open` turned true, read while rendering: by the time the dialog mounts, a menu item
 * that opened it has already left the page.
 */
export function useFocusReturnTargets(open: boolean): FocusReturnTargets {
  const [state, setState] = useState(() => ({
    open,
    targets: open && typeof document !== 'undefined' ? focusReturnTargets(document.activeElement) : [],
  }))
  if (state.open !== open) {
    setState({ open, targets: open ? focusReturnTargets(document.activeElement) : state.targets })
  }
  return state.targets
}

/** The targets of the dialog root around a content part (`Dialog` and `Sheet` give it to their `…Content`). */
export const FocusReturnContext = createContext<FocusReturnTargets>([])

type AutoFocusHandlers = {
  onOpenAutoFocus?: ((event: Event) => void) | undefined
  onCloseAutoFocus?: ((event: Event) => void) | undefined
}

/**
 * A dialog content's `onOpenAutoFocus` and `onCloseAutoFocus`, around the consumer's own: on close, focus goes to
 * the first target still on the page (unless the consumer prevented it, or something took focus already).
 */
export function focusReturnHandlers(targets: FocusReturnTargets, handlers: AutoFocusHandlers) {
  return {
    onOpenAutoFocus: (event: Event) => {
      // The content element knows its targets, for a dialog opened from inside this one.
      if (event.currentTarget instanceof Element) openDialogTargets.set(event.currentTarget, targets)
      handlers.onOpenAutoFocus?.(event)
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event)
      if (!event.defaultPrevented) returnFocus(event, targets)
    },
  }
}

function returnFocus(event: Event, targets: FocusReturnTargets) {
  const active = document.activeElement
  if (active && active !== document.body) {
    // Something took focus already: a dialog opened in this one's place, a screen that moved it on purpose.
    event.preventDefault()
    return
  }
  const target = targets.map(({ element }) => element).find(canTakeFocus) ?? replacementOf(targets)
  if (!target) return
  event.preventDefault()
  target.focus()
}

function canTakeFocus(element: HTMLElement): boolean {
  return element.isConnected && !element.closest('[inert]')
}

/**
 * When every target has left the page (a game's "Enter result" button turns into "Correct result" once saved), the
 * first control of the nearest container still there: focus stays where the user was rather than back at the top.
 */
function replacementOf(targets: FocusReturnTargets): HTMLElement | null {
  for (const { ancestors } of targets) {
    const container = ancestors.find(canTakeFocus)
    const replacement = container ? firstTabbable(container) : null
    if (replacement) return replacement
  }
  return null
}
