import type { CompetitionSiteContext } from '@oche/api'
import { Button } from '@oche/ui'
import { ChevronDown } from 'lucide-react'
import { useIntl } from 'react-intl'
import { deferredMenu } from '../../../app/shell/deferred-menu'

type Season = CompetitionSiteContext['seasons'][number]

const SeasonMenuList = deferredMenu<{ shown: Season; seasons: readonly Season[] }>(() =>
  import('./season-menu-list').then((module) => module.SeasonMenuList),
)

/**
 * The season the site shows, and the other seasons' pages: the same page where the other season has it (the
 * calendar, a leaderboard), else that season's home. The current season's pages have no season in their path. The
 * menu's code comes when it is first reached for.
 */
export function SeasonMenu({ shown, seasons }: { shown: Season; seasons: readonly Season[] }) {
  const intl = useIntl()
  const label = intl.formatMessage({ id: 'competitionSite.season.label', defaultMessage: 'Season' })
  return (
    <SeasonMenuList
      shown={shown}
      seasons={seasons}
      button={(props) => (
        <Button variant="ghost" className="max-w-48 px-2 sm:max-w-none sm:px-3" data-testid="season-menu" {...props}>
          <span className="sr-only">{label}</span>
          <span className="truncate">{shown.name}</span>
          <ChevronDown aria-hidden />
        </Button>
      )}
    />
  )
}
