import { CheckoutHint, Scoreboard, ScoreboardSide } from '@oche/ui'
import { FormattedMessage, useIntl } from 'react-intl'
import type { LiveMatch, LiveSide } from './describe-live-match'
import { liveMatchMessages } from './live-match-messages'
import { useLiveLabels } from './use-live-labels'

export type LiveScoreboardProps = {
  live: LiveMatch
  isTv: boolean
  className?: string
}

function LastVisit({ side }: { side: LiveSide }) {
  if (!side.lastVisit) return null
  if (side.lastVisit.result === 'bust') return <FormattedMessage {...liveMatchMessages.bust} />
  return side.lastVisit.points
}

/** Remaining scores, legs (and sets), averages and the last visit of every side, with the thrower's checkout. */
export function LiveScoreboard({ live, isTv, className }: LiveScoreboardProps) {
  const intl = useIntl()
  const { dartName, decimal } = useLiveLabels()
  const isSetPlay = live.sides.some((side) => side.sets !== null)
  return (
    <Scoreboard
      size={isTv ? 'large' : 'regular'}
      className={className}
      labels={{
        scoreboard: intl.formatMessage({ id: 'live.match.scoreboard', defaultMessage: 'Scores' }),
        remaining: <FormattedMessage id="live.match.remaining" defaultMessage="Remaining" />,
        legs: isSetPlay ? (
          <FormattedMessage id="live.match.legsInSet" defaultMessage="Legs in set" />
        ) : (
          <FormattedMessage id="live.match.legs" defaultMessage="Legs" />
        ),
        sets: <FormattedMessage id="live.match.sets" defaultMessage="Sets" />,
        average: <FormattedMessage id="live.match.average" defaultMessage="Average" />,
        darts: <FormattedMessage id="live.match.darts" defaultMessage="Darts" />,
        lastVisit: <FormattedMessage id="live.match.lastVisit" defaultMessage="Last visit" />,
        throwing: <FormattedMessage id="live.match.throwing" defaultMessage="To throw" />,
        startedLeg: <FormattedMessage id="live.match.startedLeg" defaultMessage="Threw first in this leg" />,
        winner: <FormattedMessage id="live.match.winner" defaultMessage="Winner" />,
      }}
    >
      {live.sides.map((side) => (
        <ScoreboardSide
          key={side.index}
          data-side={side.index}
          name={side.name}
          remaining={side.remaining}
          legs={side.legs}
          sets={side.sets ?? undefined}
          average={decimal(side.average)}
          darts={side.dartsInLeg}
          lastVisit={side.lastVisit ? <LastVisit side={side} /> : undefined}
          state={side.state}
          hasStarted={live.phase !== 'finished' && side.hasStarted}
          checkout={
            side.checkout ? (
              <CheckoutHint
                variant={isTv ? 'large' : 'compact'}
                route={side.checkout}
                dartLabel={dartName}
                label={
                  <FormattedMessage
                    id="live.match.checkoutRoute"
                    defaultMessage="{remaining} to finish"
                    values={{ remaining: side.remaining }}
                  />
                }
              />
            ) : undefined
          }
        />
      ))}
    </Scoreboard>
  )
}
