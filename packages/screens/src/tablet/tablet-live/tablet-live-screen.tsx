import type { BoardGame, TabletState } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import {
  Button,
  EmptyState,
  EmptyStateActions,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateTitle,
  Skeleton,
  SkeletonGroup,
} from '@oche/ui'
import { LogIn, TriangleAlert } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { LiveMatchError } from '../../live/live-match/live-match-states'
import { useLiveConnection, useLiveMatchData, useMatchChannel } from '../../live/live-match/use-live-match'
import { TvMatchView } from '../../live/live-tv/tv-match-view'
import { BoardBadge, CalledView, DisabledView, ResultView, WaitingView } from './tablet-live-states'
import { TabletLiveFrame } from './tablet-live-parts'
import { LeagueNightList } from '../parts/league-night/league-night-list'
import { useTabletLive } from './use-tablet-live'
import { routePath } from '../../routing/route-path'
import { commonMessages } from '../../app/common-messages/common-messages'

function TabletLiveLoading() {
  const intl = useIntl()
  return (
    <main data-view="tablet-live" className="flex flex-1 flex-col gap-[4vmin] p-[4vmin]">
      <SkeletonGroup
        label={intl.formatMessage({ id: 'tablet.live.loading', defaultMessage: 'Loading the board' })}
        className="flex flex-1 flex-col items-center justify-center gap-[4vmin]"
      >
        <Skeleton shape="block" className="size-[30vmin]" />
        <Skeleton className="h-[6vmin] w-1/2" />
      </SkeletonGroup>
    </main>
  )
}

/** No board token (or one no longer valid): the way to the board login. */
function NotLoggedIn() {
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <main data-view="tablet-live" className="flex flex-1 items-center justify-center p-6">
      <EmptyState>
        <EmptyStateIcon>
          <LogIn />
        </EmptyStateIcon>
        <EmptyStateTitle as="h1">
          <FormattedMessage id="tablet.live.notLoggedIn" defaultMessage="This screen is not logged in to a board" />
        </EmptyStateTitle>
        <EmptyStateDescription>
          <FormattedMessage
            id="tablet.live.notLoggedInBody"
            defaultMessage="Log in with the board’s code from the organiser; the screen then shows that board’s games."
          />
        </EmptyStateDescription>
        <EmptyStateActions>
          <Button asChild size="lg">
            <Link href={localizedPath(routePath('tablet-login'), locale)}>
              <FormattedMessage id="tablet.live.logIn" defaultMessage="Log in to a board" />
            </Link>
          </Button>
        </EmptyStateActions>
      </EmptyState>
    </main>
  )
}

function TabletLiveError({ onRetry }: { onRetry: () => void }) {
  return (
    <main data-view="tablet-live" className="flex flex-1 items-center justify-center p-6">
      <EmptyState role="alert">
        <EmptyStateIcon>
          <TriangleAlert />
        </EmptyStateIcon>
        <EmptyStateTitle as="h1">
          <FormattedMessage id="tablet.live.errorTitle" defaultMessage="The board could not be loaded" />
        </EmptyStateTitle>
        <EmptyStateDescription>
          <FormattedMessage
            id="tablet.live.errorBody"
            defaultMessage="Oche could not be reached. The screen tries again by itself every few seconds."
          />
        </EmptyStateDescription>
        <EmptyStateActions>
          <Button size="lg" onClick={onRetry}>
            <FormattedMessage {...commonMessages.tryAgain} />
          </Button>
        </EmptyStateActions>
      </EmptyState>
    </main>
  )
}

/**
 * The board's match as the TV view shows it, kept current over `match.{id}` (refetched after a reconnect), with
 * the board's name in its header.
 */
function BoardMatch({ tablet, game, matchId }: { tablet: TabletState; game: BoardGame; matchId: string }) {
  useMatchChannel(matchId)
  const { data, updatedAt } = useLiveMatchData(matchId)
  const connection = useLiveConnection()
  switch (data.status) {
    case 'loading':
      return <TabletLiveLoading />
    case 'notFound':
      // The match is not (yet) readable: the players on the board are still worth showing.
      return <CalledView tablet={tablet} game={game} />
    case 'error':
      return <LiveMatchError onRetry={data.retry} />
    case 'ready':
      return (
        // The TV view fills the screen (h-dvh); under the tablet layout's 56 px logo bar it would scroll by that
        // much, and a display nobody touches must not scroll.
        <div className="flex min-h-0 flex-1 flex-col [&>main]:h-[calc(100dvh-56px-env(safe-area-inset-top)-env(safe-area-inset-bottom))]">
          <TvMatchView
            match={data.match}
            state={data.state}
            connection={connection}
            updatedAt={updatedAt}
            rotation={<BoardBadge tablet={tablet} isConfirming={tablet.state === 'confirming'} />}
          />
        </div>
      )
    default:
      return data satisfies never
  }
}

function TabletLiveState({ tablet }: { tablet: TabletState }) {
  const { game } = tablet
  switch (tablet.state) {
    case 'waiting':
      return <WaitingView tablet={tablet} />
    case 'disabled':
      return <DisabledView tablet={tablet} />
    case 'league':
      // A venue board's second screen: tonight's team matches at the venue and their live scores.
      return (
        <TabletLiveFrame tablet={tablet} state="league">
          {tablet.league ? (
            <LeagueNightList night={tablet.league} today={tablet.league.from} starting={null} startError={null} />
          ) : null}
        </TabletLiveFrame>
      )
    case 'called':
    case 'playing':
    case 'confirming':
      if (!game) return <WaitingView tablet={tablet} />
      if (game.match_id) return <BoardMatch key={game.match_id} tablet={tablet} game={game} matchId={game.match_id} />
      return tablet.state === 'confirming' ? (
        <ResultView tablet={tablet} game={game} />
      ) : (
        <CalledView tablet={tablet} game={game} />
      )
    default:
      return tablet.state satisfies never
  }
}

/**
 * `/tablet?view=live` (layout `tablet-live`, board token): a second screen at a board for its spectators. Waiting:
 * the board's number, the next game and a QR code to the event page; called: the players and "Game on!";
 * playing: the live scoreboard, large; confirming: the result. Follows `boards.changed` of the board's event and
 * asks every 10 seconds as well; needs a `RealtimeProvider` from `@oche/realtime` above it.
 */
export function TabletLiveScreen() {
  const data = useTabletLive()
  switch (data.status) {
    case 'loading':
      return <TabletLiveLoading />
    case 'notLoggedIn':
      return <NotLoggedIn />
    case 'error':
      return <TabletLiveError onRetry={data.retry} />
    case 'ready':
      return <TabletLiveState tablet={data.tablet} />
    default:
      return data satisfies never
  }
}
