import type { EventVenue, Venue } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { MapPin } from 'lucide-react'
import { useFormContext, useWatch } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { venueLabel } from '../../app/format/venue-label'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { FormSection } from '../parts/form-fields/form-section'
import { FormSelectField } from '../../app/select-field/select-field'
import { noVenue, type EventFormValues } from './event-form-values'
import { routePath } from '../../routing/route-path'

export type VenueSectionProps = {
  /** The organiser's venues, by name. */
  venues: readonly Venue[]
  /** `create` tells how many boards the chosen venue gives the event; `edit` that the boards stay. */
  mode: 'create' | 'edit'
  /** The saved event's venue, offered even when it is no longer in the list. */
  savedVenue?: EventVenue | null
}

function BoardsHelp({ mode, venue }: { mode: VenueSectionProps['mode']; venue: Venue | undefined }) {
  if (mode === 'edit')
    return (
      <FormattedMessage
        id="manage.eventForm.venueEditHelp"
        defaultMessage="Changing the location leaves the event’s boards as they are."
      />
    )
  if (!venue)
    return (
      <FormattedMessage
        id="manage.eventForm.noVenueHelp"
        defaultMessage="Without a location the event starts without boards; you can add them on its boards page."
      />
    )
  return (
    <FormattedMessage
      id="manage.eventForm.venueBoardsHelp"
      defaultMessage="{count, plural, =0 {This location has no boards set, so the event starts without boards.} one {The event starts with # board, as set for this location.} other {The event starts with # boards, as set for this location.}}"
      values={{ count: venue.default_board_count }}
    />
  )
}

/** Where the event is played: one of the organiser's venues, or none, with a way to add a venue. */
export function VenueSection({ venues, mode, savedVenue = null }: VenueSectionProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const { control } = useFormContext<EventFormValues>()
  const venueId = useWatch({ control, name: 'venue_id' })
  const choices: readonly Pick<Venue, 'id' | 'name' | 'city'>[] =
    savedVenue && !venues.some((venue) => venue.id === savedVenue.id) ? [savedVenue, ...venues] : venues
  const venueOptions = [
    { value: noVenue, label: <FormattedMessage id="manage.eventForm.noVenue" defaultMessage="No location" /> },
    ...choices.map((venue) => ({ value: venue.id, label: venueLabel(intl, venue) })),
  ]
  return (
    <FormSection title={<FormattedMessage id="manage.eventForm.venueTitle" defaultMessage="Where" />}>
      <FormSelectField
        control={control}
        name="venue_id"
        label={<FormattedMessage id="manage.eventForm.venue" defaultMessage="Location" />}
        options={venueOptions}
        description={<BoardsHelp mode={mode} venue={venues.find((venue) => venue.id === venueId)} />}
      />
      <Link
        href={localizedPath(routePath('manage-events-locations'), locale)}
        className="inline-flex min-h-10 items-center gap-2 self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <MapPin aria-hidden className="size-4" />
        {venues.length === 0 ? (
          <FormattedMessage id="manage.eventForm.addFirstVenue" defaultMessage="Add your first location" />
        ) : (
          <FormattedMessage id="manage.eventForm.manageVenues" defaultMessage="Add or change your locations" />
        )}
      </Link>
    </FormSection>
  )
}
