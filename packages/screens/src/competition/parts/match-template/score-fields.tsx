import { Controller, useFormContext } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { TextField } from '../../../accounts/parts/account-form/text-field'
import type { GameField } from './game-row'
import { startScoreChoices, type GameDraft, type MatchTemplateDraft } from './match-template-values'
import { SelectField } from '../../../app/select-field/select-field'
import { choiceMessages } from './template-labels'

type Form = { template: MatchTemplateDraft }

export type ScoreFieldsProps = {
  /** The game's path in the form. */
  path: 'template.games.0'
  startScore: GameDraft['startScore']
  errorOf: (field: GameField) => string | undefined
}

/** The start score (a common one, or another typed in) and the rules that start and end a leg. */
export function ScoreFields({ path, startScore, errorOf }: ScoreFieldsProps) {
  const intl = useIntl()
  const { control, register } = useFormContext<Form>()
  const message = (choice: keyof typeof choiceMessages) => intl.formatMessage(choiceMessages[choice])
  const rule = (side: 'inRule' | 'outRule') => (
    <Controller
      control={control}
      name={`${path}.${side}`}
      render={({ field }) => (
        <SelectField
          ref={field.ref}
          label={
            side === 'inRule' ? (
              <FormattedMessage id="competition.matchTemplate.inRule" defaultMessage="Start of a leg" />
            ) : (
              <FormattedMessage id="competition.matchTemplate.outRule" defaultMessage="End of a leg" />
            )
          }
          value={field.value}
          onValueChange={field.onChange}
          options={
            side === 'inRule'
              ? [
                  { value: 'straight', label: message('straightIn') },
                  { value: 'double', label: message('doubleIn') },
                  { value: 'master', label: message('masterIn') },
                ]
              : [
                  { value: 'straight', label: message('straightOut') },
                  { value: 'double', label: message('doubleOut') },
                  { value: 'master', label: message('masterOut') },
                ]
          }
        />
      )}
    />
  )
  return (
    <>
      <Controller
        control={control}
        name={`${path}.startScore`}
        render={({ field }) => (
          <SelectField
            ref={field.ref}
            label={<FormattedMessage id="competition.matchTemplate.startScore" defaultMessage="Start score" />}
            value={field.value}
            onValueChange={field.onChange}
            error={errorOf('startScore')}
            options={[
              ...startScoreChoices.map((value) => ({ value, label: value })),
              { value: 'other', label: message('otherScore') },
            ]}
          />
        )}
      />
      {startScore === 'other' ? (
        <TextField
          label={<FormattedMessage id="competition.matchTemplate.otherStartScore" defaultMessage="Other start score" />}
          type="number"
          inputMode="numeric"
          min={101}
          max={1001}
          error={errorOf('otherStartScore')}
          {...register(`${path}.otherStartScore`, { valueAsNumber: true })}
        />
      ) : null}
      {rule('inRule')}
      {rule('outRule')}
    </>
  )
}
