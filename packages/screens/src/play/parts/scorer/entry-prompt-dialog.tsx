import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@oche/ui'
import type { KeyboardEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { EntryQuestion } from './visit-entry'

export type EntryPrompt = { question: EntryQuestion; answers: number[]; result: 'scored' | 'checkout' | 'bust' }

export type EntryPromptDialogProps = {
  prompt: EntryPrompt | null
  onAnswer: (answer: number) => void
  onCancel: () => void
  /** Where focus goes once the dialog closes (the keypad's display, ready for the next visit). */
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * The one question a typed visit sometimes needs: darts used on a checkout, or darts at a double. Big buttons for
 * the possible answers only; typing the digit answers too.
 */
export function EntryPromptDialog({ prompt, onAnswer, onCancel, onCloseAutoFocus }: EntryPromptDialogProps) {
  const intl = useIntl()

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const answer = Number(event.key)
    if (!/^[0-3]$/.test(event.key) || !prompt?.answers.includes(answer)) return
    event.preventDefault()
    onAnswer(answer)
  }

  return (
    <Dialog open={prompt !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      {prompt && (
        <DialogContent
          size="sm"
          closeLabel={intl.formatMessage({ id: 'play.prompt.cancel', defaultMessage: 'Cancel this visit' })}
          data-question={prompt.question}
          onKeyDown={handleKeyDown}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <DialogHeader>
            <DialogTitle>
              {prompt.question === 'dartsUsed' ? (
                <FormattedMessage id="play.prompt.dartsUsedTitle" defaultMessage="How many darts did you use?" />
              ) : (
                <FormattedMessage id="play.prompt.dartsAtDoubleTitle" defaultMessage="How many darts at a double?" />
              )}
            </DialogTitle>
            <DialogDescription>
              {prompt.question === 'dartsUsed' ? (
                <FormattedMessage
                  id="play.prompt.dartsUsedDescription"
                  defaultMessage="Count every dart of the visit, the checkout dart included."
                />
              ) : prompt.result === 'checkout' ? (
                <FormattedMessage
                  id="play.prompt.dartsAtDoubleCheckout"
                  defaultMessage="Count the darts aimed at a double, the one that hit included. It counts towards your checkout percentage."
                />
              ) : (
                <FormattedMessage
                  id="play.prompt.dartsAtDoubleDescription"
                  defaultMessage="Count the darts thrown at a double for a checkout. It counts towards your checkout percentage."
                />
              )}
            </DialogDescription>
          </DialogHeader>
          <div role="group" aria-label={intl.formatMessage({ id: 'play.prompt.answers', defaultMessage: 'Answers' })}>
            <div className="grid grid-cols-[repeat(auto-fit,minmax(4rem,1fr))] gap-3">
              {prompt.answers.map((answer) => (
                <Button
                  key={answer}
                  size="xl"
                  variant="secondary"
                  className="h-20 font-mono text-3xl tabular-nums"
                  data-answer={answer}
                  onClick={() => onAnswer(answer)}
                >
                  {answer}
                </Button>
              ))}
            </div>
          </div>
        </DialogContent>
      )}
    </Dialog>
  )
}
