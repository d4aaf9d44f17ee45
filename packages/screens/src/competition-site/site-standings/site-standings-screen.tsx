import type { CompetitionSiteContext, LeagueStandings } from '@oche/api'
import { Users } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageState } from '../../app/page-states'
import { LeagueStandingsTable, StandingsAdjustments } from '../../competition/parts/standings'
import { DivisionNav, siteDivisionMessages } from '../parts/site-division'
import { SeasonLine, SitePage } from '../parts/site-page'
import { useSitePaths } from '../parts/site-paths'
import { useSiteStandings } from './use-site-standings'

export type SiteStandingsScreenProps = {
  /** The `{season}` of the path; the current season without one. */
  season?: string
  /** The division's slug (`groups/{group}`). */
  group: string
}

function StandingsContent({
  context,
  standings,
  season,
  group,
}: {
  context: CompetitionSiteContext
  standings: LeagueStandings
  season: string | undefined
  group: string
}) {
  const paths = useSitePaths(season)
  if (standings.rows.length === 0)
    return (
      <PageState
        icon={<Users />}
        title={
          <FormattedMessage id="competitionSite.standings.emptyTitle" defaultMessage="No teams in this division yet" />
        }
        description={
          <FormattedMessage
            id="competitionSite.standings.emptyBody"
            defaultMessage="The standings appear here once the league has placed its teams."
          />
        }
      />
    )
  return (
    <div className="flex flex-col gap-6">
      <LeagueStandingsTable
        rows={standings.rows}
        divisionName={standings.division.name}
        order={standings}
        zones={standings.zones}
        teamHref={(team) => paths.page('competition-site-season-groups-group-teams-team', { group, team })}
      />
      <StandingsAdjustments
        division={{ org: context.organisation.slug, season: context.season?.slug ?? '', division: group }}
        standings={standings}
        canAdjust={false}
        headingLevel="h2"
      />
    </div>
  )
}

/**
 * `/{season?}/groups/{group}/standings`: a division's full table on the league's site: matches played, won, drawn
 * and lost, games for and against, points and any adjustment; each row says why the team is above the next one, the
 * order's rules are said under the table and the adjustments are listed with their reasons. Team names open the
 * teams' pages.
 */
export function SiteStandingsScreen({ season, group }: SiteStandingsScreenProps) {
  const intl = useIntl()
  const { page, division } = useSiteStandings(season, group)
  return (
    <SitePage
      season={season}
      state={page}
      title={
        division?.name ?? intl.formatMessage({ id: 'competitionSite.standings.title', defaultMessage: 'Standings' })
      }
      description={<SeasonLine season={season} />}
      nav={
        division ? <DivisionNav season={season} group={group} divisionName={division.name} current="standings" /> : null
      }
      loadingLabel={intl.formatMessage({
        id: 'competitionSite.standings.loading',
        defaultMessage: 'Loading the standings',
      })}
      errorTitle={
        <FormattedMessage
          id="competitionSite.standings.errorTitle"
          defaultMessage="The standings could not be loaded"
        />
      }
      notFoundTitle={<FormattedMessage {...siteDivisionMessages.notFound} />}
    >
      {(ready) => (
        <StandingsContent context={ready.context} standings={ready.standings} season={season} group={group} />
      )}
    </SitePage>
  )
}
