import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '@oche/ui'
import { ChevronDown } from 'lucide-react'
import { useMemo, type ReactNode } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { PlatformProvider, usePlatform, type LinkProps } from '../../../app/platform/platform-context'
import { site } from '../site-page/site-page.story-helpers'
import { sitePartStory, WithSite } from '../site-page/site-part.story-helpers'
import { SeasonMenuList } from './season-menu-list'

// The season menu once its code is there (season-menu.tsx loads it when its button is first reached for), with the
// fixture league's seasons as season-menu.stories.tsx has them: the one shown ticked, the current one marked, each
// going to its season's same page.

type SeasonMenuListStoryArgs = {
  /** The season the page shows: the current one when not set. */
  season?: string | undefined
  /** Open when the story starts, as a press on the button before the menu's code came opens it. */
  defaultOpen: boolean
  navigate: (href: string) => void
}

/** A host's link: following it opens its page in the app (the stories' own links stay on the page). */
function NavigatingLink({ href, onClick, children, ...props }: LinkProps) {
  const { navigate } = usePlatform()
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event)
        event.preventDefault()
        navigate(href)
      }}
    >
      {children}
    </a>
  )
}

/** The story's platform, its links and navigations going to `navigate`. */
function Navigating({ navigate, children }: { navigate: (href: string) => void; children: ReactNode }) {
  const platform = usePlatform()
  const value = useMemo(() => ({ ...platform, Link: NavigatingLink, navigate }), [platform, navigate])
  return <PlatformProvider value={value}>{children}</PlatformProvider>
}

/** The season menu as the site's header gives it, drawn with its code there: the season shown and the league's. */
function SeasonMenuListStory({ season, defaultOpen, navigate }: SeasonMenuListStoryArgs) {
  return (
    <Navigating navigate={navigate}>
      <WithSite season={season}>
        {({ context }) =>
          context.season ? (
            <div className="flex justify-end">
              <SeasonMenuList
                shown={context.season}
                seasons={context.seasons}
                defaultOpen={defaultOpen}
                trigger={
                  <Button variant="ghost">
                    <span className="sr-only">Season</span>
                    <span className="truncate">{context.season.name}</span>
                    <ChevronDown aria-hidden />
                  </Button>
                }
              />
            </div>
          ) : null
        }
      </WithSite>
    </Navigating>
  )
}

const meta = {
  title: 'screens/Competition site/Parts/Season menu list',
  component: SeasonMenuListStory,
  args: { season: undefined, defaultOpen: true, navigate: fn() },
  parameters: sitePartStory('/calendar'),
} satisfies Meta<typeof SeasonMenuListStory>

export default meta
type Story = StoryObj<typeof meta>

/** The open menu's items: the current season's, the other one's, and the one the page shows. */
async function seasons() {
  const menu = await screen.findByRole('menu')
  await expect(within(menu).getByText('Seasons')).toBeVisible()
  const items = within(menu).getAllByRole('menuitem')
  const current = items.find((item) => item.textContent?.includes('Current season'))
  const other = items.find((item) => !item.textContent?.includes('Current season'))
  const shown = items.filter((item) => item.getAttribute('aria-current') === 'page')
  return { items, current, other, shown }
}

/**
 * On the current season's matches, opened at once (pressed before its code came): the league's two seasons, the
 * current one marked and ticked as the page; choosing last season opens its matches, and the menu closes.
 */
export const CurrentSeason: Story = {
  play: async ({ args }) => {
    const { items, current, other, shown } = await seasons()
    await expect(items).toHaveLength(2)
    await expect(current).toHaveTextContent(`${site.currentSeason}Current season`)
    await expect(shown).toEqual([current])
    await expect(other).toHaveTextContent(site.previousSeason)
    await expect(other).not.toHaveAttribute('aria-current')
    await userEvent.click(other!)
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith(`/${site.previousSeason}/calendar`))
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    await expect(screen.getByRole('button', { name: `Season ${site.currentSeason}` })).toHaveFocus()
  },
}

/**
 * On last season's matches, opened from its button: that season is ticked, the current one still marked as current;
 * choosing it by keyboard opens the current season's matches, which have no season in their path.
 */
export const LastSeason: Story = {
  args: { season: site.previousSeason, defaultOpen: false },
  parameters: sitePartStory(`/${site.previousSeason}/calendar`),
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: `Season ${site.previousSeason}` }))
    const { items, current, other, shown } = await seasons()
    await expect(shown).toEqual([other])
    await expect(current).toHaveTextContent('Current season')
    await expect(current).not.toHaveAttribute('aria-current')
    for (const item of items.slice(0, items.indexOf(current!) + 1)) {
      await userEvent.keyboard('{ArrowDown}')
      await waitFor(() => expect(item).toHaveFocus())
    }
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/calendar'))
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
  },
}
