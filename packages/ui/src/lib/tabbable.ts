const candidates = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'summary',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(', ')

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[inert]')) return false
  // Radix's focus guards at the edges of <body> only bounce focus back into an open layer.
  if (element.hasAttribute('data-radix-focus-guard')) return false
  return typeof element.checkVisibility === 'function'
    ? element.checkVisibility({ checkVisibilityCSS: true })
    : element.getClientRects().length > 0
}

/**
 * The element Tab (or Shift+Tab, `backwards`) would reach from `from` in document order, or null at either end.
 * For focus that a closed popup hands on the way a native control would (a menu left with Tab).
 */
export function nextTabbable(from: HTMLElement, backwards = false): HTMLElement | null {
  const elements = Array.from(from.ownerDocument.querySelectorAll<HTMLElement>(candidates)).filter(
    (element) => element === from || isTabbable(element),
  )
  const index = elements.indexOf(from)
  if (index === -1) return null
  return elements[backwards ? index - 1 : index + 1] ?? null
}

/** The first element Tab reaches inside `container`, or null when it holds none. */
export function firstTabbable(container: Element): HTMLElement | null {
  return Array.from(container.querySelectorAll<HTMLElement>(candidates)).find(isTabbable) ?? null
}
