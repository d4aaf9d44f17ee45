import type { CompetitionSiteContext } from '@oche/api'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '@oche/ui'
import { Check } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { usePlatform } from '../../../app/platform/platform-context'
import type { LoadedMenuProps } from '../../../app/shell/deferred-menu'
import { seasonSwitchPath, useSiteLocation } from './site-location'

type Season = CompetitionSiteContext['seasons'][number]

/** The seasons' menu (season-menu.tsx draws its button): each season's same page where it has one. */
export function SeasonMenuList({
  shown,
  seasons,
  trigger,
  defaultOpen,
}: LoadedMenuProps & { shown: Season; seasons: readonly Season[] }) {
  const locale = useLocale()
  const { Link } = usePlatform()
  const location = useSiteLocation()
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
