import { cn } from '@oche/ui'
import { CircleDot, Play, Trophy } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { LiveMatch, LiveSide } from '../live-match/describe-live-match'
import { liveMatchMessages } from '../live-match/live-match-messages'
import { useLiveLabels } from '../live-match/use-live-labels'

export type OverlayScoreboardProps = {
  live: LiveMatch
  /** Under the sides: the leg and the format, the result, a lost connection. */
  footer: ReactNode
}

function SideMarker({ side }: { side: LiveSide }) {
  switch (side.state) {
    case 'throwing':
      return (
        <span data-slot="overlay-marker" data-marker="throwing" className="text-primary">
          <Play aria-hidden className="size-[0.9em] fill-current" />
          <span className="sr-only">
            <FormattedMessage id="live.match.throwing" defaultMessage="To throw" />
          </span>
        </span>
      )
    case 'won':
      return (
        <span data-slot="overlay-marker" data-marker="won" className="text-success">
          <Trophy aria-hidden className="size-[0.9em]" />
          <span className="sr-only">
            <FormattedMessage id="live.match.winner" defaultMessage="Winner" />
          </span>
        </span>
      )
    case 'waiting':
      return null
    default:
      return side.state satisfies never
  }
}

function LastVisit({ side }: { side: LiveSide }) {
  if (!side.lastVisit) return '–'
  if (side.lastVisit.result === 'bust') return <FormattedMessage {...liveMatchMessages.bust} />
  return side.lastVisit.points
}

const headCell = 'px-3 pt-1.5 pb-0.5 text-center text-[0.75rem] font-semibold tracking-wide uppercase'
const statCell = 'px-3 text-center font-mono text-[1.25rem] font-semibold tabular-nums'

/**
 * The sides of a match as one compact strip for a stream: who throws, sets and legs, what is left, the last visit
 * and the 3-dart average. Opaque panel, bold figures: it has to survive video compression.
 */
export function OverlayScoreboard({ live, footer }: OverlayScoreboardProps) {
  const intl = useIntl()
  const { decimal } = useLiveLabels()
  const isSetPlay = live.sides.some((side) => side.sets !== null)
  const isFinished = live.phase === 'finished'
  return (
    <div
      data-slot="overlay-scoreboard"
      className="w-fit max-w-full overflow-hidden rounded-lg border border-border bg-background text-foreground shadow-lg"
    >
      <table className="w-full border-collapse">
        <caption className="sr-only">
          {intl.formatMessage({ id: 'live.match.scoreboard', defaultMessage: 'Scores' })}
        </caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className={cn(headCell, 'text-start')}>
              <span className="sr-only">
                <FormattedMessage id="live.overlay.player" defaultMessage="Player" />
              </span>
            </th>
            {isSetPlay && (
              <th scope="col" className={headCell}>
                <FormattedMessage id="live.match.sets" defaultMessage="Sets" />
              </th>
            )}
            <th scope="col" className={headCell}>
              <FormattedMessage id="live.match.legs" defaultMessage="Legs" />
            </th>
            {!isFinished && (
              <th scope="col" className={headCell}>
                <span className="sr-only">
                  <FormattedMessage id="live.match.remaining" defaultMessage="Remaining" />
                </span>
              </th>
            )}
            <th scope="col" className={headCell}>
              <FormattedMessage id="live.overlay.lastVisit" defaultMessage="Last" />
            </th>
            <th scope="col" className={headCell}>
              <FormattedMessage id="live.overlay.average" defaultMessage="Avg" />
            </th>
          </tr>
        </thead>
        <tbody>
          {live.sides.map((side) => (
            <tr
              key={side.index}
              data-side={side.index}
              data-state={side.state}
              aria-current={side.state === 'throwing' ? 'true' : undefined}
              className="border-t border-border"
            >
              <th scope="row" className="py-1.5 ps-3 pe-4 text-start text-[1.5rem] font-bold">
                <span className="flex items-center gap-2">
                  <span className="inline-flex w-[1em] shrink-0 justify-center">
                    <SideMarker side={side} />
                  </span>
                  <span className="max-w-[16em] truncate">{side.name}</span>
                  {!isFinished && side.hasStarted && (
                    <span data-slot="overlay-starter" className="text-muted-foreground">
                      <CircleDot aria-hidden className="size-[0.6em]" />
                      <span className="sr-only">
                        <FormattedMessage id="live.match.startedLeg" defaultMessage="Threw first in this leg" />
                      </span>
                    </span>
                  )}
                </span>
              </th>
              {isSetPlay && (
                <td data-stat="sets" className={cn(statCell, 'text-[1.5rem] font-bold')}>
                  {side.sets}
                </td>
              )}
              <td data-stat="legs" className={cn(statCell, 'text-[1.5rem] font-bold')}>
                {side.legs}
              </td>
              {!isFinished && (
                <td
                  data-stat="remaining"
                  className={cn(
                    'min-w-[3.2em] px-3 text-center font-mono text-[2rem] leading-tight font-bold tabular-nums',
                    side.state === 'throwing' && 'bg-primary text-primary-foreground',
                  )}
                >
                  {side.remaining}
                </td>
              )}
              <td data-stat="last-visit" className={statCell}>
                <LastVisit side={side} />
              </td>
              <td data-stat="average" className={statCell}>
                {decimal(side.average)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div
        data-slot="overlay-footer"
        className="flex items-center gap-3 border-t border-border px-3 py-1 text-[0.875rem] font-medium text-muted-foreground"
      >
        {footer}
      </div>
    </div>
  )
}
