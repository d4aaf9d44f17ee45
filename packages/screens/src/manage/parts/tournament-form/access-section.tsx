import { Controller, useFormContext } from 'react-hook-form'
import { FormattedMessage } from 'react-intl'
import { TextField } from '../../../accounts/parts/account-form/text-field'
import { CheckboxField } from '../form-fields/checkbox-field'
import { FormSection } from '../form-fields/form-section'
import { VisibilityField } from '../form-fields/visibility-field'
import type { TournamentFormValues } from './tournament-form-values'

/** Who can see the tournament and whether players can sign up themselves. */
export function AccessSection() {
  const { control, register, formState } = useFormContext<TournamentFormValues>()
  return (
    <FormSection
      title={<FormattedMessage id="manage.tournamentForm.accessTitle" defaultMessage="Visibility and sign-up" />}
    >
      <VisibilityField
        legend={<FormattedMessage id="manage.tournamentForm.visibility" defaultMessage="Who can see it" />}
        descriptions={{
          public: (
            <FormattedMessage
              id="manage.tournamentForm.publicHelp"
              defaultMessage="Listed on Oche’s tournament pages; anyone can follow it."
            />
          ),
          unlisted: (
            <FormattedMessage
              id="manage.tournamentForm.unlistedHelp"
              defaultMessage="Not listed; anyone with the link can follow it."
            />
          ),
          private: (
            <FormattedMessage
              id="manage.tournamentForm.privateHelp"
              defaultMessage="Only you and the other organisers can see it."
            />
          ),
        }}
      />
      <TextField
        inputMode="numeric"
        className="max-w-xs"
        label={<FormattedMessage id="manage.tournamentForm.entryLimit" defaultMessage="Most entries" />}
        description={
          <FormattedMessage
            id="manage.tournamentForm.entryLimitHelp"
            defaultMessage="Leave it empty for no limit. Sign-ups beyond it are refused."
          />
        }
        error={formState.errors.entry_limit?.message}
        {...register('entry_limit')}
      />
      <Controller
        control={control}
        name="signup_open"
        render={({ field }) => (
          <CheckboxField
            ref={field.ref}
            label={<FormattedMessage id="manage.tournamentForm.signupOpen" defaultMessage="Sign-up open" />}
            description={
              <FormattedMessage
                id="manage.tournamentForm.signupOpenHelp"
                defaultMessage="Signed-in players can enter themselves from the tournament’s page until the draw."
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
