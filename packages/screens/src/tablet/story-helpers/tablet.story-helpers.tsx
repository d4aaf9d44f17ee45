import { boardTokenFixture } from '@oche/mocks'
import { removeCookie, writeCookie } from '../../app/preferences/cookies'
import { storageKeys } from '../../app/preferences/storage-keys'
import { deviceOutbox } from '../parts/outbox/indexed-db-outbox'

/** The two ways a board tablet stands, as Storybook viewports (the test runner sizes the page to them too). */
export const tabletViewports = {
  tabletLandscape: { name: 'Board tablet, landscape', styles: { width: '1024px', height: '768px' }, type: 'tablet' },
  tabletPortrait: { name: 'Board tablet, portrait', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  tabletWideLandscape: {
    name: 'Wide board tablet, landscape',
    styles: { width: '1280px', height: '800px' },
    type: 'tablet',
  },
  tabletWidePortrait: {
    name: 'Wide board tablet, portrait',
    styles: { width: '800px', height: '1280px' },
    type: 'tablet',
  },
} as const

/** Every size a board tablet comes in, by its viewport name: the scorer must fit each without scrolling. */
export const tabletSizes = {
  tabletLandscape: { width: 1024, height: 768 },
  tabletPortrait: { width: 768, height: 1024 },
  tabletWideLandscape: { width: 1280, height: 800 },
  tabletWidePortrait: { width: 800, height: 1280 },
} as const satisfies Record<keyof typeof tabletViewports, { width: number; height: number }>

/** A story's globals for a board tablet in landscape (the default) or portrait. */
export const tabletLandscape = { viewport: { value: 'tabletLandscape', isRotated: false } }
export const tabletPortrait = { viewport: { value: 'tabletPortrait', isRotated: false } }
/** A story's globals for one of `tabletViewports`. */
export const tabletAt = (value: keyof typeof tabletViewports) => ({ viewport: { value, isRotated: false } })

/** Stories only: no board token and an empty outbox, before and after the story. */
export async function forgetTablet() {
  removeCookie(storageKeys.boardToken)
  localStorage.removeItem(storageKeys.tabletMode)
  await deviceOutbox().clear()
  return async () => {
    removeCookie(storageKeys.boardToken)
    localStorage.removeItem(storageKeys.tabletMode)
    await deviceOutbox().clear()
  }
}

/** Stories only: this tablet is logged in to board 2 of the fixture event (`boardTokenFixture`). */
export async function logInFixtureTablet() {
  const forget = await forgetTablet()
  writeCookie(storageKeys.boardToken, boardTokenFixture, 1)
  return forget
}

/**
 * Stories only: asserts that the whole scorer is in view without scrolling (both scores, the display, every key,
 * Enter, Bust and Undo) and that every key stays big enough for a thumb (44 px, WCAG 2.5.5).
 */
export function expectScorerInView(root: HTMLElement, size: { width: number; height: number }) {
  const failures: string[] = []
  if (window.innerWidth !== size.width || window.innerHeight !== size.height)
    failures.push(`the page is ${window.innerWidth}×${window.innerHeight}, not ${size.width}×${size.height}`)
  const page = document.scrollingElement ?? document.documentElement
  if (page.scrollHeight > window.innerHeight)
    failures.push(`the page is ${page.scrollHeight} px tall in a ${window.innerHeight} px window`)
  const parts = [
    ...root.querySelectorAll<HTMLElement>('[data-slot="scoreboard-side-remaining"]'),
    ...root.querySelectorAll<HTMLElement>('[data-slot="score-keypad"] button, [data-slot="score-keypad-display"]'),
  ]
  if (parts.length < 2 + 9 + 12 + 3) failures.push(`only ${parts.length} parts of the scorer are shown`)
  for (const part of parts) {
    const box = part.getBoundingClientRect()
    const name = part.getAttribute('aria-label') ?? part.textContent?.trim() ?? part.dataset.slot
    if (box.top < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth)
      failures.push(`"${name}" is out of view (${Math.round(box.top)}–${Math.round(box.bottom)} px)`)
    if (part.tagName === 'BUTTON' && (box.height < 44 || box.width < 44))
      failures.push(`"${name}" is ${Math.round(box.width)}×${Math.round(box.height)} px, too small for a thumb`)
  }
  if (failures.length > 0) throw new Error(`The scorer does not fit the tablet:\n${failures.join('\n')}`)
}
