import {
  maxBoardNumber,
  UpdateCompetitionVenueInputSchema,
  WeekdaySchema,
  type CompetitionVenue,
  type CompetitionVenueInput,
  type Weekday,
} from '@oche/api'
import type { IntlShape } from 'react-intl'
import { z } from 'zod'
import { weekdays } from '../parts/weekdays'

const shape = UpdateCompetitionVenueInputSchema.shape
const mapUrlSchema = shape.map_url.unwrap().unwrap()

/** Whether a link may be opened from the page: an http or https address (anything else is never a link). */
export function isMapLink(url: string | null): url is string {
  return url !== null && mapUrlSchema.safeParse(url).success
}

/** The venue form's fields: the contract's, with an empty map link for none and the board count as typed. */
export function venueFormSchema(intl: IntlShape) {
  return z.object({
    name: shape.name.unwrap(),
    street: shape.street.unwrap(),
    postcode: shape.postcode.unwrap(),
    city: shape.city.unwrap(),
    country: shape.country.unwrap(),
    map_url: z
      .string()
      .trim()
      .refine((url) => url === '' || isMapLink(url), {
        error: intl.formatMessage({
          id: 'competition.venueForm.mapUrlInvalid',
          defaultMessage: 'Enter a web address starting with https:// or http://, or leave it empty.',
        }),
      }),
    default_board_count: z.custom<number>(
      (count) => typeof count === 'number' && Number.isInteger(count) && count >= 0 && count <= maxBoardNumber,
      { params: { reason: 'range', min: 0, max: maxBoardNumber } },
    ),
    notes: shape.notes.unwrap(),
    weekdays: z.array(WeekdaySchema).max(7),
  })
}

export type VenueFormValues = z.infer<ReturnType<typeof venueFormSchema>>

/** What the form starts with: the venue's values, or an empty venue with four boards and no nights yet. */
export function venueFormValues(venue: CompetitionVenue | null): VenueFormValues {
  return {
    name: venue?.name ?? '',
    street: venue?.street ?? '',
    postcode: venue?.postcode ?? '',
    city: venue?.city ?? '',
    country: venue?.country ?? '',
    map_url: venue?.map_url ?? '',
    default_board_count: venue?.default_board_count ?? 4,
    notes: venue?.notes ?? '',
    weekdays: venue?.weekdays ?? [],
  }
}

/** The venue as the API takes it: no map link is null, the nights Monday first. */
export function toVenueInput({ map_url, weekdays: days, ...values }: VenueFormValues): CompetitionVenueInput {
  return {
    ...values,
    map_url: map_url.trim() || null,
    weekdays: weekdays.filter((day: Weekday) => days.includes(day)),
  }
}
