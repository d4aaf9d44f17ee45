import type { Dart, MatchEvent, X01MatchState } from '@oche/darts'
import { Button, DartboardInput } from '@oche/ui'
import { Undo2 } from 'lucide-react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { boardDartOf, dartOf } from './dart-names'
import { useDartLabels } from './use-dart-labels'
import { addDart } from './visit-entry'

export type DartEntryProps = {
  match: X01MatchState
  /** The darts of this visit so far (the scorer shows them in the checkout hint too). */
  darts: readonly Dart[]
  onDartsChange: (darts: Dart[]) => void
  onEvent: (event: MatchEvent) => void
  onUndo: () => void
  canUndo: boolean
  disabled?: boolean
}

/**
 * A visit dart by dart on the dartboard (or its S/D/T grid). The visit is entered as soon as the engine says it is
 * whole: after the third dart, or at once on a checkout or a bust. No questions: the darts say it all.
 */
export function DartEntry({ match, darts, onDartsChange, onEvent, onUndo, canUndo, disabled = false }: DartEntryProps) {
  const intl = useIntl()
  const labels = useDartLabels()
  const [visitId, setVisitId] = useState(() => crypto.randomUUID())

  function handleDart(dart: Dart) {
    const step = addDart(match, darts, dart, visitId)
    switch (step.kind) {
      case 'pending':
        onDartsChange(step.darts)
        return
      case 'complete':
        onDartsChange([])
        setVisitId(crypto.randomUUID())
        onEvent(step.event)
        return
      case 'refused':
        // The engine refuses nothing a board can report; start the visit again rather than guess.
        onDartsChange([])
        return
      default:
        return step satisfies never
    }
  }

  return (
    <div data-slot="dart-entry" className="flex flex-col gap-3">
      <DartboardInput
        labels={{
          board: intl.formatMessage({ id: 'play.board.name', defaultMessage: 'Dartboard' }),
          visit: intl.formatMessage({ id: 'play.board.visit', defaultMessage: 'Darts this visit' }),
          removeLast: <FormattedMessage id="play.board.removeLast" defaultMessage="Remove dart" />,
          grid: intl.formatMessage({ id: 'play.board.grid', defaultMessage: 'Enter a dart' }),
          multiplier: intl.formatMessage({ id: 'play.board.ring', defaultMessage: 'Ring' }),
          single: intl.formatMessage({ id: 'play.board.single', defaultMessage: 'Single' }),
          double: intl.formatMessage({ id: 'play.board.double', defaultMessage: 'Double' }),
          treble: intl.formatMessage({ id: 'play.board.treble', defaultMessage: 'Treble' }),
        }}
        segmentLabel={labels.boardName}
        dartCode={labels.boardCode}
        darts={darts.map(boardDartOf)}
        onDart={(dart) => handleDart(dartOf(dart))}
        onRemoveLast={() => onDartsChange(darts.slice(0, -1))}
        disabled={disabled}
      />
      <Button variant="outline" size="lg" disabled={disabled || !canUndo || darts.length > 0} onClick={onUndo}>
        <Undo2 aria-hidden />
        <FormattedMessage id="play.board.undo" defaultMessage="Undo last visit" />
      </Button>
    </div>
  )
}
