import { Controller, useFormContext } from 'react-hook-form'
import { FormattedMessage } from 'react-intl'
import { TextField } from '../../accounts/parts/account-form/text-field'
import { FormSection } from '../parts/form-fields/form-section'
import type { EventFormValues } from './event-form-values'
import { TimeZoneField } from './time-zone-field'

/** When the event starts and, if the organiser knows, ends; on the clock of its time zone. */
export function ScheduleSection() {
  const { control, register, formState } = useFormContext<EventFormValues>()
  const { errors } = formState
  return (
    <FormSection title={<FormattedMessage id="manage.eventForm.scheduleTitle" defaultMessage="When" />}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="date"
          label={<FormattedMessage id="manage.eventForm.startDate" defaultMessage="Date" />}
          error={errors.start_date?.message}
          {...register('start_date')}
        />
        <TextField
          type="time"
          label={<FormattedMessage id="manage.eventForm.startTime" defaultMessage="Start time" />}
          error={errors.start_time?.message}
          {...register('start_time')}
        />
        <TextField
          type="time"
          label={<FormattedMessage id="manage.eventForm.endTime" defaultMessage="End time (optional)" />}
          description={
            <FormattedMessage
              id="manage.eventForm.endTimeHelp"
              defaultMessage="Without an end date, an end before the start time is on the next day."
            />
          }
          error={errors.end_time?.message}
          {...register('end_time')}
        />
        <TextField
          type="date"
          label={<FormattedMessage id="manage.eventForm.endDate" defaultMessage="End date (optional)" />}
          description={
            <FormattedMessage
              id="manage.eventForm.endDateHelp"
              defaultMessage="Only for an event over more than one day."
            />
          }
          error={errors.end_date?.message}
          {...register('end_date')}
        />
      </div>
      <Controller
        control={control}
        name="time_zone"
        render={({ field, fieldState }) => (
          <TimeZoneField
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
