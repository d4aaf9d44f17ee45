import type { LeagueStandings } from '@oche/api'
import { Button } from '@oche/ui'
import { ChartColumn, ListOrdered, Trophy, Users } from 'lucide-react'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageState } from '../../app/page-states'
import { usePlatform } from '../../app/platform/platform-context'
import { LeagueStandingsTable } from '../../competition/parts/standings'
import { SeasonLine, SitePage } from '../parts/site-page'
import { useSitePaths, type SitePaths } from '../parts/site-paths'
import { useSiteGroups } from './use-site-groups'

export type SiteGroupsScreenProps = {
  /** The `{season}` of the path; the current season without one. */
  season?: string
}

function DivisionSection({ standings, paths }: { standings: LeagueStandings; paths: SitePaths }) {
  const { Link } = usePlatform()
  const headingId = useId()
  const group = standings.division.slug
  return (
    <section
      aria-labelledby={headingId}
      data-division={group}
      className="flex min-w-0 flex-col gap-3 rounded-md border bg-surface-raised p-3 sm:p-4"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {standings.division.name}
      </h2>
      {standings.rows.length > 0 ? (
        <LeagueStandingsTable
          rows={standings.rows}
          divisionName={standings.division.name}
          zones={standings.zones}
          teamHref={(team) => paths.page('competition-site-season-groups-group-teams-team', { group, team })}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage id="competitionSite.groups.noTeams" defaultMessage="No teams in this division yet." />
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link href={paths.page('competition-site-season-groups-group-standings', { group })}>
            <ListOrdered aria-hidden />
            <FormattedMessage
              id="competitionSite.groups.fullStandings"
              defaultMessage="Full standings<hidden> of {division}</hidden>"
              values={{
                division: standings.division.name,
                hidden: (chunks) => <span className="sr-only">{chunks}</span>,
              }}
            />
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link href={paths.page('competition-site-season-groups-group-teams', { group })}>
            <Users aria-hidden />
            <FormattedMessage
              id="competitionSite.groups.teams"
              defaultMessage="Teams<hidden> of {division}</hidden>"
              values={{
                division: standings.division.name,
                hidden: (chunks) => <span className="sr-only">{chunks}</span>,
              }}
            />
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link href={paths.page('competition-site-season-groups-group-individual-standings', { group })}>
            <ChartColumn aria-hidden />
            <FormattedMessage
              id="competitionSite.groups.individualStandings"
              defaultMessage="Individual standings<hidden> of {division}</hidden>"
              values={{
                division: standings.division.name,
                hidden: (chunks) => <span className="sr-only">{chunks}</span>,
              }}
            />
          </Link>
        </Button>
      </div>
    </section>
  )
}

/**
 * `/{season?}/groups`: the season's divisions on the league's site, each with its standings (the columns that decide
 * the order on a phone, all of them from a tablet on) and the way to its full table, its teams and its players.
 */
export function SiteGroupsScreen({ season }: SiteGroupsScreenProps) {
  const intl = useIntl()
  const paths = useSitePaths(season)
  const page = useSiteGroups(season)
  return (
    <SitePage
      season={season}
      state={page}
      title={intl.formatMessage({ id: 'competitionSite.groups.title', defaultMessage: 'Divisions' })}
      description={<SeasonLine season={season} />}
      loadingLabel={intl.formatMessage({
        id: 'competitionSite.groups.loading',
        defaultMessage: 'Loading the standings',
      })}
      errorTitle={
        <FormattedMessage id="competitionSite.groups.errorTitle" defaultMessage="The standings could not be loaded" />
      }
      notFoundTitle={
        <FormattedMessage id="competitionSite.groups.notFoundTitle" defaultMessage="This season cannot be found" />
      }
    >
      {(ready) =>
        ready.divisions.length === 0 ? (
          <PageState
            icon={<Trophy />}
            title={
              <FormattedMessage id="competitionSite.groups.emptyTitle" defaultMessage="No divisions this season yet" />
            }
            description={
              <FormattedMessage
                id="competitionSite.groups.emptyBody"
                defaultMessage="The standings appear here once the league has made its divisions."
              />
            }
          />
        ) : (
          <div className="grid gap-6 xl:grid-cols-2">
            {ready.divisions.map((standings) => (
              <DivisionSection key={standings.division.slug} standings={standings} paths={paths} />
            ))}
          </div>
        )
      }
    </SitePage>
  )
}
