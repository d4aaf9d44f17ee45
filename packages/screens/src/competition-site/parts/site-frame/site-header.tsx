import type { CompetitionSiteContext } from '@oche/api'
import { Button, cn, useDisclosure } from '@oche/ui'
import { Menu, X } from 'lucide-react'
import { useRef, useState, type CSSProperties, type KeyboardEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { ColourModeMenu, LanguageMenu } from '../../../app/shell/preference-menus'
import { useSitePaths } from '../site-paths'
import { SeasonMenu } from './season-menu'
import { siteColours } from './site-colours'
import { useSiteLocation } from './site-location'
import { siteMenuItems } from './site-menu'

export type SiteHeaderProps = {
  context: CompetitionSiteContext
  /** The `{season}` of the path: links stay in it. */
  season: string | undefined
}

/** The league's name and logo on its own colour (the platform's colours when it has none). */
function SiteBanner({ context, homeHref }: { context: CompetitionSiteContext; homeHref: string }) {
  const { Link } = usePlatform()
  const { organisation } = context
  const colours = siteColours(organisation.primary_colour)
  const style = colours ? ({ '--site-colour': colours.background, '--site-ink': colours.ink } as CSSProperties) : {}
  return (
    <div
      data-slot="site-banner"
      data-colours={colours ? 'league' : 'platform'}
      style={style}
      className={cn(
        colours ? 'bg-(--site-colour) text-(--site-ink)' : 'border-b bg-surface text-foreground',
        'print:border-b print:bg-transparent print:text-foreground',
      )}
    >
      <div className="mx-auto flex max-w-7xl items-center px-4 py-3 sm:px-6">
        <Link
          href={homeHref}
          className={cn(
            'flex min-h-11 min-w-0 items-center gap-3 rounded-md',
            colours && 'focus-visible:outline-(--site-ink)',
          )}
        >
          {organisation.logo_url ? (
            // The name beside it says whose logo it is.
            <img
              src={organisation.logo_url}
              alt=""
              data-slot="site-logo"
              className="size-10 shrink-0 rounded-sm object-contain sm:size-12"
            />
          ) : null}
          <span className="truncate text-lg font-semibold tracking-tight sm:text-2xl">{organisation.name}</span>
        </Link>
      </div>
    </div>
  )
}

/**
 * The site's menu: a horizontal list from `md` up; on a phone a "Menu" button that shows and hides it (a disclosure,
 * closed again by Escape or by following a link). The page it is on is marked `aria-current="page"`, the section
 * of a page below an entry (a team of a division) `aria-current="true"`.
 */
function SiteNav({ context, season }: SiteHeaderProps) {
  const intl = useIntl()
  const { Link, pathname } = usePlatform()
  const paths = useSitePaths(season)
  const location = useSiteLocation()
  const toggleRef = useRef<HTMLButtonElement>(null)
  // Open on the page it was opened on: a new page closes the phone's menu.
  const [openOn, setOpenOn] = useState<string | null>(null)
  // Hidden by its classes: from `md` up the list is the menu bar, shown whatever the button says.
  const menu = useDisclosure({
    open: openOn === pathname,
    onOpenChange: (open) => setOpenOn(open ? pathname : null),
    hiddenByStyles: true,
  })
  const items = siteMenuItems(context, paths, intl)
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menu.isOpen) return
    menu.setOpen(false)
    toggleRef.current?.focus()
  }
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'competitionSite.menu.label', defaultMessage: 'Site menu' })}
      className="flex min-w-0 md:flex-1"
    >
      <Button
        ref={toggleRef}
        variant="ghost"
        {...menu.triggerProps}
        onKeyDown={handleKeyDown}
        className="h-11 px-3 md:hidden"
      >
        {menu.isOpen ? <X aria-hidden /> : <Menu aria-hidden />}
        <FormattedMessage id="competitionSite.menu.toggle" defaultMessage="Menu" />
      </Button>
      <ul
        {...menu.contentProps}
        data-state={menu.isOpen ? 'open' : 'closed'}
        className={cn(
          'absolute inset-x-0 top-full flex-col gap-1 border-b bg-background p-2 shadow-md',
          menu.isOpen ? 'flex' : 'hidden',
          'md:static md:flex md:flex-row md:flex-wrap md:border-0 md:bg-transparent md:p-0 md:shadow-none',
        )}
      >
        {items.map((item) => {
          const current = item.currentAt(location)
          return (
            <li key={item.key}>
              <Link
                href={item.href}
                aria-current={current === 'page' ? 'page' : current === 'section' ? 'true' : undefined}
                onClick={() => menu.setOpen(false)}
                onKeyDown={handleKeyDown}
                className={cn(
                  'flex min-h-11 items-center rounded-md px-3 text-base font-medium text-muted-foreground md:text-sm',
                  'hover:bg-muted hover:text-foreground',
                  'aria-[current]:text-foreground aria-[current]:underline aria-[current]:decoration-2 aria-[current]:underline-offset-8',
                )}
              >
                {item.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/**
 * The top of every page of a league's site: its name, logo and colour; below, the menu, the season shown (with the
 * other seasons), the language and the colour mode. The menu row stays at the top while the page scrolls.
 */
export function SiteHeader({ context, season }: SiteHeaderProps) {
  const paths = useSitePaths(season)
  return (
    <header data-slot="site-header">
      <SiteBanner context={context} homeHref={paths.home()} />
      <div className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80 print:hidden">
        <div className="relative mx-auto flex min-h-14 max-w-7xl items-center gap-1 px-2 sm:px-4">
          <SiteNav context={context} season={season} />
          <div className="ms-auto flex shrink-0 items-center gap-0.5">
            {context.season ? <SeasonMenu shown={context.season} seasons={context.seasons} /> : null}
            <LanguageMenu />
            <ColourModeMenu />
          </div>
        </div>
      </div>
    </header>
  )
}
