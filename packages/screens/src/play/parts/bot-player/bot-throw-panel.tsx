import { Badge, Button, Card, CardContent, CardFooter, CardHeader, CardTitle } from '@oche/ui'
import { FastForward } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { useDartLabels } from '../scorer/use-dart-labels'
import type { BotTurn } from './use-bot-turn'

export type BotThrowPanelProps = { name: string; turn: BotTurn }

/** The bot at the oche: each dart as it lands, what it aimed at, and its checkout attempts. */
export function BotThrowPanel({ name, turn }: BotThrowPanelProps) {
  const labels = useDartLabels()
  return (
    <Card data-slot="bot-throw-panel" data-darts={turn.darts.length}>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-xl">
            <FormattedMessage id="play.bot.throwing" defaultMessage="{name} is throwing…" values={{ name }} />
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol aria-live="polite" className="flex flex-col gap-2">
          {turn.darts.map((dart, index) => (
            <li
              // A visit's darts never reorder.
              key={index}
              data-slot="bot-dart"
              data-checkout-attempt={dart.isCheckoutAttempt || undefined}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-border bg-surface px-3 py-2"
            >
              <span className="min-w-16 font-mono text-2xl font-bold tabular-nums">{labels.code(dart.dart)}</span>
              <span className="text-sm text-muted-foreground">
                <FormattedMessage
                  id="play.bot.dart"
                  defaultMessage="Dart {number}: {hit}, aimed at {aim} on {remaining}"
                  values={{
                    number: index + 1,
                    hit: labels.name(dart.dart),
                    aim: labels.name(dart.aim),
                    remaining: String(dart.remainingBefore),
                  }}
                />
              </span>
              {dart.isCheckoutAttempt && (
                <Badge variant="warning">
                  <FormattedMessage id="play.bot.checkoutAttempt" defaultMessage="Checkout attempt" />
                </Badge>
              )}
            </li>
          ))}
          {turn.darts.length < turn.dartCount && (
            <li className="min-h-12 animate-pulse rounded-md border-2 border-dashed border-border" aria-hidden="true" />
          )}
        </ol>
      </CardContent>
      <CardFooter>
        <Button variant="outline" size="lg" onClick={turn.skip}>
          <FastForward aria-hidden />
          <FormattedMessage id="play.bot.skip" defaultMessage="Show the visit now" />
        </Button>
      </CardFooter>
    </Card>
  )
}
