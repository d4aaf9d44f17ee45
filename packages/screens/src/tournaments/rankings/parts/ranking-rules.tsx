import type { RankingDetail } from '@oche/api'
import { cn } from '@oche/ui'
import { useId } from 'react'
import { FormattedMessage, FormattedNumber } from 'react-intl'
import { BandPlaces, bandRanges, CountBestText, RankingDay, RankingWindowText, TieRuleText } from './ranking-words'

/**
 * How a ranking is made, in words: its period, which results count, the points per place and the tie rule. The
 * same on the public page and the organiser's.
 */
export function RankingRules({ ranking, className }: { ranking: RankingDetail; className?: string }) {
  const headingId = useId()
  return (
    <section
      data-slot="ranking-rules"
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-3 rounded-lg border border-border bg-surface-raised p-4', className)}
    >
      <h2 id={headingId} className="text-lg font-semibold">
        <FormattedMessage id="tournaments.ranking.rulesTitle" defaultMessage="How it is ranked" />
      </h2>
      <dl className="grid gap-x-6 gap-y-3 text-sm @2xl:grid-cols-2">
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">
            <FormattedMessage id="tournaments.ranking.period" defaultMessage="Period" />
          </dt>
          <dd>
            <RankingWindowText window={ranking.window} />
            {ranking.window.kind === 'rolling' ? (
              <span className="ms-1 text-muted-foreground">
                <FormattedMessage
                  id="tournaments.ranking.periodToday"
                  defaultMessage="(today: {from} – {to})"
                  values={{
                    from: <RankingDay date={ranking.window_from} />,
                    to: <RankingDay date={ranking.window_to} />,
                  }}
                />
              </span>
            ) : null}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">
            <FormattedMessage id="tournaments.ranking.counting" defaultMessage="Results that count" />
          </dt>
          <dd>
            <CountBestText countBest={ranking.count_best} />
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">
            <FormattedMessage id="tournaments.ranking.pointsTable" defaultMessage="Points per place" />
          </dt>
          <dd>
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {bandRanges(ranking.points).map((band) => (
                <li key={band.from} className="tabular-nums">
                  <FormattedMessage
                    id="tournaments.ranking.band"
                    defaultMessage="{places}: {points}"
                    values={{
                      places: <BandPlaces from={band.from} to={band.to} />,
                      points: <FormattedNumber value={band.points} />,
                    }}
                  />
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">
            <FormattedMessage id="tournaments.ranking.ties" defaultMessage="Ties" />
          </dt>
          <dd>
            <TieRuleText />
          </dd>
        </div>
      </dl>
    </section>
  )
}
