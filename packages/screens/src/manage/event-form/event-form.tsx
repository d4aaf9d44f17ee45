import { zodResolver } from '@hookform/resolvers/zod'
import type { EventVenue, Venue } from '@oche/api'
import { Button } from '@oche/ui'
import { useMemo, type ReactNode } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { FormAlert } from '../../accounts/parts/account-form/form-alert'
import { fieldPaths } from '../../app/form-errors/place-server-errors'
import { showServerErrors } from '../../app/form-errors/show-server-errors'
import { DetailsSection } from './details-section'
import { EventFormSchema, formKeyOf, type EventFormValues } from './event-form-values'
import { ScheduleSection } from './schedule-section'
import { useEventFormErrorMap } from './use-event-form-error-map'
import { VenueSection } from './venue-section'
import { VisibilitySection } from './visibility-section'

export type EventFormProps = {
  defaultValues: EventFormValues
  /** The organiser's venues, by name. */
  venues: readonly Venue[]
  mode: 'create' | 'edit'
  /** The saved event's venue, offered even when it is no longer among the organiser's venues. */
  savedVenue?: EventVenue | null
  submitLabel: ReactNode
  /** Saves the checked form; a rejection with the server's 422 shows its errors on the fields. */
  onSubmit: (values: EventFormValues) => Promise<unknown>
}

/** The one form for creating and editing an event: name and description, when, where and who can see it. */
export function EventForm({ defaultValues, venues, mode, savedVenue, submitLabel, onSubmit }: EventFormProps) {
  const intl = useIntl()
  const error = useEventFormErrorMap()
  const form = useForm<EventFormValues>({ resolver: zodResolver(EventFormSchema, { error }), defaultValues })
  const anchors = useMemo(() => fieldPaths(defaultValues), [defaultValues])
  const { errors, isSubmitting } = form.formState

  const handleSubmit = form.handleSubmit((values) =>
    onSubmit(values).catch((caught: unknown) =>
      showServerErrors(caught, { anchors, rename: formKeyOf, setError: form.setError, intl }),
    ),
  )

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting} className="flex flex-col gap-6">
        {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        <DetailsSection />
        <ScheduleSection />
        <VenueSection venues={venues} mode={mode} savedVenue={savedVenue ?? null} />
        <VisibilitySection />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  )
}
