import { Target } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageState } from '../../../app/page-states'
import { IndividualStandingsTable } from '../../../competition/parts/standings'
import { siteTeamHref } from '../../parts/site-division'
import { SeasonLine, SitePage } from '../../parts/site-page'
import { useSitePaths } from '../../parts/site-paths'
import { usePlayerSort } from '../../parts/site-players'
import { CupNav, siteCupMessages } from '../parts'
import { useSiteCupIndividualStandings } from './use-site-cup-individual-standings'

export type SiteCupIndividualStandingsScreenProps = {
  /** The `{season}` of the path; the current season without one. */
  season?: string
  /** The cup's slug (`cup/{group}`). */
  group: string
  /** The page's query string: the table's order (`?sort=average&order=desc`). */
  searchParams?: Record<string, string>
}

/**
 * `/{season?}/cup/{group}/individual-standings`: every player of a cup on the league's site with their figures in
 * its matches (games, legs, averages, 180s, checkouts, best leg), sortable by each figure with the order kept in the
 * address.
 */
export function SiteCupIndividualStandingsScreen({
  season,
  group,
  searchParams = {},
}: SiteCupIndividualStandingsScreenProps) {
  const intl = useIntl()
  const paths = useSitePaths(season)
  const [sort, setSort] = usePlayerSort(searchParams)
  const { page, cup } = useSiteCupIndividualStandings(season, group)
  return (
    <SitePage
      season={season}
      state={page}
      title={cup?.name ?? intl.formatMessage(siteCupMessages.title)}
      description={<SeasonLine season={season} />}
      nav={cup ? <CupNav season={season} group={group} cupName={cup.name} current="individualStandings" /> : null}
      loadingLabel={intl.formatMessage({
        id: 'competitionSite.cupIndividualStandings.loading',
        defaultMessage: 'Loading the individual standings',
      })}
      errorTitle={
        <FormattedMessage
          id="competitionSite.cupIndividualStandings.errorTitle"
          defaultMessage="The individual standings could not be loaded"
        />
      }
      notFoundTitle={<FormattedMessage {...siteCupMessages.notFound} />}
    >
      {(ready) =>
        ready.players.length === 0 ? (
          <PageState
            icon={<Target />}
            title={
              <FormattedMessage
                id="competitionSite.cupIndividualStandings.emptyTitle"
                defaultMessage="No cup games played yet"
              />
            }
            description={
              <FormattedMessage
                id="competitionSite.cupIndividualStandings.emptyBody"
                defaultMessage="The players’ figures appear here once the first cup games are played."
              />
            }
          />
        ) : (
          <IndividualStandingsTable
            rows={ready.players}
            label={intl.formatMessage(
              { id: 'competitionSite.cupIndividualStandings.tableLabel', defaultMessage: 'Players of {cup}' },
              { cup: ready.cup.name },
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
