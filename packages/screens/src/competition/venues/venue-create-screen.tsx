import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { AdminPageBody, AdminPageFrame } from '../parts/admin-page'
import { useCreateVenue, useVenueCreate } from './use-venues'
import { VenueForm } from './venue-form'
import { toVenueInput, venueFormValues } from './venue-form-values'
import { useVenuePaths } from './venue-paths'

export type VenueCreateScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season the page is opened from. */
  season: string
}

/** `/competition/{org_slug}/season/{season_slug}/locations/create` (the organisation's admins): a new venue. */
export function VenueCreateScreen({ org, season }: VenueCreateScreenProps) {
  const intl = useIntl()
  const page = useVenueCreate(org, season)
  const paths = useVenuePaths({ org, season })
  const create = useCreateVenue({ org, season })
  const [defaultValues] = useState(() => venueFormValues(null))
  return (
    <AdminPageFrame
      contentWidth="narrow"
      title={intl.formatMessage({ id: 'competition.venueForm.createTitle', defaultMessage: 'New venue' })}
      description={page.status === 'ready' ? page.organisation.name : undefined}
      backHref={paths.list()}
      backLabel={intl.formatMessage({ id: 'competition.venueForm.backToList', defaultMessage: 'Venues' })}
    >
      <AdminPageBody
        data={page}
        org={org}
        season={season}
        loadingLabel={intl.formatMessage({
          id: 'competition.venueForm.loadingOrganisation',
          defaultMessage: 'Loading the organisation',
        })}
        errorTitle={
          <FormattedMessage
            id="competition.venueForm.organisationErrorTitle"
            defaultMessage="The organisation could not be loaded"
          />
        }
      >
        {() => (
          <VenueForm
            defaultValues={defaultValues}
            cancelHref={paths.list()}
            submitLabel={<FormattedMessage id="competition.venueForm.createSubmit" defaultMessage="Add the venue" />}
            onSubmit={(values) => create.mutateAsync(toVenueInput(values))}
          />
        )}
      </AdminPageBody>
    </AdminPageFrame>
  )
}
