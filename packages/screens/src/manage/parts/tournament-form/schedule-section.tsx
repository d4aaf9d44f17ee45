import { FormControl, FormDescription, FormField, FormLabel, FormMessage, Textarea } from '@oche/ui'
import { useFormContext } from 'react-hook-form'
import { FormattedMessage } from 'react-intl'
import { TextField } from '../../../accounts/parts/account-form/text-field'
import { FormSection } from '../form-fields/form-section'
import type { TournamentFormValues } from './tournament-form-values'

/** When it starts (on the organiser's own clock), where, and what players should know. */
export function ScheduleSection() {
  const { register, formState } = useFormContext<TournamentFormValues>()
  const { errors } = formState
  return (
    <FormSection
      title={<FormattedMessage id="manage.tournamentForm.scheduleTitle" defaultMessage="When and where" />}
      description={
        <FormattedMessage
          id="manage.tournamentForm.scheduleHelp"
          defaultMessage="The start is in your own time zone; players see it in theirs."
        />
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="date"
          label={<FormattedMessage id="manage.tournamentForm.date" defaultMessage="Date" />}
          error={errors.date?.message}
          {...register('date')}
        />
        <TextField
          type="time"
          label={<FormattedMessage id="manage.tournamentForm.time" defaultMessage="Start time" />}
          error={errors.time?.message}
          {...register('time')}
        />
      </div>
      <TextField
        label={<FormattedMessage id="manage.tournamentForm.venue" defaultMessage="Venue" />}
        description={
          <FormattedMessage
            id="manage.tournamentForm.venueHelp"
            defaultMessage="Where it is played, for example the name of the club and the town."
          />
        }
        error={errors.venue?.message}
        {...register('venue')}
      />
      <FormField error={errors.description?.message}>
        <FormLabel>
          <FormattedMessage id="manage.tournamentForm.description" defaultMessage="Description" />
        </FormLabel>
        <FormControl>
          <Textarea autoResize className="max-h-96" {...register('description')} />
        </FormControl>
        <FormDescription>
          <FormattedMessage
            id="manage.tournamentForm.descriptionHelp"
            defaultMessage="Shown on the tournament’s public page: entry fee, prizes, how to get there. Plain text; line breaks are kept."
          />
        </FormDescription>
        <FormMessage />
      </FormField>
    </FormSection>
  )
}
