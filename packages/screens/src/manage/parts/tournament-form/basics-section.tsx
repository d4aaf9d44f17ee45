import { TournamentColourSchema } from '@oche/api'
import { Controller, useFormContext } from 'react-hook-form'
import { FormattedMessage } from 'react-intl'
import { TextField } from '../../../accounts/parts/account-form/text-field'
import { CheckboxField } from '../form-fields/checkbox-field'
import { FormSection } from '../form-fields/form-section'
import { RadioField } from '../form-fields/radio-field'
import { ColourSwatch, useColourNames } from '../tournament-colour'
import type { TournamentFormValues } from './tournament-form-values'

/** Name, singles or pairs, colour code and whether it is a test. */
export function BasicsSection({ isLocked }: { isLocked: boolean }) {
  const { control, register, formState } = useFormContext<TournamentFormValues>()
  const colourNames = useColourNames()
  const { errors } = formState
  return (
    <FormSection title={<FormattedMessage id="manage.tournamentForm.basicsTitle" defaultMessage="Tournament" />}>
      <TextField
        label={<FormattedMessage id="manage.tournamentForm.name" defaultMessage="Name" />}
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <Controller
        control={control}
        name="type"
        render={({ field, fieldState }) => (
          <RadioField
            ref={field.ref}
            legend={<FormattedMessage id="manage.tournamentForm.type" defaultMessage="Who plays" />}
            description={
              isLocked ? (
                <FormattedMessage
                  id="manage.tournamentForm.typeLocked"
                  defaultMessage="The draw has been made: this can no longer be changed."
                />
              ) : undefined
            }
            orientation="horizontal"
            disabled={isLocked}
            value={field.value}
            onValueChange={field.onChange}
            error={fieldState.error?.message}
            options={[
              {
                value: 'singles',
                label: <FormattedMessage id="manage.tournamentForm.singles" defaultMessage="Singles" />,
              },
              {
                value: 'pairs',
                label: (
                  <FormattedMessage id="manage.tournamentForm.pairs" defaultMessage="Pairs (two players per entry)" />
                ),
              },
            ]}
          />
        )}
      />
      <Controller
        control={control}
        name="colour"
        render={({ field, fieldState }) => (
          <RadioField
            ref={field.ref}
            legend={<FormattedMessage id="manage.tournamentForm.colour" defaultMessage="Colour code" />}
            description={
              <FormattedMessage
                id="manage.tournamentForm.colourHelp"
                defaultMessage="Marks the tournament in your lists, so it is easy to spot."
              />
            }
            orientation="horizontal"
            value={field.value}
            onValueChange={field.onChange}
            error={fieldState.error?.message}
            options={TournamentColourSchema.options.map((colour) => ({
              value: colour,
              label: colourNames[colour],
              adornment: <ColourSwatch colour={colour} />,
            }))}
          />
        )}
      />
      <Controller
        control={control}
        name="is_test"
        render={({ field }) => (
          <CheckboxField
            ref={field.ref}
            label={<FormattedMessage id="manage.tournamentForm.isTest" defaultMessage="Test tournament" />}
            description={
              <FormattedMessage
                id="manage.tournamentForm.isTestHelp"
                defaultMessage="To try things out: it is hidden from public lists and deleted automatically 24 hours after it was made."
              />
            }
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </FormSection>
  )
}
