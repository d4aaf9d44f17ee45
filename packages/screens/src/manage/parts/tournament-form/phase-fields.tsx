import type { StageKind, TournamentFormat } from '@oche/api'
import { useId } from 'react'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../../accounts/parts/account-form/form-alert'
import { TextField } from '../../../accounts/parts/account-form/text-field'
import { CheckboxField } from '../form-fields/checkbox-field'
import { RadioField } from '../form-fields/radio-field'
import { MatchFormatFields } from './match-format-fields'
import { maxStartScore, minStartScore, type TournamentFormValues } from './tournament-form-values'
import { allowsDraws, overridableRoundsOf } from './tournament-stages'
import { useRoundName } from './use-stage-names'

export type PhaseFieldsProps = {
  stage: StageKind
  /** The phase's name, the heading of its settings. */
  title: string
  format: TournamentFormat
  disabled: boolean
}

/** The game settings of one phase: start score, start and end of a leg, match format and longer rounds. */
export function PhaseFields({ stage, title, format, disabled }: PhaseFieldsProps) {
  const intl = useIntl()
  const headingId = useId()
  const roundName = useRoundName()
  const { control, formState } = useFormContext<TournamentFormValues>()
  // Every phase draft has the same fields; `groups` stands for them all in the types.
  const phase = `phases.${stage}` as 'phases.groups'
  const startScore = useWatch({ control, name: `${phase}.start_score` })
  const rounds = useWatch({ control, name: `${phase}.rounds` })
  const overridable = overridableRoundsOf(stage, format)
  const phaseError = formState.errors.phases?.[stage]?.message
  const ruleOptions = (side: 'in' | 'out') => [
    {
      value: 'straight',
      label:
        side === 'in'
          ? intl.formatMessage({ id: 'manage.phase.straightIn', defaultMessage: 'Straight in' })
          : intl.formatMessage({ id: 'manage.phase.straightOut', defaultMessage: 'Straight out' }),
    },
    {
      value: 'double',
      label:
        side === 'in'
          ? intl.formatMessage({ id: 'manage.phase.doubleIn', defaultMessage: 'Double in' })
          : intl.formatMessage({ id: 'manage.phase.doubleOut', defaultMessage: 'Double out' }),
    },
    {
      value: 'master',
      label:
        side === 'in'
          ? intl.formatMessage({ id: 'manage.phase.masterIn', defaultMessage: 'Master in (double or treble)' })
          : intl.formatMessage({ id: 'manage.phase.masterOut', defaultMessage: 'Master out (double or treble)' }),
    },
  ]

  return (
    <section
      aria-labelledby={headingId}
      data-stage={stage}
      className="flex flex-col gap-5 border-t pt-5 first:border-t-0 first:pt-0"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {title}
      </h3>
      {phaseError ? <FormAlert>{phaseError}</FormAlert> : null}
      <Controller
        control={control}
        name={`${phase}.start_score`}
        render={({ field, fieldState }) => (
          <RadioField
            ref={field.ref}
            legend={<FormattedMessage id="manage.phase.startScore" defaultMessage="Start score" />}
            orientation="horizontal"
            disabled={disabled}
            value={field.value}
            onValueChange={field.onChange}
            error={fieldState.error?.message}
            options={[
              { value: '301', label: '301' },
              { value: '501', label: '501' },
              { value: '701', label: '701' },
              { value: 'custom', label: <FormattedMessage id="manage.phase.custom" defaultMessage="Other" /> },
            ]}
          />
        )}
      />
      {startScore === 'custom' ? (
        <Controller
          control={control}
          name={`${phase}.custom_start_score`}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              className="max-w-xs"
              inputMode="numeric"
              disabled={disabled}
              label={<FormattedMessage id="manage.phase.customStartScore" defaultMessage="Other start score" />}
              description={
                <FormattedMessage
                  id="manage.phase.customStartScoreHelp"
                  defaultMessage="From {min} to {max}."
                  values={{ min: minStartScore, max: maxStartScore }}
                />
              }
              error={fieldState.error?.message}
            />
          )}
        />
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={control}
          name={`${phase}.in_rule`}
          render={({ field, fieldState }) => (
            <RadioField
              ref={field.ref}
              legend={<FormattedMessage id="manage.phase.inRule" defaultMessage="Start of a leg" />}
              disabled={disabled}
              value={field.value}
              onValueChange={field.onChange}
              error={fieldState.error?.message}
              options={ruleOptions('in')}
            />
          )}
        />
        <Controller
          control={control}
          name={`${phase}.out_rule`}
          render={({ field, fieldState }) => (
            <RadioField
              ref={field.ref}
              legend={<FormattedMessage id="manage.phase.outRule" defaultMessage="End of a leg" />}
              disabled={disabled}
              value={field.value}
              onValueChange={field.onChange}
              error={fieldState.error?.message}
              options={ruleOptions('out')}
            />
          )}
        />
      </div>
      <MatchFormatFields
        path={`phases.${stage}.format`}
        legend={<FormattedMessage id="manage.phase.matchFormat" defaultMessage="A game is won by" />}
        allowsDraws={allowsDraws(stage)}
        disabled={disabled}
      />
      {overridable.length > 0 ? (
        <fieldset className="flex flex-col gap-4" disabled={disabled}>
          <legend className="mb-1 text-sm font-medium">
            <FormattedMessage id="manage.phase.longerRounds" defaultMessage="Longer rounds" />
          </legend>
          <p className="-mt-2 text-sm text-muted-foreground">
            <FormattedMessage
              id="manage.phase.longerRoundsHelp"
              defaultMessage="Give a round its own format, for example a longer final."
            />
          </p>
          {overridable.map((round) => (
            <div key={round} className="flex flex-col gap-4">
              <Controller
                control={control}
                name={`${phase}.rounds.${round}.isOn`}
                render={({ field }) => (
                  <CheckboxField
                    ref={field.ref}
                    disabled={disabled}
                    label={roundName(round)}
                    checked={field.value}
                    onCheckedChange={field.onChange}
                  />
                )}
              />
              {rounds[round].isOn ? (
                <div className="ms-8">
                  <MatchFormatFields
                    path={`phases.${stage}.rounds.${round}.format`}
                    legend={
                      <FormattedMessage
                        id="manage.phase.roundFormat"
                        defaultMessage="{round}: won by"
                        values={{ round: roundName(round) }}
                      />
                    }
                    allowsDraws={false}
                    disabled={disabled}
                  />
                </div>
              ) : null}
            </div>
          ))}
        </fieldset>
      ) : null}
    </section>
  )
}
