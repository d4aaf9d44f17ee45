import type { MatchEvent } from '@oche/darts'
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@oche/ui'
import { FormattedMessage } from 'react-intl'

export type BullOffPromptProps = {
  sides: readonly string[]
  onEvent: (event: MatchEvent) => void
}

/** Before the first visit of a match set up with a bull-off: who won it throws first in leg 1. */
export function BullOffPrompt({ sides, onEvent }: BullOffPromptProps) {
  return (
    <Card data-slot="bull-off-prompt">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-xl">
            <FormattedMessage id="play.bullOff.title" defaultMessage="Who won the bull-off?" />
          </h2>
        </CardTitle>
        <CardDescription>
          <FormattedMessage
            id="play.bullOff.description"
            defaultMessage="One dart each at the bull; the closest throws first in the first leg."
          />
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2">
        {sides.map((name, side) => (
          <Button
            key={name}
            size="xl"
            variant="secondary"
            onClick={() => onEvent({ type: 'bullOff', id: crypto.randomUUID(), winner: side })}
          >
            {name}
          </Button>
        ))}
      </CardContent>
    </Card>
  )
}
