import type { CompetitionVenue, Season, Team } from '@oche/api'
import { Button } from '@oche/ui'
import { Pencil, Users } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../app/platform/platform-context'
import { FormSection } from '../../manage/parts/form-fields/form-section'
import { AdminPageBody, AdminPageFrame } from '../parts/admin-page'
import { useVenueDetail } from './use-venues'
import { VenueBoardsSection } from './venue-boards-section'
import { VenueAddress, VenueBoards, VenueMapLink, VenueNights } from './venue-details'
import { VenueNotFoundState } from './venue-not-found'
import { useVenuePaths, type VenuePageRef } from './venue-paths'

export type VenueScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season the page is opened from: its teams are the home teams shown. */
  season: string
  /** The venue's id. */
  id: string
}

function VenueFacts({ venue }: { venue: CompetitionVenue }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-[max-content_1fr]">
      <dt className="text-sm font-medium text-muted-foreground">
        <FormattedMessage id="competition.venues.addressLabel" defaultMessage="Address" />
      </dt>
      <dd>
        <VenueAddress venue={venue} />
      </dd>
      <dt className="text-sm font-medium text-muted-foreground">
        <FormattedMessage id="competition.venues.mapLabel" defaultMessage="Map" />
      </dt>
      <dd>
        <VenueMapLink venue={venue} />
      </dd>
      <dt className="text-sm font-medium text-muted-foreground">
        <FormattedMessage id="competition.venues.boardsLabel" defaultMessage="Boards" />
      </dt>
      <dd className="tabular-nums">
        <VenueBoards venue={venue} />
      </dd>
      <dt className="text-sm font-medium text-muted-foreground">
        <FormattedMessage id="competition.venues.nightsLabel" defaultMessage="Nights" />
      </dt>
      <dd>
        <VenueNights venue={venue} />
      </dd>
    </dl>
  )
}

function HomeTeams({
  venue,
  season,
  teams,
  pageRef,
}: {
  venue: CompetitionVenue
  season: Season
  teams: Team[]
  pageRef: VenuePageRef
}) {
  const { Link } = usePlatform()
  const paths = useVenuePaths(pageRef)
  return (
    <FormSection
      title={<FormattedMessage id="competition.venues.homeTeamsTitle" defaultMessage="Home teams" />}
      description={
        <FormattedMessage
          id="competition.venues.homeTeamsCount"
          defaultMessage="{count, plural, =0 {No team plays at home here in season {season}.} one {# team plays at home here in season {season}.} other {# teams play at home here in season {season}.}}"
          values={{ count: teams.length, season: season.name }}
        />
      }
    >
      <Button asChild variant="outline" className="self-start">
        <Link href={paths.teams(venue.id)}>
          <Users aria-hidden />
          <FormattedMessage id="competition.venues.seeHomeTeams" defaultMessage="See the home teams" />
        </Link>
      </Button>
    </FormSection>
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/locations/{location_id}` (the organisation's admins): one venue, its
 * address, map link, board count, nights and notes, with its home teams this season, and its own boards with their
 * tablet login codes (ADR 016).
 */
export function VenueScreen({ org, season, id }: VenueScreenProps) {
  const intl = useIntl()
  const { Link } = usePlatform()
  const pageRef = { org, season }
  const page = useVenueDetail(org, season, id)
  const paths = useVenuePaths(pageRef)
  const ready = page.status === 'ready' ? page : null
  return (
    <AdminPageFrame
      title={
        ready?.venue.name ?? intl.formatMessage({ id: 'competition.venues.venueTitleLoading', defaultMessage: 'Venue' })
      }
      description={ready?.organisation.name}
      actions={
        ready ? (
          <Button asChild variant="outline">
            <Link href={paths.edit(ready.venue.id)}>
              <Pencil aria-hidden />
              <FormattedMessage id="competition.venues.edit" defaultMessage="Edit" />
            </Link>
          </Button>
        ) : undefined
      }
      backHref={paths.list()}
      backLabel={intl.formatMessage({ id: 'competition.venueForm.backToList', defaultMessage: 'Venues' })}
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
        {({ venue, season: seasonData, teams }) => (
          <div className="grid gap-6 lg:grid-cols-2">
            <FormSection title={<FormattedMessage id="competition.venues.detailsTitle" defaultMessage="Details" />}>
              <VenueFacts venue={venue} />
            </FormSection>
            <div className="flex flex-col gap-6">
              <HomeTeams venue={venue} season={seasonData} teams={teams} pageRef={pageRef} />
              <FormSection
                title={<FormattedMessage id="competition.venues.notesTitle" defaultMessage="Notes for the admins" />}
              >
                {venue.notes ? (
                  <p className="whitespace-pre-line">{venue.notes}</p>
                ) : (
                  <p className="text-sm text-muted-foreground">
                    <FormattedMessage id="competition.venues.noNotes" defaultMessage="No notes." />
                  </p>
                )}
              </FormSection>
            </div>
            <div className="lg:col-span-2">
              <VenueBoardsSection org={org} venue={venue} />
            </div>
          </div>
        )}
      </AdminPageBody>
    </AdminPageFrame>
  )
}
