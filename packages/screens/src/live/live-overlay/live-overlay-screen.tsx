import { cn } from '@oche/ui'
import { CloudOff, RefreshCw, TriangleAlert } from 'lucide-react'
import { useMemo, type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { describeLiveMatch } from '../live-match/describe-live-match'
import type { OverlayPosition, OverlayTheme } from '../live-match/live-view-params'
import { MatchFormat } from '../live-match/match-format'
import { useLiveLabels } from '../live-match/use-live-labels'
import { useLiveMatch, type LiveConnection, type LiveMatchData } from '../live-match/use-live-match'
import { OverlayPageStyle } from './overlay-page-style'
import { OverlayScoreboard } from './overlay-scoreboard'

export type LiveOverlayScreenProps = {
  id: string
  theme: OverlayTheme
  position: OverlayPosition
}

const corners: Record<OverlayPosition, string> = {
  'top-left': 'items-start justify-start',
  'top-right': 'items-start justify-end',
  'bottom-left': 'items-end justify-start',
  'bottom-right': 'items-end justify-end',
}

/** Said only when the scores may be behind: a stream shows nothing about a connection that works. */
function ConnectionWarning({ connection }: { connection: LiveConnection }) {
  if (connection !== 'reconnecting' && connection !== 'offline') return null
  return (
    <span
      data-slot="overlay-connection"
      data-connection={connection}
      role="status"
      className="ms-auto inline-flex items-center gap-1.5 text-warning"
    >
      {connection === 'reconnecting' ? (
        <>
          <RefreshCw aria-hidden className="size-[1em]" />
          <FormattedMessage id="live.connection.reconnecting" defaultMessage="Connection lost, reconnecting…" />
        </>
      ) : (
        <>
          <CloudOff aria-hidden className="size-[1em]" />
          <FormattedMessage id="live.connection.offline" defaultMessage="Offline" />
        </>
      )}
    </span>
  )
}

/** A one-line panel in the overlay's place when there is no match to show: the streamer sees what is wrong. */
function OverlayMessage({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="inline-flex items-center gap-2 rounded-lg border border-border bg-background px-4 py-2 text-[1.125rem] font-medium text-foreground shadow-lg"
    >
      <TriangleAlert aria-hidden className="size-[1em] text-warning" />
      {children}
    </p>
  )
}

function OverlayContent({ data, connection }: { data: LiveMatchData; connection: LiveConnection }) {
  const { legName } = useLiveLabels()
  const ready = data.status === 'ready' ? data : null
  const names = useMemo(() => ready?.match.config.sides.map((side) => side.name) ?? [], [ready?.match.config.sides])
  const live = useMemo(() => (ready ? describeLiveMatch(ready.state, names) : null), [ready, names])
  switch (data.status) {
    // Nothing on the stream until there is a score to show.
    case 'loading':
      return null
    case 'notFound':
      return (
        <OverlayMessage>
          <FormattedMessage id="live.notFound.title" defaultMessage="This match cannot be found" />
        </OverlayMessage>
      )
    case 'error':
      return (
        <OverlayMessage>
          <FormattedMessage id="live.error.title" defaultMessage="The match could not be loaded" />
        </OverlayMessage>
      )
    case 'ready': {
      if (!live) return null
      const winner = data.state.outcome?.kind === 'win' ? live.sides[data.state.outcome.winner] : undefined
      return (
        <OverlayScoreboard
          live={live}
          footer={
            <>
              {live.phase === 'finished' ? (
                <span data-slot="overlay-result" className="font-semibold text-foreground">
                  {winner ? (
                    <FormattedMessage
                      id="live.result.win"
                      defaultMessage="{name} wins the match"
                      values={{ name: winner.name }}
                    />
                  ) : (
                    <FormattedMessage id="live.result.draw" defaultMessage="The match is drawn" />
                  )}
                </span>
              ) : (
                <span data-slot="current-leg" className="font-semibold text-foreground">
                  {live.phase === 'notStarted' ? (
                    <FormattedMessage id="live.phase.notStarted" defaultMessage="Not started" />
                  ) : (
                    legName(live.leg)
                  )}
                </span>
              )}
              <MatchFormat config={data.match.config} />
              <ConnectionWarning connection={connection} />
            </>
          }
        />
      )
    }
    default:
      return data satisfies never
  }
}

/**
 * The stream overlay of `/live/{id}` (`?view=overlay&theme=dark|light&position=…`), for OBS's browser source: a
 * compact scoreboard on a transparent page, in the theme the URL asks for. No QR code, nothing to click; after a
 * lost connection it catches up by itself, like every view of the match.
 */
export function LiveOverlayScreen({ id, theme, position }: LiveOverlayScreenProps) {
  const { data, connection } = useLiveMatch(id)
  return (
    <div
      data-view="overlay"
      data-theme={theme}
      data-position={position}
      data-connection={connection}
      className={cn(theme, 'flex min-h-dvh p-4 text-foreground', corners[position])}
    >
      <OverlayPageStyle />
      <main className="max-w-full">
        <h1 className="sr-only">
          <FormattedMessage id="live.overlay.title" defaultMessage="Live scores" />
        </h1>
        <OverlayContent data={data} connection={connection} />
      </main>
    </div>
  )
}
