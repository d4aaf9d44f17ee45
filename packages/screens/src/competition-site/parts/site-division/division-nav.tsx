import { FormattedMessage, useIntl } from 'react-intl'
import { useSitePaths } from '../site-paths'
import { SiteSectionNav } from '../site-section-nav'

/** The pages of a division: its standings, its teams (and each team's) and its individual standings. */
export type DivisionPage = 'standings' | 'teams' | 'team' | 'individualStandings'

export type DivisionNavProps = {
  season: string | undefined
  /** The division's slug. */
  group: string
  divisionName: string
  current: DivisionPage
}

/** The tabs of a division's pages; a team's page is below the teams. */
export function DivisionNav({ season, group, divisionName, current }: DivisionNavProps) {
  const intl = useIntl()
  const paths = useSitePaths(season)
  return (
    <SiteSectionNav
      label={intl.formatMessage(
        { id: 'competitionSite.division.navigation', defaultMessage: 'Pages of {division}' },
        { division: divisionName },
      )}
      links={[
        {
          key: 'standings',
          href: paths.page('competition-site-season-groups-group-standings', { group }),
          label: <FormattedMessage id="competitionSite.division.standings" defaultMessage="Standings" />,
          current: current === 'standings' ? 'page' : null,
        },
        {
          key: 'teams',
          href: paths.page('competition-site-season-groups-group-teams', { group }),
          label: <FormattedMessage id="competitionSite.division.teams" defaultMessage="Teams" />,
          current: current === 'teams' ? 'page' : current === 'team' ? 'section' : null,
        },
        {
          key: 'individualStandings',
          href: paths.page('competition-site-season-groups-group-individual-standings', { group }),
          label: (
            <FormattedMessage id="competitionSite.division.individualStandings" defaultMessage="Individual standings" />
          ),
          current: current === 'individualStandings' ? 'page' : null,
        },
      ]}
    />
  )
}
