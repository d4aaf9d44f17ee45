import { correctionConflictOf, type CorrectionConflict, type Game, type GameResultInput } from '@oche/api'
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormControl,
  FormField,
  FormLabel,
  FormMessage,
  RadioGroup,
  RadioGroupItem,
  Textarea,
} from '@oche/ui'
import { useId, useState } from 'react'
import { Controller, useForm, useWatch, type Path } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../../../accounts/parts/account-form/form-alert'
import { showServerErrors } from '../../../../app/form-errors/show-server-errors'
import { useGameNames } from '../game-names/use-game-names'
import { BlockingGames } from './blocking-games'
import { allowsDraw as stageAllowsDraw } from './check-result-legs'
import { LegsFields } from './legs-fields'
import { checkResultDraft, maxNoteLength, resultDraftOf, type ResultDraft, type ResultField } from './result-draft'
import { SideStatsFields } from './side-stats-fields'
import { useResultIssueText } from './use-result-issue-text'
import { commonMessages } from '../../../../app/common-messages/common-messages'

export type ResultDialogProps = {
  game: Game
  /** Every game of the tournament, to name the games that block a correction. */
  games: readonly Game[]
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Stores the result; rejects with the server's error, which the dialog shows. */
  onSubmit: (input: GameResultInput) => Promise<unknown>
}

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
const anchors = new Set<string>(Object.values(fieldPaths))

/** The server's field keys (`winner`, `stats.0.one_eighties`, …) as the form's paths. */
function renameServerField(key: string): string {
  if (key === 'winner') return 'walkoverWinner'
  return key
    .replace(/^stats\.(\d)\.one_eighties/, 'stats.$1.oneEighties')
    .replace(/^stats\.(\d)\.one_seven_ones/, 'stats.$1.oneSeventyOnes')
    .replace(/^stats\.(\d)\.high_checkouts/, 'stats.$1.highCheckouts')
}

/**
 * Enters a game's result by hand, or corrects one (with the reason, kept in the audit trail): the legs or sets each
 * side won, checked against the game's format before anything is sent, optional 180s, 171s and high checkouts, or
 * a walkover. A 422 lands on its field and a refused correction names the games that block it; what was typed
 * stays.
 */
