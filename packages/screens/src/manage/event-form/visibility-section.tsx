import { Controller, useFormContext } from 'react-hook-form'
import { FormattedMessage } from 'react-intl'
import { FormSection } from '../parts/form-fields/form-section'
import { RadioField } from '../parts/form-fields/radio-field'
import type { EventFormValues } from './event-form-values'

/** Who can see the event: the same three choices as a tournament. */
export function VisibilitySection() {
  const { control } = useFormContext<EventFormValues>()
  return (
    <FormSection title={<FormattedMessage id="manage.eventForm.visibilityTitle" defaultMessage="Visibility" />}>
      <Controller
        control={control}
        name="visibility"
        render={({ field, fieldState }) => (
          <RadioField
            ref={field.ref}
            legend={<FormattedMessage id="manage.eventForm.visibility" defaultMessage="Who can see it" />}
            value={field.value}
            onValueChange={field.onChange}
            error={fieldState.error?.message}
            options={[
              {
                value: 'public',
                label: <FormattedMessage id="manage.eventForm.public" defaultMessage="Public" />,
                description: (
                  <FormattedMessage
                    id="manage.eventForm.publicHelp"
                    defaultMessage="Listed on Oche’s event pages; anyone can see it."
                  />
                ),
              },
              {
                value: 'unlisted',
                label: <FormattedMessage id="manage.eventForm.unlisted" defaultMessage="Unlisted" />,
                description: (
                  <FormattedMessage
                    id="manage.eventForm.unlistedHelp"
                    defaultMessage="Not listed; anyone with the link can see it."
                  />
                ),
              },
              {
                value: 'private',
                label: <FormattedMessage id="manage.eventForm.private" defaultMessage="Private" />,
                description: (
                  <FormattedMessage
                    id="manage.eventForm.privateHelp"
                    defaultMessage="Only you and the other organisers can see it."
                  />
                ),
              },
            ]}
          />
        )}
      />
    </FormSection>
  )
}
