import type { CompetitionVenue, Season, Team } from '@oche/api'
import { EmptyState, EmptyStateDescription, EmptyStateIcon, EmptyStateTitle } from '@oche/ui'
import { Users } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../app/platform/platform-context'
import { AdminPageBody, AdminPageFrame } from '../parts/admin-page'
import { useWeekdayNames } from '../parts/weekdays'
import { useVenueDetail } from './use-venues'
import { VenueNotFoundState } from './venue-not-found'
import { useVenuePaths, type VenuePageRef } from './venue-paths'

export type VenueTeamsScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season whose home teams are shown. */
  season: string
  /** The venue's id. */
  id: string
}

/** The night a team plays at home: its own, else the venue's only night, else not set. */
function HomeNight({ team, venue }: { team: Team; venue: CompetitionVenue }) {
  const { name } = useWeekdayNames()
  const night = team.home_weekday ?? (venue.weekdays.length === 1 ? venue.weekdays[0] : undefined)
  if (night) return <>{name(night)}</>
  return (
    <span className="text-muted-foreground">
      <FormattedMessage id="competition.venueTeams.noNight" defaultMessage="No home night set" />
    </span>
  )
}

function TeamRow({ team, venue, pageRef }: { team: Team; venue: CompetitionVenue; pageRef: VenuePageRef }) {
  const { Link } = usePlatform()
  const paths = useVenuePaths(pageRef)
  return (
    <li className="flex flex-col gap-2 rounded-md border bg-surface-raised p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <Link href={paths.team(team.slug)} className="font-semibold text-primary underline-offset-4 hover:underline">
          {team.name}
        </Link>
        {team.club_name ? <span className="text-sm text-muted-foreground">{team.club_name}</span> : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:min-w-64">
        <dt className="text-muted-foreground">
          <FormattedMessage id="competition.venueTeams.division" defaultMessage="Division" />
        </dt>
        <dd>
          {team.division?.name ?? (
            <span className="text-muted-foreground">
              <FormattedMessage id="competition.venueTeams.noDivision" defaultMessage="No division yet" />
            </span>
          )}
        </dd>
        <dt className="text-muted-foreground">
          <FormattedMessage id="competition.venueTeams.night" defaultMessage="Home night" />
        </dt>
        <dd>
          <HomeNight team={team} venue={venue} />
        </dd>
        <dt className="text-muted-foreground">
          <FormattedMessage id="competition.venueTeams.captain" defaultMessage="Captain" />
        </dt>
        <dd>
          {team.captain?.name ?? (
            <span className="text-muted-foreground">
              <FormattedMessage id="competition.venueTeams.noCaptain" defaultMessage="No captain yet" />
            </span>
          )}
        </dd>
        <dt className="text-muted-foreground">
          <FormattedMessage id="competition.venueTeams.members" defaultMessage="Players" />
        </dt>
        <dd className="tabular-nums">{team.members_count}</dd>
      </dl>
    </li>
  )
}

function NoHomeTeams({ season }: { season: Season }) {
  return (
    <EmptyState className="w-full">
      <EmptyStateIcon>
        <Users />
      </EmptyStateIcon>
      <EmptyStateTitle>
        <FormattedMessage id="competition.venueTeams.emptyTitle" defaultMessage="No home teams" />
      </EmptyStateTitle>
      <EmptyStateDescription>
        <FormattedMessage
          id="competition.venueTeams.emptyBody"
          defaultMessage="No team plays at home here in season {season}. A team’s home venue is set on the team’s page."
          values={{ season: season.name }}
        />
      </EmptyStateDescription>
    </EmptyState>
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/locations/{location_id}/teams` (the organisation's admins): the teams
 * of the season that play at home at the venue, with their division, night and captain.
 */
export function VenueTeamsScreen({ org, season, id }: VenueTeamsScreenProps) {
  const intl = useIntl()
  const pageRef = { org, season }
  const page = useVenueDetail(org, season, id)
  const paths = useVenuePaths(pageRef)
  const ready = page.status === 'ready' ? page : null
  return (
    <AdminPageFrame
      title={
        ready
          ? intl.formatMessage(
              { id: 'competition.venueTeams.title', defaultMessage: 'Home teams at {name}' },
              { name: ready.venue.name },
            )
          : intl.formatMessage({ id: 'competition.venueTeams.titleLoading', defaultMessage: 'Home teams' })
      }
      description={
        ready
          ? intl.formatMessage(
              { id: 'competition.venueTeams.description', defaultMessage: 'Season {season}' },
              { season: ready.season.name },
            )
          : undefined
      }
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
          id: 'competition.venueTeams.loading',
          defaultMessage: 'Loading the home teams',
        })}
        errorTitle={
          <FormattedMessage
            id="competition.venueTeams.errorTitle"
            defaultMessage="The home teams could not be loaded"
          />
        }
        itemNotFound={<VenueNotFoundState pageRef={pageRef} />}
      >
        {({ venue, season: seasonData, teams }) =>
          teams.length === 0 ? (
            <NoHomeTeams season={seasonData} />
          ) : (
            <ul
              className="flex flex-col gap-3"
              aria-label={intl.formatMessage(
                { id: 'competition.venueTeams.listLabel', defaultMessage: 'Home teams at {name}' },
                { name: venue.name },
              )}
            >
              {teams.map((team) => (
                <TeamRow key={team.id} team={team} venue={venue} pageRef={pageRef} />
              ))}
            </ul>
          )
        }
      </AdminPageBody>
    </AdminPageFrame>
  )
}
