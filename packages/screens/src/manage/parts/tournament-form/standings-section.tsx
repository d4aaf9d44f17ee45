import { Controller, useFormContext } from 'react-hook-form'
import { FormattedMessage } from 'react-intl'
import { TextField } from '../../../accounts/parts/account-form/text-field'
import { FormSection } from '../form-fields/form-section'
import { TieBreakerOrder } from './tie-breaker-order'
import type { TournamentFormValues } from './tournament-form-values'

/** Points for a win, draw and loss, and how tied players are ordered (groups and round robins). */
export function StandingsSection() {
  const { control, register, formState } = useFormContext<TournamentFormValues>()
  const pointErrors = formState.errors.standings?.points
  return (
    <FormSection
      title={<FormattedMessage id="manage.tournamentForm.standingsTitle" defaultMessage="Tables" />}
      description={
        <FormattedMessage
          id="manage.tournamentForm.standingsHelp"
          defaultMessage="How the group tables are ordered: points per game, then the tie-breakers."
        />
      }
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">
          <FormattedMessage id="manage.tournamentForm.points" defaultMessage="Points per game" />
        </legend>
        <div className="grid grid-cols-3 gap-3 sm:max-w-md">
          <TextField
            inputMode="numeric"
            label={<FormattedMessage id="manage.tournamentForm.pointsWin" defaultMessage="Win" />}
            error={pointErrors?.win?.message}
            {...register('standings.points.win')}
          />
          <TextField
            inputMode="numeric"
            label={<FormattedMessage id="manage.tournamentForm.pointsDraw" defaultMessage="Draw" />}
            error={pointErrors?.draw?.message}
            {...register('standings.points.draw')}
          />
          <TextField
            inputMode="numeric"
            label={<FormattedMessage id="manage.tournamentForm.pointsLoss" defaultMessage="Loss" />}
            error={pointErrors?.loss?.message}
            {...register('standings.points.loss')}
          />
        </div>
      </fieldset>
      <Controller
        control={control}
        name="standings.tie_breakers"
        render={({ field, fieldState }) => (
          <TieBreakerOrder
            ref={field.ref}
            value={field.value}
            onValueChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </FormSection>
  )
}
