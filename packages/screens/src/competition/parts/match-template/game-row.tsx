import { Checkbox, IconButton } from '@oche/ui'
import { ArrowDown, ArrowUp, Copy, Trash2 } from 'lucide-react'
import { memo, useId, type ReactNode } from 'react'
import { Controller, get, useFormContext, useWatch } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { TextField } from '../../../accounts/parts/account-form/text-field'
import { maxLegs, teamPlayers, type MatchTemplateDraft } from './match-template-values'
import { ScoreFields } from './score-fields'
import { SelectField } from '../../../app/select-field/select-field'
import { choiceMessages } from './template-labels'

/** The fields of a game the template check can point at. */
export type GameField = 'kind' | 'teamPlayers' | 'startScore' | 'otherStartScore' | 'legsCount'

/** What a game's action buttons are kept under, to give one the focus back after the list changed. */
export type GameAction = 'up' | 'down' | 'duplicate' | 'remove'

export type GameRowProps = {
  /** The template's path in the form. */
  name: string
  index: number
  count: number
  readOnly: boolean
  /** Whether a game can be added (the template is not full). */
  canAdd: boolean
  /** The template check's problem, when it is on this game. */
  problem: { field: GameField; message: string } | null
  onMove: (index: number, step: -1 | 1) => void
  onDuplicate: (index: number) => void
  onRemove: (index: number) => void
  /**
   * What this game's action buttons' ids start with (`{prefix}-{action}`), to give one the focus back after the list
   * changed.
   */
  buttonIdPrefix: string
}

type Form = { template: MatchTemplateDraft }

/**
 * One game of the template: what kind, how it is scored and how many legs, with the buttons to order the list. Memoised:
 * typing in one game re-renders that game (its own `useWatch`), not the other rows of a long template.
 */
