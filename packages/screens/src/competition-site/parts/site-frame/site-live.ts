import type { FixtureState } from '@oche/api'

/** How often a page of the site asks again while a match is being played. */
export const siteLiveInterval = 15_000

/**
 * A query's `refetchInterval` that keeps a page current on a league night: every 15 s while one of the matches it
 * shows is live, not at all otherwise. The site has no realtime connection yet; this stands in for it.
 */
export function refetchWhileLive<Data>(states: (data: Data) => readonly FixtureState[]) {
  return (query: { state: { data: Data | undefined } }): number | false => {
    const { data } = query.state
    return data !== undefined && states(data).includes('live') ? siteLiveInterval : false
  }
}
