import type { Match } from '@oche/api'
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react'
import { Scorer, type ScorerProps } from '../scorer/scorer'
import { undoEvents } from '../scorer/undo-events'
import { useMatchScorer } from '../scorer/use-match-scorer'
import { FinishedGame } from './finished-game'
import { SaveStatus } from './save-status'
import { serverScorerMatch } from './server-scorer-match'

/** What the scorer says at the end of the game, in the words of where the game belongs. */
export type ServerMatchScorerLabels = {
  /** Once the last visit is stored: "The result is recorded in the tournament." */
  recorded: ReactNode
  /** The way back: "Back to the games". */
  done: ReactNode
  /** The way on to another game ("Next game"), shown with `onNext`. */
  next?: ReactNode
}

export type ServerMatchScorerProps = {
  /** The match the server made and holds (a tournament's or a league's game). */
  match: Match
  /** How many visits entered here the server does not hold yet (leaving now would lose them). */
  onPendingChange: (pending: number) => void
  /** The finishing visit is stored: the server recorded the result where the game belongs. */
  onRecorded: () => void
  /** Back to where the game was opened from. */
  onDone: () => void
  /** On to another game, offered at the end beside `onDone` when `labels.next` is given. */
  onNext?: () => void
  labels: ServerMatchScorerLabels
  /** `fill`: the scorer takes the height its parent gives it, the keypad in view (`Scorer`'s `fit`). */
  fit?: ScorerProps['fit']
}

/**
 * Scores a match the server holds on this device: the scorer of `/play` on the match's log, every visit stored at
 * once through `POST /matches/{id}/events`. When the match ends the server records the result in the tournament or
 * league night; the scorer shows who won and the way back.
 */
export function ServerMatchScorer({
  match,
  onPendingChange,
  onRecorded,
  onDone,
  onNext,
  labels,
  fit = 'page',
}: ServerMatchScorerProps) {
  // Taken once: the scorer owns the log from here, and refetches of the match must not restart it.
  const [scored] = useState(() => serverScorerMatch(match))
  // The server holds every event, so there is nothing to keep on this device between page loads.
  const scorer = useMatchScorer({ match: scored, onSave: () => undefined, isSynced: true })
  const { pending, status } = scorer.sync
  const isFinished = scorer.state.match.status === 'finished'
  const isRecorded = isFinished && pending === 0 && status === 'saved'
  const recorded = useEffectEvent(onRecorded)
  const pendingChanged = useEffectEvent(onPendingChange)

  useEffect(() => pendingChanged(pending), [pending])
  useEffect(() => {
    if (isRecorded) recorded()
  }, [isRecorded])

  const handleUndo = () => {
    for (const event of undoEvents(scorer.state.match, () => crypto.randomUUID(), null)) scorer.submit(event)
  }

  // A wrong last visit is fixed by correcting the result: the tournament or match has already moved on with it.
  if (isFinished)
    return (
      <FinishedGame
        scorer={scorer}
        isRecorded={isRecorded}
        recordedLabel={labels.recorded}
        doneLabel={labels.done}
        onDone={onDone}
        next={onNext && labels.next ? { label: labels.next, onSelect: onNext } : undefined}
      />
    )
  return (
    <Scorer
      scorer={scorer}
      onUndo={handleUndo}
      onPlayAgain={onDone}
      onNewMatch={onDone}
      toolbar={<SaveStatus scorer={scorer} />}
      fit={fit}
    />
  )
}