export function ResultDialog({ game, games, open, onOpenChange, onSubmit }: ResultDialogProps) {
  const intl = useIntl()
  const names = useGameNames()
  const kindId = useId()
  const isCorrection = game.result !== null
  const allowsDraw = stageAllowsDraw(game.stage)
  const issueText = useResultIssueText(game.format.kind === 'sets')
  const [conflict, setConflict] = useState<CorrectionConflict | null>(null)
  const form = useForm<ResultDraft>({ defaultValues: resultDraftOf(game) })
  const { errors, isSubmitting } = form.formState
  const kind = useWatch({ control: form.control, name: 'kind' })
  const legs = useWatch({ control: form.control, name: 'legs' })

  const handleSubmit = form.handleSubmit(async (draft) => {
    setConflict(null)
    const checked = checkResultDraft(draft, { format: game.format, allowsDraw, isCorrection })
    if (!checked.ok) {
      Object.entries(checked.issues).forEach(([field, issue], index) =>
        form.setError(
          fieldPaths[field as ResultField],
          { type: 'client', message: issueText(issue) },
          { shouldFocus: index === 0 },
        ),
      )
      return
    }
    try {
      await onSubmit(checked.input)
      onOpenChange(false)
    } catch (error) {
      const refused = correctionConflictOf(error)
      if (refused) setConflict(refused)
      else showServerErrors(error, { anchors, rename: renameServerField, setError: form.setError, intl })
    }
  })

  const handleLegsChange = (next: [string, string]) => {
    form.setValue('legs', next, { shouldDirty: true })
    form.clearErrors('legs')
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" closeLabel={intl.formatMessage(commonMessages.close)}>
        <DialogHeader>
          <DialogTitle>
            {isCorrection ? (
              <FormattedMessage id="manage.playResult.correctTitle" defaultMessage="Correct the result" />
            ) : (
              <FormattedMessage id="manage.playResult.enterTitle" defaultMessage="Enter the result" />
            )}
          </DialogTitle>
          <DialogDescription>{names.full(game)}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting} className="flex flex-col gap-6">
          {conflict ? <BlockingGames conflict={conflict} games={games} /> : null}
          {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <div className="flex flex-col gap-3">
                <span id={`${kindId}-label`} className="text-sm font-medium">
                  <FormattedMessage id="manage.playResult.kind" defaultMessage="How the game ended" />
                </span>
                <RadioGroup
                  aria-labelledby={`${kindId}-label`}
                  orientation="horizontal"
                  value={field.value}
                  onValueChange={(value) => field.onChange(value === 'walkover' ? 'walkover' : 'played')}
                  className="grid grid-cols-2 gap-2"
                >
                  {(['played', 'walkover'] as const).map((value) => (
                    <label
                      key={value}
                      htmlFor={`${kindId}-${value}`}
                      className="flex min-h-12 cursor-pointer items-center gap-3 rounded-md border px-4 has-[[data-state=checked]]:border-primary"
                    >
                      <RadioGroupItem id={`${kindId}-${value}`} value={value} />
                      {value === 'played' ? (
                        <FormattedMessage id="manage.playResult.played" defaultMessage="Played" />
                      ) : (
                        <FormattedMessage id="manage.playResult.walkover" defaultMessage="Walkover" />
                      )}
                    </label>
                  ))}
                </RadioGroup>
              </div>
            )}
          />
          {kind === 'played' ? (
            <>
              <LegsFields
                game={game}
                allowsDraw={allowsDraw}
                legs={legs}
                onLegsChange={handleLegsChange}
                register={(side) => form.register(`legs.${side}`, { onChange: () => form.clearErrors('legs') })}
                error={errors.legs?.message}
              />
              <SideStatsFields game={game} register={form.register} errors={errors} />
            </>
          ) : (
            <WalkoverWinner game={game} control={form.control} error={errors.walkoverWinner?.message} />
          )}
          <FormField error={errors.note?.message} required={isCorrection}>
            <FormLabel>
              {isCorrection ? (
                <FormattedMessage id="manage.playResult.reason" defaultMessage="Reason for the correction" />
              ) : (
                <FormattedMessage id="manage.playResult.note" defaultMessage="Note (optional)" />
              )}
            </FormLabel>
            <FormControl>
              <Textarea rows={2} maxLength={maxNoteLength} {...form.register('note')} />
            </FormControl>
            <FormMessage />
          </FormField>
          <DialogFooter>
            <Button variant="outline" size="lg" onClick={() => onOpenChange(false)}>
              <FormattedMessage {...commonMessages.cancel} />
            </Button>
            <Button type="submit" size="lg" disabled={isSubmitting}>
              {isCorrection ? (
                <FormattedMessage id="manage.playResult.saveCorrection" defaultMessage="Save correction" />
              ) : (
                <FormattedMessage id="manage.playResult.save" defaultMessage="Save result" />
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

function WalkoverWinner({
  game,
  control,
  error,
}: {
  game: Game
  control: ReturnType<typeof useForm<ResultDraft>>['control']
  error: string | undefined
}) {
  const id = useId()
  return (
    <Controller
      control={control}
      name="walkoverWinner"
      render={({ field }) => (
        <div className="flex flex-col gap-3">
          <span id={`${id}-label`} className="text-sm font-medium">
            <FormattedMessage id="manage.playResult.walkoverWinner" defaultMessage="Who goes through" />
          </span>
          <RadioGroup
            aria-labelledby={`${id}-label`}
            aria-describedby={error ? `${id}-error` : undefined}
            aria-invalid={error ? true : undefined}
            value={field.value}
            onValueChange={field.onChange}
            className="grid gap-2 sm:grid-cols-2"
          >
            {([0, 1] as const).map((side) => (
              <label
                key={side}
                htmlFor={`${id}-${side}`}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-md border px-4 has-[[data-state=checked]]:border-primary"
              >
                <RadioGroupItem id={`${id}-${side}`} value={String(side)} invalid={Boolean(error)} />
                <span className="truncate">{game.sides[side].name}</span>
              </label>
            ))}
          </RadioGroup>
          <p id={`${id}-error`} aria-live="polite" className="text-sm font-medium text-danger empty:sr-only">
            {error}
          </p>
        </div>
      )}
    />
  )
}
