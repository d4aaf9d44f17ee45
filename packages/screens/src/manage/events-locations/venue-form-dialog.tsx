import { zodResolver } from '@hookform/resolvers/zod'
import { maxBoardNumber, UpdateVenueInputSchema, type Venue, type VenueInput } from '@oche/api'
import { FormControl, FormDescription, FormField, FormLabel, FormMessage, Textarea, toast } from '@oche/ui'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { z } from 'zod'
import { TextField } from '../../accounts/parts/account-form/text-field'
import { FormDialog } from '../parts/form-dialog/form-dialog'
import { useFormErrorMap } from '../../app/form-errors/use-form-error-map'
import type { VenueMutations } from './use-venues'
import { commonMessages } from '../../app/common-messages/common-messages'

export type VenueFormDialogProps = {
  /** The venue to edit, or null to add a new one. */
  venue: Venue | null
  mutations: VenueMutations
  onClose: () => void
}

const fields = new Set(['name', 'street', 'postcode', 'city', 'country', 'map_url', 'default_board_count', 'notes'])

const shape = UpdateVenueInputSchema.shape
const mapUrlSchema = shape.map_url.unwrap().unwrap()

/** The form's fields: the contract's, with an empty map link for none and the board count as typed. */
function venueFormSchema(intl: IntlShape) {
  return z.object({
    name: shape.name.unwrap(),
    street: shape.street.unwrap(),
    postcode: shape.postcode.unwrap(),
    city: shape.city.unwrap(),
    country: shape.country.unwrap(),
    map_url: z
      .string()
      .trim()
      .refine((url) => url === '' || mapUrlSchema.safeParse(url).success, {
        error: intl.formatMessage({
          id: 'manage.venues.mapUrlInvalid',
          defaultMessage: 'Enter a web address starting with https://, or leave it empty.',
        }),
      }),
    default_board_count: z.custom<number>(
      (count) => typeof count === 'number' && Number.isInteger(count) && count >= 0 && count <= maxBoardNumber,
      { params: { reason: 'range', min: 0, max: maxBoardNumber } },
    ),
    notes: shape.notes.unwrap(),
  })
}

type VenueFormValues = z.infer<ReturnType<typeof venueFormSchema>>

/** The venue as the API takes it: no map link is null. */
const toInput = ({ map_url, ...values }: VenueFormValues): VenueInput => ({ ...values, map_url: map_url || null })

/** Adds a venue (an event location), or changes one's name, address, map link, boards and notes. */
export function VenueFormDialog({ venue, mutations, onClose }: VenueFormDialogProps) {
  const intl = useIntl()
  const error = useFormErrorMap()
  const schema = useMemo(() => venueFormSchema(intl), [intl])
  const form = useForm<VenueFormValues>({
    resolver: zodResolver(schema, { error }),
    defaultValues: {
      name: venue?.name ?? '',
      street: venue?.street ?? '',
      postcode: venue?.postcode ?? '',
      city: venue?.city ?? '',
      country: venue?.country ?? '',
      map_url: venue?.map_url ?? '',
      default_board_count: venue?.default_board_count ?? 4,
      notes: venue?.notes ?? '',
    },
  })
  const { errors } = form.formState

  const save = async (values: VenueFormValues) => {
    const input = toInput(values)
    const saved = venue
      ? await mutations.update.mutateAsync({ id: venue.id, input })
      : await mutations.create.mutateAsync(input)
    toast.success(
      venue
        ? intl.formatMessage({ id: 'manage.venues.saved', defaultMessage: '{name} is saved' }, { name: saved.name })
        : intl.formatMessage(
            { id: 'manage.venues.added', defaultMessage: '{name} is added to your locations' },
            { name: saved.name },
          ),
    )
    onClose()
  }

  return (
    <FormDialog
      title={
        venue ? (
          <FormattedMessage id="manage.venues.editTitle" defaultMessage="Edit {name}" values={{ name: venue.name }} />
        ) : (
          <FormattedMessage id="manage.venues.addTitle" defaultMessage="Add a location" />
        )
      }
      description={
        <FormattedMessage
          id="manage.venues.formHelp"
          defaultMessage="Players see the name, address and map link on your events; the notes are for you only."
        />
      }
      closeLabel={intl.formatMessage(commonMessages.close)}
      cancelLabel={<FormattedMessage {...commonMessages.cancel} />}
      submitLabel={
        venue ? (
          <FormattedMessage {...commonMessages.save} />
        ) : (
          <FormattedMessage id="manage.venues.add" defaultMessage="Add the location" />
        )
      }
      form={form}
      fields={fields}
      onSubmit={save}
      onClose={onClose}
    >
      <TextField
        label={<FormattedMessage id="manage.venues.name" defaultMessage="Name" />}
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={<FormattedMessage id="manage.venues.street" defaultMessage="Street and number" />}
        autoComplete="off"
        error={errors.street?.message}
        {...form.register('street')}
      />
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <TextField
          label={<FormattedMessage id="manage.venues.postcode" defaultMessage="Postcode" />}
          autoComplete="off"
          error={errors.postcode?.message}
          {...form.register('postcode')}
        />
        <TextField
          label={<FormattedMessage id="manage.venues.city" defaultMessage="City" />}
          autoComplete="off"
          error={errors.city?.message}
          {...form.register('city')}
        />
      </div>
      <TextField
        label={<FormattedMessage id="manage.venues.country" defaultMessage="Country" />}
        autoComplete="off"
        error={errors.country?.message}
        {...form.register('country')}
      />
      <TextField
        label={<FormattedMessage id="manage.venues.mapUrl" defaultMessage="Map link (optional)" />}
        description={
          <FormattedMessage
            id="manage.venues.mapUrlHelp"
            defaultMessage="A link to the location on OpenStreetMap or another map, so players find their way."
          />
        }
        type="url"
        inputMode="url"
        autoComplete="off"
        error={errors.map_url?.message}
        {...form.register('map_url')}
      />
      <TextField
        label={<FormattedMessage id="manage.venues.boardCount" defaultMessage="Boards" />}
        description={
          <FormattedMessage
            id="manage.venues.boardCountHelp"
            defaultMessage="A new event here starts with this many boards, numbered from 1."
          />
        }
        type="number"
        inputMode="numeric"
        min={0}
        max={maxBoardNumber}
        error={errors.default_board_count?.message}
        {...form.register('default_board_count', { valueAsNumber: true })}
      />
      <FormField error={errors.notes?.message}>
        <FormLabel>
          <FormattedMessage id="manage.venues.notes" defaultMessage="Notes for yourself (optional)" />
        </FormLabel>
        <FormControl>
          <Textarea autoResize className="max-h-64" {...form.register('notes')} />
        </FormControl>
        <FormDescription>
          <FormattedMessage
            id="manage.venues.notesHelp"
            defaultMessage="Parking, who has the key, the contact at the bar. Players never see these."
          />
        </FormDescription>
        <FormMessage />
      </FormField>
    </FormDialog>
  )
}
