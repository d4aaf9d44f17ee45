import type { CompetitionSiteContext } from '@oche/api'
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@oche/ui'
import { Check, ChevronDown } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import { seasonSwitchPath, useSiteLocation } from './site-location'

type Season = CompetitionSiteContext['seasons'][number]

/**
 * The season the site shows, and the other seasons' pages: the same page where the other season has it (the
 * calendar, a leaderboard), else that season's home. The current season's pages have no season in their path.
 */
export function SeasonMenu({ shown, seasons }: { shown: Season; seasons: readonly Season[] }) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const location = useSiteLocation()
  const label = intl.formatMessage({ id: 'competitionSite.season.label', defaultMessage: 'Season' })
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="max-w-48 px-2 sm:max-w-none sm:px-3" data-testid="season-menu">
          <span className="sr-only">{label}</span>
          <span className="truncate">{shown.name}</span>
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <FormattedMessage id="competitionSite.season.choose" defaultMessage="Seasons" />
        </DropdownMenuLabel>
        {seasons.map((season) => {
          const isShown = season.slug === shown.slug
          return (
            <DropdownMenuItem key={season.slug} asChild>
              <Link
                href={seasonSwitchPath(location, season.is_current ? undefined : season.slug, locale)}
                aria-current={isShown ? 'page' : undefined}
              >
                <Check aria-hidden className={isShown ? 'size-4' : 'invisible size-4'} />
                <span className="flex flex-col">
                  <span>{season.name}</span>
                  {season.is_current ? (
                    <span className="text-xs text-muted-foreground">
                      <FormattedMessage id="competitionSite.season.current" defaultMessage="Current season" />
                    </span>
                  ) : null}
                </span>
              </Link>
            </DropdownMenuItem>
          )
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
