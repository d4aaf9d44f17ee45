import type { Dart, X01MatchState } from '@oche/darts'
import { CheckoutHint, Scoreboard, ScoreboardSide } from '@oche/ui'
import { FormattedMessage, useIntl } from 'react-intl'
import { checkoutRoute, isInCheckoutRange, type ScorerView } from './scorer-view'
import { useDartLabels } from './use-dart-labels'
import { useDecimal } from './use-decimal'
import { positionAfterDarts } from './visit-entry'

export type ScorerScoreboardProps = {
  match: X01MatchState
  view: ScorerView
  /** The darts of the visit being entered dart by dart, for the checkout hint. */
  pendingDarts: readonly Dart[]
}

/** The sides with their remaining scores, legs, sets, averages and the checkout route of the player to throw. */
export function ScorerScoreboard({ match, view, pendingDarts }: ScorerScoreboardProps) {
  const intl = useIntl()
  const decimal = useDecimal()
  const darts = useDartLabels()
  const position = view.thrower === null ? null : positionAfterDarts(match, pendingDarts)
  const dartsLeft = 3 - pendingDarts.length
  const route = checkoutRoute(match, position, dartsLeft)
  const hasHint = position !== null && position.isOpen && isInCheckoutRange(match, position.remaining)

  return (
    <Scoreboard
      labels={{
        scoreboard: intl.formatMessage({ id: 'play.scoreboard.name', defaultMessage: 'Scores' }),
        remaining: <FormattedMessage id="play.scoreboard.remaining" defaultMessage="Remaining" />,
        legs: <FormattedMessage id="play.scoreboard.legs" defaultMessage="Legs" />,
        sets: <FormattedMessage id="play.scoreboard.sets" defaultMessage="Sets" />,
        average: <FormattedMessage id="play.scoreboard.average" defaultMessage="Avg" />,
        darts: <FormattedMessage id="play.scoreboard.darts" defaultMessage="Darts" />,
        lastVisit: <FormattedMessage id="play.scoreboard.lastVisit" defaultMessage="Last" />,
        throwing: <FormattedMessage id="play.scoreboard.throwing" defaultMessage="To throw" />,
        startedLeg: <FormattedMessage id="play.scoreboard.startedLeg" defaultMessage="Started the leg" />,
        winner: <FormattedMessage id="play.scoreboard.winner" defaultMessage="Winner" />,
      }}
    >
      {view.sides.map((side) => (
        <ScoreboardSide
          key={side.side}
          data-side={side.side}
          name={side.name}
          remaining={side.state === 'throwing' && position ? position.remaining : side.remaining}
          legs={side.legs}
          sets={side.sets ?? undefined}
          average={decimal(side.average)}
          darts={side.darts}
          lastVisit={
            side.lastVisit === null ? undefined : side.lastVisit.result === 'bust' ? (
              <FormattedMessage id="play.scoreboard.bust" defaultMessage="Bust" />
            ) : (
              side.lastVisit.points
            )
          }
          state={side.state}
          hasStarted={side.hasStarted}
          checkout={
            side.state === 'throwing' && hasHint && position ? (
              <CheckoutHint
                route={route ? route.map(darts.code) : null}
                dartLabel={(code) => {
                  const dart = route?.find((candidate) => darts.code(candidate) === code)
                  return dart ? darts.name(dart) : code
                }}
                label={
                  <FormattedMessage
                    id="play.checkout.requires"
                    defaultMessage="You require {remaining}"
                    values={{ remaining: position.remaining }}
                  />
                }
                emptyText={<FormattedMessage id="play.checkout.none" defaultMessage="No checkout" />}
              />
            ) : undefined
          }
        />
      ))}
    </Scoreboard>
  )
}
