import { matchStatistics, resultScore, type X01MatchState } from '@oche/darts'
import { Button, Card, CardContent, CardFooter, CardHeader, CardTitle, StatsTable } from '@oche/ui'
import { RotateCcw, Undo2 } from 'lucide-react'
import { useMemo, type ReactNode } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { useDecimal } from '../scorer/use-decimal'
import { summaryRows, type StatisticId } from './summary-rows'

export type MatchSummaryProps = {
  match: X01MatchState
  onPlayAgain: () => void
  onNewMatch: () => void
  /** Takes back the winning visit, when it was entered by mistake. */
  onUndo?: () => void
}

function statisticLabel(intl: IntlShape, id: StatisticId): string {
  switch (id) {
    case 'sets':
      return intl.formatMessage({ id: 'play.summary.sets', defaultMessage: 'Sets won' })
    case 'legs':
      return intl.formatMessage({ id: 'play.summary.legs', defaultMessage: 'Legs won' })
    case 'threeDartAverage':
      return intl.formatMessage({ id: 'play.summary.threeDartAverage', defaultMessage: '3-dart average' })
    case 'firstNineAverage':
      return intl.formatMessage({ id: 'play.summary.firstNineAverage', defaultMessage: 'First-9 average' })
    case 'checkoutPercentage':
      return intl.formatMessage({ id: 'play.summary.checkoutPercentage', defaultMessage: 'Checkout percentage' })
    case 'checkouts':
      return intl.formatMessage({ id: 'play.summary.checkouts', defaultMessage: 'Checkouts' })
    case 'dartsAtDouble':
      return intl.formatMessage({ id: 'play.summary.dartsAtDouble', defaultMessage: 'Darts at a double' })
    case 'highCheckout':
      return intl.formatMessage({ id: 'play.summary.highCheckout', defaultMessage: 'Highest checkout' })
    case 'tonPlusCheckouts':
      return intl.formatMessage({ id: 'play.summary.tonPlusCheckouts', defaultMessage: 'Checkouts of 100+' })
    case 'oneEighties':
      return intl.formatMessage({ id: 'play.summary.oneEighties', defaultMessage: '180s' })
    case 'oneSeventyOnes':
      return intl.formatMessage({ id: 'play.summary.oneSeventyOnes', defaultMessage: '171s' })
    case 'oneFortyPlus':
      return intl.formatMessage({ id: 'play.summary.oneFortyPlus', defaultMessage: '140+' })
    case 'tonPlus':
      return intl.formatMessage({ id: 'play.summary.tonPlus', defaultMessage: '100+' })
    case 'bestLeg':
      return intl.formatMessage({ id: 'play.summary.bestLeg', defaultMessage: 'Best leg (darts)' })
    case 'worstLeg':
      return intl.formatMessage({ id: 'play.summary.worstLeg', defaultMessage: 'Worst leg (darts)' })
    case 'dartsPerLegWon':
      return intl.formatMessage({ id: 'play.summary.dartsPerLegWon', defaultMessage: 'Darts per leg won' })
    case 'darts':
      return intl.formatMessage({ id: 'play.summary.darts', defaultMessage: 'Darts thrown' })
    case 'points':
      return intl.formatMessage({ id: 'play.summary.points', defaultMessage: 'Points scored' })
    default:
      return id satisfies never
  }
}

/** The end of a match: who won, every statistic side by side, each leg's darts, and what to play next. */
export function MatchSummary({ match, onPlayAgain, onNewMatch, onUndo }: MatchSummaryProps) {
  const intl = useIntl()
  const decimal = useDecimal()
  const statistics = useMemo(() => matchStatistics(match), [match])
  const { sides } = match.config
  const rows = summaryRows(statistics.sides, match.config.format, decimal)
  const score = resultScore(match).join('–')
  const outcome = match.outcome
  const title: ReactNode =
    outcome?.kind === 'win' ? (
      <FormattedMessage
        id="play.summary.winner"
        defaultMessage="{name} wins {score}"
        values={{ name: sides[outcome.winner], score }}
      />
    ) : (
      <FormattedMessage id="play.summary.draw" defaultMessage="A draw, {score}" values={{ score }} />
    )
  const tableSides = sides.map((name, index) => ({ id: String(index), name }))

  return (
    <Card data-slot="match-summary" data-outcome={outcome?.kind}>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-2xl">{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <StatsTable
          sides={tableSides}
          labels={{
            statistic: intl.formatMessage({ id: 'play.summary.statistic', defaultMessage: 'Statistic' }),
            scrollArea: intl.formatMessage({ id: 'play.summary.scrollArea', defaultMessage: 'Match statistics' }),
            caption: <FormattedMessage id="play.summary.caption" defaultMessage="Match statistics" />,
            best: intl.formatMessage({ id: 'play.summary.best', defaultMessage: 'best' }),
          }}
          rows={rows.map((row) => ({ ...row, label: statisticLabel(intl, row.id) }))}
        />
        <StatsTable
          sides={tableSides}
          labels={{
            statistic: intl.formatMessage({ id: 'play.summary.leg', defaultMessage: 'Leg' }),
            scrollArea: intl.formatMessage({ id: 'play.summary.legsScrollArea', defaultMessage: 'Darts per leg' }),
            caption: <FormattedMessage id="play.summary.legsCaption" defaultMessage="Darts per leg" />,
            best: intl.formatMessage({ id: 'play.summary.legWinner', defaultMessage: 'won the leg' }),
          }}
          rows={match.legs.map((leg, index) => ({
            id: `leg-${index + 1}`,
            label:
              leg.set === null
                ? intl.formatMessage({ id: 'play.summary.legNumber', defaultMessage: 'Leg {leg}' }, { leg: leg.leg })
                : intl.formatMessage(
                    { id: 'play.summary.setLegNumber', defaultMessage: 'Set {set}, leg {leg}' },
                    { set: leg.set, leg: leg.leg },
                  ),
            values: statistics.legs[index]?.map((side) => side.darts) ?? [],
            scores: statistics.legs[index]?.map((side) => (side.isWinner ? 1 : 0)) ?? [],
            better: 'higher' as const,
          }))}
        />
      </CardContent>
      <CardFooter className="flex flex-wrap gap-3">
        <Button size="lg" onClick={onPlayAgain}>
          <RotateCcw aria-hidden />
          <FormattedMessage id="play.summary.playAgain" defaultMessage="Play again" />
        </Button>
        <Button size="lg" variant="outline" onClick={onNewMatch}>
          <FormattedMessage id="play.summary.newMatch" defaultMessage="New match" />
        </Button>
        {onUndo && (
          <Button size="lg" variant="ghost" onClick={onUndo}>
            <Undo2 aria-hidden />
            <FormattedMessage id="play.summary.undo" defaultMessage="Undo the last visit" />
          </Button>
        )}
      </CardFooter>
    </Card>
  )
}
