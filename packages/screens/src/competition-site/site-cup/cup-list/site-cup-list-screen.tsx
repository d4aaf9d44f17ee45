import { Trophy } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageState } from '../../../app/page-states'
import { usePlatform } from '../../../app/platform/platform-context'
import { CupList } from '../../../competition/cup/parts'
import { SeasonLine, SitePage } from '../../parts/site-page'
import { useSitePaths } from '../../parts/site-paths'
import { useSiteCupList } from './use-site-cup-list'

export type SiteCupListScreenProps = {
  /** The `{season}` of the path; the current season without one. */
  season?: string
}

/**
 * `/{season?}/cup`: the season's cups on the league's site (ADR 015), each with its format, teams, state and winner,
 * opening its bracket. A season with one cup goes straight to it.
 */
export function SiteCupListScreen({ season }: SiteCupListScreenProps) {
  const intl = useIntl()
  const { navigate } = usePlatform()
  const paths = useSitePaths(season)
  const page = useSiteCupList(season)
  const cupHref = (group: string) => paths.page('competition-site-season-cup-group-bracket', { group })
  const only = page.status === 'ready' && page.cups.length === 1 ? page.cups[0] : undefined
  const onlyHref = only ? cupHref(only.slug) : null
  const hasForwarded = useRef(false)
  useEffect(() => {
    if (!onlyHref || hasForwarded.current) return
    hasForwarded.current = true
    navigate(onlyHref, { replace: true })
  }, [onlyHref, navigate])
  return (
    <SitePage
      season={season}
      state={page}
      title={intl.formatMessage({ id: 'competitionSite.cupList.title', defaultMessage: 'Cups' })}
      description={<SeasonLine season={season} />}
      loadingLabel={intl.formatMessage({ id: 'competitionSite.cupList.loading', defaultMessage: 'Loading the cups' })}
      errorTitle={
        <FormattedMessage id="competitionSite.cupList.errorTitle" defaultMessage="The cups could not be loaded" />
      }
      notFoundTitle={
        <FormattedMessage id="competitionSite.cupList.notFoundTitle" defaultMessage="This season cannot be found" />
      }
    >
      {({ cups }) =>
        cups.length === 0 ? (
          <PageState
            icon={<Trophy />}
            title={<FormattedMessage id="competitionSite.cupList.emptyTitle" defaultMessage="No cup this season" />}
            description={
              <FormattedMessage
                id="competitionSite.cupList.emptyBody"
                defaultMessage="A cup is played beside the league by teams of every division; this season has none."
              />
            }
          />
        ) : (
          <CupList cups={cups} cupHref={cupHref} />
        )
      }
    </SitePage>
  )
}
