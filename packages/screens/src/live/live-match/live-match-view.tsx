import type { Match } from '@oche/api'
import type { X01MatchState } from '@oche/darts'
import { cn } from '@oche/ui'
import { useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ConnectionIndicator } from './connection-indicator'
import { describeLiveMatch } from './describe-live-match'
import { FollowQrCode } from './follow-qr-code'
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
  isTv: boolean
  onTvChange: (isTv: boolean) => void
}

/**
 * A loaded match: the scoreboard first (the TV view shows little else), then the result and statistics once it is
 * over, the leg history, and the QR code that brings a spectator's phone to the same page.
 */
export function LiveMatchView({ match, state, connection, updatedAt, isTv, onTvChange }: LiveMatchViewProps) {
  const intl = useIntl()
  const { legName } = useLiveLabels()
  const sides = match.config.sides
  const names = useMemo(() => sides.map((side) => side.name), [sides])
  const live = useMemo(() => describeLiveMatch(state, names), [state, names])
  const isSetPlay = match.config.format.kind === 'sets'
  const firstThrower = live.sides[live.leg.starter]
  return (
    <main
      data-view={isTv ? 'tv' : 'standard'}
      data-phase={live.phase}
      className={cn(
        '@container mx-auto flex w-full flex-col gap-6 px-4 py-6',
        isTv ? 'min-h-dvh max-w-none gap-10 px-10 py-8' : 'max-w-7xl',
      )}
    >
      <LiveMatchHeader
        names={names}
        phase={live.phase}
        legName={legName(live.leg)}
        isTv={isTv}
        onTvChange={onTvChange}
        format={<MatchFormat config={match.config} />}
        connection={<ConnectionIndicator connection={connection} updatedAt={updatedAt} />}
      />
      {live.phase === 'finished' && state.outcome && (
        <MatchResult
          outcome={state.outcome}
          sides={live.sides}
          scores={live.statistics.sides.map((side) => side.score)}
          isTv={isTv}
        />
      )}
      {live.phase === 'notStarted' && firstThrower && (
        <p data-slot="not-started" className={cn('rounded-lg bg-muted px-4 py-3', isTv ? 'text-3xl' : 'text-base')}>
          <FormattedMessage
            id="live.match.notStarted"
            defaultMessage="The match has not started yet. {name} throws first."
            values={{ name: firstThrower.name }}
          />
        </p>
      )}
      <div
        className={cn(
          'grid gap-6',
          isTv ? '@6xl:grid-cols-[minmax(0,1fr)_auto]' : '@4xl:grid-cols-[minmax(0,1fr)_auto]',
        )}
      >
        <div className="flex min-w-0 flex-col gap-6">
          <LiveScoreboard live={live} isTv={isTv} />
          {live.phase === 'finished' && (
            <section aria-labelledby="live-statistics" className="flex flex-col gap-3">
              <h2 id="live-statistics" className={cn('font-semibold', isTv ? 'text-4xl' : 'text-xl')}>
                <FormattedMessage id="live.match.statistics" defaultMessage="Match statistics" />
              </h2>
              <MatchStatisticsTable
                statistics={live.statistics}
                names={names}
                isSetPlay={isSetPlay}
                isTv={isTv}
                labelledBy="live-statistics"
              />
            </section>
          )}
          {!isTv && live.phase !== 'notStarted' && <LegHistory legs={state.legs} names={names} />}
        </div>
        <aside
          aria-label={intl.formatMessage({ id: 'live.match.followRegion', defaultMessage: 'Follow on your phone' })}
          className={cn('flex justify-center @4xl:items-start', isTv && '@6xl:self-end')}
        >
          <FollowQrCode matchId={match.id} />
        </aside>
      </div>
    </main>
  )
}
