import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@oche/ui'
import type { Decorator } from '@storybook/react-vite'
import { useEffect, type ReactNode } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { FormattedMessage } from 'react-intl'
import { EventFormSchema, newEventFormValues, type EventFormValues } from './event-form-values'
import { useEventFormErrorMap } from './use-event-form-error-map'

// Stories only: one section of the event form on its own, in a form set up as `EventForm` sets it up (the same
// schema and error map), with the real form's submit button, which checks it as submitting does (nothing is sent).

/** A new event on 14 November 2026 (the fixtures' today), starting the next evening in Amsterdam. */
export const storyEventValues: EventFormValues = newEventFormValues(new Date(2026, 10, 14, 12), 'Europe/Amsterdam')

/** The values a section's story starts from: the new event, named, so only the section's own fields can fail. */
const sectionValues: EventFormValues = { ...storyEventValues, name: 'Friday darts night' }

export type EventFormSectionStoryParameters = {
  /** Changes to the new event's values (named “Friday darts night”). */
  values?: Partial<EventFormValues>
  /** Errors shown on fields as the server's 422 would place them. */
  errors?: Partial<Record<keyof EventFormValues, string>>
  /** Called with the checked values. */
  onValid?: (values: EventFormValues) => void
}

function EventFormSectionStory({
  values,
  errors,
  onValid,
  children,
}: EventFormSectionStoryParameters & { children: ReactNode }) {
  const error = useEventFormErrorMap()
  const form = useForm<EventFormValues>({
    resolver: zodResolver(EventFormSchema, { error }),
    defaultValues: { ...sectionValues, ...values },
  })
  const { setError } = form
  useEffect(() => {
    for (const [name, message] of Object.entries(errors ?? {}))
      setError(name as keyof EventFormValues, { type: 'server', message })
  }, [errors, setError])
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit((checked) => onValid?.(checked))} className="flex flex-col gap-6">
        {children}
        <Button type="submit" size="lg" className="self-start">
          <FormattedMessage id="manage.eventForm.createSubmit" defaultMessage="Create event" />
        </Button>
      </form>
    </FormProvider>
  )
}

/** Renders the story inside the event form, set up from `parameters.eventForm`. */
export const withEventFormSection: Decorator = (Story, context) => {
  const parameters = (context.parameters.eventForm ?? {}) as EventFormSectionStoryParameters
  return (
    <EventFormSectionStory {...parameters}>
      <Story />
    </EventFormSectionStory>
  )
}
