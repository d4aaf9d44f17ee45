import { Input } from '@oche/ui'
import { memo, useId } from 'react'
import { Controller, get, useFormContext, useWatch } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { TextField } from '../../../accounts/parts/account-form/text-field'
import { CheckboxField } from '../../../manage/parts/form-fields/checkbox-field'
import { RadioField } from '../../../manage/parts/form-fields/radio-field'
import { maxGames, type MatchTemplateDraft } from './match-template-values'
import { maxMatchPoints } from './template-check'

export type MatchSettingsFieldsProps = {
  /** The template's path in the form. */
  name: string
  /** The template check's problem, when it is on one of these settings. */
  problem: { field: 'win' | 'maxGamesPerPlayer'; message: string } | null
}

type Form = { template: MatchTemplateDraft }

/** How far a match is played, how it earns points and how many games one player may play (memoised, as the games). */
export const MatchSettingsFields = memo(function MatchSettingsFields({ name, problem }: MatchSettingsFieldsProps) {
  const path = name as 'template'
  const { control, register, formState } = useFormContext<Form>()
  const [pointsKind, limitGames] = useWatch({ control, name: [`${path}.pointsKind`, `${path}.limitGames`] })
  const errorOf = (field: 'win' | 'maxGamesPerPlayer') =>
    problem?.field === field
      ? problem.message
      : (get(formState.errors, `${path}.${field}`) as { message?: string } | undefined)?.message
  return (
    <>
      <Controller
        control={control}
        name={`${path}.play`}
        render={({ field }) => (
          <RadioField
            ref={field.ref}
            legend={<FormattedMessage id="competition.matchTemplate.play" defaultMessage="How far a match is played" />}
            value={field.value}
            onValueChange={field.onChange}
            options={[
              {
                value: 'all',
                label: (
                  <FormattedMessage id="competition.matchTemplate.playAllGames" defaultMessage="Play every game" />
                ),
                description: (
                  <FormattedMessage
                    id="competition.matchTemplate.playAllGamesHelp"
                    defaultMessage="Every game is played, whatever the score."
                  />
                ),
              },
              {
                value: 'untilDecided',
                label: (
                  <FormattedMessage id="competition.matchTemplate.untilDecided" defaultMessage="Stop when decided" />
                ),
                description: (
                  <FormattedMessage
                    id="competition.matchTemplate.untilDecidedHelp"
                    defaultMessage="The match ends once one team can no longer be caught."
                  />
                ),
              },
            ]}
          />
        )}
      />
      <Controller
        control={control}
        name={`${path}.pointsKind`}
        render={({ field }) => (
          <RadioField
            ref={field.ref}
            legend={<FormattedMessage id="competition.matchTemplate.points" defaultMessage="Points in the standings" />}
            value={field.value}
            onValueChange={field.onChange}
            options={[
              {
                value: 'games',
                label: (
                  <FormattedMessage id="competition.matchTemplate.pointsGames" defaultMessage="Points = games won" />
                ),
                description: (
                  <FormattedMessage
                    id="competition.matchTemplate.pointsGamesHelp"
                    defaultMessage="A team earns a point for every game it wins."
                  />
                ),
              },
              {
                value: 'match',
                label: <FormattedMessage id="competition.matchTemplate.pointsMatch" defaultMessage="Match points" />,
                description: (
                  <FormattedMessage
                    id="competition.matchTemplate.pointsMatchHelp"
                    defaultMessage="Points for a match won, drawn or lost; the games won come first among the tie-breakers."
                  />
                ),
              },
            ]}
          />
        )}
      />
      {pointsKind === 'match' ? <MatchPointsFields path={path} error={errorOf('win')} /> : null}
      <Controller
        control={control}
        name={`${path}.limitGames`}
        render={({ field }) => (
          <CheckboxField
            ref={field.ref}
            label={
              <FormattedMessage
                id="competition.matchTemplate.limitGames"
                defaultMessage="Limit the games one player plays"
              />
            }
            description={
              <FormattedMessage
                id="competition.matchTemplate.limitGamesHelp"
                defaultMessage="Singles, pairs and team games all count. Without a limit, a player may play every game."
              />
            }
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      {limitGames ? (
        <TextField
          label={<FormattedMessage id="competition.matchTemplate.maxGames" defaultMessage="Most games per player" />}
          type="number"
          inputMode="numeric"
          min={1}
          max={maxGames}
          className="ms-8"
          inputClassName="sm:max-w-48"
          error={errorOf('maxGamesPerPlayer')}
          {...register(`${path}.maxGamesPerPlayer`, { valueAsNumber: true })}
        />
      ) : null}
    </>
  )
})

/** The points for a won, a drawn and a lost match, checked together. */
function MatchPointsFields({ path, error }: { path: 'template'; error: string | undefined }) {
  const intl = useIntl()
  const id = useId()
  const { register } = useFormContext<Form>()
  const fields = [
    { key: 'win', label: intl.formatMessage({ id: 'competition.matchTemplate.win', defaultMessage: 'Win' }) },
    { key: 'draw', label: intl.formatMessage({ id: 'competition.matchTemplate.draw', defaultMessage: 'Draw' }) },
    { key: 'loss', label: intl.formatMessage({ id: 'competition.matchTemplate.loss', defaultMessage: 'Loss' }) },
  ] as const
  return (
    <fieldset className="ms-8 flex min-w-0 flex-col gap-3" data-invalid={error ? '' : undefined}>
      <legend className="mb-1 text-sm font-medium">
        <FormattedMessage id="competition.matchTemplate.matchPoints" defaultMessage="Match points" />
      </legend>
      <div className="grid grid-cols-3 gap-3 sm:max-w-sm">
        {fields.map(({ key, label }) => (
          <div key={key} className="grid gap-2">
            <label htmlFor={`${id}-${key}`} className="text-sm font-medium">
              {label}
            </label>
            <Input
              id={`${id}-${key}`}
              size="lg"
              type="number"
              inputMode="numeric"
              min={0}
              max={maxMatchPoints}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              {...register(`${path}.${key}`, { valueAsNumber: true })}
            />
          </div>
        ))}
      </div>
      <p id={`${id}-error`} aria-live="polite" className="text-sm font-medium text-danger empty:sr-only">
        {error}
      </p>
    </fieldset>
  )
}
