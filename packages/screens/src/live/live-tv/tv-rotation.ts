import type { Match } from '@oche/api'

/** How a match of a TV rotation stands, as far as the rotation cares. */
export type TvSlideStatus = 'loading' | 'on' | 'finished' | 'unavailable'

export type TvSlide = { id: string; status: TvSlideStatus }

/**
 * A match query as the rotation sees it: a match called but not thrown yet is on (its players are about to come to
 * the oche); a match that could not be loaded (unknown id, server error after retries) is left out.
 */
export function tvSlideStatus(query: { data: Pick<Match, 'status'> | undefined; isPending: boolean }): TvSlideStatus {
  if (query.data) return query.data.status === 'finished' ? 'finished' : 'on'
  return query.isPending ? 'loading' : 'unavailable'
}

export type TvRotation = {
  /** The index (into the rotation's matches) of the match on screen. */
  current: number
  /** Ids of finished matches whose result has had its turn on screen. */
  shownResults: readonly string[]
  /** Counts the turns, so that a match staying on screen for another turn still starts a new one. */
  turn: number
}

/** A rotation that starts with the first match: the page's own. */
export const initialTvRotation: TvRotation = { current: 0, shownResults: [], turn: 0 }

/** The indices after `current` in `direction`, round the list, ending with `current` itself. */
function roundFrom(current: number, count: number, direction: 1 | -1): number[] {
  return Array.from({ length: count }, (_, offset) => (((current + direction * (offset + 1)) % count) + count) % count)
}

/** The results already shown, after the match on screen has had its turn; an undone finish counts as not shown. */
function resultsShown(rotation: TvRotation, slides: readonly TvSlide[]): string[] {
  const leaving = slides[rotation.current]
  const shown = leaving?.status === 'finished' ? [...rotation.shownResults, leaving.id] : rotation.shownResults
  const finished = new Set(slides.filter((slide) => slide.status === 'finished').map((slide) => slide.id))
  return [...new Set(shown)].filter((id) => finished.has(id))
}

/**
 * The next turn of a rotation that runs by itself: the next match being played (or about to be), or a finished one
 * whose result has not been on screen yet. When no match is being played, the finished results take turns. Matches
 * still loading or that cannot be loaded are skipped; with nothing else to show, the match on screen stays.
 */
export function nextTvTurn(rotation: TvRotation, slides: readonly TvSlide[]): TvRotation {
  const shownResults = resultsShown(rotation, slides)
  const order = roundFrom(rotation.current, slides.length, 1)
  const isDue = ({ id, status }: TvSlide) => status === 'on' || (status === 'finished' && !shownResults.includes(id))
  const next =
    order.find((index) => slides[index] && isDue(slides[index])) ??
    order.find((index) => slides[index]?.status === 'finished') ??
    rotation.current
  return { current: next, shownResults, turn: rotation.turn + 1 }
}

/**
 * The turn after a step by hand (arrow keys): the next or previous match that can be shown, finished or not, so
 * that an earlier result can be looked at again.
 */
export function stepTvTurn(rotation: TvRotation, slides: readonly TvSlide[], direction: 1 | -1): TvRotation {
  const shownResults = resultsShown(rotation, slides)
  const next =
    roundFrom(rotation.current, slides.length, direction).find(
      (index) => slides[index]?.status === 'on' || slides[index]?.status === 'finished',
    ) ?? rotation.current
  return { current: next, shownResults, turn: rotation.turn + 1 }
}
