/** The views of `/live/{id}`: `standard` for phones and desktops, `tv` for a venue screen, `overlay` for a stream. */
export type LiveMatchViewMode = 'standard' | 'tv' | 'overlay'

/** The stream overlay's colours, chosen in the URL: they follow the video, not the viewer's colour mode. */
export type OverlayTheme = 'dark' | 'light'

/** The corner of the browser source the overlay's strip sits in. */
export type OverlayPosition = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right'

/** What the query string of `/live/{id}` asks for, read leniently: a venue URL typed by hand still works. */
export type LiveViewParams =
  | { view: 'standard' }
  /** `matchIds` starts with the page's own match; the others come from `matches`, without repeats. */
  | { view: 'tv'; matchIds: string[]; intervalSeconds: number }
  | { view: 'overlay'; theme: OverlayTheme; position: OverlayPosition }

/** Seconds each match of a TV rotation stays on screen (`interval`): 15 unless set, kept between 5 and 120. */
export const tvInterval = { default: 15, min: 5, max: 120 } as const

/** The most matches a TV rotation shows, the page's own included: each one is a fetch and a subscription. */
export const tvMaxMatches = 16

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const positions: readonly OverlayPosition[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right']

function tvIntervalSeconds(value: string | undefined): number {
  const seconds = value === undefined || value.trim() === '' ? Number.NaN : Number(value)
  if (!Number.isFinite(seconds)) return tvInterval.default
  return Math.min(tvInterval.max, Math.max(tvInterval.min, Math.round(seconds)))
}

function tvMatchIds(id: string, value: string | undefined): string[] {
  const ids = [id]
  for (const part of (value ?? '').split(',')) {
    const candidate = part.trim()
    if (ids.length >= tvMaxMatches) break
    const isRepeat = ids.some((known) => known.toLowerCase() === candidate.toLowerCase())
    if (uuid.test(candidate) && !isRepeat) ids.push(candidate)
  }
  return ids
}

/**
 * Reads `view`, `matches`, `interval`, `theme` and `position` of `/live/{id}`. Ids in `matches` that cannot be
 * match ids are left out, an interval out of range is clamped, and anything unknown falls back to the default.
 */
export function parseLiveViewParams(id: string, searchParams: Readonly<Record<string, string>>): LiveViewParams {
  switch (searchParams.view) {
    case 'tv':
      return {
        view: 'tv',
        matchIds: tvMatchIds(id, searchParams.matches),
        intervalSeconds: tvIntervalSeconds(searchParams.interval),
      }
    case 'overlay':
      return {
        view: 'overlay',
        theme: searchParams.theme === 'light' ? 'light' : 'dark',
        position: positions.find((position) => position === searchParams.position) ?? 'top-left',
      }
    default:
      return { view: 'standard' }
  }
}
