import type { Game, GameResultInput } from '@oche/api'
import { Button } from '@oche/ui'
import type { ReactNode } from 'react'
import { useForm, useWatch, type Path } from 'react-hook-form'
import { FormattedMessage } from 'react-intl'
import { allowsDraw as stageAllowsDraw } from './check-result-legs'
import { checkResultDraft, resultDraftOf, type ResultDraft, type ResultField } from './result-draft'
import { useResultIssueText } from './use-result-issue-text'

// Stories only: the result dialog's form around one group of its fields, set up and checked as `ResultDialog`
// does it (the draft from the game, the same checks and messages), with the dialog's "Save result" button checking it (nothing is sent).

const fieldPaths: Record<ResultField, Path<ResultDraft>> = {
  legs: 'legs',
  walkoverWinner: 'walkoverWinner',
  note: 'note',
  oneEighties0: 'stats.0.oneEighties',
  oneEighties1: 'stats.1.oneEighties',
  oneSeventyOnes0: 'stats.0.oneSeventyOnes',
  oneSeventyOnes1: 'stats.1.oneSeventyOnes',
  highCheckouts0: 'stats.0.highCheckouts',
  highCheckouts1: 'stats.1.highCheckouts',
}

export type ResultFieldsStoryProps = {
  game: Game
  /** Changes to the draft the game opens with. */
  values?: Partial<ResultDraft>
  /** Called with the checked result. */
  onValid: (input: GameResultInput) => void
  children: (form: ReturnType<typeof useForm<ResultDraft>> & { legs: [string, string] }) => ReactNode
}

/** The result form of `game`, handing its fields' wiring to `children`. */
export function ResultFieldsStory({ game, values, onValid, children }: ResultFieldsStoryProps) {
  const issueText = useResultIssueText(game.format.kind === 'sets')
  const form = useForm<ResultDraft>({ defaultValues: { ...resultDraftOf(game), ...values } })
  const legs = useWatch({ control: form.control, name: 'legs' })
  const handleSubmit = form.handleSubmit((draft) => {
    const checked = checkResultDraft(draft, {
      format: game.format,
      allowsDraw: stageAllowsDraw(game.stage),
      isCorrection: false,
    })
    if (checked.ok) onValid(checked.input)
    else
      Object.entries(checked.issues).forEach(([field, issue], index) =>
        form.setError(
          fieldPaths[field as ResultField],
          { type: 'client', message: issueText(issue) },
          { shouldFocus: index === 0 },
        ),
      )
  })
  return (
    <form noValidate onSubmit={handleSubmit} className="flex max-w-2xl flex-col gap-6">
      {children({ ...form, legs })}
      <Button type="submit" size="lg" className="self-start">
        <FormattedMessage id="manage.playResult.save" defaultMessage="Save result" />
      </Button>
    </form>
  )
}
