import { zodResolver } from '@hookform/resolvers/zod'
import { maxBoardNumber, type Weekday } from '@oche/api'
import { Button, FormControl, FormDescription, FormField, FormLabel, FormMessage, Textarea } from '@oche/ui'
import { useId, useMemo, type ReactNode } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../accounts/parts/account-form/form-alert'
import { TextField } from '../../accounts/parts/account-form/text-field'
import { fieldPaths } from '../../app/form-errors/place-server-errors'
import { showServerErrors } from '../../app/form-errors/show-server-errors'
import { useFormErrorMap } from '../../app/form-errors/use-form-error-map'
import { usePlatform } from '../../app/platform/platform-context'
import { CheckboxField } from '../../manage/parts/form-fields/checkbox-field'
import { FormSection } from '../../manage/parts/form-fields/form-section'
import { useWeekdayNames, weekdays } from '../parts/weekdays'
import { venueFormSchema, type VenueFormValues } from './venue-form-values'

export type VenueFormProps = {
  defaultValues: VenueFormValues
  submitLabel: ReactNode
  /** Where "Cancel" goes: the venue's page, or the venue list for a new one. */
  cancelHref: string
  /** Saves the checked form; a rejection with the server's 422 shows its errors on the fields. */
  onSubmit: (values: VenueFormValues) => Promise<unknown>
}

/** The nights a venue hosts league matches: one box per day of the week. */
function WeekdaysField({
  value,
  onChange,
  error,
  firstRef,
}: {
  value: readonly Weekday[]
  onChange: (days: Weekday[]) => void
  error: string | undefined
  firstRef: (element: HTMLButtonElement | null) => void
}) {
  const { name } = useWeekdayNames()
  const id = useId()
  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-describedby={`${id}-help ${id}-error`}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium">
        <FormattedMessage id="competition.venueForm.weekdays" defaultMessage="Nights it hosts matches" />
      </legend>
      <p id={`${id}-help`} className="-mt-2 text-sm text-muted-foreground">
        <FormattedMessage
          id="competition.venueForm.weekdaysHelp"
          defaultMessage="Teams at home here play on one of these nights. Leave all empty while you do not know yet."
        />
      </p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {weekdays.map((day, index) => (
          <CheckboxField
            key={day}
            ref={index === 0 ? firstRef : undefined}
            label={name(day)}
            checked={value.includes(day)}
            onCheckedChange={(checked) =>
              onChange(checked ? [...value, day] : value.filter((chosen) => chosen !== day))
            }
          />
        ))}
      </div>
      <p id={`${id}-error`} aria-live="polite" className="text-sm font-medium text-danger empty:sr-only">
        {error}
      </p>
    </fieldset>
  )
}

/** The one form for adding and editing a league venue: name and address, map link, boards, nights, notes. */
export function VenueForm({ defaultValues, submitLabel, cancelHref, onSubmit }: VenueFormProps) {
  const intl = useIntl()
  const error = useFormErrorMap()
  const { Link } = usePlatform()
  const schema = useMemo(() => venueFormSchema(intl), [intl])
  const form = useForm<VenueFormValues>({ resolver: zodResolver(schema, { error }), defaultValues })
  const anchors = useMemo(() => fieldPaths(defaultValues), [defaultValues])
  const { errors, isSubmitting } = form.formState
  const { register } = form

  const handleSubmit = form.handleSubmit((values) =>
    onSubmit(values).catch((caught: unknown) => showServerErrors(caught, { anchors, setError: form.setError, intl })),
  )

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={isSubmitting} className="flex flex-col gap-6">
      {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <FormSection
        title={<FormattedMessage id="competition.venueForm.whereTitle" defaultMessage="Venue" />}
        description={
          <FormattedMessage
            id="competition.venueForm.whereHelp"
            defaultMessage="The café or hall where teams play their home matches. Teams see its name, address and map link."
          />
        }
      >
        <TextField
          label={<FormattedMessage id="competition.venueForm.name" defaultMessage="Name" />}
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={<FormattedMessage id="competition.venueForm.street" defaultMessage="Street and number" />}
          autoComplete="off"
          error={errors.street?.message}
          {...register('street')}
        />
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <TextField
            label={<FormattedMessage id="competition.venueForm.postcode" defaultMessage="Postcode" />}
            autoComplete="off"
            error={errors.postcode?.message}
            {...register('postcode')}
          />
          <TextField
            label={<FormattedMessage id="competition.venueForm.city" defaultMessage="City" />}
            autoComplete="off"
            error={errors.city?.message}
            {...register('city')}
          />
        </div>
        <TextField
          label={<FormattedMessage id="competition.venueForm.country" defaultMessage="Country" />}
          autoComplete="off"
          error={errors.country?.message}
          {...register('country')}
        />
        <TextField
          label={<FormattedMessage id="competition.venueForm.mapUrl" defaultMessage="Map link (optional)" />}
          description={
            <FormattedMessage
              id="competition.venueForm.mapUrlHelp"
              defaultMessage="A link to the venue on OpenStreetMap or another map, so visiting teams find their way."
            />
          }
          type="url"
          inputMode="url"
          autoComplete="off"
          error={errors.map_url?.message}
          {...register('map_url')}
        />
      </FormSection>
      <FormSection
        title={<FormattedMessage id="competition.venueForm.playTitle" defaultMessage="Boards and nights" />}
        description={
          <FormattedMessage
            id="competition.venueForm.playHelp"
            defaultMessage="The fixture list puts home matches here only on these nights, and no more at once than the boards allow."
          />
        }
      >
        <TextField
          label={<FormattedMessage id="competition.venueForm.boardCount" defaultMessage="Boards" />}
          description={
            <FormattedMessage
              id="competition.venueForm.boardCountHelp"
              defaultMessage="The boards the venue has for league matches, from 0 to {max}."
              values={{ max: maxBoardNumber }}
            />
          }
          type="number"
          inputMode="numeric"
          min={0}
          max={maxBoardNumber}
          inputClassName="sm:max-w-48"
          error={errors.default_board_count?.message}
          {...register('default_board_count', { valueAsNumber: true })}
        />
        <Controller
          control={form.control}
          name="weekdays"
          render={({ field, fieldState }) => (
            <WeekdaysField
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              firstRef={field.ref}
            />
          )}
        />
      </FormSection>
      <FormSection title={<FormattedMessage id="competition.venueForm.notesTitle" defaultMessage="Notes" />}>
        <FormField error={errors.notes?.message}>
          <FormLabel>
            <FormattedMessage id="competition.venueForm.notes" defaultMessage="Notes for the admins (optional)" />
          </FormLabel>
          <FormControl>
            <Textarea autoResize className="max-h-64" {...register('notes')} />
          </FormControl>
          <FormDescription>
            <FormattedMessage
              id="competition.venueForm.notesHelp"
              defaultMessage="Parking, who has the key, the contact at the bar. Only the organisation’s admins see these."
            />
          </FormDescription>
          <FormMessage />
        </FormField>
      </FormSection>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {submitLabel}
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link href={cancelHref}>
            <FormattedMessage id="competition.venueForm.cancel" defaultMessage="Cancel" />
          </Link>
        </Button>
      </div>
    </form>
  )
}
