import { Skeleton, SkeletonGroup } from '@oche/ui'
import { useQueries } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { usePlatform } from '../../app/platform/platform-context'
import { LiveMatchError, LiveMatchNotFound } from '../live-match/live-match-states'
import { tvInterval } from '../live-match/live-view-params'
import { TvModeToggle } from '../live-match/tv-mode-toggle'
import { liveMatchQuery, useLiveConnection, useLiveMatchData, useMatchChannel } from '../live-match/use-live-match'
import { tvSlideStatus, type TvSlide } from './tv-rotation'
import { TvMatchView } from './tv-match-view'
import { TvPageStyle } from './tv-page-style'
import { TvRotationStatus, TvTurnProgress } from './tv-rotation-status'
import { useTvRotation } from './use-tv-rotation'

export type LiveTvScreenProps = {
  /** The matches to show in turn, the page's own first; one match just stays on screen. */
  matchIds: readonly string[]
  /** Seconds each match stays on screen. */
  intervalSeconds?: number
  /** Leaves the TV view (a single match on a spectator's screen); a venue rotation has no way out to click. */
  onExit?: () => void
}

/** Keeps one match of the rotation current while it waits for its turn. */
function MatchFeed({ id }: { id: string }) {
  useMatchChannel(id)
  return null
}

function TvLoading() {
  const intl = useIntl()
  return (
    <main data-view="tv" className="flex h-dvh flex-col gap-8 px-12 py-10">
      <TvPageStyle />
      <SkeletonGroup label={intl.formatMessage({ id: 'live.match.loading', defaultMessage: 'Loading the match' })}>
        <Skeleton className="h-12 w-1/2" />
        <div className="grid flex-1 grid-cols-2 gap-8">
          <Skeleton shape="block" className="h-full" />
          <Skeleton shape="block" className="h-full" />
        </div>
      </SkeletonGroup>
    </main>
  )
}

/**
 * The TV view of `/live/{id}` (`?view=tv&matches=…&interval=…`): each match in turn, all of them subscribed at once
 * so that a switch is instant and every score is current, on a screen that needs no hands.
 */
export function LiveTvScreen({ matchIds, intervalSeconds = tvInterval.default, onExit }: LiveTvScreenProps) {
  const { api } = usePlatform()
  const slides: TvSlide[] = useQueries({
    queries: matchIds.map((id) => liveMatchQuery(api, id)),
    combine: (results) =>
      results.map((result, index) => ({ id: matchIds[index] ?? '', status: tvSlideStatus(result) })),
  })
  const rotation = useTvRotation(slides, intervalSeconds)
  const id = matchIds[rotation.current] ?? matchIds[0] ?? ''
  const { data, updatedAt } = useLiveMatchData(id)
  const connection = useLiveConnection()
  const isRotating = matchIds.length > 1
  return (
    <>
      {matchIds.map((matchId) => (
        <MatchFeed key={matchId} id={matchId} />
      ))}
      <div data-slot="tv-slide" data-turn={rotation.turn}>
        {data.status === 'loading' ? (
          <TvLoading />
        ) : data.status === 'notFound' ? (
          <LiveMatchNotFound />
        ) : data.status === 'error' ? (
          <LiveMatchError onRetry={data.retry} />
        ) : (
          <TvMatchView
            match={data.match}
            state={data.state}
            connection={connection}
            updatedAt={updatedAt}
            rotation={isRotating ? <TvRotationStatus slides={slides} current={rotation.current} /> : undefined}
            exit={
              onExit ? (
                <TvModeToggle isTv onClick={onExit} className="h-auto px-5 py-3 text-[1.5rem] [&_svg]:size-6" />
              ) : undefined
            }
          />
        )}
      </div>
      {isRotating && <TvTurnProgress turn={rotation.turn} intervalSeconds={intervalSeconds} />}
    </>
  )
}
