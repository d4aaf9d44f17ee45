import type { StageKind } from '@oche/api'
import type { ReactNode } from 'react'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { FormattedMessage } from 'react-intl'
import { TextField } from '../../../accounts/parts/account-form/text-field'
import { RadioField } from '../form-fields/radio-field'
import type { TournamentFormValues } from './tournament-form-values'
import type { OfferedRound } from './tournament-stages'

/** Where a match format sits in the form: a phase's own, or one of its longer rounds. */
export type MatchFormatPath = `phases.${StageKind}.format` | `phases.${StageKind}.rounds.${OfferedRound}.format`

// Every match format draft has the same fields, so one phase's paths stand for all of them in the types.
type AnyFormatPath = 'phases.groups.format'

export type MatchFormatFieldsProps = {
  path: MatchFormatPath
  legend: ReactNode
  /** Offer "play all legs", which can end in a draw (groups and round robins only). */
  allowsDraws: boolean
  disabled: boolean
}

/** First to, best of, all legs or sets, with the numbers that go with it. */
export function MatchFormatFields({ path, legend, allowsDraws, disabled }: MatchFormatFieldsProps) {
  const { control } = useFormContext<TournamentFormValues>()
  const base = path as AnyFormatPath
  const kind = useWatch({ control, name: `${base}.kind` })
  const kinds = [
    {
      value: 'firstTo',
      label: <FormattedMessage id="manage.matchFormat.firstTo" defaultMessage="First to" />,
    },
    {
      value: 'bestOf',
      label: <FormattedMessage id="manage.matchFormat.bestOf" defaultMessage="Best of" />,
    },
    ...(allowsDraws
      ? [
          {
            value: 'playAll',
            label: <FormattedMessage id="manage.matchFormat.playAll" defaultMessage="All legs (a draw is possible)" />,
          },
        ]
      : []),
    { value: 'sets', label: <FormattedMessage id="manage.matchFormat.sets" defaultMessage="Sets" /> },
  ]
  return (
    <div className="flex flex-col gap-4">
      <Controller
        control={control}
        name={`${base}.kind`}
        render={({ field, fieldState }) => (
          <RadioField
            ref={field.ref}
            legend={legend}
            orientation="horizontal"
            disabled={disabled}
            value={field.value}
            onValueChange={field.onChange}
            error={fieldState.error?.message}
            options={kinds}
          />
        )}
      />
      <div className="grid max-w-md gap-4 sm:grid-cols-2">
        {kind === 'sets' ? (
          <>
            <CountField
              name={`${base}.sets`}
              disabled={disabled}
              label={<FormattedMessage id="manage.matchFormat.setsToWin" defaultMessage="Sets to win" />}
            />
            <CountField
              name={`${base}.legsPerSet`}
              disabled={disabled}
              label={<FormattedMessage id="manage.matchFormat.legsPerSet" defaultMessage="Legs to win a set" />}
            />
          </>
        ) : (
          <CountField
            name={`${base}.legs`}
            disabled={disabled}
            label={
              kind === 'firstTo' ? (
                <FormattedMessage id="manage.matchFormat.legsToWin" defaultMessage="Legs to win" />
              ) : (
                <FormattedMessage id="manage.matchFormat.legsToPlay" defaultMessage="Legs to play" />
              )
            }
          />
        )}
      </div>
    </div>
  )
}

type CountFieldProps = {
  name: `${AnyFormatPath}.${'legs' | 'sets' | 'legsPerSet'}`
  label: ReactNode
  disabled: boolean
}

function CountField({ name, label, disabled }: CountFieldProps) {
  const { control } = useFormContext<TournamentFormValues>()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField {...field} inputMode="numeric" label={label} disabled={disabled} error={fieldState.error?.message} />
      )}
    />
  )
}