export const GameRow = memo(function GameRow({
  name,
  index,
  count,
  readOnly,
  canAdd,
  problem,
  onMove,
  onDuplicate,
  onRemove,
  buttonIdPrefix,
}: GameRowProps) {
  const intl = useIntl()
  const titleId = useId()
  const resultOnlyId = useId()
  const { control, register, formState } = useFormContext<Form>()
  // Every game has the same fields; the first stands for them all in the types.
  const path = `${name}.games.${index}` as 'template.games.0'
  const [kind, resultOnly, startScore] = useWatch({
    control,
    name: [`${path}.kind`, `${path}.resultOnly`, `${path}.startScore`],
  })
  const errorOf = (field: GameField): string | undefined =>
    problem?.field === field
      ? problem.message
      : (get(formState.errors, `${path}.${field}`) as { message?: string } | undefined)?.message
  const number = index + 1
  const message = (choice: keyof typeof choiceMessages) => intl.formatMessage(choiceMessages[choice])

  const actions: { action: GameAction; label: string; icon: ReactNode; disabled: boolean; onClick: () => void }[] = [
    {
      action: 'up',
      label: intl.formatMessage(
        { id: 'competition.matchTemplate.moveUp', defaultMessage: 'Move game {number} up' },
        { number },
      ),
      icon: <ArrowUp aria-hidden />,
      disabled: index === 0,
      onClick: () => onMove(index, -1),
    },
    {
      action: 'down',
      label: intl.formatMessage(
        { id: 'competition.matchTemplate.moveDown', defaultMessage: 'Move game {number} down' },
        { number },
      ),
      icon: <ArrowDown aria-hidden />,
      disabled: index === count - 1,
      onClick: () => onMove(index, 1),
    },
    {
      action: 'duplicate',
      label: intl.formatMessage(
        { id: 'competition.matchTemplate.duplicate', defaultMessage: 'Duplicate game {number}' },
        { number },
      ),
      icon: <Copy aria-hidden />,
      disabled: !canAdd,
      onClick: () => onDuplicate(index),
    },
    {
      action: 'remove',
      label: intl.formatMessage(
        { id: 'competition.matchTemplate.remove', defaultMessage: 'Remove game {number}' },
        { number },
      ),
      icon: <Trash2 aria-hidden />,
      disabled: count === 1,
      onClick: () => onRemove(index),
    },
  ]

  return (
    <li
      data-game={number}
      data-invalid={problem ? '' : undefined}
      className="rounded-md border bg-surface-raised p-3 data-[invalid]:border-danger"
    >
      <div role="group" aria-labelledby={titleId} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h4 id={titleId} className="font-medium">
            <FormattedMessage
              id="competition.matchTemplate.gameTitle"
              defaultMessage="Game {number}"
              values={{ number }}
            />
          </h4>
          {readOnly ? null : (
            <div className="flex gap-1">
              {actions.map(({ action, label, icon, disabled, onClick }) => (
                <IconButton
                  key={action}
                  id={`${buttonIdPrefix}-${action}`}
                  type="button"
                  variant="ghost"
                  label={label}
                  disabled={disabled}
                  onClick={onClick}
                >
                  {icon}
                </IconButton>
              ))}
            </div>
          )}
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Controller
            control={control}
            name={`${path}.kind`}
            render={({ field }) => (
              <SelectField
                ref={field.ref}
                label={<FormattedMessage id="competition.matchTemplate.kind" defaultMessage="Kind" />}
                value={field.value}
                onValueChange={field.onChange}
                error={errorOf('kind')}
                options={(['singles', 'pairs', 'team'] as const).map((value) => ({ value, label: message(value) }))}
              />
            )}
          />
          {kind === 'team' ? (
            <TextField
              label={<FormattedMessage id="competition.matchTemplate.players" defaultMessage="Players a side" />}
              type="number"
              inputMode="numeric"
              min={teamPlayers.min}
              max={teamPlayers.max}
              error={errorOf('teamPlayers')}
              {...register(`${path}.teamPlayers`, { valueAsNumber: true })}
            />
          ) : null}
          <Controller
            control={control}
            name={`${path}.legsMode`}
            render={({ field }) => (
              <SelectField
                ref={field.ref}
                label={<FormattedMessage id="competition.matchTemplate.legs" defaultMessage="Legs" />}
                value={field.value}
                onValueChange={field.onChange}
                options={[
                  { value: 'bestOf', label: message('bestOf') },
                  { value: 'playAll', label: message('playAll') },
                ]}
              />
            )}
          />
          <TextField
            label={<FormattedMessage id="competition.matchTemplate.legsCount" defaultMessage="Number of legs" />}
            type="number"
            inputMode="numeric"
            min={1}
            max={maxLegs}
            error={errorOf('legsCount')}
            {...register(`${path}.legsCount`, { valueAsNumber: true })}
          />
          {resultOnly ? null : <ScoreFields path={path} errorOf={errorOf} startScore={startScore} />}
        </div>
        <div className="flex items-start gap-3">
          <Controller
            control={control}
            name={`${path}.resultOnly`}
            render={({ field }) => (
              <Checkbox
                ref={field.ref}
                id={resultOnlyId}
                className="mt-0.5"
                checked={field.value}
                onCheckedChange={(state) => field.onChange(state === true)}
                aria-describedby={`${resultOnlyId}-help`}
              />
            )}
          />
          <div className="flex min-w-0 flex-col gap-0.5">
            <label htmlFor={resultOnlyId} className="text-base leading-6 font-medium">
              <FormattedMessage id="competition.matchTemplate.resultOnly" defaultMessage="Result only" />
            </label>
            <p id={`${resultOnlyId}-help`} className="text-sm text-muted-foreground">
              <FormattedMessage
                id="competition.matchTemplate.resultOnlyHelp"
                defaultMessage="Not scored on Oche: the captains enter the winner and the legs."
              />
            </p>
          </div>
        </div>
      </div>
    </li>
  )
})
