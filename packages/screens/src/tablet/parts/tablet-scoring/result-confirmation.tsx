import { resultScore, type X01MatchState } from '@oche/darts'
import { Button, Card, CardContent, CardHeader, CardTitle } from '@oche/ui'
import { Check, Undo2 } from 'lucide-react'
import { useState } from 'react'
import { FormattedMessage } from 'react-intl'

export type ResultConfirmationProps = {
  match: X01MatchState
  /** The server holds the whole match and the board awaits confirmation. */
  canConfirm: boolean
  /** Visits not yet on the server (the result is final only once they are). */
  pending: number
  isOffline: boolean
  onConfirm: () => void
  isConfirming: boolean
  confirmError: string | null
  /** Takes back the last visit (a mistyped winning visit). */
  onUndo: () => void
}

function ResultLine({ match }: { match: X01MatchState }) {
  const score = resultScore(match).join('–')
  const outcome = match.outcome
  if (outcome?.kind === 'win')
    return (
      <FormattedMessage
        id="tablet.result.winner"
        defaultMessage="{name} wins {score}"
        description="The result of a finished game on the board tablet; score is the winner's first, like 3–1"
        values={{ score, name: match.config.sides[outcome.winner] ?? '' }}
      />
    )
  return (
    <FormattedMessage
      id="tablet.result.draw"
      defaultMessage="A draw, {score}"
      description="The result of a drawn game on the board tablet"
      values={{ score }}
    />
  )
}

function SendingText({ pending, isOffline }: { pending: number; isOffline: boolean }) {
  if (isOffline)
    return (
      <FormattedMessage
        id="tablet.result.offline"
        defaultMessage="The tablet is offline. The result can be confirmed once the last {count, plural, one {visit has} other {# visits have}} reached Oche."
        description="Result screen while visits wait for the connection"
        values={{ count: pending }}
      />
    )
  return (
    <FormattedMessage
      id="tablet.result.sending"
      defaultMessage="Sending the last visits to Oche…"
      description="Result screen while the last visits are sent"
    />
  )
}

/** The end of a board's game: the result, which both players confirm at the tablet, or correct first. */
export function ResultConfirmation({
  match,
  canConfirm,
  pending,
  isOffline,
  onConfirm,
  isConfirming,
  confirmError,
  onUndo,
}: ResultConfirmationProps) {
  const [confirmedBy, setConfirmedBy] = useState<number[]>([])
  const sides = match.config.sides
  const isAgreed = sides.every((_, side) => confirmedBy.includes(side))

  function handleToggle(side: number) {
    setConfirmedBy((current) => (current.includes(side) ? current.filter((s) => s !== side) : [...current, side]))
  }

  return (
    <Card data-slot="tablet-result">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-3xl">
            <ResultLine match={match} />
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <p className="text-lg">
          <FormattedMessage
            id="tablet.result.askBoth"
            defaultMessage="Both players: check the result and confirm it."
            description="Instruction on the result screen of the board tablet"
          />
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          {sides.map((name, side) => {
            const isPressed = confirmedBy.includes(side)
            return (
              <Button
                key={side}
                size="xl"
                variant={isPressed ? 'primary' : 'outline'}
                aria-pressed={isPressed}
                className="min-h-20 text-xl"
                onClick={() => handleToggle(side)}
              >
                {isPressed ? <Check aria-hidden className="size-6" /> : null}
                <FormattedMessage
                  id="tablet.result.playerAgrees"
                  defaultMessage="{name} agrees"
                  description="Toggle a player presses to agree with the result"
                  values={{ name }}
                />
              </Button>
            )
          })}
        </div>
        {canConfirm ? null : (
          <p role="status" className="text-muted-foreground">
            <SendingText pending={pending} isOffline={isOffline} />
          </p>
        )}
        {confirmError ? (
          <p role="alert" className="text-danger">
            {confirmError}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button
            size="xl"
            className="min-h-20 flex-1 text-xl"
            disabled={!isAgreed || !canConfirm || isConfirming}
            onClick={onConfirm}
          >
            {isConfirming ? (
              <FormattedMessage
                id="tablet.result.confirming"
                defaultMessage="Confirming…"
                description="While the result is confirmed"
              />
            ) : (
              <FormattedMessage
                id="tablet.result.confirm"
                defaultMessage="Confirm the result"
                description="Button that confirms the result once both players agree"
              />
            )}
          </Button>
          <Button size="xl" variant="outline" className="min-h-20" onClick={onUndo} disabled={isConfirming}>
            <Undo2 aria-hidden className="size-6" />
            <FormattedMessage
              id="tablet.result.undo"
              defaultMessage="Correct the last visit"
              description="Takes back the winning visit on the result screen"
            />
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}
