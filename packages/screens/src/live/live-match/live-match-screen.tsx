import { lazy, Suspense, useState } from 'react'
import { loadLiveOverlayScreen, loadLiveTvScreen } from './live-views'
import { LiveMatchError, LiveMatchLoading, LiveMatchNotFound } from './live-match-states'
import { LiveMatchView } from './live-match-view'
import { parseLiveViewParams } from './live-view-params'
import { TvToggleFocus } from './tv-mode-toggle'
import { useLiveMatch } from './use-live-match'

const LiveTvScreen = lazy(() => loadLiveTvScreen().then((module) => ({ default: module.LiveTvScreen })))
const LiveOverlayScreen = lazy(() => loadLiveOverlayScreen().then((module) => ({ default: module.LiveOverlayScreen })))

export type LiveMatchScreenProps = {
  /** The match id from `/live/{id}`. */
  id: string
  /**
   * The page's query string: `view=tv` (with `matches`, `interval`) for a venue screen, `view=overlay` (with
   * `theme`, `position`) for a stream; see `parseLiveViewParams`.
   */
  searchParams?: Readonly<Record<string, string>>
}

/** The phone and desktop view: the match with its leg history, statistics and a QR code. */
function StandardLiveMatch({ id, onShowTv }: { id: string; onShowTv: () => void }) {
  const { data, connection, updatedAt } = useLiveMatch(id)
  switch (data.status) {
    case 'loading':
      return <LiveMatchLoading />
    case 'notFound':
      return <LiveMatchNotFound />
    case 'error':
      return <LiveMatchError onRetry={data.retry} />
    case 'ready':
      return (
        <LiveMatchView
          match={data.match}
          state={data.state}
          connection={connection}
          updatedAt={updatedAt}
          onShowTv={onShowTv}
        />
      )
    default:
      return data satisfies never
  }
}

/**
 * `/live/{id}` (public): a match as it is played, for a spectator's phone, a venue's TV (`?view=tv`, rotating
 * through `matches`) or a stream overlay (`?view=overlay`). Scores arrive over the matches' realtime channels;
 * needs a `RealtimeProvider` from `@oche/realtime` above it.
 */
export function LiveMatchScreen({ id, searchParams = {} }: LiveMatchScreenProps) {
  const params = parseLiveViewParams(id, searchParams)
  // Spectators can switch a single match between the phone view and the TV view on the page.
  const [isTv, setIsTv] = useState(params.view === 'tv')
  const [isSwitched, setIsSwitched] = useState(false)
  const switchTo = (tv: boolean) => {
    setIsTv(tv)
    setIsSwitched(true)
  }
  switch (params.view) {
    case 'overlay':
      // A stream's overlay stays transparent until it can draw the score.
      return (
        <Suspense fallback={null}>
          <LiveOverlayScreen id={id} theme={params.theme} position={params.position} />
        </Suspense>
      )
    case 'tv':
    case 'standard': {
      const matchIds = params.view === 'tv' ? params.matchIds : [id]
      return (
        <TvToggleFocus value={isSwitched}>
          {isTv ? (
            <Suspense fallback={<LiveMatchLoading />}>
              <LiveTvScreen
                matchIds={matchIds}
                intervalSeconds={params.view === 'tv' ? params.intervalSeconds : undefined}
                onExit={matchIds.length === 1 ? () => switchTo(false) : undefined}
              />
            </Suspense>
          ) : (
            <StandardLiveMatch id={id} onShowTv={() => switchTo(true)} />
          )}
        </TvToggleFocus>
      )
    }
    default:
      return params satisfies never
  }
}
