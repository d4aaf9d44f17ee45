import type { LegState, VisitRecord } from '@oche/darts'
import { Tabs, TabsContent, TabsList, TabsTrigger, VisitList, type VisitListItem } from '@oche/ui'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { liveMatchMessages } from './live-match-messages'
import { useLiveLabels } from './use-live-labels'

export type LegHistoryProps = {
  legs: readonly LegState[]
  names: readonly string[]
}

function visitItems(visits: readonly VisitRecord[]): VisitListItem[] {
  let darts = 0
  return visits.map((visit) => {
    darts += visit.dartsThrown
    return {
      id: visit.id,
      score: visit.points,
      remaining: visit.remainingAfter,
      darts,
      result: visit.result,
    }
  })
}

const legKey = (index: number) => `leg-${index + 1}`

/** Every leg's visits, one `VisitList` per side; it follows the leg being played until another leg is picked. */
export function LegHistory({ legs, names }: LegHistoryProps) {
  const intl = useIntl()
  const { legName } = useLiveLabels()
  const currentKey = legKey(legs.length - 1)
  const [picked, setPicked] = useState<string | null>(null)
  return (
    <section aria-labelledby="live-leg-history" className="flex flex-col gap-3">
      <h2 id="live-leg-history" className="text-xl font-semibold">
        <FormattedMessage id="live.match.legHistory" defaultMessage="Leg history" />
      </h2>
      <Tabs value={picked ?? currentKey} onValueChange={(value) => setPicked(value === currentKey ? null : value)}>
        <TabsList
          variant="pills"
          aria-label={intl.formatMessage({ id: 'live.match.chooseLeg', defaultMessage: 'Choose a leg' })}
        >
          {legs.map((leg, index) => (
            <TabsTrigger key={legKey(index)} value={legKey(index)}>
              {legName(leg)}
            </TabsTrigger>
          ))}
        </TabsList>
        {legs.map((leg, index) => (
          <TabsContent key={legKey(index)} value={legKey(index)} className="grid gap-3 @2xl:grid-cols-2">
            {names.map((name, side) => (
              <VisitList
                key={name}
                data-side={side}
                visits={visitItems(leg.visits.filter((visit) => visit.side === side))}
                highlightLast={index === legs.length - 1 && leg.visits.at(-1)?.side === side}
                labels={{
                  caption: intl.formatMessage(
                    { id: 'live.match.visitsCaption', defaultMessage: '{name}, {leg}' },
                    { name, leg: legName(leg) },
                  ),
                  scrollArea: intl.formatMessage(
                    { id: 'live.match.visitsScrollArea', defaultMessage: 'Visits of {name}, {leg}' },
                    { name, leg: legName(leg) },
                  ),
                  visit: <FormattedMessage id="live.match.visitNumber" defaultMessage="Visit" />,
                  score: <FormattedMessage id="live.match.scored" defaultMessage="Scored" />,
                  remaining: <FormattedMessage id="live.match.toGo" defaultMessage="To go" />,
                  darts: <FormattedMessage id="live.match.darts" defaultMessage="Darts" />,
                  bust: <FormattedMessage {...liveMatchMessages.bust} />,
                  checkout: <FormattedMessage {...liveMatchMessages.checkout} />,
                  empty: <FormattedMessage id="live.match.noVisits" defaultMessage="No visits yet" />,
                }}
              />
            ))}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  )
}
