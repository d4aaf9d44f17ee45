import { currentLeg, type MatchEvent, type X01MatchState } from '@oche/darts'
import { ScoreKeypad } from '@oche/ui'
import { Undo2 } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { EntryPromptDialog, type EntryPrompt } from './entry-prompt-dialog'
import { nextEntryStep, totalPreview, type VisitDraft } from './visit-entry'

/** The quick scores of a visit, the most common totals at the board. */
export const quickScores: readonly number[] = [26, 41, 45, 60, 81, 85, 100, 140, 180]

export type KeypadEntryProps = {
  match: X01MatchState
  onEvent: (event: MatchEvent) => void
  onUndo: () => void
  canUndo: boolean
  disabled?: boolean
}

type Pending = { draft: VisitDraft; id: string; prompt: EntryPrompt }

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target !== document.body && target !== document.documentElement
}

/**
 * A visit by its total: the big keypad with quick scores, Bust and Undo. The engine checks the total as it is
 * typed (an impossible total is refused on the keypad) and asks, through a dialog, only the questions it needs.
 * Typing digits and Enter works anywhere on the page while nothing else has focus.
 */
export function KeypadEntry({ match, onEvent, onUndo, canUndo, disabled = false }: KeypadEntryProps) {
  const intl = useIntl()
  const rootRef = useRef<HTMLDivElement>(null)
  const [value, setValue] = useState('')
  const [pending, setPending] = useState<Pending | null>(null)
  const [refusal, setRefusal] = useState<ReactNode>(null)
  const total = value === '' ? null : Number(value)
  const preview = totalPreview(match, total)
  const leg = currentLeg(match)
  const remaining = leg.positions[leg.thrower]?.remaining ?? 0

  function focusDisplay() {
    rootRef.current?.querySelector<HTMLElement>('[data-slot="score-keypad-display"]')?.focus({ preventScroll: true })
  }

  function advance(draft: VisitDraft, id: string) {
    const step = nextEntryStep(match, draft, id)
    switch (step.kind) {
      case 'ask':
        setPending({ draft, id, prompt: { question: step.question, answers: step.answers, result: step.result } })
        return
      case 'ready':
        setPending(null)
        setRefusal(null)
        onEvent(step.event)
        focusDisplay()
        return
      case 'refused':
        setPending(null)
        setValue(draft.total === 'bust' ? '' : String(draft.total))
        setRefusal(
          step.error === 'visit.impossibleScore' ? (
            <FormattedMessage
              id="play.keypad.impossible"
              defaultMessage="{total} cannot be scored with three darts."
              values={{ total: draft.total }}
            />
          ) : (
            <FormattedMessage id="play.keypad.refused" defaultMessage="This visit cannot be entered." />
          ),
        )
        return
      default:
        return step satisfies never
    }
  }

  function handleSubmit(entered: number | 'bust') {
    setRefusal(null)
    advance({ total: entered }, crypto.randomUUID())
  }

  function handleAnswer(answer: number) {
    if (!pending) return
    const key = pending.prompt.question
    advance({ ...pending.draft, [key]: answer }, pending.id)
  }

  function handleCancel() {
    if (pending && pending.draft.total !== 'bust') setValue(String(pending.draft.total))
    setPending(null)
  }

  // Keys typed while nothing has focus (after a tap on the scoreboard) still reach the keypad.
  useEffect(() => {
    if (disabled || pending) return
    function handleKeyDown(event: globalThis.KeyboardEvent) {
      if (isTyping(event.target) || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
      if (/^[0-9]$/.test(event.key)) {
        setValue((current) => {
          const next = current === '0' ? event.key : current + event.key
          return next.length > 3 ? current : next
        })
      } else if (event.key === 'Backspace') setValue((current) => current.slice(0, -1))
      else if (event.key === 'Enter') {
        if (value === '' || preview?.kind === 'impossible') return
        setValue('')
        handleSubmit(Number(value))
      } else return
      event.preventDefault()
    }
    window.addEventListener('keydown', handleKeyDown)
    return () => window.removeEventListener('keydown', handleKeyDown)
  })

  useEffect(() => {
    if (!disabled) focusDisplay()
  }, [disabled])

  const message =
    preview?.kind === 'impossible' ? (
      <FormattedMessage
        id="play.keypad.impossible"
        defaultMessage="{total} cannot be scored with three darts."
        values={{ total }}
      />
    ) : preview?.kind === 'bust' ? (
      <FormattedMessage
        id="play.keypad.bustPreview"
        defaultMessage="Bust: the score stays on {remaining}."
        values={{ remaining: String(remaining) }}
      />
    ) : preview?.kind === 'checkout' ? (
      <FormattedMessage id="play.keypad.checkoutPreview" defaultMessage="Checkout!" />
    ) : (
      refusal
    )

  return (
    <div ref={rootRef} data-slot="keypad-entry">
      <ScoreKeypad
        labels={{
          keypad: intl.formatMessage({ id: 'play.keypad.name', defaultMessage: 'Score entry' }),
          display: intl.formatMessage({ id: 'play.keypad.display', defaultMessage: 'Visit score' }),
          quickScores: intl.formatMessage({ id: 'play.keypad.quickScores', defaultMessage: 'Quick scores' }),
          backspace: intl.formatMessage({ id: 'play.keypad.backspace', defaultMessage: 'Delete last digit' }),
          clear: intl.formatMessage({ id: 'play.keypad.clear', defaultMessage: 'Clear' }),
          submit: <FormattedMessage id="play.keypad.submit" defaultMessage="Enter score" />,
        }}
        value={value}
        onValueChange={(next) => {
          setValue(next)
          setRefusal(null)
        }}
        onSubmit={handleSubmit}
        quickScores={quickScores}
        actions={[
          {
            id: 'bust',
            label: <FormattedMessage id="play.keypad.bust" defaultMessage="Bust" />,
            variant: 'danger',
            onSelect: () => handleSubmit('bust'),
          },
          {
            id: 'undo',
            label: (
              <span className="inline-flex items-center gap-2">
                <Undo2 aria-hidden className="size-5" />
                <FormattedMessage id="play.keypad.undo" defaultMessage="Undo" />
              </span>
            ),
            disabled: !canUndo,
            onSelect: onUndo,
          },
        ]}
        disabled={disabled}
        invalid={preview?.kind === 'impossible'}
        message={message}
        placeholder={<FormattedMessage id="play.keypad.placeholder" defaultMessage="0" />}
      />
      <EntryPromptDialog
        prompt={pending?.prompt ?? null}
        onAnswer={handleAnswer}
        onCancel={handleCancel}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          focusDisplay()
        }}
      />
    </div>
  )
}
