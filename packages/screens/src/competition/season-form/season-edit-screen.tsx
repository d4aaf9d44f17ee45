import type { Season } from '@oche/api'
import { Button } from '@oche/ui'
import { ExternalLink } from 'lucide-react'
import { useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../accounts/parts/account-form/form-alert'
import { usePlatform } from '../../app/platform/platform-context'
import { AdminPageBody, AdminPageFrame } from '../parts/admin-page'
import { SeasonBadges } from '../parts/season-labels'
import { SeasonForm } from '../parts/season-form/season-form'
import { seasonFormValues, toSeasonUpdate } from '../parts/season-form/season-form-values'
import { SeasonMatchSection } from './season-match-section'
import { ArchiveSeasonSection, CurrentSeasonSection } from './season-status-sections'
import {
  useSeasonEditPage,
  useSeasonPaths,
  useUpdateSeason,
  type SeasonPageRef,
} from '../parts/season-form/use-season-form'

export type SeasonEditScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season the page is opened from. */
  season: string
  /** The slug of the season to change. */
  manage: string
}

function SeasonEditor({ season, pageRef }: { season: Season; pageRef: SeasonPageRef }) {
  const { Link } = usePlatform()
  const paths = useSeasonPaths(pageRef)
  const update = useUpdateSeason(pageRef, season.slug)
  // The form starts again from the saved season when it changes, not while the admin is typing.
  const defaultValues = useMemo(() => seasonFormValues(season), [season])
  return (
    <div className="flex flex-col gap-6">
      <Button asChild variant="outline" className="self-start">
        <Link href={paths.overview(season.slug)}>
          <ExternalLink aria-hidden />
          <FormattedMessage id="competition.seasonForm.toOverview" defaultMessage="Open the season’s overview" />
        </Link>
      </Button>
      {season.is_archived ? (
        <FormAlert tone="success" role="note">
          <FormattedMessage
            id="competition.seasonForm.readOnly"
            defaultMessage="This season is archived, so it is shown read only. Take it out of the archive below to change it."
          />
        </FormAlert>
      ) : null}
      <SeasonForm
        key={JSON.stringify(defaultValues)}
        mode="edit"
        defaultValues={defaultValues}
        readOnly={season.is_archived}
        cancelHref={paths.list()}
        submitLabel={<FormattedMessage id="competition.seasonForm.save" defaultMessage="Save changes" />}
        onSubmit={(values) => update.mutateAsync(toSeasonUpdate(values, season))}
      />
      <SeasonMatchSection season={season} pageRef={pageRef} />
      <CurrentSeasonSection season={season} pageRef={pageRef} />
      <ArchiveSeasonSection season={season} pageRef={pageRef} />
    </div>
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/seasons/{manage_season_slug}/edit` (the organisation's admins): a
 * season's name, dates, league nights and settings; how its matches are played; making it current; archiving it.
 */
export function SeasonEditScreen({ org, season, manage }: SeasonEditScreenProps) {
  const intl = useIntl()
  const pageRef = { org, season }
  const page = useSeasonEditPage(org, manage)
  const paths = useSeasonPaths(pageRef)
  const ready = page.status === 'ready' ? page : null
  return (
    <AdminPageFrame
      contentWidth="narrow"
      title={
        ready
          ? intl.formatMessage(
              { id: 'competition.seasonForm.editTitle', defaultMessage: 'Season {season}' },
              { season: ready.season.name },
            )
          : intl.formatMessage({ id: 'competition.seasonForm.editTitleLoading', defaultMessage: 'Edit season' })
      }
      description={
        ready ? (
          <span className="flex flex-wrap items-center gap-2">
            {ready.organisationName}
            <SeasonBadges season={ready.season} />
          </span>
        ) : undefined
      }
      backHref={paths.list()}
      backLabel={intl.formatMessage({ id: 'competition.seasonForm.backToList', defaultMessage: 'Seasons' })}
    >
      <AdminPageBody
        data={page}
        org={org}
        season={season}
        loadingLabel={intl.formatMessage({
          id: 'competition.seasonForm.loading',
          defaultMessage: 'Loading the season',
        })}
        errorTitle={
          <FormattedMessage id="competition.seasonForm.errorTitle" defaultMessage="The season could not be loaded" />
        }
      >
        {({ season: managed }) => <SeasonEditor season={managed} pageRef={pageRef} />}
      </AdminPageBody>
    </AdminPageFrame>
  )
}
