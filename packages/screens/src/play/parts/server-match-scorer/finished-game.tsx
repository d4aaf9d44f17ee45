import { resultScore } from '@oche/darts'
import { Button } from '@oche/ui'
import { CircleCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MatchScorer } from '../scorer/use-match-scorer'

export type FinishedGameProps = {
  scorer: MatchScorer
  /** Whether the server holds every visit, so the result is recorded where the game belongs. */
  isRecorded: boolean
  /** Said once the result is recorded ("The result is recorded in the tournament."). */
  recordedLabel: ReactNode
  /** The way back ("Back to the games"), offered once the result is recorded. */
  doneLabel: ReactNode
  onDone: () => void
  /** A second way on ("Next game"), beside the way back. */
  next?: { label: ReactNode; onSelect: () => void } | undefined
}

/** The end of a scored game: who won and by how much, whether it is recorded, and the way back (and on). */
export function FinishedGame({ scorer, isRecorded, recordedLabel, doneLabel, onDone, next }: FinishedGameProps) {
  const intl = useIntl()
  const { match } = scorer.state
  const [first = 0, second = 0] = resultScore(match)
  const score = intl.formatMessage(
    { id: 'play.serverScorer.score', defaultMessage: '{first}–{second}' },
    { first, second },
  )
  const outcome = match.outcome
  return (
    <div
      data-slot="scored-game-finished"
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 py-10 text-center"
    >
      <CircleCheck aria-hidden className="size-12 text-success" />
      <p className="text-2xl font-semibold" role="status">
        {outcome?.kind === 'win' ? (
          <FormattedMessage
            id="play.serverScorer.winner"
            defaultMessage="{name} wins {score}"
            values={{ name: match.config.sides[outcome.winner], score }}
          />
        ) : (
          <FormattedMessage id="play.serverScorer.draw" defaultMessage="A draw, {score}" values={{ score }} />
        )}
      </p>
      <p className="text-muted-foreground">
        {isRecorded ? (
          recordedLabel
        ) : (
          <FormattedMessage id="play.serverScorer.recording" defaultMessage="Saving the last visit…" />
        )}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="lg" variant={next ? 'outline' : 'primary'} onClick={onDone} disabled={!isRecorded}>
          {doneLabel}
        </Button>
        {next ? (
          <Button size="lg" onClick={next.onSelect} disabled={!isRecorded}>
            {next.label}
          </Button>
        ) : null}
      </div>
    </div>
  )
}
