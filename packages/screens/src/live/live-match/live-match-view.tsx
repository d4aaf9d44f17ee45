import type { Match } from '@oche/api'
import type { X01MatchState } from '@oche/darts'
import { Button, cn, useDisclosure } from '@oche/ui'
import { QrCode } from 'lucide-react'
import { useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { VisitAnnouncer } from '../../play/parts/visit-announcement/visit-announcer'
import { ConnectionIndicator } from './connection-indicator'
import { describeLiveMatch } from './describe-live-match'
import { FollowQrCode } from './follow-qr-code'
import { LiveBackLink } from './live-back-link'
import { LegHistory } from './leg-history'
import { LiveMatchHeader } from './live-match-header'
import { LiveScoreboard } from './live-scoreboard'
import { MatchFormat } from './match-format'
import { MatchResult } from './match-result'
import { MatchStatisticsTable } from './match-statistics-table'
import { useLiveLabels } from './use-live-labels'
import type { LiveConnection } from './use-live-match'

export type LiveMatchViewProps = {
  match: Match
  state: X01MatchState
  connection: LiveConnection
  updatedAt: number
  /** Switches the page to the TV view of this match. */
  onShowTv: () => void
}

/**
 * A loaded match on a phone or desktop: the scoreboard first, then the result and statistics once it is over, the
 * leg history, and the QR code that brings a spectator's phone to the same page.
 */
export function LiveMatchView({ match, state, connection, updatedAt, onShowTv }: LiveMatchViewProps) {
  const { legName } = useLiveLabels()
  const sides = match.config.sides
  const names = useMemo(() => sides.map((side) => side.name), [sides])
  const live = useMemo(() => describeLiveMatch(state, names), [state, names])
  const isSetPlay = match.config.format.kind === 'sets'
  const firstThrower = live.sides[live.leg.starter]
  return (
    <main
      data-view="standard"
      data-phase={live.phase}
      className="@container mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6"
    >
      <VisitAnnouncer match={state} />
      <LiveMatchHeader
        names={names}
        phase={live.phase}
        legName={legName(live.leg)}
        onShowTv={onShowTv}
        format={<MatchFormat config={match.config} />}
        connection={<ConnectionIndicator connection={connection} updatedAt={updatedAt} />}
        back={<LiveBackLink tournamentId={match.tournament_id} />}
      />
      {live.phase === 'finished' && state.outcome && (
        <MatchResult
          outcome={state.outcome}
          sides={live.sides}
          scores={live.statistics.sides.map((side) => side.score)}
          isTv={false}
        />
      )}
      {live.phase === 'notStarted' && firstThrower && (
        <p data-slot="not-started" className="rounded-lg bg-muted px-4 py-3 text-base">
          <FormattedMessage
            id="live.match.notStarted"
            defaultMessage="The match has not started yet. {name} throws first."
            values={{ name: firstThrower.name }}
          />
        </p>
      )}
      <div className="grid gap-6 @4xl:grid-cols-[minmax(0,1fr)_auto]">
        <div className="flex min-w-0 flex-col gap-6">
          <LiveScoreboard live={live} isTv={false} />
          {live.phase === 'finished' && (
            <section aria-labelledby="live-statistics" className="flex flex-col gap-3">
              <h2 id="live-statistics" className="text-xl font-semibold">
                <FormattedMessage id="live.match.statistics" defaultMessage="Match statistics" />
              </h2>
              <MatchStatisticsTable
                statistics={live.statistics}
                names={names}
                isSetPlay={isSetPlay}
                labelledBy="live-statistics"
              />
            </section>
          )}
          {live.phase !== 'notStarted' && <LegHistory legs={state.legs} names={names} />}
        </div>
        <FollowAside matchId={match.id} />
      </div>
    </main>
  )
}

/**
 * The QR code that brings another phone to this match. On a laptop or a tablet it is shown beside or under the
 * scores; on a phone, which is already following the match, it waits behind a button, to be shown to a friend.
 */
function FollowAside({ matchId }: { matchId: string }) {
  const intl = useIntl()
  // Hidden by its classes: from `@lg` up the code is shown whatever the button says.
  const code = useDisclosure({ hiddenByStyles: true })
  return (
    <aside
      aria-label={intl.formatMessage({ id: 'live.match.followRegion', defaultMessage: 'Follow on your phone' })}
      className="flex flex-col items-center gap-4 @4xl:justify-start"
    >
      <Button variant="outline" className="@lg:hidden" {...code.triggerProps}>
        <QrCode aria-hidden />
        <FormattedMessage id="live.match.showQrCode" defaultMessage="QR code for another phone" />
      </Button>
      <div
        {...code.contentProps}
        data-slot="follow-qr-code"
        className={cn(code.isOpen ? 'flex' : 'hidden', '@lg:flex')}
      >
        <FollowQrCode matchId={matchId} />
      </div>
    </aside>
  )
}
