import { FormattedMessage } from 'react-intl'
import { useSiteContext, useSiteRef } from '../use-site'

/** The line under a page's title: the season it shows ("Season 2026-27"), read from the site's context. */
export function SeasonLine({ season }: { season: string | undefined }) {
  const context = useSiteContext(useSiteRef(season))
  const name = context.data?.season?.name
  if (!name) return null
  return (
    <FormattedMessage id="competitionSite.page.season" defaultMessage="Season {season}" values={{ season: name }} />
  )
}
