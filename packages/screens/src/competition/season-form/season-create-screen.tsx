import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { AdminPageBody, AdminPageFrame } from '../parts/admin-page'
import { SeasonForm } from '../parts/season-form/season-form'
import { seasonFormValues, toSeasonInput } from '../parts/season-form/season-form-values'
import { useCreateSeason, useSeasonCreatePage, useSeasonPaths } from '../parts/season-form/use-season-form'

export type SeasonCreateScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season the page is opened from. */
  season: string
}

/**
 * `/competition/{org_slug}/season/{season_slug}/seasons/create` (the organisation's admins): a new season, empty or
 * copied from an earlier one, with its dates, league nights and settings.
 */
export function SeasonCreateScreen({ org, season }: SeasonCreateScreenProps) {
  const intl = useIntl()
  const pageRef = { org, season }
  const page = useSeasonCreatePage(org)
  const paths = useSeasonPaths(pageRef)
  const create = useCreateSeason(pageRef)
  const [defaultValues] = useState(() => seasonFormValues(null))
  return (
    <AdminPageFrame
      contentWidth="narrow"
      title={intl.formatMessage({ id: 'competition.seasonForm.createTitle', defaultMessage: 'New season' })}
      description={page.status === 'ready' ? page.organisationName : undefined}
      backHref={paths.list()}
      backLabel={intl.formatMessage({ id: 'competition.seasonForm.backToList', defaultMessage: 'Seasons' })}
    >
      <AdminPageBody
        data={page}
        org={org}
        season={season}
        loadingLabel={intl.formatMessage({
          id: 'competition.seasonForm.loadingSeasons',
          defaultMessage: 'Loading the seasons',
        })}
        errorTitle={
          <FormattedMessage
            id="competition.seasonForm.seasonsErrorTitle"
            defaultMessage="The seasons could not be loaded"
          />
        }
      >
        {({ seasons }) => (
          <SeasonForm
            mode="create"
            org={org}
            defaultValues={defaultValues}
            seasons={seasons}
            cancelHref={paths.list()}
            submitLabel={
              <FormattedMessage id="competition.seasonForm.createSubmit" defaultMessage="Create the season" />
            }
            onSubmit={(values) => create.mutateAsync(toSeasonInput(values))}
          />
        )}
      </AdminPageBody>
    </AdminPageFrame>
  )
}
