import { FormattedMessage, useIntl } from 'react-intl'
import { useSitePaths } from '../../parts/site-paths'
import { SiteSectionNav } from '../../parts/site-section-nav'

/** The pages of a cup: its brackets, its group tables and its players. */
export type CupPage = 'bracket' | 'standings' | 'individualStandings'

export type CupNavProps = {
  season: string | undefined
  /** The cup's slug (`cup/{group}`). */
  group: string
  cupName: string
  current: CupPage
}

/** The tabs of a cup's pages. */
export function CupNav({ season, group, cupName, current }: CupNavProps) {
  const intl = useIntl()
  const paths = useSitePaths(season)
  return (
    <SiteSectionNav
      label={intl.formatMessage(
        { id: 'competitionSite.cup.navigation', defaultMessage: 'Pages of {cup}' },
        { cup: cupName },
      )}
      links={[
        {
          key: 'bracket',
          href: paths.page('competition-site-season-cup-group-bracket', { group }),
          label: <FormattedMessage id="competitionSite.cup.bracket" defaultMessage="Bracket" />,
          current: current === 'bracket' ? 'page' : null,
        },
        {
          key: 'standings',
          href: paths.page('competition-site-season-cup-group-standings', { group }),
          label: <FormattedMessage id="competitionSite.cup.standings" defaultMessage="Group standings" />,
          current: current === 'standings' ? 'page' : null,
        },
        {
          key: 'individualStandings',
          href: paths.page('competition-site-season-cup-group-individual-standings', { group }),
          label: (
            <FormattedMessage id="competitionSite.cup.individualStandings" defaultMessage="Individual standings" />
          ),
          current: current === 'individualStandings' ? 'page' : null,
        },
      ]}
    />
  )
}
