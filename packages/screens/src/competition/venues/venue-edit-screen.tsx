import type { CompetitionVenue } from '@oche/api'
import { useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { AdminPageBody, AdminPageFrame } from '../parts/admin-page'
import { DeleteVenueSection } from './delete-venue-section'
import { useUpdateVenue, useVenueDetail } from './use-venues'
import { VenueForm } from './venue-form'
import { toVenueInput, venueFormValues } from './venue-form-values'
import { VenueNotFoundState } from './venue-not-found'
import { useVenuePaths, type VenuePageRef } from './venue-paths'

export type VenueEditScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season the page is opened from. */
  season: string
  /** The venue's id. */
  id: string
}

function VenueEditor({
  venue,
  homeTeams,
  pageRef,
}: {
  venue: CompetitionVenue
  homeTeams: number
  pageRef: VenuePageRef
}) {
  const paths = useVenuePaths(pageRef)
  const update = useUpdateVenue(pageRef, venue.id)
  // The form starts again from the saved venue when it changes (saved by another admin), not while typing.
  const defaultValues = useMemo(() => venueFormValues(venue), [venue])
  return (
    <div className="flex flex-col gap-6">
      <VenueForm
        key={JSON.stringify(defaultValues)}
        defaultValues={defaultValues}
        cancelHref={paths.venue(venue.id)}
        submitLabel={<FormattedMessage id="competition.venueForm.save" defaultMessage="Save changes" />}
        onSubmit={(values) => update.mutateAsync(toVenueInput(values))}
      />
      <DeleteVenueSection venue={venue} homeTeams={homeTeams} pageRef={pageRef} />
    </div>
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/locations/{location_id}/edit` (the organisation's admins): a venue's
 * name, address, map link, boards, nights and notes to change, and deleting it.
 */
export function VenueEditScreen({ org, season, id }: VenueEditScreenProps) {
  const intl = useIntl()
  const pageRef = { org, season }
  const page = useVenueDetail(org, season, id)
  const paths = useVenuePaths(pageRef)
  const ready = page.status === 'ready' ? page : null
  return (
    <AdminPageFrame
      contentWidth="narrow"
      title={
        ready
          ? intl.formatMessage(
              { id: 'competition.venueForm.editTitle', defaultMessage: 'Edit {name}' },
              { name: ready.venue.name },
            )
          : intl.formatMessage({ id: 'competition.venueForm.editTitleLoading', defaultMessage: 'Edit venue' })
      }
      description={ready?.organisation.name}
      backHref={ready ? paths.venue(ready.venue.id) : paths.list()}
      backLabel={
        ready?.venue.name ?? intl.formatMessage({ id: 'competition.venueForm.backToList', defaultMessage: 'Venues' })
      }
    >
      <AdminPageBody
        data={page}
        org={org}
        season={season}
        loadingLabel={intl.formatMessage({
          id: 'competition.venues.loadingVenue',
          defaultMessage: 'Loading the venue',
        })}
        errorTitle={
          <FormattedMessage id="competition.venues.venueErrorTitle" defaultMessage="The venue could not be loaded" />
        }
        itemNotFound={<VenueNotFoundState pageRef={pageRef} />}
      >
        {({ venue, teams }) => <VenueEditor venue={venue} homeTeams={teams.length} pageRef={pageRef} />}
      </AdminPageBody>
    </AdminPageFrame>
  )
}
