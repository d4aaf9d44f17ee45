import type { CompetitionVenue } from '@oche/api'
import { Button, EmptyState, EmptyStateActions, EmptyStateDescription, EmptyStateIcon, EmptyStateTitle } from '@oche/ui'
import { MapPin, Plus } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../app/platform/platform-context'
import { AdminPageBody, AdminPageFrame } from '../parts/admin-page'
import { useVenueList } from './use-venues'
import { VenueAddress, VenueBoards, VenueNights } from './venue-details'
import { useVenuePaths, type VenuePageRef } from './venue-paths'

export type VenueListScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season the page is opened from: its teams are the home teams counted. */
  season: string
}

function NewVenueLink({ pageRef }: { pageRef: VenuePageRef }) {
  const { Link } = usePlatform()
  const paths = useVenuePaths(pageRef)
  return (
    <Button asChild>
      <Link href={paths.create()}>
        <Plus aria-hidden />
        <FormattedMessage id="competition.venues.newVenue" defaultMessage="New venue" />
      </Link>
    </Button>
  )
}

function VenueRow({
  venue,
  homeTeams,
  pageRef,
}: {
  venue: CompetitionVenue
  homeTeams: number
  pageRef: VenuePageRef
}) {
  const { Link } = usePlatform()
  const paths = useVenuePaths(pageRef)
  return (
    <li className="flex flex-col gap-3 rounded-md border bg-surface-raised p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <Link href={paths.venue(venue.id)} className="font-semibold text-primary underline-offset-4 hover:underline">
          {venue.name}
        </Link>
        <span className="text-sm text-muted-foreground">
          <VenueAddress venue={venue} />
        </span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:min-w-64">
        <dt className="text-muted-foreground">
          <FormattedMessage id="competition.venues.boardsLabel" defaultMessage="Boards" />
        </dt>
        <dd className="tabular-nums">
          <VenueBoards venue={venue} />
        </dd>
        <dt className="text-muted-foreground">
          <FormattedMessage id="competition.venues.nightsLabel" defaultMessage="Nights" />
        </dt>
        <dd>
          <VenueNights venue={venue} />
        </dd>
        <dt className="text-muted-foreground">
          <FormattedMessage id="competition.venues.homeTeamsLabel" defaultMessage="Home teams" />
        </dt>
        <dd>
          <Link href={paths.teams(venue.id)} className="text-primary underline-offset-4 hover:underline">
            <FormattedMessage
              id="competition.venues.homeTeams"
              defaultMessage="{count, plural, =0 {none this season} one {# team this season} other {# teams this season}}"
              values={{ count: homeTeams }}
            />
          </Link>
        </dd>
      </dl>
    </li>
  )
}

function NoVenues({ pageRef }: { pageRef: VenuePageRef }) {
  return (
    <EmptyState className="w-full">
      <EmptyStateIcon>
        <MapPin />
      </EmptyStateIcon>
      <EmptyStateTitle>
        <FormattedMessage id="competition.venues.emptyTitle" defaultMessage="No venues yet" />
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="competition.venues.emptyBody"
          defaultMessage="Add the cafés and halls where the league plays: their boards and the nights they host decide the fixture list."
        />
      </EmptyStateDescription>
      <EmptyStateActions>
        <NewVenueLink pageRef={pageRef} />
      </EmptyStateActions>
    </EmptyState>
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/locations` (the organisation's admins): its venues with their boards,
 * the nights they host and how many teams of the season play at home there.
 */
export function VenueListScreen({ org, season }: VenueListScreenProps) {
  const intl = useIntl()
  const list = useVenueList(org, season)
  const pageRef = { org, season }
  const paths = useVenuePaths(pageRef)
  const ready = list.status === 'ready' ? list : null
  return (
    <AdminPageFrame
      title={intl.formatMessage({ id: 'competition.venues.title', defaultMessage: 'Venues' })}
      description={ready?.organisation.name}
      actions={ready && ready.venues.length > 0 ? <NewVenueLink pageRef={pageRef} /> : undefined}
      backHref={paths.season()}
      backLabel={
        ready
          ? intl.formatMessage(
              { id: 'competition.venues.backToSeason', defaultMessage: 'Season {season}' },
              { season: ready.season.name },
            )
          : intl.formatMessage({ id: 'competition.venues.backToSeasonLoading', defaultMessage: 'Season' })
      }
    >
      <AdminPageBody
        data={list}
        org={org}
        season={season}
        loadingLabel={intl.formatMessage({ id: 'competition.venues.loading', defaultMessage: 'Loading the venues' })}
        errorTitle={
          <FormattedMessage id="competition.venues.errorTitle" defaultMessage="The venues could not be loaded" />
        }
      >
        {({ venues, homeTeams }) =>
          venues.length === 0 ? (
            <NoVenues pageRef={pageRef} />
          ) : (
            <ul
              className="flex flex-col gap-3"
              aria-label={intl.formatMessage({ id: 'competition.venues.listLabel', defaultMessage: 'Venues' })}
            >
              {venues.map((venue) => (
                <VenueRow key={venue.id} venue={venue} homeTeams={homeTeams.get(venue.id) ?? 0} pageRef={pageRef} />
              ))}
            </ul>
          )
        }
      </AdminPageBody>
    </AdminPageFrame>
  )
}
