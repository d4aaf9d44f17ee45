import type { Match } from '@oche/api'
import type { X01MatchState } from '@oche/darts'
import { useMemo, type CSSProperties, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ConnectionIndicator } from '../live-match/connection-indicator'
import { describeLiveMatch } from '../live-match/describe-live-match'
import { FollowQrCode } from '../live-match/follow-qr-code'
import { PhaseBadge } from '../live-match/live-match-header'
import { LiveScoreboard } from '../live-match/live-scoreboard'
import { MatchFormat } from '../live-match/match-format'
import { MatchResult } from '../live-match/match-result'
import { MatchStatisticsTable } from '../live-match/match-statistics-table'
import { useLiveLabels } from '../live-match/use-live-labels'
import type { LiveConnection } from '../live-match/use-live-match'
import { TvPageStyle } from './tv-page-style'
import { tvTypeScale } from './tv-type-scale'

export type TvMatchViewProps = {
  match: Match
  state: X01MatchState
  connection: LiveConnection
  updatedAt: number
  /** Where the rotation stands ("2 / 4"), when the screen shows several matches in turn. */
  rotation?: ReactNode
  /** The way back to the phone view, for a single match on a spectator's own screen. */
  exit?: ReactNode
}

// Sizes are in rem, which TvPageStyle scales with the screen: the numbers below are pixels on a 1920×1080 screen
// divided by 16. Across 5 metres the remaining score is the one thing that must be read at a glance.
const badge = 'gap-2 px-4 py-1 text-[1.75rem] [&_svg]:size-6'
const scoreboard = [
  'h-full [&>ul]:h-full',
  // Name, score and figures in the middle of the panel, lined up across the sides; a checkout route at the bottom.
  '[&_[data-slot=scoreboard-side]]:grid-rows-[1fr_auto_auto_1fr] [&_[data-slot=scoreboard-side]]:content-stretch',
  '[&_[data-slot=scoreboard-side]]:gap-y-6 [&_[data-slot=scoreboard-side]]:p-8',
  '[&_[data-slot=scoreboard-side-header]]:self-end [&_[data-slot=scoreboard-side-checkout]]:self-end',
  '[&_[data-slot=scoreboard-side-header]]:text-(length:--tv-name) [&_[data-slot=scoreboard-side-header]]:leading-tight',
  '[&_[data-slot=scoreboard-side-remaining]]:text-(length:--tv-remaining)',
  '[&_[data-slot=scoreboard-side-remaining]]:leading-[0.85]',
  '[&_[data-slot=scoreboard-side-stats]]:gap-x-[0.8em] [&_[data-slot=scoreboard-side-stats]]:text-(length:--tv-stats)',
  '[&_[data-slot=scoreboard-side-winner]]:px-4 [&_[data-slot=scoreboard-side-winner]]:text-[2rem]',
  '[&_[data-slot=checkout-hint]]:text-[2.25rem] [&_[data-slot=checkout-hint-dart]]:text-[3rem]',
].join(' ')
const connectionIndicator = [
  'gap-4 [&_[data-slot=connection-last-update]]:text-[1.5rem]',
  '[&_[data-slot=badge]]:gap-2 [&_[data-slot=badge]]:px-4 [&_[data-slot=badge]]:py-1 [&_[data-slot=badge]]:text-[1.75rem]',
  '[&_[data-slot=badge]_svg]:size-6',
].join(' ')
const qrCode = '[&_figcaption]:max-w-[17rem] [&_figcaption]:text-[1.75rem] [&_svg]:w-[17rem]'

/**
 * One match on a venue screen: large type in one screenful, no scrolling and nothing to click. While it is played,
 * the scoreboard; once it is over, the result and the statistics that tell its story. A QR code brings
 * spectators' phones to the match.
 */
export function TvMatchView({ match, state, connection, updatedAt, rotation, exit }: TvMatchViewProps) {
  const intl = useIntl()
  const { legName } = useLiveLabels()
  const sides = match.config.sides
  const names = useMemo(() => sides.map((side) => side.name), [sides])
  const live = useMemo(() => describeLiveMatch(state, names), [state, names])
  const firstThrower = live.sides[live.leg.starter]
  const scale = tvTypeScale(sides.length, match.config.startScore)
  const typeScale = {
    '--tv-name': `${scale.name}rem`,
    '--tv-stats': `${scale.stats}rem`,
    '--tv-remaining': `${scale.remaining}rem`,
  } as CSSProperties
  return (
    <main
      data-view="tv"
      data-phase={live.phase}
      data-match={match.id}
      className="flex h-dvh flex-col gap-8 overflow-hidden px-12 pt-10 pb-12"
    >
      <TvPageStyle />
      <h1 className="sr-only">{intl.formatList(names, { type: 'conjunction' })}</h1>
      <header className="flex items-center justify-between gap-8 text-[2rem]">
        <div className="flex min-w-0 flex-wrap items-center gap-x-8 gap-y-2 text-muted-foreground [&_ul]:gap-x-8">
          <PhaseBadge phase={live.phase} className={badge} />
          {live.phase === 'inPlay' && (
            <span data-slot="current-leg" className="font-semibold text-foreground">
              {legName(live.leg)}
            </span>
          )}
          <MatchFormat config={match.config} />
        </div>
        <div className="flex shrink-0 items-center gap-8">
          <ConnectionIndicator connection={connection} updatedAt={updatedAt} className={connectionIndicator} />
          {rotation}
          {exit}
        </div>
      </header>
      <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)_auto] gap-12">
        {live.phase === 'finished' && state.outcome ? (
          <div className="flex min-h-0 flex-col gap-8">
            <MatchResult
              outcome={state.outcome}
              sides={live.sides}
              scores={live.statistics.sides.map((side) => side.score)}
              isTv
              className="gap-6 p-8 [&_dd]:text-[9rem] [&_dd]:leading-none [&_dl]:text-[3rem] [&_h2]:text-[3.75rem]"
            />
            <section aria-labelledby="live-statistics" className="min-h-0">
              <h2 id="live-statistics" className="sr-only">
                <FormattedMessage id="live.match.statistics" defaultMessage="Match statistics" />
              </h2>
              <MatchStatisticsTable
                statistics={live.statistics}
                names={names}
                isSetPlay={match.config.format.kind === 'sets'}
                isTv
                labelledBy="live-statistics"
                className="text-[2.25rem] [&_td]:py-3 [&_th]:py-3"
              />
            </section>
          </div>
        ) : (
          <div className="flex min-h-0 flex-col gap-8" style={typeScale}>
            {live.phase === 'notStarted' && firstThrower && (
              <p data-slot="not-started" className="rounded-xl bg-muted px-8 py-4 text-[2.5rem]">
                <FormattedMessage
                  id="live.match.notStarted"
                  defaultMessage="The match has not started yet. {name} throws first."
                  values={{ name: firstThrower.name }}
                />
              </p>
            )}
            <LiveScoreboard live={live} isTv className={scoreboard} />
          </div>
        )}
        <aside
          aria-label={intl.formatMessage({ id: 'live.match.followRegion', defaultMessage: 'Follow on your phone' })}
          className="flex items-end"
        >
          <FollowQrCode matchId={match.id} className={qrCode} />
        </aside>
      </div>
    </main>
  )
}
