import { Target } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageState } from '../../app/page-states'
import { IndividualStandingsTable } from '../../competition/parts/standings'
import { DivisionNav, siteDivisionMessages, siteTeamHref } from '../parts/site-division'
import { SeasonLine, SitePage } from '../parts/site-page'
import { useSitePaths } from '../parts/site-paths'
import { usePlayerSort } from '../parts/site-players'
import { useSiteIndividualStandings } from './use-site-individual-standings'

export type SiteIndividualStandingsScreenProps = {
  /** The `{season}` of the path; the current season without one. */
  season?: string
  /** The division's slug (`groups/{group}`). */
  group: string
  /** The page's query string: the table's order (`?sort=average&order=desc`). */
  searchParams?: Record<string, string>
}

/**
 * `/{season?}/groups/{group}/individual-standings`: every player of a division this season on the league's site
 * (league-rules.md §6): games played and won, win percentage, legs, averages, 180s, high checkout and best leg, in
 * the league's order; every figure's heading sorts by it, and the order is kept in the address to share.
 */
export function SiteIndividualStandingsScreen({
  season,
  group,
  searchParams = {},
}: SiteIndividualStandingsScreenProps) {
  const intl = useIntl()
  const paths = useSitePaths(season)
  const [sort, setSort] = usePlayerSort(searchParams)
  const { page, division } = useSiteIndividualStandings(season, group)
  return (
    <SitePage
      season={season}
      state={page}
      title={
        division
          ? intl.formatMessage(
              { id: 'competitionSite.individualStandings.title', defaultMessage: 'Individual standings of {division}' },
              { division: division.name },
            )
          : intl.formatMessage({
              id: 'competitionSite.individualStandings.titleUnknown',
              defaultMessage: 'Individual standings',
            })
      }
      description={<SeasonLine season={season} />}
      nav={
        division ? (
          <DivisionNav season={season} group={group} divisionName={division.name} current="individualStandings" />
        ) : null
      }
      loadingLabel={intl.formatMessage({
        id: 'competitionSite.individualStandings.loading',
        defaultMessage: 'Loading the individual standings',
      })}
      errorTitle={
        <FormattedMessage
          id="competitionSite.individualStandings.errorTitle"
          defaultMessage="The individual standings could not be loaded"
        />
      }
      notFoundTitle={<FormattedMessage {...siteDivisionMessages.notFound} />}
    >
      {(ready) =>
        ready.players.length === 0 ? (
          <PageState
            icon={<Target />}
            title={
              <FormattedMessage
                id="competitionSite.individualStandings.emptyTitle"
                defaultMessage="No games played yet"
              />
            }
            description={
              <FormattedMessage
                id="competitionSite.individualStandings.emptyBody"
                defaultMessage="The players’ figures appear here once the first games of the division are played."
              />
            }
          />
        ) : (
          <IndividualStandingsTable
            rows={ready.players}
            label={intl.formatMessage(
              { id: 'competitionSite.individualStandings.tableLabel', defaultMessage: 'Players of {division}' },
              { division: ready.division.name },
            )}
            showTeam
            teamHref={siteTeamHref(paths, ready.context)}
            sort={sort}
            onSortChange={setSort}
          />
        )
      }
    </SitePage>
  )
}
