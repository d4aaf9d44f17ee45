import { VisitList } from '@oche/ui'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ScorerView } from './scorer-view'
import { useDartLabels } from './use-dart-labels'

export type VisitHistoryProps = { view: ScorerView }

/** Every side's visits in the current leg, newest last. */
export function VisitHistory({ view }: VisitHistoryProps) {
  const intl = useIntl()
  const darts = useDartLabels()
  return (
    <section
      aria-label={intl.formatMessage({ id: 'play.history.name', defaultMessage: 'Visits this leg' })}
      className="grid gap-3 sm:grid-cols-2"
    >
      {view.sides.map((side) => (
        <VisitList
          key={side.side}
          labels={{
            caption: (
              <FormattedMessage
                id="play.history.caption"
                defaultMessage="{name}, leg {leg}"
                values={{ name: side.name, leg: view.leg }}
              />
            ),
            scrollArea: intl.formatMessage(
              { id: 'play.history.scrollArea', defaultMessage: 'Visits of {name}' },
              { name: side.name },
            ),
            visit: <FormattedMessage id="play.history.visit" defaultMessage="Visit" />,
            score: <FormattedMessage id="play.history.score" defaultMessage="Score" />,
            remaining: <FormattedMessage id="play.history.remaining" defaultMessage="Left" />,
            darts: <FormattedMessage id="play.history.darts" defaultMessage="Darts" />,
            bust: <FormattedMessage id="play.history.bust" defaultMessage="Bust" />,
            checkout: <FormattedMessage id="play.history.checkout" defaultMessage="Checkout" />,
            empty: <FormattedMessage id="play.history.empty" defaultMessage="No visits yet" />,
          }}
          visits={side.visits.map((visit) => ({
            id: visit.id,
            score: visit.points,
            remaining: visit.remainingAfter,
            darts: visit.darts ? visit.darts.map(darts.code).join(' ') : visit.dartsThrown,
            result: visit.result,
          }))}
        />
      ))}
    </section>
  )
}
