import type { MyStatsFigures } from '@oche/api'
import { cn } from '@oche/ui'
import type { ComponentProps, ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { formatStatsAverage, formatStatsPercentage } from './format-my-stats'
import { myStatsMessages } from './my-stats-messages'

function Tile({
  stat,
  label,
  value,
  detail,
}: {
  stat: string
  label: ReactNode
  value: ReactNode
  detail?: ReactNode
}) {
  return (
    <div
      data-slot="my-stats-tile"
      data-stat={stat}
      className="flex min-w-0 flex-col gap-1 rounded-lg border border-border bg-surface-raised p-4"
    >
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
      {detail ? <dd className="text-xs text-muted-foreground">{detail}</dd> : null}
    </div>
  )
}

export type MyStatsTilesProps = Omit<ComponentProps<'dl'>, 'children'> & {
  figures: MyStatsFigures
}

/**
 * The headline figures over the chosen matches, one tile each: averages, checkout percentage, results, legs,
 * scoring visits, the high checkout and the best leg. Two tiles a row on a phone, up to four on a desktop.
 */
export function MyStatsTiles({ figures, className, ...props }: MyStatsTilesProps) {
  const intl = useIntl()
  const number = (value: number) => intl.formatNumber(value)
  return (
    <dl
      data-slot="my-stats-tiles"
      className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4', className)}
      {...props}
    >
      <Tile
        stat="three-dart-average"
        label={<FormattedMessage {...myStatsMessages.threeDartAverage} />}
        value={formatStatsAverage(intl, figures.three_dart_average)}
        detail={
          <FormattedMessage
            id="accounts.myStats.dartsThrown"
            defaultMessage="{darts, plural, one {# dart} other {# darts}} thrown"
            values={{ darts: figures.darts }}
          />
        }
      />
      <Tile
        stat="first-nine-average"
        label={<FormattedMessage {...myStatsMessages.firstNineAverage} />}
        value={formatStatsAverage(intl, figures.first_nine_average)}
      />
      <Tile
        stat="checkout-percentage"
        label={<FormattedMessage {...myStatsMessages.checkoutPercentage} />}
        value={formatStatsPercentage(intl, figures.checkout_percentage)}
        detail={
          <FormattedMessage
            id="accounts.myStats.checkoutsOfDarts"
            defaultMessage="{checkouts, number} of {darts, plural, one {# dart} other {# darts}} at a double"
            values={{ checkouts: figures.checkouts, darts: figures.darts_at_double }}
          />
        }
      />
      <Tile
        stat="matches"
        label={<FormattedMessage id="accounts.myStats.matches" defaultMessage="Matches won–lost" />}
        value={
          figures.drawn > 0 ? (
            <FormattedMessage
              id="accounts.myStats.wonLostDrawn"
              defaultMessage="{won, number}–{lost, number}–{drawn, number}"
              values={{ won: figures.won, lost: figures.lost, drawn: figures.drawn }}
            />
          ) : (
            <FormattedMessage
              id="accounts.myStats.wonLost"
              defaultMessage="{won, number}–{lost, number}"
              values={{ won: figures.won, lost: figures.lost }}
            />
          )
        }
        detail={
          <FormattedMessage
            id="accounts.myStats.results"
            defaultMessage="{matches, plural, one {# match} other {# matches}}: {won, number} won, {lost, number} lost, {drawn, number} drawn"
            values={{ matches: figures.matches, won: figures.won, lost: figures.lost, drawn: figures.drawn }}
          />
        }
      />
      <Tile
        stat="legs"
        label={<FormattedMessage id="accounts.myStats.legsWon" defaultMessage="Legs won" />}
        value={
          <FormattedMessage
            id="accounts.myStats.legsWonOf"
            defaultMessage="{won, number} of {played, number}"
            values={{ won: figures.legs_won, played: figures.legs_played }}
          />
        }
      />
      <Tile
        stat="one-eighties"
        label={<FormattedMessage {...myStatsMessages.oneEighties} />}
        value={number(figures.one_eighties)}
      />
      <Tile
        stat="one-seventy-ones"
        label={<FormattedMessage {...myStatsMessages.oneSeventyOnes} />}
        value={number(figures.one_seventy_ones)}
      />
      <Tile
        stat="one-forty-plus"
        label={<FormattedMessage {...myStatsMessages.oneFortyPlus} />}
        value={number(figures.one_forty_plus)}
      />
      <Tile
        stat="ton-plus"
        label={<FormattedMessage {...myStatsMessages.tonPlus} />}
        value={number(figures.ton_plus)}
      />
      <Tile
        stat="high-checkout"
        label={<FormattedMessage id="accounts.myStats.highCheckout" defaultMessage="High checkout" />}
        value={figures.high_checkout === null ? '–' : number(figures.high_checkout)}
      />
      <Tile
        stat="best-leg"
        label={<FormattedMessage id="accounts.myStats.bestLeg" defaultMessage="Best leg" />}
        value={
          figures.best_leg === null ? (
            '–'
          ) : (
            <FormattedMessage
              id="accounts.myStats.bestLegDarts"
              defaultMessage="{darts, plural, one {# dart} other {# darts}}"
              values={{ darts: figures.best_leg }}
            />
          )
        }
      />
    </dl>
  )
}
