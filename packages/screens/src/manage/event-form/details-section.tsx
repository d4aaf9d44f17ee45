import { FormControl, FormDescription, FormField, FormLabel, FormMessage, Textarea } from '@oche/ui'
import { useFormContext } from 'react-hook-form'
import { FormattedMessage } from 'react-intl'
import { TextField } from '../../accounts/parts/account-form/text-field'
import { FormSection } from '../parts/form-fields/form-section'
import type { EventFormValues } from './event-form-values'

/** The event's name and what players should know about it. */
export function DetailsSection() {
  const { register, formState } = useFormContext<EventFormValues>()
  const { errors } = formState
  return (
    <FormSection title={<FormattedMessage id="manage.eventForm.detailsTitle" defaultMessage="Event" />}>
      <TextField
        label={<FormattedMessage id="manage.eventForm.name" defaultMessage="Name" />}
        description={
          <FormattedMessage
            id="manage.eventForm.nameHelp"
            defaultMessage="For example “Friday darts night” or “Brabant Open 2026”."
          />
        }
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <FormField error={errors.description?.message}>
        <FormLabel>
          <FormattedMessage id="manage.eventForm.description" defaultMessage="Description (optional)" />
        </FormLabel>
        <FormControl>
          <Textarea autoResize className="max-h-96" {...register('description')} />
        </FormControl>
        <FormDescription>
          <FormattedMessage
            id="manage.eventForm.descriptionHelp"
            defaultMessage="Shown on the event’s page: the programme, entry fee, how to get there. Plain text; line breaks are kept."
          />
        </FormDescription>
        <FormMessage />
      </FormField>
    </FormSection>
  )
}
