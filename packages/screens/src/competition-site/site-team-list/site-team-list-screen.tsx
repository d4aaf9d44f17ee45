import { MapPin, Users } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageState } from '../../app/page-states'
import { usePlatform } from '../../app/platform/platform-context'
import { DivisionNav, siteDivisionMessages } from '../parts/site-division'
import { SeasonLine, SitePage } from '../parts/site-page'
import { useSitePaths } from '../parts/site-paths'
import { useSiteTeamList, type SiteTeamListEntry } from './use-site-team-list'

export type SiteTeamListScreenProps = {
  /** The `{season}` of the path; the current season without one. */
  season?: string
  /** The division's slug (`groups/{group}`). */
  group: string
}

function TeamCard({ team, href }: { team: SiteTeamListEntry; href: string }) {
  const { Link } = usePlatform()
  const { standing } = team
  return (
    <li
      data-team={team.slug}
      className="relative flex flex-col gap-1.5 rounded-md border bg-surface-raised p-4 focus-within:ring-2 focus-within:ring-ring hover:bg-muted/50"
    >
      {/* The whole card opens the team: the link's area covers it, its text stays the team's name. */}
      <Link
        href={href}
        className="text-lg font-semibold text-primary after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
      >
        {team.name}
      </Link>
      <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <MapPin aria-hidden className="size-4 shrink-0" />
        {team.venue ?? <FormattedMessage id="competitionSite.teams.noVenue" defaultMessage="Venue not known yet" />}
      </span>
      {standing ? (
        <span className="text-sm">
          <FormattedMessage
            id="competitionSite.teams.standing"
            defaultMessage="{position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} · {points, plural, one {# point} other {# points}} · {played, plural, one {# match played} other {# matches played}}"
            values={{ position: standing.position, points: standing.points, played: standing.played }}
          />
        </span>
      ) : null}
    </li>
  )
}

/**
 * `/{season?}/groups/{group}/teams`: the teams of a division on the league's site, by name, each with its venue (as
 * its home matches name it) and its place in the table, opening the team's page.
 */
export function SiteTeamListScreen({ season, group }: SiteTeamListScreenProps) {
  const intl = useIntl()
  const paths = useSitePaths(season)
  const { page, division } = useSiteTeamList(season, group)
  return (
    <SitePage
      season={season}
      state={page}
      title={
        division
          ? intl.formatMessage(
              { id: 'competitionSite.teams.title', defaultMessage: 'Teams of {division}' },
              { division: division.name },
            )
          : intl.formatMessage({ id: 'competitionSite.teams.titleUnknown', defaultMessage: 'Teams' })
      }
      description={<SeasonLine season={season} />}
      nav={division ? <DivisionNav season={season} group={group} divisionName={division.name} current="teams" /> : null}
      loadingLabel={intl.formatMessage({ id: 'competitionSite.teams.loading', defaultMessage: 'Loading the teams' })}
      errorTitle={
        <FormattedMessage id="competitionSite.teams.errorTitle" defaultMessage="The teams could not be loaded" />
      }
      notFoundTitle={<FormattedMessage {...siteDivisionMessages.notFound} />}
    >
      {(ready) =>
        ready.teams.length === 0 ? (
          <PageState
            icon={<Users />}
            title={
              <FormattedMessage id="competitionSite.teams.emptyTitle" defaultMessage="No teams in this division yet" />
            }
            description={
              <FormattedMessage
                id="competitionSite.teams.emptyBody"
                defaultMessage="The teams appear here once the league has placed them in the division."
              />
            }
          />
        ) : (
          <ul
            className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
            aria-label={intl.formatMessage(
              { id: 'competitionSite.teams.listLabel', defaultMessage: 'Teams of {division}' },
              { division: ready.division.name },
            )}
          >
            {ready.teams.map((team) => (
              <TeamCard
                key={team.slug}
                team={team}
                href={paths.page('competition-site-season-groups-group-teams-team', { group, team: team.slug })}
              />
            ))}
          </ul>
        )
      }
    </SitePage>
  )
}
