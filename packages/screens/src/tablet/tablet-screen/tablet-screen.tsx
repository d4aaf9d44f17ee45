import { ApiRequestError, type TabletState } from '@oche/api'
import { useEffect, useState } from 'react'
import { useIntl, type IntlShape } from 'react-intl'
import { failureMessage } from '../../app/form-errors/show-server-errors'
import { LeagueNightBoard } from '../parts/league-night/league-night-board'
import { deviceOutbox } from '../parts/outbox/indexed-db-outbox'
import { SyncConflictAlert } from '../parts/tablet-scoring/sync-status'
import { TabletMatch } from '../parts/tablet-scoring/tablet-match'
import { TabletHeader } from './tablet-header'
import { CalledView, DisabledView, TabletLoadError, TabletLoading, WaitingView } from './tablet-views'
import { useTablet, type Tablet } from './use-tablet'

export type TabletScreenProps = {
  /** The page's query parameters (`view=live` is the spectator display, routed to its own screen). */
  searchParams?: Record<string, string>
}

function errorText(intl: IntlShape, error: unknown): string | null {
  if (!error) return null
  if (error instanceof ApiRequestError) return failureMessage(error, intl)
  return intl.formatMessage({
    id: 'tablet.screen.networkError',
    defaultMessage: 'Oche could not be reached. Check the tablet’s connection and try again.',
    description: 'A start or confirm call of the board tablet did not reach the server',
  })
}

/** No pull-to-refresh or swipe-back while scoring: a stray swipe must not reload the page. */
function useNoOverscroll() {
  useEffect(() => {
    const root = document.documentElement
    const previous = root.style.overscrollBehavior
    root.style.overscrollBehavior = 'none'
    return () => {
      root.style.overscrollBehavior = previous
    }
  }, [])
}

function BoardState({ tablet, board }: { tablet: TabletState; board: Tablet }) {
  const intl = useIntl()
  const { start, confirm, sync } = board
  const game = tablet.game
  switch (tablet.state) {
    case 'waiting':
      return <WaitingView tablet={tablet} />
    case 'disabled':
      return <DisabledView boardNumber={tablet.board.number} />
    case 'called':
      if (!game) return <WaitingView tablet={tablet} />
      return (
        <CalledView
          game={game}
          onStart={() => start.mutate(game.id)}
          isStarting={start.isPending}
          startError={errorText(intl, start.error)}
        />
      )
    case 'league':
      // A venue board: its own header (ADR 016), see `TabletScreen`.
      return <TabletLoading />
    case 'playing':
    case 'confirming': {
      const matchId = game?.match_id
      if (!game || !matchId) return <TabletLoading />
      return (
        <TabletMatch
          game={{ ...game, match_id: matchId }}
          boardState={tablet.state}
          sync={sync}
          onConfirm={() => confirm.mutate(game.id)}
          isConfirming={confirm.isPending}
          confirmError={errorText(intl, confirm.error)}
        />
      )
    }
    default:
      return tablet.state satisfies never
  }
}

/**
 * `/tablet`: the board's tablet. Between games the board number, what is next and a QR code; a called game to
 * start; the scorer (every visit kept in the outbox until Oche has it); the result for both players to confirm.
 */
export function TabletScreen(_props: TabletScreenProps) {
  const [outbox] = useState(deviceOutbox)
  const board = useTablet(outbox)
  useNoOverscroll()
  const { data, sync } = board
  return (
    <main
      data-slot="tablet-screen"
      className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-3 overscroll-none px-4 pb-4 md:px-6"
    >
      {data.status === 'ready' && data.tablet.league ? (
        <div data-slot="tablet-board" data-state="league" className="contents">
          <LeagueNightBoard
            night={data.tablet.league}
            sync={sync}
            renderHeader={(extra) => (
              <>
                <TabletHeader tablet={data.tablet} sync={sync} onLogOut={board.logOut} {...extra} />
                <SyncConflictAlert sync={sync} />
              </>
            )}
          />
        </div>
      ) : data.status === 'ready' ? (
        <>
          <TabletHeader tablet={data.tablet} sync={sync} onLogOut={board.logOut} />
          <SyncConflictAlert sync={sync} />
          <div data-slot="tablet-board" data-state={data.tablet.state} className="contents">
            <BoardState tablet={data.tablet} board={board} />
          </div>
        </>
      ) : data.status === 'loading' ? (
        <TabletLoading />
      ) : (
        <TabletLoadError onRetry={data.retry} />
      )}
    </main>
  )
}
