import type { CompetitionVenue } from '@oche/api'
import { ExternalLink } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { useWeekdayNames } from '../parts/weekdays'
import { isMapLink } from './venue-form-values'

/** The address on one or two lines: street, then postcode, city and country, leaving out what is empty. */
export function addressLines(venue: Pick<CompetitionVenue, 'street' | 'postcode' | 'city' | 'country'>): string[] {
  const place = [[venue.postcode, venue.city].filter(Boolean).join(' '), venue.country].filter(Boolean).join(', ')
  return [venue.street, place].filter(Boolean)
}

/** The venue's address, or that it has none. */
export function VenueAddress({ venue }: { venue: CompetitionVenue }) {
  const lines = addressLines(venue)
  if (lines.length === 0)
    return (
      <span className="text-muted-foreground">
        <FormattedMessage id="competition.venues.noAddress" defaultMessage="No address" />
      </span>
    )
  return (
    <address className="flex flex-col not-italic">
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  )
}

/** The map link, opened in a new tab; only an http or https address is ever a link. */
export function VenueMapLink({ venue }: { venue: CompetitionVenue }) {
  if (!isMapLink(venue.map_url))
    return (
      <span className="text-muted-foreground">
        <FormattedMessage id="competition.venues.noMap" defaultMessage="No map link" />
      </span>
    )
  return (
    <a
      href={venue.map_url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-10 items-center gap-1 text-primary underline underline-offset-4"
    >
      <FormattedMessage id="competition.venues.openMap" defaultMessage="Map of {name}" values={{ name: venue.name }} />
      <ExternalLink aria-hidden className="size-4" />
      <span className="sr-only">
        <FormattedMessage id="competition.venues.newTab" defaultMessage="(opens in a new tab)" />
      </span>
    </a>
  )
}

/** The nights the venue hosts league matches, Monday first, or that none is set. */
export function VenueNights({ venue }: { venue: Pick<CompetitionVenue, 'weekdays'> }) {
  const { list } = useWeekdayNames()
  if (venue.weekdays.length === 0)
    return (
      <span className="text-muted-foreground">
        <FormattedMessage id="competition.venues.noNights" defaultMessage="No nights set" />
      </span>
    )
  return <span>{list(venue.weekdays)}</span>
}

/** How many boards the venue has. */
export function VenueBoards({ venue }: { venue: Pick<CompetitionVenue, 'default_board_count'> }) {
  return (
    <FormattedMessage
      id="competition.venues.boards"
      defaultMessage="{count, plural, =0 {no boards} one {# board} other {# boards}}"
      values={{ count: venue.default_board_count }}
    />
  )
}
